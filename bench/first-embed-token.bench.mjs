// What the first embed that uses a feature loaded on first use costs (C-SIZE-05): time from `embed` to
// `loaded` in Debian's Chromium against @org/fake-frame, for our client bundled as an app bundles it
// (ESM, dynamic imports split off), in two builds of the same run: "on first use" (the feature's chunk
// fetched by that first embed) and "eager" (the same page with the feature imported up front, so no
// fetch). Each sample is a fresh browser context (no cache), the two builds taking turns.
//   --feature token   (default) an embed with a `tokenProvider`: the token lifecycle chunk
//   --feature pool    an embed of a service with `maxConcurrentLoads`: the load pool chunk
//
//   node bench/first-embed-token.bench.mjs [--feature token|pool] [--samples 30]
// The browser globals used by the functions evaluated in the pages (declared for this file in .oxlintrc.json): window.
import { build } from 'esbuild';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildFrame, loadFrameServer, loadLaunchOptions } from './embed/bundles.mjs';
import { serveRoutes } from './serve-routes.mjs';
import { fixed, median, quantile } from './embed/stats.mjs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { values: opts } = parseArgs({
  options: { samples: { type: 'string', default: '30' }, feature: { type: 'string', default: 'token' } },
});
const SAMPLES = Number(opts.samples);
const packages = fileURLToPath(new URL('../packages/', import.meta.url));
/** Per feature: its chunk's entry (imported up front by the eager build), the service options and the embed's token. */
const FEATURES = {
  token: {
    label: 'First embed with a tokenProvider',
    entry: 'token/token-lifecycle.ts',
    options: '',
    token: "tokenType: 1, tokenProvider: () => 'bench-token'",
  },
  pool: {
    label: 'First embed of a service with maxConcurrentLoads: 2',
    entry: 'service/load-queue.ts',
    options: ', maxConcurrentLoads: 2',
    token: "accessToken: 'bench-token'",
  },
};
const feature = FEATURES[/** @type {keyof typeof FEATURES} */ (opts.feature)];
if (!feature) throw new Error(`--feature must be one of ${Object.keys(FEATURES).join(', ')}, not ${opts.feature}`);
const SOURCES = {
  '@org/embed-client': `${packages}embed-client/src/index.ts`,
  '@org/embed-models': `${packages}embed-models/src/index.ts`,
};

const page = (eager) => `
${eager ? `import '${packages}embed-client/src/${feature.entry}';` : ''}
import { Service } from '@org/embed-client';
window.firstEmbed = (embedUrl) => new Promise((resolve, reject) => {
  const powerbi = new Service({ onError: reject${feature.options} });
  const el = document.body.appendChild(document.createElement('div'));
  el.style.cssText = 'width: 800px; height: 500px';
  const start = performance.now();
  el.addEventListener('loaded', () => resolve(performance.now() - start));
  el.addEventListener('error', (event) => reject(new Error(JSON.stringify(event.detail))));
  powerbi.embed(el, { type: 'report', id: 'R1', embedUrl, ${feature.token} });
});`;

async function bundle(name, eager) {
  const out = await build({
    stdin: { contents: page(eager), resolveDir: packages, loader: 'js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    outdir: `/${name}`,
    entryNames: 'page',
    write: false,
    logLevel: 'error',
    plugins: [
      {
        name: 'sources',
        setup: (b) =>
          b.onResolve({ filter: /^@org\/(embed-client|embed-models)$/ }, (a) => ({ path: SOURCES[a.path] })),
      },
    ],
  });
  return out.outputFiles.map(
    (file) =>
      /** @type {[string, [string, string]]} */ ([`/${name}/${basename(file.path)}`, ['text/javascript', file.text]]),
  );
}

const dir = await mkdtemp(join(tmpdir(), 'first-embed-'));
const [scriptFile, startFakeFrameServer, launchOptions, lazy, eager] = await Promise.all([
  buildFrame(dir),
  loadFrameServer(),
  loadLaunchOptions(),
  bundle('lazy', false),
  bundle('eager', true),
]);
const html = (name) => `<!doctype html><script type="module" src="/${name}/page.js"></script>`;
const host = await serveRoutes(
  new Map([['/lazy', ['text/html', html('lazy')]], ['/eager', ['text/html', html('eager')]], ...lazy, ...eager]),
);
const frame = await startFakeFrameServer({ host: '127.0.0.1', port: 0, scriptFile });
const browser = await chromium.launch(launchOptions);
const embedUrl = `${frame.url}?reportId=R1&groupId=G1`;
const samples = { lazy: [], eager: [] };
try {
  for (let i = 0; i < SAMPLES + 2; i++) {
    for (const name of i % 2 ? ['lazy', 'eager'] : ['eager', 'lazy']) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(`${host.origin}/${name}`);
      await tab.waitForFunction(() => 'firstEmbed' in window);
      const ms = await tab.evaluate((url) => /** @type {any} */ (window).firstEmbed(url), embedUrl);
      if (i >= 2) samples[name].push(ms); // the first two rounds warm the servers up
      await context.close();
    }
  }
} finally {
  await browser.close();
  await frame.close();
  await host.close();
  await rm(dir, { recursive: true, force: true });
}
const row = (name) => {
  const s = samples[name].sort((a, b) => a - b);
  return `${name.padEnd(12)} median ${fixed(median(s))} ms   p10 ${fixed(quantile(s, 0.1))} ms   p90 ${fixed(quantile(s, 0.9))} ms`;
};
const chunkName = basename(feature.entry, '.ts');
const lazyChunk = lazy.find(([path]) => path.includes(chunkName));
console.log(`${feature.label}, embed → loaded, ${SAMPLES} fresh contexts per build (Chromium ${browser.version()})
${chunkName} chunk: ${lazyChunk?.[0]} ${lazyChunk?.[1][1].length} B minified
${row('eager')}
${row('lazy')}
on first use − eager: median ${fixed(median(samples.lazy) - median(samples.eager))} ms`);
