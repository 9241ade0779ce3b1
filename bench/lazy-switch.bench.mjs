// Lazy and pooled loading, and switching reports in place, with @org/embed-client in Debian's
// Chromium against @org/fake-frame (frames on the host's site: one renderer process, one JS heap
// for the page and its frames, so the heap figure counts the frames too).
//
//   pnpm bench:lazy                         (from the repo root; about 2 minutes)
//   pnpm bench:lazy --rounds 5 --switches 50 --reports 20   (--help lists every option)
//
// (a) `--reports` reports on one long page (640×420 containers, the first in a 1000×700 viewport),
//     in three modes, each in a fresh browser context: eager (today's default), lazy
//     (`lazy: true`) and pool (`maxConcurrentLoads: 4`). Measured: frames created before the
//     first scroll (1.5 s after embedding), time from the embed calls to the first report's
//     `rendered`, and the page's JS heap after a full GC.
// (b) `--switches` sidebar switches between three reports in one container: in place
//     (`powerbi.embed(sameElement, next)`: the same frame) vs reset + embed (a new frame each
//     time). Measured: median and p90 switch → `rendered`, JS heap after the switches (full GC).
// The browser globals used by the functions evaluated in the host pages (declared for this file in .oxlintrc.json): window.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildFrame, buildOurs, loadFrameServer, loadLaunchOptions } from './embed/bundles.mjs';
import { startHostServer } from './embed/servers.mjs';
import { fixed, median, printTable, quantile, times } from './embed/stats.mjs';

const { values: opts } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    reports: { type: 'string', default: '20' },
    switches: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (opts.help) {
  console.log(`Usage: pnpm bench:lazy [options]
  --reports N    reports on the long page (20)
  --switches N   sidebar switches per mode and round (50)
  --rounds N     rounds; each mode runs once per round in a fresh context, the order rotating (3)`);
  process.exit(0);
}

