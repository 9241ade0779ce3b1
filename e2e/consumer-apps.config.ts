// The consumer apps (e2e/consumer-apps): our libraries packed, installed into apps users build,
// built with their toolchains, and driven in Chromium. Its own step of `npm test`.
import { defineConfig } from '@playwright/test';
import { testChromiumLaunchOptions } from '../config/chromium.ts';

export default defineConfig({
  testDir: './consumer-apps',
  testMatch: '*.spec.ts',
  // Not test-results/: `npm test` runs this beside the Playwright suite, whose start empties that folder.
  outputDir: './test-results-consumer-apps',
  globalSetup: './consumer-apps/prepare.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  reporter: [['list']],
  timeout: 60_000,
  use: { browserName: 'chromium', launchOptions: testChromiumLaunchOptions, trace: 'retain-on-failure' },
});
