import { defineConfig } from 'vitest/config';
import { browserProject, builtProject, clusterProject } from './config/vitest.ts';

// Four groups, told apart by project name:
//   pnpm test:unit         Node-only tests of the packages and apps (each package's vitest.config.ts)
//   pnpm test:browser      browser:<package>, the packages' test/browser suites in one shared Chromium
//   pnpm test:integration  integration:<…>, tests of the built libraries and of the API's production build (run `pnpm build` first)
//   cluster:<app>          an app's built instances behind a load balancer under load: `pnpm vitest run --project cluster:api`
//                          (run alone, as `npm test`'s last step: it saturates the CPU)
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      ...['embed-client', 'embed-elements', 'fake-frame', 'ms-login-button', 'react-embed'].map(browserProject),
      builtProject('embed-client'),
      builtProject('api', { app: true }),
      clusterProject('api'),
      'scripts',
    ],
  },
});
