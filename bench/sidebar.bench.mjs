// The viewer's sidebar at the size of a real estate (issue 31, V-DAY-09): Diego's 240 dashboards
// in the viewer's own <Sidebar> (its source and CSS, React's production build, in a memory
// router), in Debian's Chromium. Prints one table; the budget is one frame at 60 Hz (16.7 ms).
//
//   pnpm bench:sidebar                 (from the repo root; under a minute)
//   pnpm bench:sidebar --runs 200      (steadier; --help lists every option)
//
// Measured in the page, after a warm-up that is discarded:
//   - render: mounting the sidebar with 240 entries, open (the list and the filter box) and as the
//     rail, the active one far down the list, from `root.render` to the DOM committed, styled and
//     laid out, the list scrolled to the active entry (flushSync, then a layout read): the
//     main-thread work of the frame that first shows it (painting not included);
//   - filter keystroke: the query typed into the filter box a character at a time and deleted
//     again, from each keystroke's `input` event to the narrowed list committed and laid out.
// It is run by hand; no test runs it. The figures depend on the machine and on what else runs on it
// (the load average is printed with them).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { loadLaunchOptions } from './embed/bundles.mjs';
import { fixed, median, printTable, quantile } from './embed/stats.mjs';
import { serveRoutes } from './serve-routes.mjs';

const { values: opts } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '10' },
    query: { type: 'string', default: 'ward 10 nurse' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (opts.help) {
  console.log(`Usage: pnpm bench:sidebar [options]
  --runs N     mounts of the sidebar per look (open, rail), after 10 discarded (60)
  --rounds N   times the query is typed and deleted again, after 2 discarded (10)
  --query Q    what is typed into the filter box ('ward 10 nurse')`);
  process.exit(0);
}

const count = (name) => {
  const n = Number(opts[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be an integer ≥ 1, not ${opts[name]}`);
  return n;
};
const RUNS = count('runs');
const ROUNDS = count('rounds');
const FRAME_MS = 1000 / 60;
const viewer = fileURLToPath(new URL('../apps/viewer', import.meta.url));

/** React, React DOM and the router as the viewer has them (one copy each, whoever imports them). */
const viewerPackages = {
  name: 'viewer-packages',
  setup(b) {
    b.onResolve({ filter: /^(react|react-dom|react-router-dom)(\/.*)?$/ }, (args) =>
      args.pluginData === 'viewer'
        ? undefined
        : b.resolve(args.path, { kind: args.kind, resolveDir: viewer, pluginData: 'viewer' }),
    );
  },
};

/** The page's script and style sheet, as text. */
async function buildPage() {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./sidebar/page-tools.js', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [viewerPackages],
    outdir: 'out',
    write: false,
    logLevel: 'warning',
  });
  const text = (ext) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  return { script: text('.js'), style: text('.css') };
}

const began = performance.now();
const [launchOptions, page] = await Promise.all([loadLaunchOptions(), buildPage()]);
const server = await serveRoutes(
  new Map([
    [
      '/',
      [
        'text/html',
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>sidebar bench</title>' +
          '<link rel="stylesheet" href="/page.css"><script src="/page.js"></script></head><body></body></html>',
      ],
    ],
    ['/page.js', ['text/javascript', page.script]],
    ['/page.css', ['text/css', page.style]],
  ]),
);
const browser = await chromium.launch(launchOptions);
try {
  const tab = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await tab.goto(server.origin);
  const entries = await tab.evaluate(() => window.sidebarBench.count);
  if (entries !== 240) throw new Error(`the page has ${entries} dashboards, not 240`);

  // Warm-up (JIT, style caches), discarded; then the two looks in turns.
  await tab.evaluate(() => [window.sidebarBench.render(10, true), window.sidebarBench.render(10, false)]);
  const open = [];
  const rail = [];
  for (let done = 0; done < RUNS; done += 10) {
    const n = Math.min(10, RUNS - done);
    open.push(...(await tab.evaluate((runs) => window.sidebarBench.render(runs, true), n)));
    rail.push(...(await tab.evaluate((runs) => window.sidebarBench.render(runs, false), n)));
  }
  await tab.evaluate((query) => window.sidebarBench.type(query, 2), opts.query);
  const typed = await tab.evaluate(([query, rounds]) => window.sidebarBench.type(query, rounds), [opts.query, ROUNDS]);

  const row = (title, times) => [
    title,
    times.length,
    fixed(median(times), 2),
    fixed(quantile(times, 0.9), 2),
    fixed(Math.max(...times), 2),
    `${fixed((100 * times.filter((t) => t <= FRAME_MS).length) / times.length, 0)} %`,
  ];
  printTable(
    `Sidebar with ${entries} dashboards, in ms (Chromium ${browser.version()}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; budget one frame, ${FRAME_MS.toFixed(1)} ms)`,
    ['measure', 'samples', 'median', 'p90', 'max', 'within a frame'],
    [
      row('render, open (list + filter box)', open),
      row('render, rail', rail),
      row(
        `filter keystroke ('${opts.query}' typed and deleted; ${typed.narrowed} left)`,
        typed.times.map((t) => t.ms),
      ),
      row(
        '  of which the last (box emptied: all 240 back)',
        typed.times.filter((t) => t.value === '').map((t) => t.ms),
      ),
    ],
  );
} finally {
  await browser.close();
  await server.close();
}
console.log(`\n${((performance.now() - began) / 1000).toFixed(0)} s`);
