/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * The factory seam: `new service.Service(hpmFactory, wpmpFactory, routerFactory, config)` built
 * three ways, each run on powerbi-client 2.22.4 and on ours in Chromium:
 * 1. our own factories (`pbi.factories`, passed explicitly), against the fake frame at another site;
 * 2. Microsoft's window-post-message-proxy 0.2.9, http-post-message 0.2.5 and powerbi-router 0.1.5
 *    from npm as factories, against the fake frame: the frame must receive the same messages;
 * 3. test doubles as a test suite writes them (a recording HPM double, a wpmpFactory returning
 *    null, a recording router double): the doubles must see the same calls with the same
 *    arguments, and nothing may reach the frames except through them.
 * Plus: on/off over a foreign router, eventSourceOverrideWindow, and non-promise returns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientPair, expectSameWire, inBothClients } from './support/conformance';
import { dedupeReplies } from './support/conformance';
import { buildSeamScript, SeamPair, withoutRepeatedReplies } from './support/factory-seam';
import type { HpmCall } from './support/factory-seam-page';
import { setUpHarness, type HostPage, type Scenario } from './support/harness';
import { normalizeTrace, traceLines } from './support/normalize-trace';
import type { HostTools } from '@org/test-harness/page/host-tools';
import { ADMISSIONS_FILTER, embedAndWait, reportScenarios } from './support/report-scenarios';

const h = setUpHarness();
const { reportUrl, reportConfig } = reportScenarios(h);

let script = '';
beforeAll(async () => {
  script = await buildSeamScript();
}, 60_000);

/** Ways 1 and 2: whose factories the Service is built from. */
type Way = 'own' | 'msWire';
const WAYS: [Way, string][] = [
  ['own', 'our own factories (pbi.factories)'],
  ['msWire', "Microsoft's wire libraries from npm"],
];

/** Builds a Service from the factories of `way` in the page (kept in `t.vars.service`), and says what it holds. */
const buildService: Scenario<Record<string, boolean>, Way> = (pbi, _powerbi, way, t): Record<string, boolean> => {
  const seam = (window as any).seam;
  const f = way === 'own' ? pbi.factories : seam.msFactories();
  const service = (t.vars.service = new pbi.service.Service(f.hpmFactory, f.wpmpFactory, f.routerFactory));
  const wire = (window as any).msWire;
  return way === 'msWire'
    ? {
        hpmIsMicrosofts: service.hpm instanceof wire.HttpPostMessage,
        wpmpIsMicrosofts: service.wpmp instanceof wire.WindowPostMessageProxy,
        routerIsMicrosofts: service.router instanceof wire.Router,
      }
    : {};
};

/** Embeds `config` with the Service of `t.vars.service`, records its events, waits for `rendered`. */
const embedWithService: Scenario<unknown, Record<string, unknown>> = async (_pbi, _powerbi, config, t) => {
  const el = (t.vars.el = t.container());
  t.vars.events = t.recordEvents(el, ['loaded', 'rendered', 'pageChanged', 'dataSelected']);
  const rendered = t.nextEvent(el, 'rendered');
  t.vars.report = t.vars.service.embed(el, config);
  await rendered;
  return t.vars.events.map((e: any) => e.name);
};

