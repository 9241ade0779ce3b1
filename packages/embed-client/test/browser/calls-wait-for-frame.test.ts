/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * Calls made right after `embed` wait for their frame (T-READY): a request made before the
 * iframe's `load` is held and posted right after the load; the frame receives what it receives
 * when the app waits for `loaded` (compared with powerbi-client's messages for the waiting app).
 * The frame is held back by intercepting its document request: it loads when the test lets it.
 */
import type { Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMISSIONS_FILTER } from '@org/test-harness';
import { appRequests, hostRequests, inBothClients, withoutIds } from './support/conformance';
import { buildSeamScript } from './support/factory-seam';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();

/** The quick start's calls: the pages, the second page made active, a filter set. */
const QUICK_START_CALLS = async (report: any, filter: unknown) => {
  const pages = await report.getPages();
  await report.setPage(pages[1].name);
  await report.setFilters([filter]);
  return pages.map((page: any) => page.name);
};

/** Holds the embed frame's document request until `release()`: until then the iframe does not load. */
async function holdFrame(host: HostPage): Promise<{ held: Promise<void>; release(): Promise<void> }> {
  let route: Route | undefined;
  let seen!: () => void;
  const held = new Promise<void>((resolve) => (seen = resolve));
  await host.page.route('**/reportEmbed*', (r) => {
    route = r;
    seen();
  });
  return {
    held,
    async release() {
      await held;
      await route!.continue();
    },
  };
}

/**
 * After an embed with a token provider whose first token is held (`t.vars.give`, `t.vars.loaded` and the
 * pending `t.vars.pages` of a `getPages()` in the page): the frame has loaded but nothing is posted, since the
 * load waits for the token and the call for the load; once the token is given, the load, then the call.
 */
async function expectCallWaitsForFirstToken(host: HostPage): Promise<void> {
  const sent = async () =>
    (await host.normalizedTrace()).filter((m: any) => m.data?.method).map((m: any) => m.data.url);
  expect(await sent()).toEqual([]);
  const pages = await host.run(async (_pbi, _powerbi, _a, t) => {
    t.vars.give('TOKEN-0');
    await t.vars.loaded;
    return t.vars.pages;
  });
  expect(pages).toBe(3);
  expect(await sent()).toEqual(['/report/load', '/report/pages']);
}

describe('calls wait for their frame', { timeout: 60_000 }, () => {
  // As an app embeds (the quick start), and as the viewer warms up: bootstrap, then embed before the iframe has loaded.
  for (const bootstrap of [false, true]) {
    it(`[T-READY-02] calls made right after ${bootstrap ? 'bootstrap and embed' : 'embed'} reach the frame as powerbi-client sends them for an app that waits for loaded`, async () => {
      const runs = await inBothClients(h, (host) =>
        host.run(
          async (_pbi, powerbi, { embedUrl, filter, client, calls, bootstrap }, t) => {
            const el = t.container();
            // Hang guards only (the test's own timeout is the bound): a busy machine may take seconds.
            const rendered = t.nextEvent(el, 'rendered', 55_000);
            const loaded = t.nextEvent(el, 'loaded', 55_000);
            if (bootstrap) powerbi.bootstrap(el, { type: 'report', embedUrl });
            const report = powerbi.embed(el, {
              type: 'report',
              id: 'R1',
              embedUrl,
              accessToken: 'TOKEN-0',
              tokenType: 1,
            });
            // The reference's app has to wait for `loaded`; ours calls at once, as the README's quick start does.
            if (client === 'reference') await loaded;
            const names = await (0, eval)(`(${calls})`)(report, filter);
            await rendered;
            return names;
          },
          {
            embedUrl: h.embedUrl(),
            filter: ADMISSIONS_FILTER,
            client: host.client,
            calls: QUICK_START_CALLS.toString(),
            bootstrap,
          },
        ),
      );
      const [ours, reference] = [runs.ours.traces[0], runs.reference.traces[0]];
      expect(appRequests(ours), 'the requests, in order').toEqual(appRequests(reference));
      expect(withoutIds(ours).sort(), 'every message the frame received').toEqual(withoutIds(reference).sort());
      expect(hostRequests(ours).map((line) => JSON.parse(line).data.url)).toContain('/frontload/config');
      expect(appRequests(ours).map((line) => JSON.parse(line).data.url)).toEqual([
        '/report/load',
        '/report/pages',
        '/report/pages/active',
        '/report/filters',
      ]);
      expect(runs.ours.result, 'what the calls returned').toEqual(runs.reference.result);
      expect(runs.ours.pageErrors).toEqual([]);
      // Nothing was posted to the iframe's about:blank (Chromium logs each such post).
      expect(runs.ours.consoleMessages.filter((m) => m.includes('postMessage'))).toEqual([]);
    });
  }

  it('[T-READY-01] a call made before the frame has loaded is posted once it has, and answered', async () => {
    const host = await h.openHost('ours');
    try {
      const frame = await holdFrame(host);
      await host.run(
        (_pbi, powerbi, { embedUrl, filter, calls }, t) => {
          const el = t.container();
          t.vars.rendered = t.nextEvent(el, 'rendered', 55_000); // a hang guard only
          const report = powerbi.embed(el, {
            type: 'report',
            id: 'R1',
            embedUrl,
            accessToken: 'TOKEN-0',
            tokenType: 1,
          });
          t.vars.state = 'pending';
          (0, eval)(`(${calls})`)(report, filter).then(
            (names: string[]) => (t.vars.state = { names }),
            (error: any) => (t.vars.state = { error: `${error?.name}: ${error?.message}` }),
          );
        },
        { embedUrl: h.embedUrl(), filter: ADMISSIONS_FILTER, calls: QUICK_START_CALLS.toString() },
      );
      await frame.held;
      // The iframe is still loading (its document is held): the call waits, counted as pending.
      expect(
        await host.run((_pbi, powerbi, _a, t) => ({ state: t.vars.state, pending: powerbi.wpmp.pendingCount })),
      ).toEqual({
        state: 'pending',
        pending: 1,
      });
      await frame.release();
      await host.run((_pbi, _powerbi, _a, t) => t.vars.rendered);
      await host.settle();
      expect(await host.run((_pbi, _powerbi, _a, t) => t.vars.state)).toEqual({
        names: ['ReportSection1', 'ReportSection2', 'ReportSection3'],
      });
      const urls = (await host.normalizedTrace()).filter((m: any) => m.data?.method).map((m: any) => m.data.url);
      expect(urls).toEqual([
        '/frontload/config',
        '/report/load',
        '/report/pages',
        '/report/pages/active',
        '/report/filters',
      ]);
      expect(host.consoleMessages.filter((m) => m.includes('postMessage'))).toEqual([]);
      expect(host.pageErrors).toEqual([]);
    } finally {
      await host.close();
    }
  });

  it('[T-READY-02] with a token provider, a call made right after embed waits for the load its first token sends', async () => {
    const host = await h.openHost('ours');
    try {
      await host.run(
        async (_pbi, powerbi, { embedUrl }, t) => {
          const el = t.container();
          t.vars.loaded = t.nextEvent(el, 'loaded', 55_000); // a hang guard only
          const report = powerbi.embed(el, {
            type: 'report',
            id: 'R1',
            embedUrl,
            tokenProvider: () => new Promise((resolve) => (t.vars.give = resolve)),
          });
          t.vars.pages = report.getPages().then((pages: any[]) => pages.length);
          // The SDK's own load listener was added first: once this one runs, the iframe's load was handled.
          await new Promise((resolve) => report.iframe.addEventListener('load', resolve, { once: true }));
        },
        { embedUrl: h.embedUrl() },
      );
      await expectCallWaitsForFirstToken(host);
    } finally {
      await host.close();
    }
  });

  it('[T-READY-02] embedding with a token provider into a bootstrapped frame that has loaded: a call waits for the load the first token sends', async () => {
    const host = await h.openHost('ours');
    try {
      await host.run(
        async (_pbi, powerbi, { embedUrl }, t) => {
          const el = t.container();
          const frame = powerbi.bootstrap(el, { type: 'report', embedUrl }).iframe;
          await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
          t.vars.loaded = t.nextEvent(el, 'loaded', 55_000); // a hang guard only
          const report = powerbi.embed(el, {
            type: 'report',
            id: 'R1',
            embedUrl,
            tokenProvider: () => new Promise((resolve) => (t.vars.give = resolve)),
          });
          t.vars.pages = report.getPages().then((pages: any[]) => pages.length);
        },
        { embedUrl: h.embedUrl() },
      );
      await expectCallWaitsForFirstToken(host);
    } finally {
      await host.close();
    }
  });

  it('[T-READY-01] a call whose frame never loads rejects at its deadline with the timeout rejection, nothing posted', async () => {
    const host = await h.openHost('ours');
    try {
      await holdFrame(host); // never released: the iframe never loads
      const result = await host.run(
        async (pbi, _powerbi, { embedUrl }, t) => {
          const service = new pbi.Service({ requestTimeout: 300 });
          const report = service.embed(t.container(), {
            type: 'report',
            id: 'R1',
            embedUrl,
            accessToken: 'TOKEN-0',
            tokenType: 1,
          });
          const pages = report.getPages().then(
            () => 'resolved',
            (error: any) => ({ name: error?.name, code: error?.code, message: error?.message }),
          );
          const heldPending = service.wpmp.pendingCount;
          return { outcome: await pages, heldPending, pendingAfter: service.wpmp.pendingCount };
        },
        { embedUrl: h.embedUrl() },
      );
      expect(result).toEqual({
        outcome: {
          name: 'EmbedError',
          code: 'RequestTimeout',
          message: 'GET /report/pages got no answer within 300 ms.',
        },
        heldPending: 1,
        pendingAfter: 0,
      });
      // Held, not posted: the iframe's about:blank received nothing (Chromium logs each such post).
      expect(host.consoleMessages.filter((m) => m.includes('postMessage'))).toEqual([]);
    } finally {
      await host.close();
    }
  });

  describe('reset while a call is held', () => {
    let seamScript: string;
    beforeAll(async () => {
      seamScript = await buildSeamScript();
    }, 60_000);

    // Our proxy holds the call (it is the only code that posts); with Microsoft's wire libraries the
    // call is posted at once to the iframe's about:blank, as by powerbi-client, and reset cannot settle it.
    for (const way of ['own', 'msWire'] as const) {
      const title =
        way === 'own'
          ? '[T-READY-03] rejects it at once with EmbedReset, and it was never posted (our factories)'
          : "with Microsoft's wire libraries it is posted at once, as by powerbi-client: reset cannot settle it";
      it(title, async () => {
        const host = await h.openHost('ours', { script: seamScript });
        try {
          await holdFrame(host);
          const result = await host.run(
            async (pbi, _powerbi, { embedUrl, way }, t) => {
              const f = way === 'own' ? pbi.factories : (window as any).seam.msFactories();
              const service = new pbi.service.Service(f.hpmFactory, f.wpmpFactory, f.routerFactory);
              const el = t.container();
              const report = service.embed(el, {
                type: 'report',
                id: 'R1',
                embedUrl,
                accessToken: 'TOKEN-0',
                tokenType: 1,
              });
              const describe = (error: any) => ({ name: error?.name, code: error?.code, message: error?.message });
              const held = report.getPages().then(() => 'resolved', describe);
              service.reset(el);
              // "At once": settled before any task runs, with no frame and no timer involved.
              const outcome = await Promise.race([held, new Promise((r) => setTimeout(() => r('still pending'), 0))]);
              const after = await report.getPages().then(() => 'resolved', describe);
              return { outcome, after: after.code, pending: service.wpmp.pendingCount ?? 0 };
            },
            { embedUrl: h.embedUrl(), way },
          );
          expect(result).toEqual({
            outcome:
              way === 'own'
                ? { name: 'EmbedError', code: 'EmbedReset', message: 'The embed was reset before the frame answered.' }
                : 'still pending',
            // A call after reset is not held: it fails at once, as before.
            after: 'PostFailed',
            pending: 0,
          });
          // Held, it was never posted to the iframe's about:blank (Chromium logs each such post).
          if (way === 'own') expect(host.consoleMessages.filter((m) => m.includes('postMessage'))).toEqual([]);
        } finally {
          await host.close();
        }
      });
    }
  });
});
