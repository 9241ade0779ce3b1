// React wrappers: @org/react-embed's <EmbedComponent> against powerbi-client-react 1.4.0 (on
// powerbi-client 2.22.4) in Debian's Chromium, in the same run, facing the same @org/fake-frame on
// another site (an out-of-process iframe). Prints one table.
//
//   pnpm bench:react                 (from the repo root; about a minute)
//   pnpm bench:react --cycles 300    (steadier; --help lists every option)
//
// Measured in the host page, each page in its own browser context, taking turns (the order
// alternating) after a warm-up that is discarded:
//   - mount → loaded: `root.render(<Component embedConfig eventHandlers={loaded} />)` until the
//     `loaded` handler runs, then `root.unmount()`, over many cycles;
//   - window `message` listeners (read with the DevTools protocol, as the browser holds them) and
//     JS heap after a full GC, before and after those cycles: the growth per mount/unmount cycle.
// A third page mounts a bare-iframe component in the same turns: the floor under mount → loaded
// and the noise under the heap figure.
// The browser globals of this file (declared for it in .oxlintrc.json): window.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildFrame, loadFrameServer, loadLaunchOptions } from './embed/bundles.mjs';
import { fixed, median, printTable, quantile, times } from './embed/stats.mjs';
import { buildPage } from './react/bundles.mjs';
import { startHostServer } from './react/host-server.mjs';

const { values: opts } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    cycles: { type: 'string', default: '100' },
    chunk: { type: 'string', default: '10' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (opts.help) {
  console.log(`Usage: pnpm bench:react [options]
  --cycles N   mount → loaded → unmount cycles per page, between the two listener and heap readings (100)
  --chunk N    cycles a page runs before the next takes its turn (10)`);
  process.exit(0);
}

const count = (name) => {
  const n = Number(opts[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be an integer ≥ 1, not ${opts[name]}`);
  return n;
};
const CYCLES = count('cycles');
const CHUNK = count('chunk');
const WARM_UP = 5;
const PAGES = ['ours', 'reference', 'baseline'];
const began = performance.now();
const cleanup = [];

try {
  const dir = await mkdtemp(join(tmpdir(), 'react-bench-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  const [launchOptions, scriptFile, startFakeFrameServer, ...scripts] = await Promise.all([
    loadLaunchOptions(),
    buildFrame(dir),
    loadFrameServer(),
    ...PAGES.map(buildPage),
  ]);

  const frame = await startFakeFrameServer({ host: '127.0.0.1', port: 0, scriptFile });
  cleanup.push(() => frame.close());
  const host = await startHostServer(Object.fromEntries(PAGES.map((name, i) => [name, scripts[i]])));
  cleanup.push(() => host.close());
  const browser = await chromium.launch(launchOptions);
  cleanup.push(() => browser.close());

  const pages = {};
  for (const name of PAGES) {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    await page.goto(`${host.origin}/${name}`);
    pages[name] = { page, cdp: await context.newCDPSession(page), problems };
  }

  // Cross-site: the frame on another host name than the page, as app.powerbi.com is.
  const url = new URL(frame.url);
  url.hostname = 'localhost';
  url.search = '?reportId=R1&groupId=G1';
  const embedUrl = url.href;

  console.log(`React benchmark: @org/react-embed (ours) vs powerbi-client-react 1.4.0 + powerbi-client 2.22.4 (reference)
Chromium ${browser.version()}; React 19 production build; host ${host.origin}; frame ${url.origin} (cross-site)
per page, after a warm-up of ${WARM_UP}: ${CYCLES} mount → loaded → unmount cycles in turns of ${CHUNK}
load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (other work on the machine makes every figure noisier; ratios are steadier than absolutes)`);

  const cycles = (name, n) => pages[name].page.evaluate(([u, k]) => window.reactBench.mountCycles(u, k), [embedUrl, n]);
  /** @type {Record<string, { mount: number[]; before?: unknown; after?: unknown }>} */
  const samples = Object.fromEntries(PAGES.map((n) => [n, { mount: [] }]));

  // Warm-up: JIT, caches, the frame server's first answers, and our shared service's creation on
  // the first mount (one listener for the page's life, by design); nothing is kept.
  for (const name of PAGES) await cycles(name, WARM_UP);
  for (const name of PAGES) samples[name].before = await reading(pages[name]);
  // The pages take turns in chunks, in rotating order; each heap is its own.
  for (let done = 0, turn = 0; done < CYCLES; done += CHUNK, turn++) {
    for (const name of [...PAGES.slice(turn % PAGES.length), ...PAGES.slice(0, turn % PAGES.length)]) {
      samples[name].mount.push(...(await cycles(name, Math.min(CHUNK, CYCLES - done))));
    }
  }
  for (const name of PAGES) samples[name].after = await reading(pages[name]);

  report(samples);
  for (const name of PAGES) {
    const { problems } = pages[name];
    if (problems.length) console.log(`\n${name}: ${problems.length} page errors, first: ${problems[0]}`);
  }
  console.log(`\nTotal time: ${fixed((performance.now() - began) / 1000, 1)} s`);
} finally {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
}

/** The page's window `message` listeners and its JS heap after a full GC (twice: finalisers). */
async function reading({ cdp }) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  return { heap: usedSize, listeners: listeners.filter((l) => l.type === 'message').length };
}

/**
 * Prints the table: each page's figures, and ours against the reference.
 * @param {Record<string, any>} samples
 */
function report({ ours, reference, baseline }) {
  const ms = (v) => fixed(v, 1);
  const growth = (s, key) => (s.after[key] - s.before[key]) / CYCLES;
  const row = (metric, get, format) => [
    metric,
    format(get(ours)),
    format(get(reference)),
    format(get(baseline)),
    times(get(ours) / get(reference)),
  ];
  printTable(
    'Mount → loaded → unmount, cross-site',
    ['metric', 'ours', 'reference', 'baseline', 'ours / ref'],
    [
      row('mount → loaded, median (ms)', (s) => median(s.mount), ms),
      row('mount → loaded, p95 (ms)', (s) => quantile(s.mount, 0.95), ms),
      [
        'message listeners before → after',
        ...[ours, reference, baseline].map((s) => `${s.before.listeners} → ${s.after.listeners}`),
        '',
      ],
      [
        'message listeners added per cycle',
        ...[ours, reference, baseline].map((s) => fixed(growth(s, 'listeners'), 2)),
        '',
      ],
      row(
        'JS heap growth per cycle (B)',
        (s) => growth(s, 'heap'),
        (v) => fixed(v),
      ),
    ],
  );
  console.log(`samples per page: ${ours.mount.length} mounts; baseline: a bare iframe's load event, no client`);
}
