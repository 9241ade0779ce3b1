import { packageTestConfig } from '../../config/vitest.ts';

export default packageTestConfig('api', {
  globalSetup: ['test/setup/postgres-global-setup.ts'],
  // Hang guards, not speed claims: these tests start servers, PGlite and PostgreSQL, and on a machine whose
  // cores are all busy (scripts/cpu-hog.mjs) one took over 20 s without anything being wrong (T-CHAOS-03).
  testTimeout: 60_000,
  // One module graph per worker, not per file: each file starts its own APIs and databases anyway, and
  // re-importing the server and compiling PGlite's WebAssembly in every file was about half the project's CPU.
  isolate: false,
  hookTimeout: 120_000,
});
