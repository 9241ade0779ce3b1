#!/usr/bin/env node
// The viewer's local stack in one command: the API in local mode (embedded database, the identity
// stand-in mounted), @org/fake-frame on another site, and the viewer (production build + preview,
// or the dev server with --dev). Ctrl+C / SIGTERM stops every part. The API and the frame server are
// restarted when they die (one line says so; scripts/keep-running.mjs), while the viewer keeps being
// served; a part that cannot start at all (its port taken, a crash before it answers) or a viewer that
// dies stops the others, and the exit code is non-zero.
//
//   node scripts/local-stack.mjs [--dev] [--viewer-port 5173] [--api-port 3001] [--frame-port 5175]
//                                [--data-dir apps/api/.data | --temp-data] [--quiet | --verbose] [--check-ports]
//
// Before the banner it prints one line per step (the viewer's build); a step that fails prints its whole output.
// --verbose shows everything as it comes (the build's and the viewer server's output); --quiet hides the viewer
// server's output in --dev too. Stopping removes the viewer's build folder (/tmp/org-viewer-build-<viewer port>).
//
// --frame-boot-cost gives the fake frame the real service's boot cost (1,200 / 400 / 300 ms, see
// packages/fake-frame/README.md), for measuring time to the report; off by default.
//
// --check-ports only checks that the ports are free (exit code 2 and one line naming the port and
// the option that moves it when one is taken): `npm start` runs it before building.
//
// Ports and the data folder also come from VIEWER_PORT, API_PORT, FRAME_PORT and DATA_DIR.
// With ENTRA_CLIENT_ID (+ ENTRA_TENANT_ID) set, the viewer signs in with Entra ID instead of the
// local identity; with EMBED_PROVIDER=powerbi (+ POWERBI_*), reports come from Power BI and no fake
// frame is started. The libraries must be built (`pnpm build`; `npm start` does it).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs, styleText } from 'node:util';
import { keepRunning } from './keep-running.mjs';
import { runQuietStep } from './quiet-step.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'apps', 'api');
const viewerDir = path.join(root, 'apps', 'viewer');
const viteBin = path.join(viewerDir, 'node_modules', 'vite', 'bin', 'vite.js');
const frameCli = path.join(root, 'packages', 'fake-frame', 'dist', 'cli.js');

/** Who the local identity offers and what each shows: the API's one list of demo accounts. */
const DEMO_ACCOUNTS = JSON.parse(fs.readFileSync(path.join(apiDir, 'src', 'demo-accounts.json'), 'utf8')).accounts;

function parsePort(name, value) {
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) usage(`${name} must be a port number, not "${value}"`);
  return port;
}

function usage(message) {
  if (message) console.error(styleText('red', `local-stack: ${message}`));
  console.error(
    'Usage: node scripts/local-stack.mjs [--dev] [--viewer-port N] [--api-port N] [--frame-port N] [--data-dir DIR | --temp-data] [--quiet | --verbose] [--check-ports]\n' +
      '  --verbose  show every line of the viewer build and the viewer server (default: one line per step, all of a failed one)\n' +
      '  --quiet    hide the viewer server output, in --dev too',
  );
  console.error(
    "  --frame-boot-cost  give the fake report frame the Power BI service's boot cost (scripts ready after 1,200 ms, 400 ms per load, 300 ms per render; off by default)",
  );
  process.exit(2);
}

/** Flags win over environment variables, which win over the defaults. */
function readOptions(argv = process.argv.slice(2), env = process.env) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        dev: { type: 'boolean', default: false },
        'viewer-port': { type: 'string' },
        'api-port': { type: 'string' },
        'frame-port': { type: 'string' },
        'data-dir': { type: 'string' },
        'temp-data': { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
        'check-ports': { type: 'boolean', default: false },
        'frame-boot-cost': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    usage(error.message);
  }
  if (values.help) usage();
  const entra = Boolean(env.ENTRA_CLIENT_ID?.trim());
  return {
    dev: values.dev,
    quiet: values.quiet,
    verbose: values.verbose,
    checkPorts: values['check-ports'],
    // The fake frame's boot cost (@org/fake-frame `bootCost`): off unless asked for.
    frameBootCost: values['frame-boot-cost'],
    viewerPort: parsePort('viewer port', values['viewer-port'] ?? env.VIEWER_PORT ?? 5173),
    apiPort: parsePort('API port', values['api-port'] ?? env.API_PORT ?? 3001),
    framePort: parsePort('frame port', values['frame-port'] ?? env.FRAME_PORT ?? 5175),
    dataDir: values['temp-data']
      ? undefined
      : path.resolve(root, values['data-dir'] ?? env.DATA_DIR ?? 'apps/api/.data'),
    localIdentity: !entra,
    fakeFrame: (env.EMBED_PROVIDER ?? 'local').trim().toLowerCase() !== 'powerbi',
  };
}