const count = (name, min = 1) => {
  const n = Number(opts[name]);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}, not ${opts[name]}`);
  return n;
};
const REPORTS = count('reports', 2);
const SWITCHES = count('switches');
const ROUNDS = count('rounds');
const PAGE_MODES = ['eager', 'lazy', 'pool'];
const SWITCH_MODES = [
  { key: 'inPlace', title: 'in place (same frame)' },
  { key: 'reembed', title: 'reset + embed (new frame)' },
];
const MB = 1024 * 1024;
const began = performance.now();
const cleanup = [];

try {
  const dir = await mkdtemp(join(tmpdir(), 'lazy-bench-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  const [launchOptions, ours, pageTools, scriptFile, startFakeFrameServer] = await Promise.all([
    loadLaunchOptions(),
    buildOurs(),
    readFile(new URL('./lazy-switch/page-tools.js', import.meta.url), 'utf8'),
    buildFrame(dir),
    loadFrameServer(),
  ]);
  const frame = await startFakeFrameServer({ host: '127.0.0.1', port: 0, scriptFile });
  cleanup.push(() => frame.close());
  // The reference page is not used: lazy loading and the pool are ours alone.
  const host = await startHostServer({ ours, reference: '', 'page-tools': pageTools });
  cleanup.push(() => host.close());
  const browser = await chromium.launch(launchOptions);
  cleanup.push(() => browser.close());
  const frameUrl = new URL('/reportEmbed', frame.url).href;

  /** A fresh context with our host page; `run` evaluates in it, `heap` is its JS heap after a full GC. */
  const open = async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${host.origin}/ours`);
    const cdp = await context.newCDPSession(page);
    return {
      problems,
      run: (fn, arg) => page.evaluate(fn, arg),
      heap: async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        await cdp.send('HeapProfiler.collectGarbage');
        return (await cdp.send('Runtime.getHeapUsage')).usedSize;
      },
      close: () => context.close(),
    };
  };
  const problems = [];

  console.log(`Lazy, pooled and in-place embedding: @org/embed-client
Chromium ${browser.version()}; host ${host.origin}; frames ${frame.origin} (same site: one process and heap)
${REPORTS} reports on the long page; ${SWITCHES} switches; ${ROUNDS} rounds; load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`);

  // (a) The long page.
  const pageSamples = Object.fromEntries(PAGE_MODES.map((m) => [m, { first: [], atOnce: [], before: [], heap: [] }]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = [...PAGE_MODES.slice(round % 3), ...PAGE_MODES.slice(0, round % 3)];
    for (const mode of order) {
      const tab = await open();
      try {
        const result = await tab.run((arg) => window.lazySwitchBench.longPage(arg), {
          count: REPORTS,
          mode,
          url: frameUrl,
        });
        const s = pageSamples[mode];
        s.first.push(result.firstMs);
        s.atOnce.push(result.framesAtOnce);
        s.before.push(result.framesBeforeScroll);
        s.heap.push(await tab.heap());
        problems.push(...tab.problems);
      } finally {
        await tab.close();
      }
    }
  }
  const pageRow = (mode) => {
    const s = pageSamples[mode];
    return [mode, median(s.atOnce), median(s.before), fixed(median(s.first)), fixed(median(s.heap) / MB, 1)];
  };
  printTable(
    `(a) ${REPORTS} reports on one long page (medians of ${ROUNDS})`,
    ['mode', 'frames at embed', 'frames before scroll', 'first visible rendered ms', 'JS heap MB'],
    PAGE_MODES.map(pageRow),
  );
  const m = (mode, key) => median(pageSamples[mode][key]);
  for (const mode of ['lazy', 'pool']) {
    console.log(
      `${mode} / eager: frames before scroll ${times(m(mode, 'before') / m('eager', 'before'))}, ` +
        `first visible rendered ${times(m(mode, 'first') / m('eager', 'first'))}, heap ${times(m(mode, 'heap') / m('eager', 'heap'))}`,
    );
  }

  // (b) Sidebar switches.
  const switchSamples = Object.fromEntries(SWITCH_MODES.map(({ key }) => [key, { times: [], heap: [], growth: [] }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { key } of round % 2 ? [...SWITCH_MODES].reverse() : SWITCH_MODES) {
      const tab = await open();
      try {
        await tab.run((arg) => window.lazySwitchBench.switchSetup(arg), { url: frameUrl });
        const before = await tab.heap();
        const result = await tab.run((arg) => window.lazySwitchBench.switchLoop(arg), {
          count: SWITCHES,
          inPlace: key === 'inPlace',
        });
        const after = await tab.heap();
        const s = switchSamples[key];
        s.times.push(...result.times);
        s.heap.push(after);
        s.growth.push(after - before);
        problems.push(...tab.problems);
      } finally {
        await tab.close();
      }
    }
  }
  const sw = (key) => switchSamples[key];
  printTable(
    `(b) ${SWITCHES} sidebar switches in one container (${ROUNDS} rounds)`,
    ['mode', 'median switch → rendered ms', 'p90 ms', 'JS heap after MB', 'heap growth kB'],
    SWITCH_MODES.map(({ key, title }) => [
      title,
      fixed(median(sw(key).times), 1),
      fixed(quantile(sw(key).times, 0.9), 1),
      fixed(median(sw(key).heap) / MB, 2),
      fixed(median(sw(key).growth) / 1024),
    ]),
  );
  console.log(
    `in place / reset + embed: median switch ${times(median(sw('inPlace').times) / median(sw('reembed').times))}, ` +
      `heap after ${times(median(sw('inPlace').heap) / median(sw('reembed').heap))}`,
  );

  if (problems.length) console.log(`\n${problems.length} page errors, first: ${problems[0]}`);
  console.log(`\nTotal time: ${fixed((performance.now() - began) / 1000, 1)} s`);
} finally {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
}