describe.each(WAYS)(
  '[C-COMPAT-13] a Service built from %s, against the fake frame',
  { timeout: 60_000 },
  (way, label) => {
    const host = () => ({ script });

    it.concurrent(`[C-COMPAT-11] [C-COMPAT-13] embeds a report cross-site and receives loaded and rendered (${way})`, async () => {
      const runs = await inBothClients(
        h,
        async (page) => {
          const holds = await page.run(buildService, way);
          const events = await page.run(embedWithService, reportConfig());
          return { holds, events };
        },
        { host, dedupeReplies: true },
      );
      expectSameWire(runs);
      expect(runs.ours.raw.events, `${label}: events raised on the container`).toEqual(['loaded', 'rendered']);
      if (way === 'msWire') {
        expect(runs.ours.raw.holds).toEqual({
          hpmIsMicrosofts: true,
          wpmpIsMicrosofts: true,
          routerIsMicrosofts: true,
        });
      }
    });

    it.concurrent(`[C-COMPAT-13] answers hooks: accessTokenProvider and applicationContextProvider 200, none 404, a throwing one 400 (${way})`, async () => {
      const runs = await inBothClients(
        h,
        async (page) => {
          await page.run(buildService, way);
          await page.run(
            async (_pbi, _powerbi, config, t) => {
              const calls: unknown[] = (t.vars.hookCalls = []);
              const hooks = [
                {
                  accessTokenProvider: async (body: any) => {
                    calls.push({
                      hook: 'newAccessToken',
                      reason: body.reason,
                      hasReport: body.report === t.vars.reports[0],
                    });
                    await t.sleep(10);
                    return 'TOKEN-FROM-PROVIDER';
                  },
                  applicationContextProvider: (body: any) => {
                    calls.push({ hook: 'preQuery', hasReport: body.report === t.vars.reports[0] });
                    return { dataset: 'beds', filter: body.query };
                  },
                },
                undefined,
                {
                  accessTokenProvider: () => {
                    calls.push({ hook: 'newAccessToken (throws)' });
                    throw new Error('no token today');
                  },
                },
              ];
              t.vars.reports = [];
              const rendered = hooks.map((eventHooks) => {
                const el = t.container();
                const done = t.nextEvent(el, 'rendered');
                t.vars.reports.push(t.vars.service.embed(el, { ...config, eventHooks }));
                return done;
              });
              await Promise.all(rendered);
            },
            reportConfig(reportUrl(), { tokenType: 0 }),
          );
          await page.settle();
          const ask = async (frame: number, hook: string, body?: unknown) =>
            page.frameRequest(frame, {
              method: 'POST',
              url: `/reports/${await page.frameUid(frame)}/eventHooks/${hook}`,
              body,
            });
          const replies = [
            await ask(0, 'newAccessToken', { reason: 'expiring' }),
            await ask(0, 'preQuery', { query: 'admissions' }),
            await ask(1, 'newAccessToken', {}),
            await ask(1, 'preQuery', { query: 'q' }),
            await ask(1, 'somethingElse', {}),
            await ask(2, 'newAccessToken', {}),
          ];
          const calls = await page.run((_pbi, _p, _a, t) => t.vars.hookCalls);
          return { replies, calls };
        },
        { host, dedupeReplies: true },
      );
      expectSameWire(runs);
      const statuses = (runs.ours.raw.replies as any[]).map((r) => [r.statusCode, r.body]);
      expect(statuses).toEqual([
        [200, 'TOKEN-FROM-PROVIDER'],
        [200, { dataset: 'beds', filter: 'admissions' }],
        [404, null],
        [404, null],
        [200, null],
        [400, null],
      ]);
    });

    it.concurrent(`[C-COMPAT-14] on and off work over this router: delivered after on, not after off(name, handler) or off(name); reset does not throw (${way})`, async () => {
      const runs = await inBothClients(
        h,
        async (page) => {
          await page.run(buildService, way);
          await page.run(embedWithService, reportConfig());
          await page.settle();
          const uid = await page.frameUid();
          const post = (n: number) =>
            page.frameRequest(0, { method: 'POST', url: `/reports/${uid}/events/dataSelected`, body: { n } });
          const outcomes: unknown[] = [];
          const run = async (fn: Scenario<unknown>) => outcomes.push(await page.run(fn));
          await run((_pbi, _p, _a, t) => {
            t.vars.seen = [];
            t.vars.handler = (e: any) => t.vars.seen.push(e.detail.n);
            return t.outcome(Promise.resolve().then(() => t.vars.report.on('dataSelected', t.vars.handler)));
          });
          const replies = [await post(1)];
          await run((_pbi, _p, _a, t) =>
            t.outcome(Promise.resolve().then(() => t.vars.report.off('dataSelected', t.vars.handler))),
          );
          replies.push(await post(2));
          await run((_pbi, _p, _a, t) =>
            t.outcome(
              Promise.resolve().then(() => {
                t.vars.report.on('dataSelected', t.vars.handler);
                t.vars.report.off('dataSelected');
              }),
            ),
          );
          replies.push(await post(3));
          const seen = await page.run((_pbi, _p, _a, t) => t.vars.seen);
          // Read the trace before reset removes the frame.
          const trace = traceLines(normalizeTrace(await page.trace(0)));
          const reset = await page.run((_pbi, _p, _a, t) =>
            t.outcome(
              Promise.resolve().then(() => {
                t.vars.service.reset(t.vars.el);
                return t.vars.el.querySelectorAll('iframe').length;
              }),
            ),
          );
          return { outcomes, replies, seen, reset, trace };
        },
        { host, dedupeReplies: true },
      );
      // The frame was removed by reset: compare what it had received before (replies the reference's global Service repeated dropped).
      const [reference, ours] = [runs.reference.raw, runs.ours.raw].map(({ trace, ...rest }) => ({
        ...rest,
        trace: dedupeReplies(trace),
      }));
      expect(ours, 'what the calls returned and what the frame received').toEqual(reference);
      expect(runs.ours.pageErrors).toEqual([]);
      expect(runs.ours.raw.seen).toEqual([1]);
    });

    describe(`methods over one embed (${way})`, () => {
      let pair: ClientPair;
      beforeAll(async () => {
        pair = await ClientPair.open(h, { script });
        await Promise.all(Object.values(pair.hosts).map((page: HostPage) => page.run(buildService, way)));
      }, 60_000);
      afterAll(() => pair?.close());

      const call = async <A>(fn: Scenario<unknown, A>, arg?: A) => {
        const runs = withoutRepeatedReplies(await pair.step((page) => page.run(fn, arg)));
        expectSameWire(runs);
        return runs.ours.raw;
      };

      it(`[C-COMPAT-13] embeds the report both clients work on (${way})`, async () => {
        expect(await call(embedWithService, reportConfig())).toEqual(['loaded', 'rendered']);
      });

      it(`[C-COMPAT-13] getPages, setPage and the pageChanged event (${way})`, async () => {
        await call(async (_pbi, _p, _a, t) => {
          const pages = await t.vars.report.getPages();
          const changed = t.nextEvent<any>(t.vars.el, 'pageChanged');
          const outcome = await t.outcome(t.vars.report.setPage('ReportSection2'));
          const detail = await changed;
          return {
            pages: pages.map((p: any) => p.name),
            outcome,
            newPage: { name: detail.newPage.name, isActive: detail.newPage.isActive },
          };
        });
      });

      it(`[C-COMPAT-13] filters at report, page and visual level (${way})`, async () => {
        await call(async (pbi, _p, filter, t) => {
          const op = pbi.models.FiltersOperations.Replace;
          const page = t.vars.report.page('ReportSection1');
          const visuals = await page.getVisuals();
          return [
            await t.outcome(t.vars.report.updateFilters(op, [filter])),
            await t.outcome(page.setFilters([filter])),
            await t.outcome(visuals[0].getFilters()),
            visuals.map((v: any) => v.name),
          ];
        }, ADMISSIONS_FILTER);
      });

      it(`[C-COMPAT-13] settings, bookmarks, token, data export (${way})`, async () => {
        await call(async (pbi, _p, _a, t) => {
          const visuals = await t.vars.report.page('ReportSection1').getVisuals();
          return [
            await t.outcome(t.vars.report.updateSettings({ filterPaneEnabled: false })),
            await t.outcome(t.vars.report.bookmarksManager.getBookmarks()),
            await t.outcome(t.vars.report.setAccessToken('TOKEN-1')),
            await t.outcome(visuals[0].exportData(pbi.models.ExportDataType.Summarized, 10)),
          ];
        });
      });
    });
  },
);

