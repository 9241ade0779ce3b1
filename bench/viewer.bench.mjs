// Time to the report in the viewer (issue 19): the viewer's production build on the local stack
// (scripts/local-stack.mjs) with the fake frame's boot cost on (1,200 ms until the frame's
// scripts are ready, 400 ms per load, 300 ms per render: packages/fake-frame/README.md), in
// Debian's Chromium. Two builds of the same commit, each on a stack of its own, run in turns:
//
//   new       the viewer as built by default: the frame boots as the app starts (a bootstrap at
//             the report endpoint, on the page-wide report stage), so while the person signs in or
//             the dashboard list loads, and every dashboard is loaded into it (an in-place switch);
//   baseline  the same source built with VITE_WARM_FRAME=0, the bench-only switch that gives the
//             behaviour before issue 19: the frame is created once the list has arrived, and a
//             new one for each dashboard.
//
// Measured, each to the report's `rendered` event (the frame's POST /reports/<uid>/events/rendered
// as the viewer's window receives it):
//   link     a signed-in person clicks a link to /dashboard/<id> on another page (a full page load);
//   sign-in  from the end of sign-in (the sign-in window closes after "Continue as …") on the
//            login screen, through the viewer's POST /login and its move to /dashboard; the person
//            pauses --think-ms (1 s) on the login screen and again in the sign-in window;
//   switch   a click on another dashboard in the sidebar.
//
//   pnpm bench:viewer                 (from the repo root; about 6 minutes on the two-core machine)
//   pnpm bench:viewer --runs 2        (a smoke run)
//
// Needs the libraries built (`pnpm build`). It is run by hand; no test runs it.
// The browser globals used by the functions evaluated in the pages (declared for this file in .oxlintrc.json): window, document, location.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { loadLaunchOptions } from './embed/bundles.mjs';
import { fixed, median, printTable, quantile, times } from './embed/stats.mjs';

