// The house Chromium launch options live with the browser test harness; e2e/ and bench/ read them here.
export { chromiumLaunchOptions, testChromiumLaunchOptions } from '../packages/test-harness/src/chromium.ts';
