// The consumer apps (e2e/consumer-apps): our libraries packed, installed into apps users build,
// built with their toolchains, and driven in Chromium. Its own step of `npm test`.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../config/chromium.ts';

export default defineConfig({
  testDir: './consumer-apps',
  testMatch: '*.spec.ts',
  globalSetup: './consumer-apps/prepare.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  reporter: [['list']],
  timeout: 60_000,
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions, trace: 'retain-on-failure' },
});
