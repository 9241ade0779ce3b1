// Validation speed: @org/embed-models (the built package) against powerbi-models 1.12.6, in one
// process, on the configurations people pass most often. Prints ops/s and the ratio per case.
//
//   pnpm bench                      (from the repo root, after `pnpm build`)
//   BENCH_TIME=2000 pnpm bench      (milliseconds per task and round; default 1000)
//   BENCH_ROUNDS=5 pnpm bench       (rounds; each task's median round is reported; default 3)
import { createRequire } from 'node:module';
import { Bench } from 'tinybench';
import * as ours from '@org/embed-models';

const require = createRequire(import.meta.url);
const reference = require('powerbi-models');

const TIME = Number(process.env.BENCH_TIME ?? 1000);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
// Calls per sample: a single validation takes microseconds, so time a small batch to keep the
// timer's own cost out of the figures.
const BATCH = 20;

const basicFilter = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Admissions', column: 'Department' },
  operator: 'In',
  values: ['Cardiology', 'Oncology', 'Pediatrics'],
  filterType: 1,
  requireSingleSelection: false,
  displaySettings: { isLockedInViewMode: false, isHiddenInViewMode: false, displayName: 'Department' },
};

const advancedFilter = {
  $schema: 'http://powerbi.com/product/schema#advanced',
  target: { table: 'Admissions', column: 'Length of stay (days)' },
  logicalOperator: 'And',
  conditions: [
    { operator: 'GreaterThanOrEqual', value: 2 },
    { operator: 'LessThan', value: 30 },
  ],
  filterType: 0,
};

const reportLoad = {
  type: 'report',
  tokenType: 1,
  accessToken:
    'H4sIAAAAAAAEAB2Ut66EVgAF_-WlWIKlNyz1TwUW8z6OQwu8zMzMy-v_Kmtwnn8HnhQJVRzp8dXvPnKj5KVZkWFd0XIjaXPbLm8lKvEX7TpYD3A9CyIxlWc25_qh6BfDSUwf_',
  embedUrl:
    'https://app.powerbi.com/reportEmbed?reportId=5b218778-e7a5-4d73-8187-f10824047715&groupId=be8908da-da25-452e-b220-163f52476cdd&w=2&config=eyJjbHVzdGVyVXJsIjoiaHR0cHM6Ly9XQUJJLVdFU1QtRVVST1BFLUQtUFJJTUFSWS1yZWRpcmVjdC5hbmFseXNpcy53aW5kb3dzLm5ldCJ9',
  id: '5b218778-e7a5-4d73-8187-f10824047715',
  groupId: 'be8908da-da25-452e-b220-163f52476cdd',
  permissions: 0,
  viewMode: 0,
  pageName: 'ReportSection2a5b3c',
  settings: {
    layoutType: 0,
    background: 1,
    hideErrors: false,
    panes: {
      filters: { expanded: false, visible: true },
      pageNavigation: { visible: true, position: 1 },
      bookmarks: { visible: false },
    },
    bars: {
      actionBar: { visible: false },
      statusBar: { visible: true },
    },
    localeSettings: { language: 'en-us', formatLocale: 'en-us' },
  },
  filters: [basicFilter, advancedFilter],
};

// A hand-written config with the usual mistakes, deep enough that a validator has to walk it:
// a string where a boolean goes, an unknown layout type and a filter without values.
const invalidReportLoad = {
  type: 'report',
  tokenType: 1,
  accessToken: reportLoad.accessToken,
  embedUrl: reportLoad.embedUrl,
  id: reportLoad.id,
  settings: {
    filterPaneEnabled: 'false',
    layoutType: 9,
    panes: { filters: { visible: 'yes' } },
  },
  filters: [{ ...basicFilter, values: [] }],
};

const dashboardLoad = {
  type: 'dashboard',
  tokenType: 1,
  accessToken: reportLoad.accessToken,
  embedUrl:
    'https://app.powerbi.com/dashboardEmbed?dashboardId=a1f2b3c4-0d5e-4f60-8a7b-9c0d1e2f3a4b&groupId=be8908da-da25-452e-b220-163f52476cdd',
  id: 'a1f2b3c4-0d5e-4f60-8a7b-9c0d1e2f3a4b',
  groupId: 'be8908da-da25-452e-b220-163f52476cdd',
  pageView: 'fitToWidth',
};

