import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testChromiumLaunchOptions } from '../config/chromium.ts';
import { failureTrace } from './failure-trace.ts';
import { API_PORT, EMBED_TOKEN_TTL_SECONDS, FRAME_PORT, VIEWER_PORT, VIEWER_URL } from './viewer/support/stack.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const demoDir = path.join(here, '..', 'apps', 'config-check');
// config-check's preview, and the report frame it serves for its embed gallery (apps/config-check/fake-frame-plugin.ts).
// E2E_CONFIG_CHECK_PORT and E2E_CONFIG_CHECK_FRAME_PORT move them, like the viewer stack's E2E_* ports.
const CONFIG_CHECK_PORT = Number(process.env.E2E_CONFIG_CHECK_PORT) || 4173;
const CONFIG_CHECK_FRAME_PORT = Number(process.env.E2E_CONFIG_CHECK_FRAME_PORT) || 4175;
const configCheckBuild = path.join(os.tmpdir(), `org-config-check-build-${CONFIG_CHECK_PORT}`);
const configCheckCommand = [
  `node_modules/.bin/vite build --outDir ${configCheckBuild} --emptyOutDir`,
  `node_modules/.bin/vite preview --outDir ${configCheckBuild} --port ${CONFIG_CHECK_PORT}`,
].join(' && ');

/**
 * `E2E_PROJECT=config-check` or `viewer` runs that project alone and starts only the server it needs (`npm test` runs
 * them as two steps, one in each lane); unset, both.
 */
const onlyProject = process.env.E2E_PROJECT;
if (onlyProject && onlyProject !== 'config-check' && onlyProject !== 'viewer')
  throw new Error(`E2E_PROJECT must be config-check or viewer (or unset), not "${onlyProject}"`);

/** One entry of Playwright's `webServer` list. */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const projects = [
  {
    name: 'config-check',
    testMatch: ['config-check.spec.ts', 'embed-gallery.spec.ts', 'playground/**/*.spec.ts'],
    use: { baseURL: `http://127.0.0.1:${CONFIG_CHECK_PORT}` },
  },
  {
    name: 'viewer',
    testDir: './viewer',
    testMatch: '**/*.spec.ts',
    use: { baseURL: VIEWER_URL },
  },
];

// The embed-configuration checker as shipped: a production build of apps/config-check, served by
// vite preview (host and strictPort from its vite.config.ts; the port is passed so that it always
// matches baseURL). The preview also serves @org/fake-frame on localhost for the embed gallery.
const configCheckServer: WebServer = {
  // A build folder per port, so that two runs at once do not rebuild each other's files under their servers.
  command: configCheckCommand,
  cwd: demoDir,
  env: { CONFIG_CHECK_FRAME_PORT: String(CONFIG_CHECK_FRAME_PORT) },
  url: `http://127.0.0.1:${CONFIG_CHECK_PORT}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
};

// The viewer's local stack (scripts/local-stack.mjs) on test ports: the API with the identity
// stand-in on a fresh temporary database, the fake frame, and the viewer's production build.
const viewerStackServer: WebServer = {
  command:
    `node ../scripts/local-stack.mjs --quiet --temp-data ` +
    `--viewer-port ${VIEWER_PORT} --api-port ${API_PORT} --frame-port ${FRAME_PORT}`,
  cwd: here,
  // The stack starts the viewer last, once the API answers: the viewer's URL means all are ready.
  url: `${VIEWER_URL}/`,
  env: {
    LOCAL_EMBED_TOKEN_TTL_SECONDS: String(EMBED_TOKEN_TTL_SECONDS),
    EMBED_TOKEN_REFRESH_MARGIN_SECONDS: String(EMBED_TOKEN_TTL_SECONDS / 2),
    // A new embed token for every GET /dashboards (a test knob of the local provider): a renewal brings a new
    // token whenever the page's clock (page.clock) runs it, without waiting for the API's renewal time.
    LOCAL_EMBED_TOKEN_REUSE_SECONDS: '0',
    // Every test signs in through the real popup: the production limit (30/min) would refuse some.
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    // The demo's settings must not leak in: these tests are about the local stack.
    ENTRA_CLIENT_ID: '',
    ENTRA_TENANT_ID: '',
    EMBED_PROVIDER: 'local',
    DATABASE_URL: '',
    SESSION_TTL_SECONDS: '3600',
  },
  reuseExistingServer: !process.env.CI,
  // Lets the stack stop its parts (a kill of the group would do too, as they share it).
  gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  timeout: 180_000,
  stdout: 'pipe',
  stderr: 'pipe',
};

export default defineConfig({
  testDir: '.',
  // A folder per project when one runs alone: the two runs of `npm test` overlap, and each empties its folder first.
  outputDir: onlyProject ? `test-results/${onlyProject}` : 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, in CI too: a test that passes only on a second try is a flaky test to fix, not to hide
  // (T-CHAOS-03; scripts/test-hygiene.test.ts checks this).
  retries: 0,
  // Three at once on two cores: the tests mostly wait (sign-in popups, frames, token lifetimes).
  workers: 3,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Hang guards, not speed claims: a test waits on events and states, and these bounds only stop one that
  // never comes. Generous, so that a machine whose cores are all busy (scripts/cpu-hog.mjs) still passes.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    launchOptions: testChromiumLaunchOptions,
    trace: failureTrace,
    screenshot: 'only-on-failure',
  },
  projects: projects.filter((project) => !onlyProject || project.name === onlyProject),
  webServer: [
    ...(onlyProject !== 'viewer' ? [configCheckServer] : []),
    ...(onlyProject !== 'config-check' ? [viewerStackServer] : []),
  ],
});