const { values: opts } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '20' },
    ports: { type: 'string', default: '4671' },
    'think-ms': { type: 'string', default: '1000' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (opts.help) {
  console.log(`Usage: pnpm bench:viewer [options]
  --runs N     runs per scenario and build (20)
  --ports P    first of the six ports the two stacks use: viewer P and P+10, API P+1 and P+11,
               frame P+2 and P+12 (4671)
  --think-ms T how long the person takes on the login screen before pressing the button, and
               again in the sign-in window before choosing the account, in the sign-in runs (1000)`);
  process.exit(0);
}

const RUNS = Number(opts.runs);
const BASE_PORT = Number(opts.ports);
const THINK_MS = Number(opts['think-ms']);
if (!Number.isFinite(THINK_MS) || THINK_MS < 0)
  throw new Error(`--think-ms must be 0 or more, not ${opts['think-ms']}`);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be an integer ≥ 1, not ${opts.runs}`);
if (!Number.isInteger(BASE_PORT) || BASE_PORT < 1024)
  throw new Error(`--ports must be a port number, not ${opts.ports}`);

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const USERNAME = 'adele.vance@contoso.example';
const began = performance.now();

const BUILDS = [
  { key: 'new', title: 'new (warm frame, in-place switch)', env: {}, port: BASE_PORT },
  { key: 'baseline', title: 'baseline (VITE_WARM_FRAME=0)', env: { VITE_WARM_FRAME: '0' }, port: BASE_PORT + 10 },
];
const SCENARIOS = [
  { key: 'link', title: 'link click → rendered' },
  { key: 'signIn', title: 'end of sign-in → rendered' },
  { key: 'switch', title: 'sidebar switch → rendered' },
];

/** Starts one local stack (API, fake frame with its boot cost, the viewer's production build). */
function startStack(build) {
  const [viewer, api, frame] = [build.port, build.port + 1, build.port + 2];
  const child = spawn(
    process.execPath,
    [
      join(root, 'scripts', 'local-stack.mjs'),
      '--quiet',
      '--temp-data',
      '--frame-boot-cost',
      ...['--viewer-port', viewer, '--api-port', api, '--frame-port', frame].map(String),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        ...build.env,
        // The demo's settings must not leak in: the local identity and the local reports.
        ENTRA_CLIENT_ID: '',
        ENTRA_TENANT_ID: '',
        EMBED_PROVIDER: 'local',
        DATABASE_URL: '',
        // Every sign-in run signs in for real: the production limit (30/min) would refuse some.
        LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${viewer}`;
  const ready = (async () => {
    for (const deadline = Date.now() + 240_000; Date.now() < deadline; ) {
      if (child.exitCode !== null) throw new Error(`the ${build.key} stack stopped:\n${output}`);
      try {
        if ((await fetch(`${url}/`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the ${build.key} stack did not start within 4 minutes:\n${output}`);
  })();
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, ready, stop };
}

/**
 * Records, in the viewer's window, the wall-clock time of each `rendered` event a report frame
 * posts (and the /ready of each frame, for the notes).
 */
const recordRendered = () => {
  // In the sign-in window: the moment it goes away, in the viewer's window (its last page, msal's redirect
  // bridge, has the viewer's origin). The end of sign-in is read there, on the page's clock.
  if (window.opener)
    window.addEventListener('pagehide', () => {
      try {
        window.opener.__signInClosedAt = Date.now();
      } catch {
        // Another origin (the identity provider's page): not the last one.
      }
    });
  if (window !== window.top) return;
  window.__rendered = [];
  window.addEventListener('message', (event) => {
    const url = event.data?.url;
    if (typeof url === 'string' && /^\/reports\/[^/]+\/events\/rendered$/.test(url)) window.__rendered.push(Date.now());
  });
};

/** The first `rendered` recorded at or after `since` (wall clock), waiting for it. */
async function renderedAfter(page, since) {
  try {
    const handle = await page.waitForFunction((t0) => (window.__rendered ?? []).find((t) => t >= t0), since, {
      timeout: 30_000,
      polling: 20,
    });
    return handle.jsonValue();
  } catch (error) {
    // What the report frames say of themselves (fake-frame's state), for a frame that never answered.
    const frames = await Promise.all(
      page
        .frames()
        .filter((frame) => frame.url().includes('Embed'))
        .map((frame) =>
          frame
            .evaluate(() => {
              const state = window.fakeFrame?.state;
              return `${location.search} phase=${state?.phase} report=${state?.config?.id} error=${state?.lastError?.message}`;
            })
            .catch((e) => `unreadable: ${e.message.split('\n')[0]}`),
        ),
    );
    const rendered = await page.evaluate(() => window.__rendered).catch(() => 'unreadable');
    throw new Error(
      `no rendered within 30 s at ${page.url()}: ${error.message.split('\n')[0]}\n  rendered seen: ${JSON.stringify(
        rendered,
      )}\n  frames: ${frames.join('\n          ') || 'none'}\n  console: ${(page.__log ?? []).slice(-15).join('\n           ')}`,
      { cause: error },
    );
  }
}

/**
 * How much later than the sign-in window closed (on the page's clock) Node heard of it, per run, and the runs
 * whose report rendered in between: with Node's own clock as the start, as this bench first had it, those
 * renders came "before" the sign-in ended, and the run would fail with 'no rendered within 30 s' although the
 * frame had answered. (It did not explain the run of issue 26 item 5 that failed so: the lag stays under 100 ms
 * even with 12 busy threads; that frame had no script, as its server read it from a dist/ being rebuilt.)
 */
const signInLag = { lags: [], renderedWithin: 0 };

/**
 * Signs in through the local identity's real popup; resolves with the time its window closed, on the page's
 * clock (Node hears of the close later, by as much as the machine is busy: see `signInLag`).
 * `thinkMs`: the person's pause on the login screen and again in the sign-in window.
 */
async function signIn(page, url, thinkMs = 0) {
  await page.goto(`${url}/`);
  const button = page.getByRole('button', { name: 'Login with Microsoft' });
  await button.waitFor();
  await page.waitForTimeout(thinkMs);
  const popupOpened = page.waitForEvent('popup');
  await button.click();
  const popup = await popupOpened;
  const choice = popup.getByRole('button', { name: USERNAME });
  await choice.waitFor();
  await popup.waitForTimeout(thinkMs);
  const closed = popup.waitForEvent('close').then(() => Date.now());
  await choice.click();
  const heard = await closed;
  const { at, rendered } = await page.evaluate(() => ({ at: window.__signInClosedAt, rendered: window.__rendered }));
  if (typeof at !== 'number') return heard;
  signInLag.lags.push(heard - at);
  if (rendered.some((t) => t >= at && t < heard)) signInLag.renderedWithin += 1;
  return at;
}

async function newContext(browser, storageState) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  await context.addInitScript(recordRendered);
  // The pages' console (the viewer's and the frames'), for the diagnosis of a run that fails.
  context.on('page', (page) => {
    const began = Date.now();
    page.__log = [];
    page.on('console', (message) =>
      page.__log.push(`+${Date.now() - began} ms ${message.type()}: ${message.text().slice(0, 300)}`),
    );
  });
  return context;
}

/**
 * One run of a scenario on a build; returns milliseconds. A run that fails (a timeout on a loaded
 * machine) is said, with where its page was, and made again, twice at most.
 */
async function runScenario(browser, stack, scenario, run, session) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runScenarioOnce(browser, stack, scenario, run, session);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${scenario} run ${run} on ${stack.build.key} failed (${error.message.split('\n')[0]}); again`);
    }
  }
}

async function runScenarioOnce(browser, stack, scenario, run, session) {
  if (scenario === 'signIn') {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const t0 = await signIn(page, stack.url, THINK_MS);
      return (await renderedAfter(page, t0)) - t0;
    } finally {
      await context.close();
    }
  }
  if (scenario === 'link') {
    const context = await newContext(browser, session);
    try {
      const page = await context.newPage();
      // Another page (not the viewer's) with a link to a dashboard.
      const target = `${stack.url}/dashboard/${stack.reportIds[run % stack.reportIds.length]}`;
      await page.setContent(`<a id="bench-link" href="${target}">Open the dashboard</a>`);
      const t0 = await page.evaluate(() => {
        const t = Date.now();
        document.getElementById('bench-link').click();
        return t;
      });
      await page.waitForURL(/\/dashboard\//);
      return (await renderedAfter(page, t0)) - t0;
    } finally {
      await context.close();
    }
  }
  // switch: one page per build, kept across runs; each run clicks the next dashboard.
  const page = stack.switchPage;
  const next = (stack.switched = ((stack.switched ?? 0) + 1) % stack.reportIds.length);
  const t0 = await page.evaluate((index) => {
    const links = document.querySelectorAll('nav a[href^="/dashboard/"]');
    const t = Date.now();
    /** @type {HTMLElement} */ (links[index]).click();
    return t;
  }, next);
  return (await renderedAfter(page, t0)) - t0;
}

/**
 * Starts a stack, again (up to three times, 10 s apart) when it stops while starting: on a machine
 * where someone rebuilds the libraries meanwhile, the viewer's build can miss a file for a moment.
 */
async function startStackReady(build, cleanup) {
  for (let attempt = 1; ; attempt++) {
    const stack = startStack(build);
    try {
      await stack.ready;
      cleanup.push(stack.stop);
      // Filled in once signed in: the dashboards' ids, the session, the page of the switch runs.
      return { build, ...stack, reportIds: [], session: undefined, switchPage: undefined, switched: 0 };
    } catch (error) {
      await stack.stop();
      if (attempt === 3) throw error;
      console.log(`  the ${build.key} stack stopped while starting; again in 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
  }
}

const cleanup = [];
let browser;
try {
  console.log(
    `bench:viewer — ${RUNS} runs per scenario and build; boot cost 1,200 / 400 / 300 ms; think time ${THINK_MS} ms; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log('Starting two local stacks (each builds the viewer)…');
  const stacks = await Promise.all(BUILDS.map((build) => startStackReady(build, cleanup)));
  browser = await chromium.launch(await loadLaunchOptions());

  // One real sign-in per build gives the session of the link and switch runs.
  for (const stack of stacks) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, stack.url);
    await page.waitForURL(/\/dashboard/);
    await renderedAfter(page, 0);
    stack.reportIds = await page.evaluate(() =>
      [...document.querySelectorAll('nav a[href^="/dashboard/"]')].map((a) => a.getAttribute('href').split('/').pop()),
    );
    stack.session = await context.storageState();
    await context.close();
    const switchContext = await newContext(browser, stack.session);
    cleanup.push(() => switchContext.close());
    stack.switchPage = await switchContext.newPage();
    await stack.switchPage.goto(`${stack.url}/dashboard/${stack.reportIds[0]}`);
    await renderedAfter(stack.switchPage, 0);
  }

  const results = Object.fromEntries(
    BUILDS.map((build) => [build.key, Object.fromEntries(SCENARIOS.map((s) => [s.key, []]))]),
  );
  for (const scenario of SCENARIOS) {
    // One warm-up run each (not counted), then the builds in turns, the order alternating.
    for (const stack of stacks) await runScenario(browser, stack, scenario.key, RUNS, stack.session);
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 === 0 ? stacks : [...stacks].reverse();
      for (const stack of order) {
        results[stack.build.key][scenario.key].push(
          await runScenario(browser, stack, scenario.key, run, stack.session),
        );
      }
    }
    process.stdout.write(`  ${scenario.title}: done\n`);
  }

  const rows = SCENARIOS.map((scenario) => {
    const now = results.new[scenario.key];
    const before = results.baseline[scenario.key];
    return [
      scenario.title,
      fixed(median(before)),
      fixed(quantile(before, 0.95)),
      fixed(median(now)),
      fixed(quantile(now, 0.95)),
      times(median(now) / median(before)),
      times(quantile(now, 0.95) / quantile(before, 0.95)),
    ];
  });
  printTable(
    `Time to the report (ms), ${RUNS} runs each, boot cost on`,
    ['scenario', 'baseline median', 'baseline p95', 'new median', 'new p95', 'median ratio', 'p95 ratio'],
    rows,
  );
  const ratio = (key) => median(results.new[key]) / median(results.baseline[key]);
  const goal = (text, value, limit) =>
    console.log(`${value <= limit ? 'met    ' : 'not met'}  ${text}: ${times(value)} (goal ≤ ${limit}×)`);
  console.log('');
  goal('first report after a link click, median', ratio('link'), 0.65);
  goal('first report after sign-in, median', ratio('signIn'), 0.65);
  goal('sidebar switch, median', ratio('switch'), 0.5);
  if (signInLag.lags.length) {
    console.log(
      `Node heard of the sign-in window's close ${fixed(median(signInLag.lags))} ms (median) and up to ${fixed(
        Math.max(...signInLag.lags),
      )} ms after it closed; ${signInLag.renderedWithin} of ${signInLag.lags.length} sign-ins rendered in between.`,
    );
  }
  console.log(`\n${((performance.now() - began) / 1000).toFixed(0)} s`);
} finally {
  await browser?.close();
  for (const stop of cleanup.reverse()) await stop();
}
