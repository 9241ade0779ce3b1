#!/usr/bin/env node
// `npm start` and `npm test` for a fresh clone with nothing but Node 20+: finds (or fetches) the
// pinned pnpm, installs (pnpm skips that when nothing changed), then runs the demo or every check.
//
//   node scripts/run.mjs start   build the libraries and run the viewer's local stack on http://127.0.0.1:5173
//                                (arguments after `start` go to scripts/local-stack.mjs, e.g. `-- --dev`);
//                                each step prints one line, or its whole output when it fails; `--verbose` shows all
//   node scripts/run.mjs test    build, lint, knip, typecheck, unit tests, package checks, sizes, browser tests,
//                                the API cluster's fault and load tests, spec coverage
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// styleText leaves the text plain unless stdout is a colour terminal (and honours NO_COLOR / FORCE_COLOR).
// One format per call: Node 20 skips that check when given an array of formats.
import { styleText } from 'node:util';
import { librariesUpToDate } from './libraries-up-to-date.mjs';
import { runQuietStep } from './quiet-step.mjs';
import { changedFiles, changedScope, workspacePackages } from './changed-scope.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const MIN_NODE = [20, 19];

function fail(message, code = 1) {
  console.error(styleText('red', `✘ ${message}`));
  process.exit(code);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    fail(`Node ${MIN_NODE.join('.')} or newer is needed (this is ${process.versions.node}).`);
  }
}

function pinnedPnpmVersion() {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+[^+]*)/.exec(manifest.packageManager ?? '');
  if (!match) fail('package.json has no "packageManager": "pnpm@x.y.z" field.');
  return match[1];
}

/**
 * Returns the environment every child runs with: a PATH on which `pnpm` is the pinned version's
 * major, so that nested tools (pnpm scripts, Playwright's web server, publint) find it too.
 */