/** Environment of the API process. */
function apiEnv(o, dataDir, sessionSecret) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(o.apiPort),
    DATA_DIR: dataDir,
    VIEWER_ORIGINS: `http://127.0.0.1:${o.viewerPort},http://localhost:${o.viewerPort}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    LOCAL_IDENTITY: String(o.localIdentity),
    // A secret for this run of the stack (made once, so that a restarted API keeps every session): sessions end
    // when the stack stops, as with the API's own fallback, but without the API's warning about it before the
    // banner (a deployment sets SESSION_SECRET; a set one wins).
    SESSION_SECRET: sessionSecret,
  };
  if (o.localIdentity) env.PUBLIC_URL = `http://127.0.0.1:${o.apiPort}`;
  // The frame lives on another site than the viewer (localhost vs 127.0.0.1), as app.powerbi.com does.
  if (o.fakeFrame) env.LOCAL_REPORT_ORIGIN = `http://localhost:${o.framePort}`;
  return env;
}

/** Environment of the viewer's build or dev server (the VITE_* variables of apps/viewer/src/vite-env.d.ts). */
function viewerEnv(o) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, VITE_API_BASE_URL: `http://127.0.0.1:${o.apiPort}` };
  // Where the viewer boots the report frame before it knows the report (issue 19): the report origin.
  env.VITE_REPORT_EMBED_URL ??= o.fakeFrame
    ? `http://localhost:${o.framePort}/reportEmbed`
    : 'https://app.powerbi.com/reportEmbed';
  if (!o.localIdentity) {
    const host = (process.env.ENTRA_AUTHORITY_HOST ?? 'https://login.microsoftonline.com').replace(/\/+$/, '');
    env.VITE_ENTRA_CLIENT_ID = process.env.ENTRA_CLIENT_ID.trim();
    env.VITE_ENTRA_AUTHORITY = `${host}/${process.env.ENTRA_TENANT_ID?.trim() || 'organizations'}`;
  }
  return env;
}

const children = new Set();
let stopping = false;

/** Prefixes each line of a child's output with its part's name. */
function pipeLines(stream, tag, sink) {
  readline.createInterface({ input: stream }).on('line', (line) => sink.write(`${styleText('dim', tag)} ${line}\n`));
}

/**
 * Starts a part. Children stay in this script's process group, so a terminal's Ctrl+C or a
 * group kill (Playwright stopping its web server) reaches them too; `stop()` ends them by pid.
 */
function startPart(tag, command, args, { cwd, env, quiet, onExit = undefined }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const out = quiet ? { write() {} } : process.stdout;
  pipeLines(child.stdout, tag, out);
  pipeLines(child.stderr, tag, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    onExit?.(code, signal);
  });
  return child;
}

/**
 * Resolves once `url` answers 2xx; rejects after `timeoutMs` or when `alive()` turns false.
 * @param {string} url
 * @param {{ timeoutMs?: number; alive?: () => boolean }} [options]
 */
