// Embedding speed: @org/embed-client against powerbi-client 2.22.4 in Debian's Chromium, in the
// same run, facing the same @org/fake-frame, with the frame on the host's site (same process) and
// on another site (another process). Prints one table per topology and the issue's goals.
//
//   pnpm bench:embed                                (from the repo root; about 3 minutes)
//   pnpm bench:embed --rounds 12 --topology cross   (longer and steadier; --help lists every option)
//
// Measured in the host page, the two clients in separate browser contexts, taking turns (the
// order alternating) after a warm-up that is discarded:
//   - embed → loaded: `powerbi.embed(element, config)` until the report's `loaded` event, then
//     reset, over many cycles;
//   - heap growth per embed + reset cycle: JS heap after a full GC, before and after those cycles;
//   - sequential getPages: one call at a time, against a raw postMessage ping-pong with the same
//     frame (the floor: no client can answer faster than the message round trip itself);
//   - concurrent getPages: that many calls at once (Promise.all), every answer checked.
// The browser globals used by the functions evaluated in the host pages (declared for this file in .oxlintrc.json): window, crossOriginIsolated.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildFrame, buildOurs, loadFrameServer, loadLaunchOptions, readReference } from './embed/bundles.mjs';
import { isolateAllResponses, PING_ECHO, startHostServer } from './embed/servers.mjs';
import { fixed, median, printTable, quantile, times } from './embed/stats.mjs';

const { values: opts } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    cycles: { type: 'string', default: '200' },
    chunk: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '6' },
    calls: { type: 'string', default: '250' },
    concurrent: { type: 'string', default: '2000' },
    topology: { type: 'string', default: 'both' },
    'coarse-timers': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (opts.help) {
  console.log(`Usage: pnpm bench:embed [options]
  --cycles N        embed → loaded → reset cycles per client, between the two heap readings (200)
  --chunk N         cycles a client runs before the other takes its turn (20)
  --rounds N        rounds of calls per client, each on a freshly embedded report (6)
  --calls N         sequential getPages calls, and as many pings, per client and round (250)
  --concurrent N    concurrent getPages calls per client and round (2000)
  --topology T      same | cross | both (both)
  --coarse-timers   do not make the pages cross-origin isolated (performance.now() steps of 100 µs)`);
  process.exit(0);
}

const count = (name, min = 1) => {
  const n = Number(opts[name]);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}, not ${opts[name]}`);
  return n;
};
const CYCLES = count('cycles');
const CHUNK = count('chunk');
const ROUNDS = count('rounds');
const CALLS = count('calls', 10);
const CONCURRENT = count('concurrent');
const WARM_UP = 10;
const TOPOLOGIES = [
  { key: 'same', title: 'Same-site', hostname: '127.0.0.1' },
  { key: 'cross', title: 'Cross-site', hostname: 'localhost' },
].filter((t) => opts.topology === 'both' || opts.topology === t.key);
if (TOPOLOGIES.length === 0) throw new Error(`--topology must be same, cross or both, not ${opts.topology}`);

const CLIENTS = ['ours', 'reference'];
// A third page without a client, cycling bare iframes: how much time and heap the page and the
// frame take by themselves, the floor under embed → loaded and the noise under heap growth.
const PAGES = [...CLIENTS, 'baseline'];
const began = performance.now();
const cleanup = [];

try {
  if (!opts['coarse-timers']) isolateAllResponses();
  const dir = await mkdtemp(join(tmpdir(), 'embed-bench-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  const [launchOptions, ours, reference, pageTools, scriptFile, startFakeFrameServer] = await Promise.all([
    loadLaunchOptions(),
    buildOurs(),
    readReference(),
    readFile(new URL('./embed/page-tools.js', import.meta.url), 'utf8'),
    buildFrame(dir),
    loadFrameServer(),
  ]);

  const frame = await startFakeFrameServer({ host: '127.0.0.1', port: 0, head: PING_ECHO, scriptFile });
  cleanup.push(() => frame.close());
  const host = await startHostServer({ ours, reference, 'page-tools': pageTools });
  cleanup.push(() => host.close());
  const browser = await chromium.launch(launchOptions);
  cleanup.push(() => browser.close());

  // One browser context per page: they never share a renderer process or a heap.
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
    const cdp = await context.newCDPSession(page);
    const setup = await page.evaluate(() => ({ isolated: crossOriginIsolated, step: window.embedBench.timerStep() }));
    pages[name] = { name, page, cdp, problems, ...setup };
  }

  console.log(`Embed benchmark: @org/embed-client (ours) vs powerbi-client 2.22.4 (reference)