/** One recorded HPM call, as the assertions read it. */
const urlOf = (call: HpmCall) => `${call.method.toUpperCase()} ${String(call.args[0])}`;

/** A step on the report embedded with the doubles: `fn(report, tools, pbi)`; returns its outcome and the HPM calls it made. */
type Step = (report: any, t: HostTools, pbi: any) => unknown;

const runStep: Scenario<{ outcome: unknown; calls: HpmCall[] }, string> = async (pbi, _powerbi, source, t) => {
  const seam = (window as any).seam;
  const d = t.vars.d;
  d.calls.splice(0);
  const fn = (0, eval)(`(${source})`);
  const outcome = await t.outcome(Promise.resolve().then(() => fn(t.vars.report, t, pbi)));
  await t.sleep(0);
  return { outcome: seam.summarize(outcome), calls: d.calls.splice(0) };
};

/** A fixed-uid config (so the doubles see no random value), its frame quiet (noReady) so that nothing is posted on its own. */
const fixed = (uniqueId: string, config: Record<string, unknown>): Record<string, unknown> => ({ ...config, uniqueId });

/** What {@link embedWithDoubles} reports: a throw, the iframe made, the HPM calls. */
interface Embedded {
  threw: string | null;
  iframe: string | null;
  calls: HpmCall[];
}

/** Embeds with the doubled Service: `service[method](container, config)`, then waits for the iframe's load. */
const embedWithDoubles: Scenario<Embedded, { method: string; config: Record<string, unknown> }> = async (
  _pbi,
  _powerbi,
  { method, config },
  t,
) => {
  const seam = (window as any).seam;
  const d = t.vars.d;
  d.calls.splice(0);
  const el = t.container();
  let threw: string | null = null;
  try {
    t.vars[config.uniqueId as string] = t.vars.service[method](el, config);
  } catch (error: any) {
    threw = String(error?.message ?? error);
  }
  t.vars.els ??= {};
  t.vars.els[config.uniqueId as string] = el;
  const iframe = el.querySelector('iframe');
  if (iframe) await t.nextEvent(iframe, 'load');
  await t.sleep(30);
  return { threw, iframe: iframe ? seam.describeWindow(iframe.contentWindow) : null, calls: d.calls.splice(0) };
};