async function waitForUrl(url, { timeoutMs = 120_000, alive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`stopped before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Ends every child (SIGTERM, then SIGKILL after 10 s), then runs `cleanup`. */
async function stopAll(cleanup) {
  stopping = true;
  const exits = [...children].map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  );
  await Promise.all(exits);
  cleanup();
}

function banner(o, viewerUrl, frameOrigin) {
  const lines = [
    '',
    styleText('bold', `The viewer: ${styleText('cyan', viewerUrl)}`),
    styleText('dim', `  API ${`http://127.0.0.1:${o.apiPort}`}${frameOrigin ? `, report frame ${frameOrigin}` : ''}`),
  ];
  if (o.localIdentity) {
    lines.push('', 'Sign in with "Login with Microsoft", then pick an account in the local sign-in window:');
    const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.username.length));
    for (const account of DEMO_ACCOUNTS)
      lines.push(`  ${account.username.padEnd(width)}  ${styleText('dim', account.shows)}`);
  } else {
    lines.push('', `Signing in with Microsoft Entra ID (client ${process.env.ENTRA_CLIENT_ID.trim()}).`);
  }
  lines.push(
    '',
    styleText(
      'dim',
      'Each embed type (dashboard, tile, paginated report, Q&A, visual) without Power BI: ' +
        '`pnpm --filter @org/config-check dev`, then http://127.0.0.1:5174/gallery.html',
    ),
    styleText('dim', 'Stop with Ctrl+C.'),
    '',
  );
  console.log(lines.join('\n'));
}

/** Whether nothing listens on `port` at `host`. */
function portIsFree(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    // No such address here (::1 without IPv6): nothing can hold the port there.
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'),
    );
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** One line: the port, what needs it, and the option that moves it (the usage text would bury it). */
const portTaken = (port, what, flag, variable) =>
  `port ${port} (${what}) is already in use: stop what uses it, or pass ${flag} N (or ${variable}=N)`;

/** Stops with a clear message when `port` is taken (the parts would fail later, one by one). */
async function requireFreePort(port, host, what, flag, variable) {
  if (!(await portIsFree(port, host))) {
    console.error(styleText('red', `local-stack: ${portTaken(port, what, flag, variable)}`));
    process.exit(2);
  }
}

/** The stack's ports: one check for `main` and for `--check-ports` (run.mjs's start, before its build). */
async function requireFreePorts(o) {
  await requireFreePort(o.viewerPort, '127.0.0.1', 'the viewer', '--viewer-port', 'VIEWER_PORT');
  await requireFreePort(o.apiPort, '127.0.0.1', 'the API', '--api-port', 'API_PORT');
  // The frame listens on both loopback addresses of localhost.
  for (const host of o.fakeFrame ? ['127.0.0.1', '::1'] : []) {
    await requireFreePort(o.framePort, host, 'the report frame', '--frame-port', 'FRAME_PORT');
  }
}

async function main() {
  const o = readOptions();
  await requireFreePorts(o);
  if (o.checkPorts) return;
  for (const [what, file] of [
    ['vite (pnpm install)', viteBin],
    ['@org/fake-frame (pnpm build)', o.fakeFrame ? frameCli : null],
  ]) {
    if (file && !fs.existsSync(file)) usage(`${what} is missing: ${path.relative(root, file)}`);
  }
  const dataDir = o.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'org-viewer-data-'));
  const sessionSecret = process.env.SESSION_SECRET || randomBytes(48).toString('base64url');
  const buildDir = path.join(os.tmpdir(), `org-viewer-build-${o.viewerPort}`);
  const cleanup = () => {
    if (!o.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    // The build is made afresh on every start: nothing of it should outlive the stack.
    if (!o.dev) fs.rmSync(buildDir, { recursive: true, force: true });
  };

  let failed = false;
  const fail = (message) => {
    if (stopping) return;
    failed = true;
    console.error(styleText('red', `✘ local-stack: ${message}; stopping.`));
    void stopAll(cleanup).then(() => process.exit(1));
  };
  const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const stop = () => {
    if (stopping) return;
    void stopAll(cleanup).then(() => process.exit(0));
  };
  for (const signal of stopSignals) process.on(signal, stop);
  // The viewer ending on its own (crash, port taken) takes the stack down with it. A part ended by a stop signal
  // was stopped with the stack, not on its own: Ctrl+C in a terminal (or a kill of the process group, as
  // `npm start` forwards it) reaches every part at once, and a part may end before this script's handler runs.
  const watch = (name) => (code, signal) => {
    if (stopping) return;
    if (stopSignals.includes(signal)) stop();
    else fail(`${name} exited (${signal ?? `exit code ${code}`})`);
  };
  // The API and the frame server are kept running: when one dies the viewer stays served, and the viewer's own
  // offline and retry behaviour is what a person sees (not the browser's 'This site can't be reached').
  const keep = (name, start, url, [port, host, what, flag, variable]) =>
    keepRunning({
      name,
      start,
      // A hang guard sized for a machine whose cores are all busy (the API's first start compiles its sources).
      answers: (child) =>
        waitForUrl(url, {
          timeoutMs: 300_000,
          alive: () => !stopping && child.exitCode === null && !child.signalCode,
        }),
      isStopping: () => stopping,
      notify: (line) => console.error(styleText('yellow', `↻ local-stack: ${line}`)),
      onStop: stop,
      onFail: fail,
      // Someone else took the port while the part was down: say so once instead of failing five times.
      beforeRestart: async () => {
        if (!(await portIsFree(port, host))) throw new Error(portTaken(port, what, flag, variable));
      },
    });

  const api = keep(
    'the API',
    () =>
      startPart('[api]', process.execPath, ['--conditions=development', '--import', 'tsx', 'src/main.ts'], {
        cwd: apiDir,
        env: apiEnv(o, dataDir, sessionSecret),
        // Always shown: at LOG_LEVEL=warn the API only speaks when something is wrong.
        quiet: false,
      }),
    `http://127.0.0.1:${o.apiPort}/healthz`,
    [o.apiPort, '127.0.0.1', 'the API', '--api-port', 'API_PORT'],
  );
  // A process of its own (the package's `fake-frame` command), so that it can die and come back like the API.
  const frameOrigin = o.fakeFrame ? `http://localhost:${o.framePort}` : undefined;
  const frameArgs = [frameCli, '--host', 'localhost', '--port', String(o.framePort)];
  // The frame checks the API's embed tokens (signature, audience, report, expiry) as Power BI would.
  frameArgs.push('--verify-tokens', `http://127.0.0.1:${o.apiPort}/.well-known/embed-jwks.json`);
  // Each seeded dashboard has its own report; any other id fails as a deleted Power BI report does.
  frameArgs.push('--unknown-reports', 'notFound');
  if (o.frameBootCost) frameArgs.push('--boot-cost');
  const frame = o.fakeFrame
    ? keep(
        'the report frame server',
        // Its start line ('report frame at …') is in the banner already.
        () => startPart('[frame]', process.execPath, frameArgs, { cwd: root, env: process.env, quiet: true }),
        `http://127.0.0.1:${o.framePort}/reportEmbed`,
        [o.framePort, '127.0.0.1', 'the report frame', '--frame-port', 'FRAME_PORT'],
      )
    : undefined;

  try {
    const env = viewerEnv(o);
    const viteArgs = ['--host', '127.0.0.1', '--port', String(o.viewerPort), '--strictPort'];
    if (!o.dev) {
      // Each port gets its own build folder: the API URL is baked into the build, and two stacks
      // (the demo and the e2e one) must not overwrite each other's files.
      const code = await runQuietStep({
        title: 'Build the viewer (production)',
        command: process.execPath,
        args: [viteBin, 'build', '--outDir', buildDir, '--emptyOutDir'],
        cwd: viewerDir,
        env,
        verbose: o.verbose,
        // Tracked like the parts, so that stopping during the build stops the build too.
        onSpawn: (child) => {
          children.add(child);
          child.on('exit', () => children.delete(child));
        },
      });
      if (code !== 0) throw new Error(`the viewer's build failed (exit code ${code})`);
    }
    // The viewer listens only once the API answers: whoever waits for the viewer's URL (a person,
    // Playwright's webServer) then finds the whole stack ready, sign-in metadata included.
    await Promise.all([api.firstAnswer, frame?.firstAnswer]);
    if (stopping) return;
    const viewerArgs = o.dev ? viteArgs : ['preview', '--outDir', buildDir, ...viteArgs];
    startPart('[viewer]', process.execPath, [viteBin, ...viewerArgs], {
      cwd: viewerDir,
      env,
      // The banner gives the viewer's URL; the dev server's later lines (page reloads) are worth seeing.
      quiet: o.quiet || (!o.verbose && !o.dev),
      onExit: watch('the viewer'),
    });
    const viewerUrl = `http://127.0.0.1:${o.viewerPort}/`;
    await waitForUrl(viewerUrl, { alive: () => !stopping });
    if (!stopping) banner(o, viewerUrl, frameOrigin);
  } catch (error) {
    if (!failed) fail(error.message);
  }
}

await main();