const cases = [
  { name: 'valid report load (settings + 2 filters)', validator: 'validateReportLoad', input: reportLoad, goal: 2 },
  { name: 'invalid report load', validator: 'validateReportLoad', input: invalidReportLoad, goal: 1 },
  { name: 'basic filter', validator: 'validateFilter', input: basicFilter, goal: 1 },
  { name: 'advanced filter', validator: 'validateFilter', input: advancedFilter, goal: 1 },
  { name: 'dashboard load', validator: 'validateDashboardLoad', input: dashboardLoad, goal: 1 },
];

const messages = (errors) => (errors ?? []).map((error) => error.message).sort();

// Both libraries must agree before their speed is worth comparing.
const disagreements = [];
for (const c of cases) {
  if (typeof ours[c.validator] !== 'function') {
    console.error(`@org/embed-models has no ${c.validator}: build it first (pnpm build).`);
    process.exit(1);
  }
  const a = messages(ours[c.validator](c.input));
  const b = messages(reference[c.validator](c.input));
  if (JSON.stringify(a) !== JSON.stringify(b)) disagreements.push({ case: c.name, ours: a, reference: b });
  if (c.name.startsWith('valid ') && b.length > 0) throw new Error(`The reference rejects the "${c.name}" input: ${b}`);
  if (c.name.startsWith('invalid ') && b.length === 0) throw new Error(`The reference accepts the "${c.name}" input`);
}

function task(validate, input) {
  return () => {
    for (let i = 0; i < BATCH; i++) validate(input);
  };
}

console.log(
  `Validation speed, Node ${process.versions.node}: ${ROUNDS} rounds of ${TIME} ms per task, ${BATCH} calls per sample.\n` +
    `ours = @org/embed-models (built dist), reference = powerbi-models 1.12.6\n`,
);

// Each round runs the two libraries back to back, case by case; repeating rounds and keeping each
// task's median round keeps a burst of load on the machine from deciding a ratio.
const samples = new Map();
for (let round = 1; round <= ROUNDS; round++) {
  const bench = new Bench({ time: TIME, warmupTime: Math.min(250, TIME / 4) });
  for (const c of cases) {
    bench.add(`ours: ${c.name}`, task(ours[c.validator], c.input));
    bench.add(`reference: ${c.name}`, task(reference[c.validator], c.input));
  }
  await bench.run();
  for (const t of bench.tasks) {
    const result = t.result;
    if (!result || result.state !== 'completed') {
      throw new Error(
        `Task "${t.name}" did not complete: ${result?.state} ${result && 'error' in result ? result.error : ''}`,
      );
    }
    if (!samples.has(t.name)) samples.set(t.name, []);
    samples.get(t.name).push({ ops: (BATCH * 1000) / result.latency.mean, rme: result.latency.rme });
  }
  process.stdout.write(`round ${round}/${ROUNDS} done\n`);
}

/** A task's median round: its single validations per second (`ops`) and margin of error (`rme`). */
function medianRound(name) {
  const rounds = [...samples.get(name)].sort((a, b) => a.ops - b.ops);
  return rounds[Math.floor(rounds.length / 2)];
}

const format = (n) => Math.round(n).toLocaleString('en-US');
const rows = cases.map((c) => {
  const a = medianRound(`ours: ${c.name}`);
  const b = medianRound(`reference: ${c.name}`);
  const ratio = a.ops / b.ops;
  return {
    case: c.name,
    'ours ops/s': `${format(a.ops)} ±${a.rme.toFixed(1)}%`,
    'reference ops/s': `${format(b.ops)} ±${b.rme.toFixed(1)}%`,
    'ratio (ours/ref)': `${ratio.toFixed(2)}×`,
    goal: `≥${c.goal}×`,
    met: ratio >= c.goal ? 'yes' : 'NO',
  };
});
console.table(rows);

const missed = rows.filter((row) => row.met !== 'yes');
console.log(
  missed.length === 0
    ? `Goals met on all ${rows.length} cases.`
    : `Goals not met for: ${missed.map((row) => row.case).join('; ')}.`,
);
if (disagreements.length > 0) {
  console.log('\nThe two libraries report different errors for:');
  for (const d of disagreements) {
    console.log(`  ${d.case}\n    ours:      ${JSON.stringify(d.ours)}\n    reference: ${JSON.stringify(d.reference)}`);
  }
}
