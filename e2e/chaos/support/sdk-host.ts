import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CHAOS_ROOT } from './chaos-env.ts';

/** The host page's origin (127.0.0.1; the frame is on localhost: another site, as Power BI is). */
export interface SdkHost {
  origin: string;
  close(): Promise<void>;
}

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>SDK under chaos</title></head>
<body>
<div id="host" style="width: 800px; height: 450px"></div>
<div id="element-host"></div>
<div id="react-host"></div>
<script src="/embed-client.global.js"></script>
<script src="/embed-elements.global.js"></script>
<script src="/react-host.js"></script>
</body>
</html>
`;

// `window.chaosReact.render(config)`: renders one <EmbedComponent> with `config` into #react-host, as an
// app renders it with new props (the first call mounts it).
const REACT_ENTRY = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { EmbedComponent } from './dist/index.js';
let root;
window.chaosReact = {
  render(embedConfig) {
    root ??= createRoot(document.getElementById('react-host'));
    root.render(createElement(EmbedComponent, { embedConfig, cssClassName: 'chaos-react' }));
  },
};
`;

/** The checkout's @org/react-embed (dist) with its React, bundled for the page with the checkout's esbuild. */
async function buildReactHost(): Promise<string> {
  const reactEmbed = path.join(CHAOS_ROOT, 'packages', 'react-embed');
  const esbuildPath = path.join(reactEmbed, 'node_modules', 'esbuild', 'lib', 'main.js');
  const { build } = (await import(pathToFileURL(esbuildPath).href)) as {
    build(options: object): Promise<{ outputFiles: { text: string }[] }>;
  };
  const result = await build({
    stdin: { contents: REACT_ENTRY, resolveDir: reactEmbed, loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/**
 * Serves the host page and the checkout's script-tag builds (CHAOS_ROOT's embed-client and
 * embed-elements dist/) and its <EmbedComponent> bundled, so that an old checkout's SDK is what runs.
 */
export async function startSdkHost(): Promise<SdkHost> {
  const reactHost = await buildReactHost();
  const files: Record<string, string> = {
    '/embed-client.global.js': path.join(CHAOS_ROOT, 'packages', 'embed-client', 'dist', 'embed-client.global.js'),
    '/embed-elements.global.js': path.join(
      CHAOS_ROOT,
      'packages',
      'embed-elements',
      'dist',
      'embed-elements.global.js',
    ),
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(PAGE);
      return;
    }
    if (url.pathname === '/react-host.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(reactHost);
      return;
    }
    const file = files[url.pathname];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(body),
      () => res.writeHead(404).end(`${file} is not built: run pnpm build in ${CHAOS_ROOT}`),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