function preparePnpm(version) {
  const env = { ...process.env };
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: isWindows });
  if (onPath.status === 0 && onPath.stdout.trim().split('.')[0] === version.split('.')[0]) {
    return { env, how: `pnpm ${onPath.stdout.trim()} from PATH` };
  }
  console.log(styleText('dim', `pnpm ${version} is not on PATH; fetching it with npx…`));
  // `npx -c` runs a shell command with the package's bin folder first on PATH: ask it where pnpm is.
  const located = spawnSync(
    'npx',
    ['--yes', '-p', `pnpm@${version}`, '-c', isWindows ? 'where pnpm' : 'command -v pnpm'],
    {
      encoding: 'utf8',
      shell: isWindows,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const found = located.status === 0 ? located.stdout.trim().split(/\r?\n/)[0] : '';
  if (!found) fail(`Could not get pnpm ${version} with npx (is the npm registry reachable?).`);
  const shimDir = path.join(os.tmpdir(), `org-embed-pnpm-${version}`);
  fs.mkdirSync(shimDir, { recursive: true });
  if (isWindows) {
    fs.writeFileSync(path.join(shimDir, 'pnpm.cmd'), `@"${found}" %*\r\n`);
  } else {
    const script = fs.realpathSync(found);
    // Replace, never write through: a `pnpm` left there as a link would lead into pnpm itself.
    fs.rmSync(path.join(shimDir, 'pnpm'), { force: true });
    fs.writeFileSync(path.join(shimDir, 'pnpm'), `#!/bin/sh\nexec "${process.execPath}" "${script}" "$@"\n`, {
      mode: 0o755,
    });
  }
  const key = Object.keys(env).find((name) => name.toUpperCase() === 'PATH') ?? 'PATH';
  env[key] = `${shimDir}${path.delimiter}${env[key] ?? ''}`;
  return { env, how: `pnpm ${version} via npx` };
}

/**
 * Always runs `pnpm install --frozen-lockfile`: on an up-to-date tree pnpm itself sees that in about
 * 2 s ("Already up to date"), and it knows better than a hash of our manifests when to install
 * (a changed workspace package, an interrupted install, a different store). We don't use Corepack
 * for pnpm: it needs `corepack enable` (which writes into Node's install folder, often root-owned)
 * and later Node versions no longer bundle it; the packageManager pin plus npx does the job.
 */
function ensureInstalled(env) {
  const installed = fs.existsSync(path.join(root, 'node_modules', '.modules.yaml'));
  if (!installed) console.log(styleText('bold', 'Installing dependencies…'));
  const code = runCommand('pnpm', INSTALL_ARGS, env);
  if (code !== 0) fail(`pnpm install failed (exit code ${code}).`, code);
}

const INSTALL_ARGS = ['install', '--frozen-lockfile', '--config.confirm-modules-purge=false'];

/**
 * `start`'s install and library build: one line each (`✔ Install dependencies (2.1 s)`), the step's whole
 * output only when it fails; `--verbose` streams it all as `npm test` does.
 */
async function quietSteps(env, verbose, onSpawn) {
  const installed = fs.existsSync(path.join(root, 'node_modules', '.modules.yaml'));
  const steps = [
    {
      title: installed ? 'Install dependencies' : 'Install dependencies (the first time takes a minute or two)',
      args: INSTALL_ARGS,
    },
    { title: 'Build the libraries', args: ['run', 'build'], skip: librariesUpToDate },
  ];
  for (const { title, args, skip } of steps) {
    // Checked after the install (which may change what the libraries are built from).
    if (skip?.(root)) {
      console.log(`${styleText('green', `✔ ${title}`)} ${styleText('dim', '(up to date)')}`);
      continue;
    }
    const code = await runQuietStep({
      title,
      command: 'pnpm',
      args,
      cwd: root,
      env,
      verbose,
      shell: isWindows,
      onSpawn,
    });
    if (code !== 0) fail(`${title} failed (exit code ${code}).`, code);
  }
}

/**
 * The command and arguments that run `step` and leave its CPU seconds in `cpuFile` (scripts/cpu-time.mjs);
 * where /proc is missing (not Linux) the step runs as it is and has no CPU figure.
 */
function withCpuCount(step, cpuFile) {
  if (isWindows || !fs.existsSync('/proc/self/stat')) return { command: step.command, args: step.args };
  return {
    command: process.execPath,
    args: [path.join(root, 'scripts', 'cpu-time.mjs'), cpuFile, step.command, ...step.args],
  };
}

/** The CPU seconds scripts/cpu-time.mjs left in `cpuFile` (and removes it), or undefined. */
function takeCpuSeconds(cpuFile) {
  try {
    return Number(fs.readFileSync(cpuFile, 'utf8')) * 1000;
  } catch {
    return undefined;
  } finally {
    fs.rmSync(cpuFile, { force: true });
  }
}

function runCommand(command, args, env, timeoutMs, shown = `${command} ${args.join(' ')}`) {
  console.log(styleText('dim', `$ ${shown}`));
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', shell: isWindows, timeout: timeoutMs });
  if (result.error && /** @type {NodeJS.ErrnoException} */ (result.error).code === 'ETIMEDOUT') {
    console.error(styleText('red', `Stopped after ${formatSeconds(timeoutMs)}: the step's time bound.`));
  } else if (result.error) console.error(result.error.message);
  if (result.signal) return 128 + (os.constants.signals[result.signal] ?? 0);
  return result.status ?? 1;
}

function chromiumCheck() {
  const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(executable)) return true;
  console.error(
    styleText('red', `Chromium was not found at ${executable}.`) +
      "\nInstall Debian's Chromium (`apt-get update && apt-get install -y chromium`) or set CHROMIUM_PATH.",
  );
  return false;
}

/** The cluster tests need Debian's HAProxy and PostgreSQL server (`.ci/run` installs both). */
function clusterCheck() {
  const haproxy = [process.env.HAPROXY_PATH, '/usr/sbin/haproxy'].filter(Boolean).find((p) => fs.existsSync(p));
  const onPath = haproxy || spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout?.trim();
  const pgRoot = '/usr/lib/postgresql';
  const postgres =
    (process.env.PG_BIN_DIR && fs.existsSync(path.join(process.env.PG_BIN_DIR, 'initdb'))) ||
    (fs.existsSync(pgRoot) &&
      fs.readdirSync(pgRoot).some((v) => fs.existsSync(path.join(pgRoot, v, 'bin', 'initdb')))) ||
    spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' }).status === 0;
  const missing = [
    onPath ? undefined : 'haproxy (/usr/sbin/haproxy, or set HAPROXY_PATH)',
    postgres ? undefined : 'the PostgreSQL server (initdb under /usr/lib/postgresql/<version>/bin, or set PG_BIN_DIR)',
  ].filter(Boolean);
  if (!missing.length) return true;
  console.error(
    styleText('red', `The cluster tests need ${missing.join(' and ')}, which was not found.`) +
      "\nInstall Debian's packages: `apt-get update && apt-get install -y haproxy postgresql`.",
  );
  return false;
}

