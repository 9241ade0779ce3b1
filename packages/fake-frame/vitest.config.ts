import { packageTestConfig } from '../../config/vitest.ts';

// The browser suite drives a real Chromium across two origins; page loads need more than 5 s.
export default packageTestConfig('fake-frame', { testTimeout: 30_000, hookTimeout: 60_000 });
