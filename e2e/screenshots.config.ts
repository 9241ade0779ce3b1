import { defineConfig } from '@playwright/test';
import { testChromiumLaunchOptions } from '../config/chromium.ts';
import tests from './playwright.config.ts';
import { VIEWER_URL } from './viewer/support/stack.ts';

// `pnpm --filter @org/e2e screenshots`: captures each screen of the viewer into docs/screenshots/
// (viewer/support/capture-screens.shot.ts), against the same local stack as the e2e suite.
const servers = [tests.webServer ?? []].flat();

export default defineConfig({
  testDir: './viewer/support',
  testMatch: 'capture-screens.shot.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: VIEWER_URL,
    browserName: 'chromium',
    launchOptions: testChromiumLaunchOptions,
    viewport: { width: 1440, height: 900 },
    colorScheme: 'light',
  },
  webServer: servers.filter((server) => server.url?.startsWith(VIEWER_URL)),
});
