import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testExecutablePath } from '../src/chromium.ts';
import { bundleFromSource, PACKAGES_DIR, sourceOf, startServer } from '../src/index.ts';

describe('testExecutablePath', () => {
  const shell = '/usr/bin/chromium-headless-shell';
  it("drives Debian's headless shell when it is installed and no path is set, else Debian's Chromium", () => {
    expect(testExecutablePath({}, (path) => path === shell)).toBe(shell);
    expect(testExecutablePath({}, () => false)).toBe('/usr/bin/chromium');
  });

  it('drives CHROMIUM_TEST_PATH first, then CHROMIUM_PATH, over the headless shell', () => {
    const both = { CHROMIUM_TEST_PATH: '/opt/test-chrome', CHROMIUM_PATH: '/opt/chrome' };
    expect(testExecutablePath(both, () => true)).toBe('/opt/test-chrome');
    expect(testExecutablePath({ CHROMIUM_PATH: '/opt/chrome' }, () => true)).toBe('/opt/chrome');
  });
});

describe('sourceOf', () => {
  it('maps workspace packages and their subpath entries to their sources', () => {
    expect(sourceOf('@org/embed-client')).toBe(`${PACKAGES_DIR}embed-client/src/index.ts`);
    expect(sourceOf('@org/embed-client/transport')).toBe(`${PACKAGES_DIR}embed-client/src/transport/index.ts`);
    expect(sourceOf('@org/fake-frame/server')).toBe(`${PACKAGES_DIR}fake-frame/src/server/index.ts`);
    expect(sourceOf('@org/ms-login-button/redirect-bridge')).toBe(
      `${PACKAGES_DIR}ms-login-button/src/redirect-bridge.ts`,
    );
  });

  it('leaves anything else to esbuild', () => {
    expect(sourceOf('@org/no-such-package')).toBeUndefined();
    expect(sourceOf('@org/embed-client/no-such-entry')).toBeUndefined();
    expect(sourceOf('@org/test-harness')).toBeUndefined();
    expect(sourceOf('react')).toBeUndefined();
  });
});

describe('bundleFromSource', () => {
  it('builds again once an input changed, and reuses the script while none did', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'test-harness-'));
    try {
      const entry = join(dir, 'entry.ts');
      await writeFile(entry, 'window.answer = 1;');
      const past = new Date(Date.now() - 60_000);
      await utimes(entry, past, past);
      const first = await bundleFromSource(entry);
      expect(first).toContain('window.answer = 1');
      expect(await bundleFromSource(entry)).toBe(first);
      await writeFile(entry, 'window.answer = 2;');
      expect(await bundleFromSource(entry)).toContain('window.answer = 2');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes @org/* from source, subpath entries included', async () => {
    const code = await bundleFromSource({
      contents: "import { Router } from '@org/embed-client/transport'; window.router = Router;",
      resolveDir: PACKAGES_DIR,
    });
    expect(code).toContain('embed-client/src/transport/');
    expect(code).not.toContain('/dist/');
  });
});

describe('startServer', () => {
  it('answers routes with their type, gives them the request body, and 404s the rest', async () => {
    const bodies: string[] = [];
    const server = await startServer((url, { body }) => {
      if (url.pathname === '/page') return { type: 'html', body: '<p>hi</p>' };
      if (url.pathname === '/log') return (bodies.push(body), { type: 'text', body: '' });
      return undefined;
    }, 'localhost');
    try {
      expect(server.origin).toMatch(/^http:\/\/localhost:\d+$/);
      const base = server.origin.replace('localhost', '127.0.0.1');
      const page = await fetch(`${base}/page?x=1`);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).toBe('<p>hi</p>');
      await fetch(`${base}/log`, { method: 'POST', body: '{"a":1}' });
      expect(bodies).toEqual(['{"a":1}']);
      expect((await fetch(`${base}/nothing`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
