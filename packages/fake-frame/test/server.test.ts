import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_PATHS, startFakeFrameServer, type FakeFrameServer } from '../src/server/index';

/** Whether this machine can listen on ::1 (some containers have no IPv6). */
function hasIpv6Loopback(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createNetServer();
    probe.once('error', () => resolve(false));
    probe.listen(0, '::1', () => probe.close(() => resolve(true)));
  });
}

describe('startFakeFrameServer', () => {
  let server: FakeFrameServer;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fake-frame-server-'));
    const scriptFile = join(dir, 'frame.js');
    await writeFile(scriptFile, 'window.started = true;');
    await writeFile(`${scriptFile}.map`, '{"version":3}');
    server = await startFakeFrameServer({ port: 0, head: '<script>window.recorder = 1</script>', scriptFile });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the frame page at every embed path, with any query, the extra head before the frame script', async () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).toBe(`${server.origin}/reportEmbed`);
    for (const path of FRAME_PATHS) {
      const response = await fetch(`${server.origin}${path}?reportId=R1&uid=abc`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      const recorder = html.indexOf('window.recorder = 1');
      expect(recorder).toBeGreaterThan(0);
      expect(html.indexOf('<script src="/fake-frame.global.js"></script>')).toBeGreaterThan(recorder);
    }
  });

  it('verifyTokens: names the JWKS in a meta tag of every frame page, before the frame script', async () => {
    const jwks = 'http://127.0.0.1:3001/.well-known/embed-jwks.json?a=1&b="2"';
    const verifying = await startFakeFrameServer({ port: 0, verifyTokens: jwks, scriptFile: join(dir, 'frame.js') });
    try {
      const html = await (await fetch(`${verifying.url}?reportId=R1`)).text();
      const meta = html.indexOf(
        '<meta name="fake-frame-verify-tokens" content="http://127.0.0.1:3001/.well-known/embed-jwks.json?a=1&amp;b=&quot;2&quot;">',
      );
      expect(meta).toBeGreaterThan(0);
      expect(html.indexOf('<script src="/fake-frame.global.js"></script>')).toBeGreaterThan(meta);
      expect(await (await fetch(`${server.url}?reportId=R1`)).text()).not.toContain('fake-frame-verify-tokens');
    } finally {
      await verifying.close();
    }
  });

  it('serves the frame script and its source map', async () => {
    const script = await fetch(`${server.origin}/fake-frame.global.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('window.started = true;');
    expect((await fetch(`${server.origin}/fake-frame.global.js.map`)).status).toBe(200);
  });

  it('[T-DEADLINE-03] serves the script it read: a rebuild emptying or half-writing dist/ meanwhile cuts no frame off its script', async () => {
    // The root cause of the frame that never answered: the script was read from disk for every frame,
    // and a `pnpm build` beside a running stack (tsup empties dist/ first) gave some frames a 404 or a cut-off script.
    const scriptFile = join(dir, 'rebuilt.js');
    await writeFile(scriptFile, 'window.started = "first build";');
    const rebuilt = await startFakeFrameServer({ port: 0, scriptFile });
    const script = async () => {
      const response = await fetch(`${rebuilt.origin}/fake-frame.global.js`);
      return `${response.status} ${await response.text()}`;
    };
    try {
      expect(await script()).toBe('200 window.started = "first build";');
      await rm(scriptFile);
      expect(await script()).toBe('200 window.started = "first build";');
      await writeFile(scriptFile, 'window.started = "sec');
      expect(await script()).toBe('200 window.started = "first build";');
    } finally {
      await rebuilt.close();
    }
  });

  it('[T-DEADLINE-03] a script built after the server started is served from the first request that finds it', async () => {
    const scriptFile = join(dir, 'later.js');
    const early = await startFakeFrameServer({ port: 0, scriptFile });
    const script = () => fetch(`${early.origin}/fake-frame.global.js`);
    try {
      const missing = await script();
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('The frame script is not built: run `pnpm build`.');
      await writeFile(scriptFile, 'window.started = true;');
      expect(await (await script()).text()).toBe('window.started = true;');
      await rm(scriptFile);
      expect((await script()).status).toBe(200);
    } finally {
      await early.close();
    }
  });

  it('answers 404 for anything else and 405 for other methods', async () => {
    for (const path of ['/', '/reportEmbed/x', '/reportembed', '/index.html', '/../package.json']) {
      expect((await fetch(`${server.origin}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${server.url}?reportId=R1`, { method: 'POST' })).status).toBe(405);
  });

  it('localhost listens on both loopback addresses (127.0.0.1 and ::1), as the README says http://localhost:<port>', async () => {
    const local = await startFakeFrameServer({ host: 'localhost', port: 0 });
    try {
      const port = new URL(local.origin).port;
      expect(local.origin).toBe(`http://localhost:${port}`);
      expect((await fetch(`http://127.0.0.1:${port}/reportEmbed`)).status).toBe(200);
      if (await hasIpv6Loopback()) expect((await fetch(`http://[::1]:${port}/reportEmbed`)).status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('reports a port already in use instead of hanging', async () => {
    const port = Number(new URL(server.origin).port);
    await expect(startFakeFrameServer({ port })).rejects.toThrow(/EADDRINUSE/);
  });

  it('[V-ESTATE-02] unknownReports: names it in a meta tag of every frame page; refuses another value', async () => {
    const strict = await startFakeFrameServer({
      port: 0,
      unknownReports: 'notFound',
      scriptFile: join(dir, 'frame.js'),
    });
    try {
      const html = await (await fetch(`${strict.url}?reportId=R1`)).text();
      expect(html).toContain('<meta name="fake-frame-unknown-reports" content="notFound">');
      expect(await (await fetch(`${server.url}?reportId=R1`)).text()).not.toContain('fake-frame-unknown-reports');
    } finally {
      await strict.close();
    }
    await expect(startFakeFrameServer({ port: 0, unknownReports: 'missing' as never })).rejects.toThrow(
      "unknownReports must be 'sample' or 'notFound', not \"missing\"",
    );
  });
});
