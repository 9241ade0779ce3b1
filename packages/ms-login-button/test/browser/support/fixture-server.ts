import { build } from 'esbuild';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- a plain .mjs build script without types
import { buildRedirectBridge } from '../../../scripts/build-redirect-bridge.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
};

const INDEX = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in fixture</title></head>
<body style="margin:0;font-family:system-ui,sans-serif"><div id="root"></div><script src="/app.js"></script></body></html>`;

/** The fixture app: built with esbuild from the package source, served by node:http on 127.0.0.1. */
export interface FixtureServer {
  url: string;
  close(): Promise<void>;
}

/** Builds the fixture page and the shipped redirect bridge into a temp dir and serves them. */
export async function startFixtureServer(): Promise<FixtureServer> {
  const dir = await mkdtemp(join(tmpdir(), 'ms-login-fixture-'));
  await build({
    entryPoints: [join(here, '../fixture/main.tsx')],
    outfile: join(dir, 'app.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    minify: true, // React's development build, minified: StrictMode still double-runs effects
    logLevel: 'warning',
  });
  await writeFile(join(dir, 'index.html'), INDEX);
  await buildRedirectBridge(dir);

  const server = createServer(async (req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    const found = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!found) file = join(dir, 'index.html'); // an SPA: unknown paths get the app
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
