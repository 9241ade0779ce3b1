import { defineConfig } from 'vitest/config';
import { browserProject, builtProject } from './config/vitest.ts';

// Three groups, told apart by project name:
//   pnpm test:unit         Node-only tests of the packages and apps (each package's vitest.config.ts)
//   pnpm test:browser      browser:<package>, the packages' test/browser suites in one shared Chromium
//   pnpm test:integration  integration:<…>, tests of the built libraries (run `pnpm build` first)
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      ...['embed-client', 'embed-elements', 'fake-frame', 'ms-login-button', 'react-embed'].map(browserProject),
      builtProject('embed-client'),
      'scripts',
    ],
  },
});
