/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * Wire conformance (Report and Page methods, events posted by the frame): one embed per client,
 * step after step; each step runs in both clients and only the messages the frame received during
 * that step are compared (normalised, key order included), with what the calls returned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientPair, expectSameWire } from './support/conformance';
import { setUpHarness, type Scenario } from './support/harness';
import { ADMISSIONS_FILTER, reportScenarios } from './support/report-scenarios';

const h = setUpHarness();
const { embed } = reportScenarios(h);

describe('wire conformance: Report and Page methods on one embed', { timeout: 60_000 }, () => {
  let pair: ClientPair;
  beforeAll(async () => {
    pair = await ClientPair.open(h);
  }, 60_000);
  afterAll(() => pair?.close());

  /** Runs `fn` on the embedded report in both clients and compares what the frame saw and what it returned. */
  const call = async <A>(fn: Scenario<unknown, A>, arg?: A) => {
    const runs = await pair.step((host) => host.run(fn, arg));
    expectSameWire(runs);
    return runs.ours.raw;
  };

  it('[C-MSG-06] embeds the report both clients work on', async () => {
    expectSameWire(await pair.step((host) => embed(host)));
  });

  it('[C-MSG-31] getPages sends GET /report/pages', async () => {
    const pages = await call((_pbi, _p, _a, t) =>
      t.vars.report.getPages().then((pages: any[]) =>
        pages.map((p) => ({
          name: p.name,
          displayName: p.displayName,
          isActive: p.isActive,
          visibility: p.visibility,
        })),
      ),
    );
    expect(pages).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'ReportSection1' })]));
  });

  it('getActivePage sends GET /report/pages', async () => {
    await call((_pbi, _p, _a, t) =>
      t.vars.report.getActivePage().then((p: any) => ({ name: p.name, isActive: p.isActive })),
    );
  });

  it('[C-MSG-33] setPage sends PUT /report/pages/active; the frame answers with pageChanged', async () => {
    await call(async (_pbi, _p, _a, t) => {
      const changed = t.nextEvent<any>(t.vars.el, 'pageChanged');
      const outcome = await t.outcome(t.vars.report.setPage('ReportSection2'));
      const detail = await changed;
      return { outcome, newPage: { name: detail.newPage.name, isActive: detail.newPage.isActive } };
    });
  });

  it('[C-MSG-41] getFilters sends GET /report/filters', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.getFilters()));
  });

  it('[C-MSG-43] setFilters sends PUT /report/filters with the filters', async () => {
    await call((_pbi, _p, filter, t) => t.outcome(t.vars.report.setFilters([filter])), ADMISSIONS_FILTER);
  });

  it('[C-MSG-43] setFilters with a models filter instance sends what structured clone makes of it', async () => {
    await call((pbi, _p, _a, t) => {
      const filter = new pbi.models.BasicFilter({ table: 'Admissions', column: 'Ward' }, 'In', ['North']);
      return t.outcome(t.vars.report.setFilters([filter]));
    });
  });

  it('[C-MSG-42] updateFilters posts POST /report/filters with { filtersOperation, filters } for every operation', async () => {
    await call(async (pbi, _p, filter, t) => {
      const ops = pbi.models.FiltersOperations;
      const results = [];
      for (const op of [ops.Add, ops.Replace, ops.ReplaceAll, ops.Remove])
        results.push(await t.outcome(t.vars.report.updateFilters(op, [filter])));
      results.push(await t.outcome(t.vars.report.updateFilters(ops.RemoveAll)));
      return results;
    }, ADMISSIONS_FILTER);
  });

  it('[C-MSG-47] removeFilters posts POST /report/filters with RemoveAll', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.removeFilters()));
  });

  it('[C-MSG-53] updateSettings sends PATCH /report/settings', async () => {
    await call((_pbi, _p, _a, t) =>
      t.outcome(
        t.vars.report.updateSettings({ filterPaneEnabled: false, panes: { pageNavigation: { visible: true } } }),
      ),
    );
  });

  it('[C-MSG-24] refresh posts POST /report/refresh', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.refresh()));
  });

  it('[C-MSG-23] print posts POST /report/print', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.print()));
  });

  it('[C-MSG-20] save posts POST /report/save', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.save()));
  });

  it('[C-MSG-21] saveAs posts POST /report/saveAs with its parameters', async () => {
    await call((_pbi, _p, _a, t) =>
      t.outcome(t.vars.report.saveAs({ name: 'Copy of admissions', targetWorkspaceId: 'W1' })),
    );
  });

  it('[C-MSG-27] switchMode("edit") posts POST /report/switchMode/edit', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.switchMode('edit')));
  });

  it('[C-MSG-28] switchMode(ViewMode.View) posts POST /report/switchMode/view', async () => {
    await call((pbi, _p, _a, t) => t.outcome(t.vars.report.switchMode(pbi.models.ViewMode.View)));
  });

  it('[C-MSG-27] switchMode(ViewMode.Edit) posts POST /report/switchMode/edit', async () => {
    await call((pbi, _p, _a, t) => t.outcome(t.vars.report.switchMode(pbi.models.ViewMode.Edit)));
  });

  it('[C-MSG-29] getCorrelationId sends GET /getCorrelationId', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.getCorrelationId()));
  });

  it('[C-MSG-16] [C-TOKEN-01] setAccessToken posts POST /report/token with the token; an empty token sends nothing', async () => {
    await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.setAccessToken('TOKEN-1')),
      await t.outcome(t.vars.report.setAccessToken('')),
      t.vars.report.config.accessToken,
    ]);
  });

  it("[C-COMPAT-23] setAccessToken writes the token to the container's powerbi-access-token attribute once the frame accepts it", async () => {
    const [before, , after] = (await call(async (_pbi, _p, _a, t) => [
      t.vars.el.getAttribute('powerbi-access-token'),
      await t.outcome(t.vars.report.setAccessToken('TOKEN-2')),
      t.vars.el.getAttribute('powerbi-access-token'),
    ])) as unknown[];
    expect([before, after]).toEqual(['TOKEN-1', 'TOKEN-2']);
  });

  it('[C-LOAD-02] reload posts the load again with the current config', async () => {
    await call(async (_pbi, _p, _a, t) => {
      await t.sleep(150);
      return t.outcome(t.vars.report.reload());
    });
  });

  it('[C-MSG-37] page.getFilters sends GET /report/pages/{name}/filters', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.page('ReportSection1').getFilters()));
  });

  it('[C-MSG-39] page.setFilters sends PUT /report/pages/{name}/filters', async () => {
    await call(
      (_pbi, _p, filter, t) => t.outcome(t.vars.report.page('ReportSection1').setFilters([filter])),
      ADMISSIONS_FILTER,
    );
  });

  it('[C-MSG-38] page.updateFilters posts POST /report/pages/{name}/filters', async () => {
    await call(
      (pbi, _p, filter, t) =>
        t.outcome(t.vars.report.page('ReportSection1').updateFilters(pbi.models.FiltersOperations.Replace, [filter])),
      ADMISSIONS_FILTER,
    );
  });

  it('[C-MSG-47] page.removeFilters posts RemoveAll to the page filters', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.page('ReportSection1').removeFilters()));
  });

  it('[C-MSG-33] page.setActive sends PUT /report/pages/active', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.page('ReportSection2', 'Bed occupancy').setActive()));
  });

  it('[C-MSG-35] page.setDisplayName sends PUT /report/pages/{name}/name', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.page('ReportSection2').setDisplayName('Beds')));
  });

  it('[C-ERR-05] a failure answer of the frame rejects with the response body (unknown page)', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.page('NoSuchPage').setActive()));
  });
});