Chromium ${browser.version()}; host ${host.origin}; frame server ${frame.origin}
cross-origin isolated: ${CLIENTS.map((n) => `${n} ${pages[n].isolated}`).join(', ')}; performance.now() step ${fixed(pages.ours.step * 1000)} µs
per client and topology, after a warm-up: ${CYCLES} embed cycles in turns of ${CHUNK}; ${ROUNDS} rounds of ${CALLS} sequential calls + ${CALLS} pings and ${CONCURRENT} concurrent calls
load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${'other work on the machine makes every figure noisier; ratios are steadier than absolutes'})`);

  for (const topology of TOPOLOGIES) {
    const url = new URL(frame.url);
    url.hostname = topology.hostname;
    url.search = '?reportId=R1&groupId=G1';
    const result = await runTopology(url.href);
    report(topology, url.origin, host.origin, result);
  }

  for (const name of PAGES) {
    const { problems } = pages[name];
    if (problems.length) console.log(`\n${name}: ${problems.length} page errors, first: ${problems[0]}`);
  }
  console.log(`\nTotal time: ${fixed((performance.now() - began) / 1000, 1)} s`);

  /** Runs every measurement for one embed URL; returns the raw samples per client. */
  async function runTopology(embedUrl) {
    const samples = Object.fromEntries(
      PAGES.map((n) => [n, { embed: [], pings: [], calls: [], concurrentMs: [], wrong: 0, heap: undefined }]),
    );
    const run = (name, fn, arg) => pages[name].page.evaluate(fn, arg);
    const cycles = (name, n) =>
      name === 'baseline'
        ? run(name, ([u, k]) => window.embedBench.iframeCycles(u, k), [embedUrl, n])
        : run(name, ([u, k]) => window.embedBench.embedCycles(u, k), [embedUrl, n]);
    const callRound = async (name, calls, concurrent) => {
      await run(name, (u) => window.embedBench.openReport(u), embedUrl);
      const seq = await run(name, (n) => window.embedBench.sequential(n), calls);
      const conc = await run(name, (n) => window.embedBench.concurrent(n), concurrent);
      await run(name, () => window.embedBench.closeReport());
      return { seq, conc };
    };
    const settledHeap = async (name) => {
      const { page, cdp } = pages[name];
      await page.evaluate(() => window.embedBench.clearTimings());
      // Twice: the first collection can leave garbage its finalisers freed for the second.
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return cdp.send('Runtime.getHeapUsage');
    };

    // Warm-up: JIT, caches and the frame server's first answers; nothing is kept.
    for (const name of PAGES) {
      await cycles(name, WARM_UP);
      if (name !== 'baseline') await callRound(name, Math.min(100, CALLS), Math.min(200, CONCURRENT));
    }

    // Embed + reset cycles: each cycle's embed → loaded time, and the heap before and after them
    // all. The pages take turns in chunks, in rotating order; each heap is its own, so the others'
    // turns are invisible to it.
    const before = {};
    for (const name of PAGES) before[name] = await settledHeap(name);
    for (let done = 0, turn = 0; done < CYCLES; done += CHUNK, turn++) {
      const order = [...PAGES.slice(turn % PAGES.length), ...PAGES.slice(0, turn % PAGES.length)];
      for (const name of order) {
        samples[name].embed.push(...(await cycles(name, Math.min(CHUNK, CYCLES - done))));
      }
    }
    for (const name of PAGES) {
      const after = await settledHeap(name);
      samples[name].heap = {
        js: (after.usedSize - before[name].usedSize) / CYCLES,
        embedder: (after.embedderHeapUsedSize - before[name].embedderHeapUsedSize) / CYCLES,
      };
    }

    // Calls against one embedded report per round, the clients alternating which goes first.
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of round % 2 ? [...CLIENTS].reverse() : CLIENTS) {
        const { seq, conc } = await callRound(name, CALLS, CONCURRENT);
        const s = samples[name];
        s.pings.push(...seq.pings);
        s.calls.push(...seq.calls);
        s.concurrentMs.push(conc.ms);
        s.wrong += seq.wrong + conc.wrong;
      }
    }
    return samples;
  }
} finally {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
}

/**
 * Prints one topology's table and goals.
 * @param {(typeof TOPOLOGIES)[number]} topology
 * @param {string} frameOrigin
 * @param {string} hostOrigin
 * @param {Record<string, any>} results ours, reference and baseline
 */
function report(topology, frameOrigin, hostOrigin, { ours, reference, baseline }) {
  const ms = (v) => fixed(v, 1);
  const us = (v) => fixed(v * 1000);
  const embed = (s, q) => quantile(s.embed, q);
  const floorOurs = median(ours.pings);
  const floorRef = median(reference.pings);
  const seqMedian = median(ours.calls) / floorOurs;
  const seqMedianRef = median(reference.calls) / floorRef;
  const seqP99 = quantile(ours.calls, 0.99) / quantile(ours.pings, 0.99);
  const seqP99Ref = quantile(reference.calls, 0.99) / quantile(reference.pings, 0.99);
  const throughput = (s) => CONCURRENT / (median(s.concurrentMs) / 1000);
  const embedRatio = median(ours.embed) / median(reference.embed);
  const throughputRatio = throughput(ours) / throughput(reference);

  printTable(
    `${topology.title}: host ${hostOrigin}, frame ${frameOrigin}`,
    ['metric', 'ours', 'reference', 'ratio', 'ratio of'],
    [
      [
        'embed → loaded, median (ms)',
        ms(median(ours.embed)),
        ms(median(reference.embed)),
        times(embedRatio),
        'ours / ref',
      ],
      [
        'embed → loaded, p90 (ms)',
        ms(embed(ours, 0.9)),
        ms(embed(reference, 0.9)),
        times(embed(ours, 0.9) / embed(reference, 0.9)),
        'ours / ref',
      ],
      ['floor: raw ping-pong, median (µs)', us(floorOurs), us(floorRef), times(floorOurs / floorRef), 'page / page'],
      [
        'floor: raw ping-pong, p99 (µs)',
        us(quantile(ours.pings, 0.99)),
        us(quantile(reference.pings, 0.99)),
        times(quantile(ours.pings, 0.99) / quantile(reference.pings, 0.99)),
        'page / page',
      ],
      [
        'getPages sequential, median (µs)',
        us(median(ours.calls)),
        us(median(reference.calls)),
        times(seqMedian),
        `ours / floor (ref ${times(seqMedianRef)})`,
      ],
      [
        'getPages sequential, p99 (µs)',
        us(quantile(ours.calls, 0.99)),
        us(quantile(reference.calls, 0.99)),
        times(seqP99),
        `ours / floor p99 (ref ${times(seqP99Ref)})`,
      ],
      [
        `${CONCURRENT} concurrent getPages (ms)`,
        ms(median(ours.concurrentMs)),
        ms(median(reference.concurrentMs)),
        times(median(ours.concurrentMs) / median(reference.concurrentMs)),
        'ours / ref',
      ],
      [
        '  throughput (calls/s)',
        fixed(throughput(ours)),
        fixed(throughput(reference)),
        times(throughputRatio),
        'ours / ref',
      ],
      [
        'heap growth per cycle, JS (B)',
        fixed(ours.heap.js),
        fixed(reference.heap.js),
        times(ours.heap.js / reference.heap.js),
        'ours / ref',
      ],
      [
        'heap growth per cycle, DOM (B)',
        fixed(ours.heap.embedder),
        fixed(reference.heap.embedder),
        times(ours.heap.embedder / reference.heap.embedder),
        'ours / ref',
      ],
      ['wrong or missing answers', String(ours.wrong), String(reference.wrong), '', ''],
    ],
  );
  const goal = (text, value, met) => console.log(`goal ${text}: ${value} — ${met ? 'met' : 'not met'}`);
  console.log(`samples per client: ${ours.embed.length} embeds, ${ours.calls.length} sequential calls, ${ours.concurrentMs.length} concurrent runs
baseline, no client (bare iframe → load event → removal, same turns): load event median ${ms(median(baseline.embed))} ms, \
p90 ${ms(quantile(baseline.embed, 0.9))} ms; heap growth per cycle ${fixed(baseline.heap.js)} B JS, ${fixed(baseline.heap.embedder)} B DOM`);
  goal('embed → loaded never slower than the reference, ≤ 1.0× (median)', times(embedRatio), embedRatio <= 1);
  goal('embed → loaded ≤ 0.8× reference (median)', times(embedRatio), embedRatio <= 0.8);
  goal('sequential getPages median ≤ 1.3× the floor', times(seqMedian), seqMedian <= 1.3);
  goal('concurrent throughput ≥ 2× reference', times(throughputRatio), throughputRatio >= 2);
  goal('heap growth < 200 B per cycle (JS heap)', `${fixed(ours.heap.js)} B`, ours.heap.js < 200);
}
