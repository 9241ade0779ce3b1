import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltApi } from '../support/built-api.ts';
import { freePort } from '../support/free-port.ts';
import { startOidcIssuer, type OidcIssuer } from '../support/oidc-issuer.ts';
import { API_DIR, runNode } from '../support/run-process.ts';

let issuer: OidcIssuer;
let dataDir: string;

beforeAll(async () => {
  // The production build, as `pnpm --filter @org/api build` makes it (`npm test`'s build step has); the
  // workspace package it loads is used through its published entry point (dist).
  await ensureBuiltApi();
  issuer = await startOidcIssuer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'org-api-built-'));
  // Empty: the first server creates its PGlite database there and migrates it from dist/'s migrations.
}, 120_000);
afterAll(async () => {
  await issuer?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the built server (node dist/main.js)', () => {
  it('is plain JavaScript that loads its dependencies through their published entry points', async () => {
    const bundle = await readFile(path.join(API_DIR, 'dist/main.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["']tsx|import\(["']tsx/);
    // Our own modules are bundled: no import of a .ts file is left.
    expect(bundle).not.toMatch(/from ["'][^"']+\.ts["']/);
    expect(bundle).toContain('import("@org/local-identity")');
  });

  it('starts without tsx or the development condition, answers /healthz and /readyz, and stops on SIGTERM', {
    timeout: 60_000,
  }, async () => {
    const proc = runNode(['dist/main.js'], {
      ...issuer.env(),
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      SESSION_SECRET: 'built-server-test-secret-at-least-32-chars',
    });
    try {
      const listening = await proc.waitForLine(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
      const origin = listening.match(/http:\/\/127\.0\.0\.1:\d+/)![0];
      await proc.waitForLine(/"msg":"API ready"/);
      const live = await fetch(`${origin}/healthz`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok', database: 'pglite' });
      const ready = await fetch(`${origin}/readyz`);
      expect(ready.status).toBe(200);
      // The migrations folder is found from dist/ too.
      expect(await ready.json()).toMatchObject({ checks: { migrations: 'ok' } });
      expect(proc.child.spawnargs.join(' ')).not.toMatch(/tsx|--conditions/);
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
    } finally {
      proc.child.kill('SIGKILL');
    }
  });

  it('mounts @org/local-identity from its built entry point (LOCAL_IDENTITY=true)', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const proc = runNode(['dist/main.js'], { LOCAL_IDENTITY: 'true', DATA_DIR: dataDir, PORT: String(port) });
    try {
      await proc.waitForLine(/"msg":"API ready"/);
      const origin = `http://127.0.0.1:${port}`;
      const metadata = await fetch(`${origin}/common/v2.0/.well-known/openid-configuration`);
      expect(metadata.status).toBe(200);
      // Ready includes the identity keys, fetched from the mounted stand-in.
      const ready = await fetch(`${origin}/readyz`);
      expect(await ready.json()).toMatchObject({ status: 'ready', checks: { identityKeys: 'ok' } });
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
    } finally {
      proc.child.kill('SIGKILL');
    }
  });
});
