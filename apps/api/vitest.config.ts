import { packageTestConfig } from '../../config/vitest.ts';

export default packageTestConfig('api', {
  globalSetup: ['test/setup/postgres-global-setup.ts'],
  // Hang guards, not speed claims: these tests start servers, PGlite and PostgreSQL, and on a machine whose
  // cores are all busy (scripts/cpu-hog.mjs) one took over 20 s without anything being wrong (T-CHAOS-03).
  testTimeout: 60_000,
  hookTimeout: 120_000,
});
