import { packageTestConfig } from '../../config/vitest.ts';

export default packageTestConfig('api', {
  globalSetup: ['test/setup/postgres-global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
});