// Where the test runs leave their JSON results, for the closing "N passed, N failed" line.
const resultFiles = {
  vitestUnit: path.join(os.tmpdir(), `org-embed-vitest-unit-${process.pid}.json`),
  vitestIntegration: path.join(os.tmpdir(), `org-embed-vitest-integration-${process.pid}.json`),
  vitestBrowser: path.join(os.tmpdir(), `org-embed-vitest-browser-${process.pid}.json`),
  vitestCluster: path.join(os.tmpdir(), `org-embed-vitest-cluster-${process.pid}.json`),
  playwright: path.join(os.tmpdir(), `org-embed-playwright-${process.pid}.json`),
  playwrightConfigCheck: path.join(os.tmpdir(), `org-embed-playwright-config-check-${process.pid}.json`),
  consumerApps: path.join(os.tmpdir(), `org-embed-consumer-apps-${process.pid}.json`),
};

/** Counts of the tests the vitest runs and the Playwright runs reported, or null when none ran. */
function testTotals() {
  const read = (file) => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  };
  const vitests = [
    resultFiles.vitestUnit,
    resultFiles.vitestIntegration,
    resultFiles.vitestBrowser,
    resultFiles.vitestCluster,
  ]
    .map(read)
    .filter(Boolean);
  const browsers = [
    read(resultFiles.playwright),
    read(resultFiles.playwrightConfigCheck),
    read(resultFiles.consumerApps),
  ].filter(Boolean);
  if (!vitests.length && !browsers.length) return null;
  const vitest = (key) => vitests.reduce((total, run) => total + (run[key] ?? 0), 0);
  const sum = (key) => browsers.reduce((total, run) => total + (run.stats?.[key] ?? 0), 0);
  const passed = vitest('numPassedTests') + sum('expected') + sum('flaky');
  const failed = vitest('numFailedTests') + sum('unexpected');
  const skipped = vitest('numPendingTests') + vitest('numTodoTests') + sum('skipped');
  return { passed, failed, skipped };
}

function printTotals() {
  const totals = testTotals();
  if (!totals) return;
  console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
}

/**
 * Every step of `npm test`, in the order `--serial` runs them. After the build (first), the steps of each
 * `lane` run in this order and the two lanes run at once; then the steps without a lane, in order.
 */
