import { bundleFromSource, startServer } from '@org/test-harness';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- a plain .mjs build script without types
import { buildRedirectBridge } from '../../../scripts/build-redirect-bridge.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

const INDEX = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in fixture</title></head>
<body style="margin:0;font-family:system-ui,sans-serif"><div id="root"></div><script src="/app.js"></script></body></html>`;

/** The fixture app: built with esbuild from the package source, served by node:http on 127.0.0.1. */
export interface FixtureServer {
  url: string;
  close(): Promise<void>;
}

/** The shipped redirect bridge (`redirect.html`, `redirect-bridge.js`), built by the package's own build script. */
async function redirectBridge(): Promise<{ html: string; script: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'ms-login-fixture-'));
  try {
    await buildRedirectBridge(dir);
    const [html, script] = await Promise.all([
      readFile(join(dir, 'redirect.html'), 'utf8'),
      readFile(join(dir, 'redirect-bridge.js'), 'utf8'),
    ]);
    return { html, script };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Builds the fixture page and the redirect bridge and serves them (an SPA: unknown paths get the app). */
export async function startFixtureServer(): Promise<FixtureServer> {
  const [app, bridge] = await Promise.all([
    bundleFromSource(join(here, '../fixture/main.tsx'), {
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"development"' },
      minify: true, // React's development build, minified: StrictMode still double-runs effects
    }),
    redirectBridge(),
  ]);
  const server = await startServer(({ pathname }) => {
    if (pathname === '/app.js') return { type: 'js', body: app };
    if (pathname === '/redirect-bridge.js') return { type: 'js', body: bridge.script };
    if (pathname === '/redirect.html') return { type: 'html', body: bridge.html };
    return { type: 'html', body: INDEX };
  });
  return { url: server.origin, close: () => server.close() };
}
