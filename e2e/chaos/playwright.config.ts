import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { testChromiumLaunchOptions } from '../../config/chromium.ts';
import { failureTrace } from '../failure-trace.ts';
import {
  CHAOS_API_PORT,
  CHAOS_FRAME_PORT,
  CHAOS_ROOT,
  CHAOS_VIEWER_PORT,
  CHAOS_VIEWER_URL,
} from './support/chaos-env.ts';

// The seeded timing-chaos suite (e2e/chaos/README.md): `pnpm test:chaos` runs it (scripts/chaos.mjs
// sets the seeds and the checkout); the default e2e config does not pick these files up.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // The viewer's sequences share one API process that they freeze and kill: one at a time, in
  // order. The SDK's sequences (own pages and frame server) run beside them in the other worker.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Hang guards: each sequence sets its own bound from its schedule.
  timeout: 300_000,
  expect: { timeout: 15_000 },
  // A folder per stack, so that two runs at once (another checkout on other ports) keep their own traces; under
  // test-results/, which git, Prettier and ESLint leave alone.
  outputDir: path.join(import.meta.dirname, 'test-results', `stack-${CHAOS_VIEWER_PORT}`),
  use: {
    browserName: 'chromium',
    launchOptions: testChromiumLaunchOptions,
    baseURL: CHAOS_VIEWER_URL,
    trace: failureTrace,
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The checkout's own local stack (CHAOS_ROOT), on the chaos ports, with a fresh temporary database.
    command:
      `node scripts/local-stack.mjs --quiet --temp-data ` +
      `--viewer-port ${CHAOS_VIEWER_PORT} --api-port ${CHAOS_API_PORT} --frame-port ${CHAOS_FRAME_PORT}`,
    cwd: CHAOS_ROOT,
    url: `${CHAOS_VIEWER_URL}/`,
    env: {
      // Each sequence signs in through the real popup.
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      ENTRA_CLIENT_ID: '',
      ENTRA_TENANT_ID: '',
      EMBED_PROVIDER: 'local',
      DATABASE_URL: '',
      SESSION_TTL_SECONDS: '3600',
    },
    // A fresh stack of the chosen checkout every run; CHAOS_REUSE_STACK=1 uses one already running on these
    // ports (quicker replays while debugging a seed).
    reuseExistingServer: process.env.CHAOS_REUSE_STACK === '1',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