describe('wire conformance: events posted by the frame', { timeout: 60_000 }, () => {
  let pair: ClientPair;
  beforeAll(async () => {
    pair = await ClientPair.open(h);
    await pair.step(async (host) => {
      await embed(host);
      await host.run((_pbi, _p, _a, t) => {
        const names = [
          'loaded',
          'rendered',
          'dataSelected',
          'pageChanged',
          'someCustomEvent',
          'error',
          'visualClicked',
        ];
        t.vars.events = t.recordEvents(t.vars.el, names);
      });
    });
  }, 60_000);
  afterAll(() => pair?.close());

  /** Posts `request` as the frame in both clients; compares replies, traces and the DOM events it raised. */
  const frameSays = async (request: (uid: string) => { method: string; url: string; body?: unknown }) => {
    const runs = await pair.step(async (host) => {
      const reply = await host.frameRequest(0, request(await host.frameUid()));
      const events = await host.run((_pbi, _p, _a, t) => {
        const log = t.vars.events.splice(0).map((e: any) => ({
          name: e.name,
          detail:
            e.name === 'pageChanged'
              ? { newPage: e.detail.newPage.name, isPage: 'report' in e.detail.newPage }
              : e.detail,
        }));
        return log;
      });
      return { reply, events };
    });
    expectSameWire(runs);
    return runs.ours.raw;
  };

  it('[C-ROUTES-01] [C-LOAD-03] /reports/{uid}/events/loaded raises loaded on the report element', async () => {
    const { events } = await frameSays((uid) => ({
      method: 'POST',
      url: `/reports/${uid}/events/loaded`,
      body: { n: 1 },
    }));
    expect(events).toEqual([{ name: 'loaded', detail: { n: 1 } }]);
  });

  it('[C-ROUTES-02] the page event route raises the event', async () => {
    await frameSays((uid) => ({
      method: 'POST',
      url: `/reports/${uid}/pages/ReportSection1/events/dataSelected`,
      body: { dataPoints: [] },
    }));
  });

  it('[C-ROUTES-03] the visual event route raises the event', async () => {
    await frameSays((uid) => ({
      method: 'POST',
      url: `/reports/${uid}/pages/ReportSection1/visuals/VisualContainer1/events/visualClicked`,
      body: { visual: { name: 'VisualContainer1' } },
    }));
  });

  it('an event name outside the allowed list is still raised', async () => {
    await frameSays((uid) => ({ method: 'POST', url: `/reports/${uid}/events/someCustomEvent`, body: 7 }));
  });

  it('an error event carries the body as posted', async () => {
    await frameSays((uid) => ({
      method: 'POST',
      url: `/reports/${uid}/events/error`,
      body: { message: 'TokenExpired', detailedMessage: 'Access token has expired', errorCode: '403', level: 6 },
    }));
  });

  it('an event with a trailing slash and a query string is routed', async () => {
    await frameSays((uid) => ({ method: 'POST', url: `/reports/${uid}/events/loaded/?x=1`, body: null }));
  });

  it('an event for an unknown uniqueId is answered 200 and raises nothing', async () => {
    const { events } = await frameSays(() => ({ method: 'POST', url: '/reports/nobody/events/loaded', body: {} }));
    expect(events).toEqual([]);
  });

  it('pageChanged turns newPage into a Page of the report', async () => {
    await frameSays((uid) => ({
      method: 'POST',
      url: `/reports/${uid}/events/pageChanged`,
      body: { newPage: { name: 'ReportSection2', displayName: 'Beds', isActive: true, visibility: 0 } },
    }));
  });

  it("[C-ERR-08] pageChanged without newPage gets the proxy's default warning reply", async () => {
    await frameSays((uid) => ({ method: 'POST', url: `/reports/${uid}/events/pageChanged`, body: {} }));
  });

  it('a GET to an event route and an unknown route get no reply (the next request does)', async () => {
    const runs = await pair.step(async (host) => {
      const uid = await host.frameUid();
      await host.frameSend(0, { method: 'GET', url: `/reports/${uid}/events/loaded` });
      await host.frameSend(0, { method: 'POST', url: '/no/such/route', body: {} });
      return host.frameRequest(0, { method: 'POST', url: '/reports/nobody/events/rendered', body: {} });
    });
    expectSameWire(runs);
  });
});
