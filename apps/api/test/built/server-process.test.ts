import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltApi } from '../support/built-api.ts';
import { startOidcIssuer, type OidcIssuer } from '../support/oidc-issuer.ts';
import { runNode } from '../support/run-process.ts';

let issuer: OidcIssuer;
let dataDir: string;

beforeAll(async () => {
  await ensureBuiltApi();
  issuer = await startOidcIssuer({ jwksDelayMs: 700 });
  // Empty: the server creates its PGlite database there (initdb), migrates and seeds it on start. A migrated
  // template made once for both files of this project (as the unit tests have) saved no time here.
  dataDir = await mkdtemp(path.join(tmpdir(), 'org-api-proc-'));
}, 120_000);
afterAll(async () => {
  await issuer.close();
  await rm(dataDir, { recursive: true, force: true });
});

const baseEnv = () => ({
  ...issuer.env(),
  DATA_DIR: dataDir,
  PORT: '0',
  API_BASE_PATH: '/api',
  SESSION_SECRET: 'process-test-secret-at-least-32-characters',
});

// Hang guards, not speed claims: each test starts two or three processes (PGlite in each), which took up to 20 s
// each in a CI run whose browser lane had both cores busy (60 s failed A-OPS-04 once there).
const PROCESS_TEST_TIMEOUT = 150_000;

describe('the server process (node dist/main.js, the production build)', () => {
  // The first two at the same time: the refused start touches no data folder, and runs while the other
  // test's server waits out its shutdown delay. The admin command reads the folder once that server is gone.
  it.concurrent('exits with a message naming each bad variable', { timeout: PROCESS_TEST_TIMEOUT }, async ({
    expect,
  }) => {
    const proc = runNode(['dist/main.js'], { DATA_DIR: dataDir, PORT: 'x' });
    expect(await proc.exited).toBe(78);
    expect(proc.stderr()).toContain('Invalid API configuration:');
    expect(proc.stderr()).toContain('  - ENTRA_CLIENT_ID: is required: the application (client) id');
    expect(proc.stderr()).toContain('  - PORT: expected a port number');
  });

  it.concurrent('[A-OPS-04] starts on PGlite in the data folder, seeds it, and on SIGTERM turns /readyz to 503 first, keeps serving for SHUTDOWN_DELAY_MS, finishes in-flight requests and exits 0', {
    timeout: PROCESS_TEST_TIMEOUT,
  }, async ({ expect }) => {
    // The delay is the window in which the test sees 'not ready, still serving': long enough that a test
    // process starved of CPU for a while (a busy machine) still looks within it (1.5 s was not; T-CHAOS-03).
    const proc = runNode(['dist/main.js'], { ...baseEnv(), SHUTDOWN_DELAY_MS: '5000' });
    try {
      const listening = await proc.waitForLine(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
      const origin = listening.match(/http:\/\/127\.0\.0\.1:\d+/)![0];
      await proc.waitForLine(/"msg":"API ready"/);

      // The admin command refuses to open the PGlite folder while the server holds it.
      const admin = runNode(['dist/admin-cli.js', 'users', 'list'], { DATA_DIR: dataDir });
      expect(await admin.exited).toBe(1);
      expect(admin.stderr()).toContain('PGlite allows one process');

      // This login waits ~700 ms on the JWKS; the server is told to stop meanwhile.
      const jwksAsked = issuer.nextJwksRequest();
      const inFlight = fetch(`${origin}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          idToken: await issuer.mintIdToken({ preferred_username: 'adele.vance@contoso.example' }),
        }),
      });
      await jwksAsked;
      proc.child.kill('SIGTERM');
      // Not ready at once, while still live and serving.
      let ready = await fetch(`${origin}/api/readyz`);
      // Polled until the signal is handled; the deadline is a hang guard (50 tries were too few on a busy machine).
      const handledBy = Date.now() + 20_000;
      while (ready.status === 200 && Date.now() < handledBy) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ready = await fetch(`${origin}/api/readyz`);
      }
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 503, error: 'SHUTTING_DOWN' });
      expect((await fetch(`${origin}/api/healthz`)).status).toBe(200);
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(((await response.json()) as { status: number }).status).toBe(200);
      // The drain starts only after the delay: the readiness line comes before it.
      const out = () => proc.stdout();
      await proc.waitForLine(/"msg":"shutting down: finishing in-flight requests"/);
      expect(out().indexOf('not ready, still serving')).toBeGreaterThan(-1);
      expect(out().indexOf('not ready, still serving')).toBeLessThan(out().indexOf('finishing in-flight requests'));

      const code = await proc.exited;
      expect({ code, stdout: proc.stdout(), stderr: proc.stderr() }).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('"msg":"shutdown complete"'),
      });
      await expect(fetch(`${origin}/api/healthz`)).rejects.toThrow();
    } finally {
      proc.child.kill('SIGKILL');
    }
  });

  it('the admin command reads the data folder once the server has stopped', {
    timeout: PROCESS_TEST_TIMEOUT,
  }, async () => {
    const run = async (...args: string[]) => {
      const proc = runNode(['dist/admin-cli.js', ...args], { DATA_DIR: dataDir });
      return { code: await proc.exited, out: proc.stdout(), err: proc.stderr() };
    };
    const list = await run('users', 'list');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/adele\.vance@contoso\.example\s+Adele Vance\s+active/);
    // The server seeded the demo users on its first start.
    expect(list.out).toMatch(/former\.staff@contoso\.example\s+Former Staff\s+disabled/);
  });
});