describe('[C-COMPAT-12] a Service built from test doubles (an HPM double, a wpmpFactory returning null, a router double)', {
  timeout: 60_000,
}, () => {
  let pair: SeamPair;
  beforeAll(async () => {
    pair = await SeamPair.open(h, script);
  }, 60_000);
  afterAll(() => pair?.close());

  const url = (path: string, query: Record<string, string>) => h.embedUrl(path, { noReady: '1', ...query });
  const token = { accessToken: 'TOKEN-0', tokenType: 1 };
  const REPORT = () =>
    fixed('seam-report', {
      type: 'report',
      id: 'R1',
      embedUrl: url('/reportEmbed', { reportId: 'R1', groupId: 'G1' }),
      ...token,
    });

  it('[C-COMPAT-12] the constructor calls wpmpFactory, hpmFactory and routerFactory with the reference arguments, and does not throw', async () => {
    const results = await pair.same('factory calls and construction', (pbi, _p, _a, t) => {
      const seam = (window as any).seam;
      const d = (t.vars.d = seam.doubles());
      try {
        t.vars.service = new pbi.service.Service(d.hpmFactory, d.wpmpFactory, d.routerFactory);
      } catch (error: any) {
        return { threw: String(error?.message ?? error), factoryCalls: d.factoryCalls };
      }
      t.vars.routesAtConstruction = d.routes.slice();
      return { threw: null, factoryCalls: d.factoryCalls };
    });
    expect(results.reference.threw).toBeNull();
  });

  it('[C-COMPAT-11] [C-COMPAT-12] the router double gets the reference routes at construction (router.post, in order)', async () => {
    const results = await pair.run((_pbi, _p, _a, t) => t.vars.routesAtConstruction);
    expect(results.reference).toHaveLength(7);
    // Ours may register them later (when the first frame comes): that is a difference a test double sees.
    expect(results.ours, 'routes registered by the time the constructor returns').toEqual(results.reference);
  });

  it('[C-COMPAT-11] [C-COMPAT-12] embedding a report posts POST /report/load through the HPM double, to the iframe window', async () => {
    const results = await pair.same('the embed and the load', embedWithDoubles, {
      method: 'embed',
      config: REPORT(),
    });
    expect(results.reference.calls.map(urlOf)).toEqual(['POST /report/load']);
    expect(results.reference.calls[0].args[3]).toEqual({ window: 'iframe#0' });
    await pair.run((_pbi, _p, _a, t) => {
      t.vars.report = t.vars['seam-report'];
      t.vars.el = t.vars.els['seam-report'];
    });
  });

  it('[C-COMPAT-12] the router double then holds the event routes and the report hook route, in the reference order', async () => {
    await pair.same('routes after the embed', (_pbi, _p, _a, t) => t.vars.d.routes);
  });

  // Every public method that posts, on the report embedded above (protocol-facts §5; docs/wire-conformance.md).
  const STEPS: [string, Step][] = [
    ['save', (r) => r.save()],
    ['saveAs', (r) => r.saveAs({ name: 'Copy of admissions', targetWorkspaceId: 'W1' })],
    ['getCorrelationId', (r) => r.getCorrelationId()],
    ['setAccessToken', (r) => r.setAccessToken('TOKEN-1')],
    ['reload', async (r, t) => (await t.sleep(150), r.reload())],
    ['getPages', (r) => r.getPages()],
    ['getPageByName', (r) => r.getPageByName('ReportSection2')],
    ['getPageByName (unknown page)', (r) => r.getPageByName('NoSuchPage')],
    ['getActivePage', (r) => r.getActivePage()],
    ['addPage', (r) => r.addPage('Discharges')],
    ['renamePage', (r) => r.renamePage('ReportSection2', 'Beds')],
    ['deletePage', (r) => r.deletePage('ReportSection3')],
    ['setPage', (r) => r.setPage('ReportSection2')],
    ['getFilters', (r) => r.getFilters()],
    [
      'updateFilters',
      (r, _t, pbi) =>
        r.updateFilters(pbi.models.FiltersOperations.Replace, [
          {
            $schema: 'http://powerbi.com/product/schema#basic',
            target: { table: 'Admissions', column: 'Department' },
            operator: 'In',
            values: ['Cardiology'],
            filterType: 1,
          },
        ]),
    ],
    ['removeFilters', (r) => r.removeFilters()],
    [
      'setFilters',
      (r) =>
        r.setFilters([
          {
            $schema: 'http://powerbi.com/product/schema#basic',
            target: { table: 'Admissions', column: 'Ward' },
            operator: 'In',
            values: ['North'],
            filterType: 1,
          },
        ]),
    ],
    [
      'updateSettings',
      (r) => r.updateSettings({ filterPaneEnabled: false, panes: { pageNavigation: { visible: true } } }),
    ],
    ['applyTheme', (r) => r.applyTheme({ themeJson: { name: 'ward' } })],
    ['resetTheme', (r) => r.resetTheme()],
    ['getTheme', (r) => r.getTheme()],
    ['getZoom', (r) => r.getZoom()],
    ['setZoom', (r) => r.setZoom(1.25)],
    ['switchMode("edit")', (r) => r.switchMode('edit')],
    ['switchMode(ViewMode.View)', (r, _t, pbi) => r.switchMode(pbi.models.ViewMode.View)],
    ['refresh', (r) => r.refresh()],
    ['print', (r) => r.print()],
    ['isSaved', (r) => r.isSaved()],
    ['closeAllOverlays', (r) => r.closeAllOverlays()],
    ['clearSelectedVisuals(true)', (r) => r.clearSelectedVisuals(true)],
    ['clearSelectedVisuals()', (r) => r.clearSelectedVisuals()],
    ['savePersistentFilters', (r) => r.savePersistentFilters()],
    ['resetPersistentFilters', (r) => r.resetPersistentFilters()],
    ['arePersistentFiltersApplied', (r) => r.arePersistentFiltersApplied()],
    [
      'addContextMenuCommand',
      (r) => r.addContextMenuCommand('cmd1', 'Drill in', 'Drill in', undefined, 'VisualContainer1'),
    ],
    [
      'addOptionsMenuCommand',
      (r) => r.addOptionsMenuCommand('cmd2', 'Explain', 'Explain this', undefined, undefined, 'columnChart'),
    ],
    ['removeContextMenuCommand', (r) => r.removeContextMenuCommand('cmd1', 'Drill in')],
    ['removeOptionsMenuCommand', (r) => r.removeOptionsMenuCommand('cmd2', 'Explain this')],
    ['setVisualDisplayState', (r) => r.setVisualDisplayState('ReportSection1', 'VisualContainer1', 1)],
    ['resizeVisual', (r) => r.resizeVisual('ReportSection1', 'VisualContainer1', 400, 300)],
    ['moveVisual', (r) => r.moveVisual('ReportSection1', 'VisualContainer1', 5, 6)],
    ['resizeActivePage', (r, _t, pbi) => r.resizeActivePage(pbi.models.PageSizeType.Custom, 800, 600)],
    ['switchLayout', (r, _t, pbi) => r.switchLayout(pbi.models.LayoutType.Master)],
    ['page.getFilters', (r) => r.page('ReportSection1').getFilters()],
    [
      'page.updateFilters',
      (r, _t, pbi) =>
        r.page('ReportSection1').updateFilters(pbi.models.FiltersOperations.Add, [
          {
            $schema: 'http://powerbi.com/product/schema#basic',
            target: { table: 'Admissions', column: 'Ward' },
            operator: 'In',
            values: ['North'],
            filterType: 1,
          },
        ]),
    ],
    ['page.removeFilters', (r) => r.page('ReportSection1').removeFilters()],
    ['page.setFilters', (r) => r.page('ReportSection1').setFilters([])],
    ['page.setActive', (r) => r.page('ReportSection2', 'Bed occupancy').setActive()],
    ['page.setDisplayName', (r) => r.page('ReportSection2').setDisplayName('Beds')],
    ['page.delete', (r) => r.page('ReportSection2').delete()],
    ['page.getVisuals', (r) => r.page('ReportSection1').getVisuals()],
    ['page.getVisualByName', (r) => r.page('ReportSection1').getVisualByName('VisualContainer1')],
    ['page.getSlicers', (r) => r.page('ReportSection1').getSlicers()],
    ['page.hasLayout', (r, _t, pbi) => r.page('ReportSection1').hasLayout(pbi.models.LayoutType.MobilePortrait)],
    ['page.setVisualDisplayState', (r) => r.page('ReportSection1').setVisualDisplayState('VisualContainer1', 0)],
    ['page.moveVisual', (r) => r.page('ReportSection1').moveVisual('VisualContainer1', 1, 2, 3)],
    ['page.resizeVisual', (r) => r.page('ReportSection1').resizeVisual('VisualContainer1', 10, 20)],
    [
      'page.resizePage',
      (r, _t, pbi) => r.page('ReportSection1', 'Admissions', true).resizePage(pbi.models.PageSizeType.Custom, 800, 600),
    ],
    ['bookmarksManager.getBookmarks', (r) => r.bookmarksManager.getBookmarks()],
    ['bookmarksManager.apply', (r) => r.bookmarksManager.apply('Bookmark1')],
    ['bookmarksManager.play', (r, _t, pbi) => r.bookmarksManager.play(pbi.models.BookmarksPlayMode.Presentation)],
    ['bookmarksManager.capture', (r) => r.bookmarksManager.capture({ personalizeVisuals: true })],
    ['bookmarksManager.applyState', (r) => r.bookmarksManager.applyState('STATE-1')],
  ];
  // VisualDescriptor methods, on a descriptor built directly (so that the step makes no GET of its own).
  const VISUAL_STEPS: [string, string][] = [
    ['getFilters', 'v.getFilters()'],
    ['updateFilters', 'v.updateFilters(pbi.models.FiltersOperations.RemoveAll)'],
    ['removeFilters', 'v.removeFilters()'],
    ['setFilters', 'v.setFilters([])'],
    ['exportData', 'v.exportData(pbi.models.ExportDataType.Underlying, 100)'],
    ['setSlicerState', 'v.setSlicerState({ filters: [] })'],
    ['getSlicerState', 'v.getSlicerState()'],
    ['clone', 'v.clone({ autoFocus: true })'],
    ['sortBy', "v.sortBy({ orderBy: { table: 'Admissions', column: 'Ward' }, direction: 2 })"],
    ['moveVisual', 'v.moveVisual(7, 8, 9)'],
    ['setVisualDisplayState', 'v.setVisualDisplayState(1)'],
    ['resizeVisual', 'v.resizeVisual(30, 40)'],
  ];
  const ALL_STEPS: [string, string][] = [
    ...STEPS.map(([name, fn]): [string, string] => [name, fn.toString()]),
    ...VISUAL_STEPS.map(([name, call]): [string, string] => [
      `visualDescriptor.${name}`,
      `(r, _t, pbi) => { const v = new pbi.VisualDescriptor(r.page('ReportSection1'), 'VisualContainer1', 'Admissions', 'columnChart', {}); return ${call}; }`,
    ]),
  ];

  it.each(ALL_STEPS)(
    '[C-COMPAT-12] %s reaches the HPM double with the reference method, URL, body, headers and target window',
    async (_name, source) => {
      const results = await pair.same('HPM calls and outcome', runStep, source);
      expect(results.reference.calls.length, 'the reference made a call').toBeGreaterThan(0);
    },
  );

  it('[C-COMPAT-12] frontload: the router double route for /ready/:uniqueId makes the Service post /frontload/config through the HPM double', async () => {
    await pair.same('the ready route and the frontload post', async (_pbi, _p, _a, t) => {
      const d = t.vars.d;
      d.calls.splice(0);
      const answer = await d.route('POST', '/ready/seam-report');
      await t.sleep(30);
      return { answer, calls: d.calls.splice(0) };
    });
  });

  it('[C-COMPAT-12] phased load: POST /report/prepare on iframe load, POST /report/render when asked', async () => {
    const config = fixed('seam-phased', REPORT());
    const results = await pair.same('the prepare', embedWithDoubles, { method: 'load', config });
    expect(results.reference.calls.map(urlOf)).toEqual(['POST /report/prepare']);
    await pair.same('the render', runStep, ((_r: any, t: HostTools) => t.vars['seam-phased'].render()).toString());
  });

  it('[C-COMPAT-12] a visual embed: its load, filters at every level, getVisualDescriptor', async () => {
    const config = fixed('seam-visual', {
      type: 'visual',
      embedUrl: url('/reportEmbed', { reportId: 'R1' }),
      pageName: 'ReportSection1',
      visualName: 'VisualContainer1',
      width: 400,
      height: 300,
      ...token,
    });
    await pair.same('the visual load', embedWithDoubles, { method: 'embed', config });
    const steps: Step[] = [
      (_r, t) => t.vars['seam-visual'].getFilters(0),
      (_r, t) => t.vars['seam-visual'].getFilters(1),
      (_r, t) => t.vars['seam-visual'].getFilters(),
      (_r, t, pbi) => t.vars['seam-visual'].updateFilters(pbi.models.FiltersOperations.RemoveAll, undefined, 1),
      (_r, t) => t.vars['seam-visual'].setFilters([], 2),
      (_r, t) => t.vars['seam-visual'].removeFilters(0),
      (_r, t) => t.vars['seam-visual'].getVisualDescriptor(),
    ];
    for (const step of steps) await pair.same(step.toString(), runStep, step.toString());
  });

  it('[C-COMPAT-12] dashboard, tile and Q&A loads, their tokens and setQuestion', async () => {
    const configs = [
      fixed('seam-dashboard', {
        type: 'dashboard',
        embedUrl: url('/dashboardEmbed', { dashboardId: 'D1' }),
        ...token,
      }),
      fixed('seam-tile', {
        type: 'tile',
        embedUrl: url('/tileEmbed', { dashboardId: 'D1', tileId: 'T1' }),
        dashboardId: 'D1',
        ...token,
      }),
      fixed('seam-qna', { type: 'qna', embedUrl: url('/qnaEmbed', {}), datasetIds: ['S1'], ...token }),
    ];
    for (const config of configs)
      await pair.same(`the ${String(config.type)} load`, embedWithDoubles, { method: 'embed', config });
    const steps: Step[] = [
      (_r, t) => t.vars['seam-dashboard'].setAccessToken('TOKEN-D'),
      (_r, t) => t.vars['seam-tile'].setAccessToken('TOKEN-T'),
      (_r, t) => t.vars['seam-qna'].setAccessToken('TOKEN-Q'),
      (_r, t) => t.vars['seam-qna'].setQuestion('beds by ward'),
    ];
    for (const step of steps) await pair.same(step.toString(), runStep, step.toString());
  });

  it('[C-COMPAT-12] createReport posts /report/create and quickCreate posts /quickcreate through the HPM double', async () => {
    const create = fixed('seam-create', { embedUrl: url('/reportEmbed', { datasetId: 'S1' }), ...token });
    const quick = fixed('seam-quick', {
      embedUrl: url('/quickCreate', {}),
      ...token,
      datasetCreateConfig: {
        locale: 'en-US',
        tableSchemaList: [{ name: 'Wards', columns: [{ name: 'Ward', dataType: 'Text' }] }],
        data: [{ name: 'Wards', rows: [['North']] }],
      },
    });
    const created = await pair.same('the create', embedWithDoubles, { method: 'createReport', config: create });
    expect(created.reference.calls.map(urlOf)).toEqual(['POST /report/create']);
    const quickCreated = await pair.same('the quick create', embedWithDoubles, {
      method: 'quickCreate',
      config: quick,
    });
    expect(quickCreated.reference.calls.map(urlOf)).toEqual(['POST /quickcreate']);
    await pair.same(
      'Create.isSaved and save',
      runStep,
      ((_r: any, t: HostTools) =>
        Promise.all([t.vars['seam-create'].isSaved(), t.vars['seam-create'].save()])).toString(),
    );
  });

  it('[C-COMPAT-12] hooks over the router double: 200 with the provider value, 404 without a provider, 200 for an unknown hook', async () => {
    const config = fixed('seam-hooks', { ...REPORT(), tokenType: 0 });
    await pair.same(
      'the hooked report',
      async (_pbi, _p, config, t) => {
        const d = t.vars.d;
        d.calls.splice(0);
        const el = t.container();
        t.vars.hookCalls = [];
        t.vars['seam-hooks'] = t.vars.service.embed(el, {
          ...config,
          eventHooks: {
            accessTokenProvider: async (body: any) => (
              t.vars.hookCalls.push({ newAccessToken: body.report === t.vars['seam-hooks'] }), 'FROM-HOOK'
            ),
            applicationContextProvider: (body: any) => (
              t.vars.hookCalls.push({ preQuery: body.query }), { context: body.query }
            ),
          },
        });
        await t.nextEvent(el.querySelector('iframe')!, 'load');
        await t.sleep(30);
        return d.calls.splice(0);
      },
      config,
    );
    await pair.same('the hook answers', async (_pbi, _p, _a, t) => {
      const d = t.vars.d;
      return {
        answers: [
          await d.route('POST', '/reports/seam-hooks/eventHooks/newAccessToken', { reason: 'expiring' }),
          await d.route('POST', '/reports/seam-hooks/eventHooks/preQuery', { query: 'admissions' }),
          await d.route('POST', '/reports/seam-report/eventHooks/newAccessToken', {}),
          await d.route('POST', '/reports/seam-hooks/eventHooks/somethingElse', {}),
        ],
        hookCalls: t.vars.hookCalls,
      };
    });
  });

  it('[C-COMPAT-14] on and off over the router double: an event its route hands over is delivered after on, not after off or reset', async () => {
    const results = await pair.same('events through the router double', async (_pbi, _p, _a, t) => {
      const d = t.vars.d;
      const r = t.vars.report;
      const seen: unknown[] = [];
      const handler = (e: any) => seen.push(e.detail);
      const step = (fn: () => unknown) => {
        try {
          fn();
          return 'ok';
        } catch (error: any) {
          return `threw ${String(error?.message ?? error)}`;
        }
      };
      const post = (n: number) => d.route('POST', '/reports/seam-report/events/dataSelected', { n });
      const log = [];
      log.push(
        step(() => r.on('dataSelected', handler)),
        await post(1),
      );
      log.push(
        step(() => r.off('dataSelected', handler)),
        await post(2),
      );
      log.push(
        step(() => (r.on('dataSelected', handler), r.off('dataSelected'))),
        await post(3),
      );
      const pages: unknown[] = [];
      log.push(
        step(() => r.on('pageChanged', (e: any) => pages.push([e.detail.newPage.name, 'report' in e.detail.newPage]))),
      );
      log.push(
        await d.route('POST', '/reports/seam-report/pages/ReportSection1/events/pageChanged', {
          newPage: { name: 'ReportSection2', displayName: 'Beds' },
        }),
      );
      // reset over the router double: no throw, and the reset embed's events are no longer delivered.
      const phased = t.vars['seam-phased'];
      const loaded: unknown[] = [];
      log.push(step(() => phased.on('loaded', (e: any) => loaded.push(e.detail))));
      log.push(await d.route('POST', '/reports/seam-phased/events/loaded', { a: 1 }));
      log.push(step(() => t.vars.service.reset(t.vars.els['seam-phased'])));
      log.push(await d.route('POST', '/reports/seam-phased/events/loaded', { a: 2 }));
      return { log, seen, pages, loaded, calls: d.calls.splice(0) };
    });
    expect(results.ours.seen).toEqual([{ n: 1 }]);
    expect(results.ours.loaded).toEqual([{ a: 1 }]);
  });

  it('[C-COMPAT-16] fullscreen() does not crash when iframe.requestFullscreen returns undefined', async () => {
    await pair.same('fullscreen with a non-promise requestFullscreen', async (_pbi, _p, _a, t) => {
      const iframe = t.vars.report.iframe;
      const calls: boolean[] = [];
      iframe.requestFullscreen = function (this: unknown) {
        calls.push(this === iframe);
        return undefined;
      };
      let threw: string | null = null;
      try {
        t.vars.report.fullscreen();
      } catch (error: any) {
        threw = String(error?.message ?? error);
      }
      await t.sleep(30);
      delete iframe.requestFullscreen;
      return { threw, calls };
    });
    expect(pair.oursPageErrors).toEqual([]);
  });

  it('[C-COMPAT-16] re-embedding into an existing component whose load was replaced by a spy returning undefined does not crash', async () => {
    await pair.same(
      'embed and load on the same element with a spied load',
      async (_pbi, _p, config, t) => {
        const seam = (window as any).seam;
        const r = t.vars.report;
        const original = r.load;
        const spy: unknown[] = [];
        r.load = (...args: unknown[]) => {
          spy.push(args.map(seam.serialize));
          return undefined;
        };
        const attempt = (fn: () => unknown) => {
          try {
            return { same: fn() === r };
          } catch (error: any) {
            return { threw: String(error?.message ?? error) };
          }
        };
        const outcomes = [
          attempt(() => t.vars.service.embed(t.vars.el, { ...config, settings: { filterPaneEnabled: false } })),
          attempt(() => t.vars.service.load(t.vars.el, config)),
        ];
        await t.sleep(30);
        r.load = original;
        return { outcomes, spy, calls: t.vars.d.calls.splice(0) };
      },
      REPORT(),
    );
    expect(pair.oursPageErrors).toEqual([]);
  });

  it('[C-COMPAT-11] nothing reached any frame or the host window except through the doubles: every frame trace is empty', async () => {
    const seen: Record<string, unknown> = {};
    for (const page of Object.values(pair.hosts)) {
      await page.settle();
      const frames = await page.frames();
      const traces = [];
      for (const frame of frames) traces.push(await frame.evaluate(() => window.frameRecorder.records));
      const received = await page.run((_pbi, _p, _a, t) => t.received);
      seen[page.client] = { frames: frames.length, traces, received };
    }
    expect((seen.reference as any).frames, 'embed frames of the reference').toBeGreaterThanOrEqual(8);
    expect(seen.ours, 'frames, what each received, and what the host window received').toEqual(seen.reference);
    expect(seen.ours).toEqual({
      frames: (seen.reference as any).frames,
      traces: (seen.reference as any).traces.map(() => []),
      received: [],
    });
    await pair.same('all routes registered on the router double, in order', (_pbi, _p, _a, t) => t.vars.d.routes);
    expect(pair.oursPageErrors).toEqual([]);
  });
});