const testSteps = [
  { id: 'build', title: 'Build the libraries', command: 'pnpm', args: ['run', 'build'] },
  {
    id: 'lint',
    lane: 'checks',
    title: 'Lint (oxlint + ESLint, Biome + Prettier)',
    command: 'pnpm',
    args: ['run', 'lint'],
  },
  {
    id: 'knip',
    lane: 'checks',
    title: 'Unused files, exports and dependencies (knip)',
    command: 'pnpm',
    args: ['run', 'knip'],
  },
  // Every package's and app's `typecheck` covers its src, test and scripts; e2e and bench have theirs; the
  // root's (--include-workspace-root) covers scripts/ and config/. tsup's .d.ts build sees only src.
  {
    id: 'typecheck',
    lane: 'checks',
    title: 'Typecheck (every package, tests and scripts)',
    command: 'pnpm',
    args: ['-r', '--include-workspace-root', 'run', 'typecheck'],
  },
  {
    id: 'unit',
    lane: 'checks',
    // The Node-only projects: every project whose name has no `group:` prefix (see vitest.config.ts). A worker
    // per core, not vitest's default of one less: much of their time is waiting on servers and databases.
    title: 'Unit tests (vitest, Node-only projects)',
    command: 'pnpm',
    args: [
      'exec',
      'vitest',
      'run',
      '--project=!*:*',
      '--maxWorkers=100%',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultFiles.vitestUnit}`,
    ],
  },
  {
    id: 'integration',
    needsBuild: true,
    lane: 'checks',
    // integration:<…>: the built libraries (dist, declarations, exports) as a consumer gets them.
    title: 'Tests of the built libraries (vitest integration:*)',
    command: 'pnpm',
    args: [
      'exec',
      'vitest',
      'run',
      '--project=integration:*',
      // Both cores: vitest's default (cores - 1) ran these files one at a time on two cores, 87 s against 63-67 s.
      '--maxWorkers=100%',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultFiles.vitestIntegration}`,
    ],
  },
  {
    id: 'browser',
    // Some suites load the built script-tag files (dist/*.global.js).
    needsBuild: true,
    lane: 'browser',
    // browser:<package>: the packages' test/browser suites, in one Chromium for the run, so it is needed from here on.
    title: 'Browser suites of the packages (vitest browser:*)',
    command: 'pnpm',
    args: [
      'exec',
      'vitest',
      'run',
      '--project=browser:*',
      // Three files at once: each mostly waits on its pages and frames (the run's one Chromium is shared).
      '--maxWorkers=3',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultFiles.vitestBrowser}`,
    ],
    before: chromiumCheck,
  },
  {
    id: 'packages',
    needsBuild: true,
    lane: 'checks',
    title: 'Package checks (publint + attw)',
    command: process.execPath,
    args: ['scripts/check-packages.mjs'],
  },
  // Limits in .size-limit.json always; issue 29's goals printed, those met already failing the step when crossed.
  {
    id: 'size',
    needsBuild: true,
    lane: 'checks',
    title: 'Bundle size (limits and goals)',
    command: process.execPath,
    args: ['scripts/size-goals.mjs'],
  },
  {
    id: 'first-paint',
    needsBuild: true,
    lane: 'checks',
    title: "Viewer's first-paint size",
    command: 'pnpm',
    args: ['--filter', '@org/viewer', 'run', 'size'],
  },
  {
    id: 'playwright',
    needsBuild: true,
    lane: 'browser',
    // e2e's viewer project: the viewer on its local stack (API, identity stand-in, report frame).
    title: 'Browser tests of the viewer (Playwright in Chromium)',
    command: 'pnpm',
    args: ['--filter', '@org/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'],
    env: { E2E_PROJECT: 'viewer' },
  },
  {
    id: 'consumer-apps',
    needsBuild: true,
    lane: 'checks',
    // Our libraries packed, installed into the apps users build (Vite, webpack, Angular, Vue, a plain page, Node),
    // built with their toolchains and driven in Chromium: e2e/consumer-apps.
    title: 'Consumer apps (packed libraries, built and driven in Chromium)',
    command: 'pnpm',
    args: [
      '--filter',
      '@org/e2e',
      'exec',
      'playwright',
      'test',
      '-c',
      'consumer-apps.config.ts',
      '--reporter=list,json',
    ],
    before: chromiumCheck,
    // Playwright's JSON reporter writes where this variable says: not over the browser tests' results.
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: resultFiles.consumerApps },
  },
  {
    id: 'e2e-config-check',
    needsBuild: true,
    // In the checks lane, last: the lane's other steps end long before the browser lane's (which runs the viewer's
    // e2e project at the same time). Two workers: the playground's editor is CPU-bound in each page.
    lane: 'checks',
    title: 'Browser tests of config-check: checker, gallery, playground (Playwright in Chromium)',
    command: 'pnpm',
    args: ['--filter', '@org/e2e', 'exec', 'playwright', 'test', '--workers=2', '--reporter=list,json'],
    before: chromiumCheck,
    env: { E2E_PROJECT: 'config-check', PLAYWRIGHT_JSON_OUTPUT_FILE: resultFiles.playwrightConfigCheck },
  },
  {
    id: 'cluster',
    needsBuild: true,
    // cluster:api: PostgreSQL, 3 built API instances and HAProxy under 20 s of saturating load, an instance
    // killed and PostgreSQL stopped. After both lanes, alone: its load would make the browser lane's
    // timing-sensitive tests flaky.
    title: 'Cluster fault and load tests (API behind HAProxy)',
    // vitest itself, not through pnpm: the time bound's SIGTERM then reaches vitest, which stops its workers.
    command: process.execPath,
    args: [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project=cluster:api',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultFiles.vitestCluster}`,
    ],
    before: clusterCheck,
    // Bounded: about 38 s on the 2-core machine when it is calm, 60 s at load 17–20; a hang is stopped, not waited for.
    timeoutMs: 90_000,
  },
  {
    id: 'chaos',
    needsBuild: true,
    // e2e/chaos: the fixed CI seeds of the seeded timing-chaos suite (T-CHAOS-02). After the lanes, alone: its
    // sequences freeze and kill their own API and throttle Chromium's CPU. About 130 s on the 2-core machine.
    title: 'Timing-chaos suite (fixed seeds)',
    command: process.execPath,
    args: ['scripts/chaos.mjs'],
    before: chromiumCheck,
    // A hang guard: the sequences bound their own waits; a stuck stack is stopped, not waited for.
    timeoutMs: 360_000,
  },
  {
    id: 'coverage',
    // Reports the uncovered items; fails only when an item a test named before is named by none now.
    title: 'Spec coverage (no covered item loses its test)',
    command: process.execPath,
    args: ['scripts/spec-coverage.mjs', '--baseline', 'scripts/spec-coverage-kept.txt'],
  },
].map((step, index) => ({ ...step, index }));

