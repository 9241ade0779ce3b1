import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHAOS_ROOT, inCiSet, SDK_SEEDS } from './support/chaos-env.ts';
import { failureReport } from './support/failure-report.ts';
import { applyFrameFaults } from './support/frame-faults.ts';
import { describeSdkPlan, SDK_REPORTS, sdkPlan, type SdkAction } from './support/sdk-plan.ts';
import { startSdkHost, type SdkHost } from './support/sdk-host.ts';

// The SDK under seeded timing chaos (T-CHAOS-01): `powerbi.embed` on a div (embeds, switches, resets
// and calls before `loaded`), a `<pbi-report>` switched by its attributes and an `<EmbedComponent>`
// rendered again with other reports' configs, with the frame slow to
// boot and to answer and the CPU throttled. After each sequence: every promise the sequence made has
// settled [T-READY], no unhandled rejection, and each host's frame shows the report of its last
// config [T-LATEST], read from inside the frame.

/** A hang guard: a promise not settled by then waits for nothing that will come. */
const SETTLE_BOUND_MS = 60_000;

let frameServer: { url: string; origin: string; close(): Promise<void> };
let host: SdkHost;

test.beforeAll(async () => {
  const serverModule = path.join(CHAOS_ROOT, 'packages', 'fake-frame', 'dist', 'server.js');
  const { startFakeFrameServer } = (await import(pathToFileURL(serverModule).href)) as {
    startFakeFrameServer(options: { host: string; port: number }): Promise<typeof frameServer>;
  };
  frameServer = await startFakeFrameServer({ host: 'localhost', port: 0 });
  host = await startSdkHost();
});

test.afterAll(async () => {
  await frameServer?.close();
  await host?.close();
});

/** Runs the actions in the page; each promise the SDK hands back is tracked in `window.__chaosCalls`. */
async function runActions(page: Page, actions: SdkAction[], frameUrl: string): Promise<void> {
  await page.evaluate(
    async ({ actions, reports, frameUrl }) => {
      type Tracked = { name: string; settled: boolean; outcome?: string };
      type Embed = Record<string, (...args: unknown[]) => Promise<unknown>>;
      const w = window as unknown as {
        powerbi: { embed(el: HTMLElement, config: object): Embed; reset(el: HTMLElement): void };
        __chaosCalls: Tracked[];
        chaosReact: { render(config: object): void };
      };
      w.__chaosCalls = [];
      const track = (name: string, promise: Promise<unknown>) => {
        const entry: Tracked = { name, settled: false };
        w.__chaosCalls.push(entry);
        promise.then(
          () => Object.assign(entry, { settled: true, outcome: 'resolved' }),
          (error: unknown) =>
            Object.assign(entry, {
              settled: true,
              outcome: `rejected: ${(error as { message?: string })?.message ?? JSON.stringify(error)}`,
            }),
        );
      };
      const hostElement = document.getElementById('host')!;
      const config = (id: string) => ({
        type: 'report',
        id,
        embedUrl: `${frameUrl}?reportId=${encodeURIComponent(id)}`,
        accessToken: 'chaos-embed-token',
        tokenType: 1,
      });
      let current: Embed | undefined;
      let element: HTMLElement | undefined;
      for (const [i, action] of actions.entries()) {
        const label = `${i + 1}. ${action.kind}`;
        if (action.kind === 'embed') current = w.powerbi.embed(hostElement, config(reports[action.report]));
        if (action.kind === 'reset') {
          w.powerbi.reset(hostElement);
          current = undefined;
        }
        if (action.kind === 'call' && current) {
          const args = action.call === 'updateSettings' ? [{ filterPaneEnabled: false }] : [];
          track(`${label} report.${action.call}()`, current[action.call](...args));
        }
        if (action.kind === 'element') {
          const id = reports[action.report];
          if (!element) {
            element = document.createElement('pbi-report');
            element.style.display = 'block';
            element.style.height = '300px';
            element.setAttribute('token-type', 'embed');
            element.setAttribute('access-token', 'chaos-embed-token');
          }
          element.setAttribute('report-id', id);
          element.setAttribute('embed-url', `${frameUrl}?reportId=${encodeURIComponent(id)}`);
          if (!element.isConnected) document.getElementById('element-host')!.append(element);
        }
        if (action.kind === 'component') {
          w.chaosReact.render(config(reports[action.report]));
          await new Promise((resolve) => setTimeout(resolve, action.afterMs));
        }
        if (action.kind === 'gap') await new Promise((resolve) => setTimeout(resolve, action.ms));
      }
    },
    { actions, reports: SDK_REPORTS, frameUrl },
  );
}