describe('[C-COMPAT-16] non-promise returns, with the default Service against the fake frame', {
  timeout: 60_000,
}, () => {
  it('[C-COMPAT-16] fullscreen() with a requestFullscreen returning undefined, and powerbi.embed/load again on the element with load spied to return undefined', async () => {
    const runs = await inBothClients(
      h,
      async (page) => {
        await page.run(embedAndWait, reportConfig());
        await page.settle();
        return page.run(async (_pbi, powerbi, config, t) => {
          const seam = (window as any).seam;
          const r = t.vars.report;
          const iframe = r.iframe;
          const attempt = (fn: () => unknown) => {
            try {
              const value = fn();
              return { returned: value === r ? 'the component' : seam.serialize(value) };
            } catch (error: any) {
              return { threw: String(error?.message ?? error) };
            }
          };
          const fullscreenCalls: boolean[] = [];
          iframe.requestFullscreen = function (this: unknown) {
            fullscreenCalls.push(this === iframe);
            return undefined;
          };
          const fullscreen = attempt(() => r.fullscreen());
          delete iframe.requestFullscreen;
          const original = r.load;
          const spy: unknown[] = [];
          r.load = (...args: unknown[]) => {
            spy.push(args.map(seam.serialize));
            return undefined;
          };
          const embeds = [
            attempt(() => powerbi.embed(t.vars.el, config)),
            attempt(() => powerbi.load(t.vars.el, config)),
          ];
          await t.sleep(50);
          r.load = original;
          return { fullscreen, fullscreenCalls, embeds, spy };
        }, reportConfig());
      },
      { host: { script } },
    );
    // The frame receives nothing from the spied loads: the traces are the embed's alone.
    expectSameWire(runs);
    expect(runs.ours.raw.embeds).toEqual([{ returned: 'the component' }, { returned: 'the component' }]);
  });
});