function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The closing table: every step that ran, its seconds, and the total, so the slow steps stand out. */
function printTimings(timings, totalMs) {
  const width = Math.max('Total (wall clock)'.length, ...timings.map((t) => t.title.length));
  const cpu = (ms) => (ms === undefined ? '' : formatSeconds(ms)).padStart(9);
  const row = (mark, title, ms, cpuMs, lane = '') =>
    `${mark} ${title.padEnd(width)}  ${formatSeconds(ms).padStart(8)}  ${cpu(cpuMs)}  ${lane}`;
  console.log(`\n${styleText('bold', 'Time per step')}`);
  console.log(styleText('dim', `  ${''.padEnd(width)}  ${'wall'.padStart(8)}  ${'CPU'.padStart(9)}  lane`));
  for (const t of timings) console.log(row(t.passed ? '✔' : '✘', t.title, t.ms, t.cpuMs, styleText('dim', t.lane)));
  const counted = timings.filter((t) => t.cpuMs !== undefined);
  const cpuTotal = counted.length ? counted.reduce((sum, t) => sum + t.cpuMs, 0) : undefined;
  console.log(styleText('bold', row(' ', 'Total (wall clock)', totalMs, cpuTotal)));
}

function header(index, title) {
  const text = `[${index + 1}/${testSteps.length}] ${title}`;
  return styleText('bold', `━━━ ${text} ${'━'.repeat(Math.max(3, 76 - text.length))}`);
}

/**
 * Runs a step with its output in a temporary file, printed as one block when it ends (two lanes run
 * at once, and interleaved lines of two tools help nobody). Resolves with the exit code.
 */
function runBuffered(step, env) {
  const log = path.join(os.tmpdir(), `org-embed-step-${process.pid}-${step.index}.log`);
  const out = fs.openSync(log, 'w');
  fs.writeSync(out, styleText('dim', `$ ${step.shown ?? `${step.command} ${step.args.join(' ')}`}\n`));
  const child = spawn(step.command, step.args, {
    cwd: root,
    env: { ...env, ...step.env },
    stdio: ['ignore', out, out],
    shell: isWindows,
  });
  running.add(child);
  return new Promise((resolve) => {
    const finish = (code) => {
      running.delete(child);
      fs.closeSync(out);
      process.stdout.write(`\n${header(step.index, step.title)}\n${fs.readFileSync(log, 'utf8')}`);
      fs.rmSync(log, { force: true });
      resolve(code);
    };
    child.on('error', (error) => {
      fs.writeSync(out, `${error.message}\n`);
      finish(1);
    });
    child.on('exit', (code, signal) => finish(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1)));
  });
}

/** Children of the lanes still running, stopped if this script is (`test` listens; `start` has its own). */
const running = new Set();
function stopLanesOnSignal() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const child of running) child.kill(signal);
      process.exit(130);
    });
  }
}

/**
 * `npm test`: the build, then two lanes at once, then the coverage report; each lane runs its own steps in
 * order, and after a failure neither starts another step. `--serial` (or ORG_TEST_SERIAL=1) runs every step
 * in order with live output instead, for reading one as it goes.
 *
 * On fewer than {@link LANES_MIN_CORES} cores the steps run one after another by default: sampled from /proc
 * on two cores, both cores were busy 98 % of a run with lanes (Chromium alone took 64 % of the CPU), so the
 * lanes only slowed each other (the unit step 290 s alone, 460-535 s beside the browser suites; the tests of
 * the build 150 s alone, 420-640 s beside them) until 60 s hang guards of the checks lane ran out.
 * `--lanes` (or ORG_TEST_LANES=1) runs the lanes anyway.
 */
