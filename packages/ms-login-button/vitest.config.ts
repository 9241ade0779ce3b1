import { packageTestConfig } from '../../config/vitest.ts';

// The browser suites drive a real Chromium; a sign-in is several page loads, so allow more than 5 s.
export default packageTestConfig('ms-login-button', { testTimeout: 30_000, hookTimeout: 60_000 });