describe('[C-COMPAT-15] wpmpFactory honours eventSourceOverrideWindow', { timeout: 60_000 }, () => {
  /**
   * In the page: an iframe (`src`, or about:blank when empty) whose window records what it
   * receives; a proxy from `pbi.factories.wpmpFactory` with that window as override, routing
   * POST /seam/echo; a proxy without override routing POST /seam/plain (the control). The page
   * then posts both requests to itself. A proxy of our factory that no service adopted hears only
   * the windows it posted to (and its parent), and these two never posted, so both are given a
   * policy that accepts any window (the reference's proxy ignores the property).
   */
  const overrideScenario = (src: string) =>
    inBothClients(
      h,
      async (page) => {
        const before = await page.run(async (pbi, _p, src, t) => {
          const iframe = document.createElement('iframe');
          if (src) iframe.src = src;
          document.body.append(iframe);
          if (src) await t.nextEvent(iframe, 'load');
          else {
            // A same-origin window: the page itself installs its recorder.
            const w = iframe.contentWindow as any;
            w.seamReceived = [];
            w.addEventListener('message', (e: MessageEvent) =>
              w.seamReceived.push({ origin: e.origin, fromParent: e.source === window, data: e.data }),
            );
          }
          t.vars.overrideWindow = iframe.contentWindow;
          const f = pbi.factories;
          const overridden = f.wpmpFactory('seam-override', false, iframe.contentWindow);
          f.routerFactory(overridden).post('/seam/echo', (req: any, res: any) => res.send(200, { echo: req.body }));
          const plain = f.wpmpFactory('seam-plain', false);
          const anyWindow = { accepts: () => true, targetOrigin: () => '*' };
          overridden.peers = anyWindow;
          plain.peers = anyWindow;
          f.routerFactory(plain).post('/seam/plain', (req: any, res: any) => res.send(200, { plain: req.body }));
          return t.received.length;
        }, src);
        const stranger = src ? page.page.frames().find((f) => f.url() === src) : undefined;
        await stranger?.waitForFunction(() => Boolean(window.frameRecorder));
        await page.run(async (_pbi, _p, _a, t) => {
          window.postMessage({ method: 'POST', url: '/seam/echo', headers: { id: 'seam-1' }, body: { n: 1 } }, '*');
          window.postMessage({ method: 'POST', url: '/seam/plain', headers: { id: 'seam-2' }, body: { n: 2 } }, '*');
          await t.sleep(200);
        });
        const atOverride = stranger
          ? await stranger.evaluate(() => window.frameRecorder.records)
          : await page.run((_pbi, _p, _a, t) => t.vars.overrideWindow.seamReceived);
        const atHost = await page.run((_pbi, _p, from, t) => t.received.slice(from), before);
        return { atOverride, atHost };
      },
      { host: { script } },
    );

  /** What the override window must have received: the reply to /seam/echo, from its parent. */
  const echoReply = () => [
    {
      origin: h.hostOrigin,
      fromParent: true,
      data: { statusCode: 200, headers: { id: 'seam-1' }, body: { echo: { n: 1 } } },
    },
  ];
  /** What the page must have received: its two requests and the control's reply (to itself), nothing else. */
  const atHost = () => [
    { origin: h.hostOrigin, source: 'self' },
    { origin: h.hostOrigin, source: 'self' },
    { origin: h.hostOrigin, source: 'self' },
  ];

  for (const [where, url] of [
    ['a same-origin iframe', () => ''],
    ['an iframe at another site', () => h.strangerUrl()],
  ] as const) {
    it(`[C-COMPAT-15] a request the page posts to itself is answered to the override window, ${where}, not to the page`, async () => {
      const runs = await overrideScenario(url());
      expect(
        runs.ours.raw.atOverride,
        `the reply to /seam/echo went to the override window (console: ${runs.ours.consoleMessages.join(' | ')})`,
      ).toEqual(echoReply());
      expect(runs.ours.raw.atHost).toEqual(atHost());
      expect(runs.ours.result).toEqual(runs.reference.result);
      expect(runs.ours.pageErrors).toEqual([]);
    });
  }
});