const LANES_MIN_CORES = 4;
const TEST_OPTIONS = `Usage: npm test [-- <options>]   (or node scripts/run.mjs test [<options>])

Builds the libraries, then runs every check (in two lanes at once on ${LANES_MIN_CORES} cores or more, one after
another on fewer), then the cluster and chaos suites and the spec coverage; ends with a table of each step's seconds (wall clock, and CPU on Linux) and the line "N passed, N failed".

Options:
  --only <step>[,<step>…]  run only these steps, one after another with live output (and the build first when
                           one of them tests the built libraries); --only can be given more than once
  --changed [<ref>]        run only the steps, packages and suites the changed files can affect: files changed
                           since <ref> (default: the merge base with main) plus staged, unstaged and untracked
                           ones; a change to the lockfile, a root config or the CI runs everything
  --dry-run                print the steps and commands that would run, and run nothing
  --serial                 every step one after another with live output, instead of two lanes (the default on
                           fewer than ${LANES_MIN_CORES} cores, where two lanes only slow each other down)
  --lanes                  two lanes at once even on fewer than ${LANES_MIN_CORES} cores
  --help, -h               print this and exit

Steps (for --only):
${testSteps.map((s) => `  ${s.id.padEnd(14)} ${s.title}${s.needsBuild ? ' (builds first)' : ''}`).join('\n')}

Environment: ORG_TEST_SERIAL=1 is --serial, ORG_TEST_LANES=1 is --lanes; CHROMIUM_PATH is the Chromium to drive (default /usr/bin/chromium);
the tests drive /usr/bin/chromium-headless-shell instead when it is installed and CHROMIUM_PATH is unset, and
CHROMIUM_TEST_PATH, when set, is the Chromium the tests drive (the benchmarks keep CHROMIUM_PATH).`;

/**
 * The steps `--only` names (with the build first when one of them needs the built libraries), in
 * `testSteps`' order; undefined without `--only`. An unknown name stops the run, listing the names.
 * @param {string[]} args
 */
function onlySteps(args) {
  const names = args.flatMap((arg, i) =>
    arg === '--only' ? (args[i + 1] ?? '').split(',') : arg.startsWith('--only=') ? arg.slice(7).split(',') : [],
  );
  if (!args.some((arg) => arg === '--only' || arg.startsWith('--only='))) return undefined;
  const known = new Set(testSteps.map((s) => s.id));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length || !names.length) {
    fail(
      `--only needs step names (${unknown.length ? `unknown: ${unknown.map((n) => `"${n}"`).join(', ')}` : 'none given'}); the steps are: ${[...known].join(', ')}.`,
      2,
    );
  }
  const picked = testSteps.filter((s) => names.includes(s.id));
  return picked.some((s) => s.needsBuild) && !names.includes('build') ? [testSteps[0], ...picked] : picked;
}

/** The value of `--changed` (`--changed <ref>`, `--changed=<ref>`): '' for the default base, undefined if absent. */
function changedOption(args) {
  const at = args.findIndex((arg) => arg === '--changed' || arg.startsWith('--changed='));
  if (at < 0) return undefined;
  if (args[at].startsWith('--changed=')) return args[at].slice(10);
  const next = args[at + 1];
  return next && !next.startsWith('-') ? next : '';
}

/** A step narrowed to the vitest projects or packages `--changed` picked (`true`: the whole step). */
function narrowed(step, scope) {
  if (scope === true) return step;
  if (step.id === 'typecheck')
    return { ...step, args: [...scope.flatMap((name) => ['--filter', name]), 'run', 'typecheck'] };
  const projects = scope.map((name) => `--project=${name}`);
  return { ...step, args: step.args.flatMap((arg) => (arg.startsWith('--project=') ? projects : [arg])) };
}

/**
 * The steps `--changed` leaves (with the build first when one of them tests the built libraries), or
 * every step when a changed file reaches them all; undefined without `--changed`.
 */