/** `<report id>/<phase>` from inside the frame under `selector`, or why there is none. */
async function frameShows(page: Page, selector: string): Promise<string> {
  const element = await page.$(selector);
  if (!element) return 'no frame';
  const frame = await element.contentFrame();
  if (!frame) return 'no frame document';
  return frame
    .evaluate(() => {
      const fake = (window as unknown as { fakeFrame?: { state: { config?: { id?: string }; phase: string } } })
        .fakeFrame;
      return fake ? `${String(fake.state.config?.id)}/${fake.state.phase}` : 'frame not started';
    })
    .catch(() => 'frame navigating');
}

for (const seed of SDK_SEEDS) {
  test(`[T-CHAOS-01]${inCiSet('sdk', seed) ? ' [T-CHAOS-02]' : ''} SDK sequence, seed ${seed}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const plan = sdkPlan(seed);
    const context = await browser.newContext();
    await applyFrameFaults(context, frameServer.origin, {
      delayMs: plan.frameDelayMs,
      bootMs: plan.frameBootMs,
      hangLoads: 0,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    await page.addInitScript(() => {
      window.addEventListener('unhandledrejection', (event) => {
        const list = ((window as unknown as { __chaosRejections?: string[] }).__chaosRejections ??= []);
        list.push(String((event.reason as { message?: string })?.message ?? event.reason));
      });
    });
    const violations: string[] = [];
    try {
      await page.goto(host.origin);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: plan.cpuRate });
      await runActions(page, plan.actions, frameServer.url);

      const pending = () =>
        page.evaluate(() =>
          (window as unknown as { __chaosCalls: { name: string; settled: boolean }[] }).__chaosCalls
            .filter((c) => !c.settled)
            .map((c) => c.name),
        );
      const settled = await expect
        .poll(pending, { timeout: SETTLE_BOUND_MS })
        .toEqual([])
        .then(
          () => true,
          () => false,
        );
      if (!settled) violations.push(`promises never settled [T-READY]: ${(await pending()).join(', ')}`);

      const lastOf = (kinds: SdkAction['kind'][]) => plan.actions.filter((a) => kinds.includes(a.kind)).at(-1);
      /** Waits until the frame under `selector` shows `want`; what it shows when it never does. */
      const shownInstead = (selector: string, want: string) =>
        expect
          .poll(() => frameShows(page, selector), { timeout: SETTLE_BOUND_MS })
          .toBe(want)
          .then(
            () => undefined,
            () => frameShows(page, selector),
          );
      const hostLast = lastOf(['embed', 'reset']);
      const expected = hostLast?.kind === 'embed' ? `${SDK_REPORTS[hostLast.report]}/rendered` : 'no frame';
      const hostShows = await shownInstead('#host iframe', expected);
      if (hostShows !== undefined) {
        violations.push(`powerbi.embed's host shows ${hostShows}, not its last config's ${expected} [T-LATEST]`);
      }
      // The element and the component: each frame shows its last report.
      for (const [kind, selector, what] of [
        ['element', 'pbi-report iframe', '<pbi-report>'],
        ['component', '#react-host iframe', '<EmbedComponent>'],
      ] as const) {
        const last = lastOf([kind]);
        if (last?.kind !== kind) continue;
        const want = `${SDK_REPORTS[last.report]}/rendered`;
        const shows = await shownInstead(selector, want);
        if (shows !== undefined) violations.push(`${what} shows ${shows}, not its last config's ${want} [T-LATEST]`);
      }
      const rejections = await page.evaluate(
        () => (window as unknown as { __chaosRejections?: string[] }).__chaosRejections ?? [],
      );
      for (const r of rejections) violations.push(`unhandled rejection: ${r}`);
    } catch (error) {
      violations.push(`the sequence could not go on: ${(error as Error).message.split('\n')[0]}`);
    }
    for (const e of errors) violations.push(`page error: ${e}`);
    await context.close();
    if (violations.length) {
      const message = failureReport('sdk', seed, describeSdkPlan(plan), violations);
      console.log(message);
      throw new Error(message);
    }
  });
}
