// The consumer apps (e2e/consumer-apps): our libraries packed, installed into apps users build,
// built with their toolchains, and driven in Chromium. Its own step of `npm test`.
import { defineConfig } from '@playwright/test';
import { testChromiumLaunchOptions } from '../config/chromium.ts';
import { failureTrace } from './failure-trace.ts';

export default defineConfig({
  testDir: './consumer-apps',
  testMatch: '*.spec.ts',
  // Not test-results/: `npm test` runs this beside the Playwright suite, whose start empties that folder.
  outputDir: './test-results-consumer-apps',
  globalSetup: './consumer-apps/prepare.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries (T-CHAOS-03): a flaky test is fixed, not retried.
  retries: 0,
  workers: 2,
  reporter: [['list']],
  // Hang guards, not speed claims (each test builds an app with its toolchain): generous for a busy machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    launchOptions: testChromiumLaunchOptions,
    trace: failureTrace,
    screenshot: 'only-on-failure',
  },
});