function changedSteps(args) {
  const ref = changedOption(args);
  if (ref === undefined) return undefined;
  let changed;
  try {
    changed = changedFiles(root, ref || undefined);
  } catch (error) {
    fail(error.message, 2);
  }
  const scope = changedScope(changed.files, workspacePackages(root));
  const since = `since ${changed.base.slice(0, 12)}`;
  if (scope.everything) {
    console.log(`--changed: ${changed.files.length} files changed ${since}; ${scope.everything} reaches every step.`);
    return testSteps;
  }
  const picked = testSteps.filter((s) => scope.steps[s.id]).map((s) => narrowed(s, scope.steps[s.id]));
  console.log(
    `--changed: ${changed.files.length} files changed ${since}` +
      (scope.affected.length ? `, in ${scope.affected.join(', ')} and what depends on them` : '') +
      (picked.length ? '.' : ': nothing to test.'),
  );
  return picked.some((s) => s.needsBuild) ? [testSteps[0], ...picked] : picked;
}

/** The steps `npm test` runs with `args` (`--only`, `--changed` or every step); stops on a bad option. */
function plannedSteps(args) {
  const only = onlySteps(args);
  const changed = only ? undefined : changedSteps(args);
  if (only && changedOption(args) !== undefined) fail('--only and --changed do not go together: pick one.', 2);
  return { steps: only ?? changed ?? testSteps, serial: !!only };
}

/** Whether `npm test` runs its steps one after another (see {@link LANES_MIN_CORES}); says so when the cores decide. */
function runsSerially(planned, args) {
  if (planned.serial || args.includes('--serial') || process.env.ORG_TEST_SERIAL === '1') return true;
  if (args.includes('--lanes') || process.env.ORG_TEST_LANES === '1') return false;
  const cores = os.availableParallelism();
  if (cores >= LANES_MIN_CORES) return false;
  console.log(
    styleText(
      'dim',
      `${cores} core${cores === 1 ? '' : 's'}: the steps run one after another (two lanes would only slow each other down; --lanes runs them anyway).`,
    ),
  );
  return true;
}

async function test(env, args, planned) {
  stopLanesOnSignal();
  const started = Date.now();
  env = { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: resultFiles.playwright };
  if (process.stdout.isTTY && !env.NO_COLOR) env.FORCE_COLOR ??= '1';
  for (const file of Object.values(resultFiles)) fs.rmSync(file, { force: true });
  const { steps } = planned;
  const serial = runsSerially(planned, args);
  const timings = [];
  const failed = [];

  const runStep = async (step, buffered) => {
    const stepStart = Date.now();
    if (!buffered) console.log(`\n${header(step.index, step.title)}`);
    const cpuFile = path.join(os.tmpdir(), `org-embed-cpu-${process.pid}-${step.index}`);
    const run = { ...step, ...withCpuCount(step, cpuFile), shown: `${step.command} ${step.args.join(' ')}` };
    const code =
      step.before && !step.before()
        ? 1
        : buffered
          ? await runBuffered(run, env)
          : runCommand(run.command, run.args, { ...env, ...step.env }, step.timeoutMs, run.shown);
    const tookMs = Date.now() - stepStart;
    const cpuMs = takeCpuSeconds(cpuFile);
    timings.push({ title: step.title, ms: tookMs, cpuMs, passed: code === 0, lane: buffered ? step.lane : '' });
    if (code === 0) {
      console.log(styleText('green', `✔ ${step.title} (${formatSeconds(tookMs)})`));
    } else {
      console.error(
        `\n${styleText('red', `✘ ${step.title} failed with exit code ${code} (${formatSeconds(tookMs)}).`)}`,
      );
      failed.push({ step, code });
    }
  };
  const runLane = async (steps, buffered) => {
    for (const step of steps) {
      if (failed.length) return;
      if (buffered) console.log(styleText('dim', `▶ ${step.title} (${step.lane} lane)…`));
      await runStep(step, buffered);
    }
  };

  // The build, the two lanes, then the steps after them (no lane) one by one: the cluster tests, the coverage.
  const [first, ...rest] = steps[0].id === 'build' ? steps : [undefined, ...steps];
  const after = rest.filter((s) => !s.lane);
  const laned = rest.filter((s) => s.lane);
  if (first) await runLane([first], false);
  if (serial) await runLane(laned, false);
  else if (!failed.length) {
    console.log(styleText('dim', '\nTwo lanes run at once from here; each step prints its output when it ends.'));
    await Promise.all(
      ['browser', 'checks'].map((lane) =>
        runLane(
          laned.filter((s) => s.lane === lane),
          true,
        ),
      ),
    );
  }
  await runLane(after, false);

  timings.sort(
    (a, b) => testSteps.findIndex((s) => s.title === a.title) - testSteps.findIndex((s) => s.title === b.title),
  );
  if (failed.length) {
    const ran = new Set(timings.map((t) => t.title));
    const skipped = steps.filter((s) => !ran.has(s.title)).map((s) => s.title);
    console.error(styleText('red', `\n✘ Failed: ${failed.map((f) => f.step.title).join(', ')}.`));
    console.error(styleText('dim', `  Skipped: ${skipped.join(', ') || 'nothing'}.`));
    printTimings(timings, Date.now() - started);
    printTotals();
    process.exit(failed[0].code);
  }
  console.log(
    `\n${styleText('green', styleText('bold', `✔ All ${steps.length} step${steps.length === 1 ? '' : 's'} passed in ${formatSeconds(Date.now() - started)}.`))}`,
  );
  printTimings(timings, Date.now() - started);
  printTotals();
}

const localStack = path.join(root, 'scripts', 'local-stack.mjs');

/**
 * Stops `start` before installing and building when a port of the stack is taken (or an option is
 * wrong): local-stack.mjs --check-ports checks the same ports and options as the stack will.
 */
function checkStackPorts(args) {
  const check = spawnSync(process.execPath, [localStack, '--check-ports', ...args], { cwd: root, stdio: 'inherit' });
  if (check.status !== 0) process.exit(check.status ?? 1);
}

async function start(env, args) {
  const verbose = args.includes('--verbose');
  // Until the stack runs, a signal ends the step under way and this script.
  let step;
  const stopStep = (signal) => {
    step?.kill(signal);
    process.exit(130);
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, stopStep);
  await quietSteps(env, verbose, (child) => (step = child));
  for (const signal of signals) process.off(signal, stopStep);
  if (verbose) {
    console.log(`\n${styleText('bold', '━━━ The local stack: API, identity stand-in, report frame, viewer ━━━')}`);
  }
  // The stack runs in a process group of its own, so that stopping this script (Ctrl+C, or a
  // SIGTERM from whoever started it) reaches the stack and every part it started, not this script alone.
  const child = spawn(process.execPath, [localStack, ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
    detached: !isWindows,
  });
  const forward = (signal) => {
    try {
      if (isWindows) child.kill(signal);
      else process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  for (const signal of signals) process.on(signal, () => forward(signal));
  child.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 0 : 1)));
}

function main() {
  const [task, ...given] = process.argv.slice(2);
  // `node scripts/run.mjs start -- --dev` (written like `npm start -- --dev`): the `--` is npm's, not an argument.
  const args = given[0] === '--' ? given.slice(1) : given;
  if (task !== 'start' && task !== 'test') {
    console.error(
      'Usage: node scripts/run.mjs start [--verbose] [local-stack options] | test [--serial | --lanes] [--only <step>] [--changed [<ref>]] [--dry-run] [--help]',
    );
    process.exit(2);
  }
  if (task === 'test' && (args.includes('--help') || args.includes('-h'))) {
    console.log(TEST_OPTIONS);
    process.exit(0);
  }
  checkNode();
  // A bad option stops here, before the install; so does a plan with nothing to run, or only to print.
  const planned = task === 'test' ? plannedSteps(args) : undefined;
  if (planned && args.includes('--dry-run')) {
    for (const step of planned.steps) console.log(`${step.id.padEnd(14)} ${[step.command, ...step.args].join(' ')}`);
    process.exit(0);
  }
  if (planned && !planned.steps.length) process.exit(0);
  if (task === 'start') checkStackPorts(args);
  const { env, how } = preparePnpm(pinnedPnpmVersion());
  console.log(styleText('dim', `Node ${process.versions.node}, ${how}.`));
  if (task === 'test') {
    ensureInstalled(env);
    void test(env, args, planned);
  } else void start(env, args);
}

main();
