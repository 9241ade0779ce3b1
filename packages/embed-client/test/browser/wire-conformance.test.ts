/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * Wire conformance: every scenario runs once with powerbi-client 2.22.4 and once with ours, in
 * real Chromium, against the same frame (served from another site, a recorder before it). After
 * random ids are replaced by placeholders, the messages each frame received must be identical,
 * key order and present-but-undefined keys included, and the calls must return the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientPair, expectSameWire, inBothClients } from './support/conformance';
import { setUpHarness, type HostPage, type Scenario } from './support/harness';

const h = setUpHarness();

/** The report frame URL; `noReady=1` keeps the frame from posting /ready on its own (tests post it on cue). */
const reportUrl = (query: Record<string, string> = {}) =>
  h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1', noReady: '1', ...query });

/** The smallest valid report config. */
const reportConfig = (embedUrl = reportUrl(), extra: Record<string, unknown> = {}) => ({
  type: 'report',
  id: 'R1',
  embedUrl,
  accessToken: 'TOKEN-0',
  tokenType: 1,
  ...extra,
});

const ADMISSIONS_FILTER = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Admissions', column: 'Department' },
  operator: 'In',
  values: ['Cardiology', 'Oncology'],
  filterType: 1,
};

/** Embeds `config` into a fresh container, waits for `rendered`, keeps `report` and `el` in vars. */
const embedAndWait: Scenario<{ src: string }, Record<string, unknown>> = async (_pbi, powerbi, config, t) => {
  const el = t.container();
  const rendered = t.nextEvent(el, 'rendered');
  const report = powerbi.embed(el, config);
  Object.assign(t.vars, { report, el });
  await rendered;
  return { src: report.iframe.src.replace(report.config.uniqueId, '<uid>') };
};

/** Embeds a report and waits until the frame's replies have arrived. */
async function embed(host: HostPage, config: Record<string, unknown> = reportConfig()) {
  const result = await host.run(embedAndWait, config);
  await host.settle();
  return result;
}

describe('wire conformance: embedding', { timeout: 60_000 }, () => {
  it('[C-LOAD-01] [C-LOAD-02] [C-LOAD-03] [C-MSG-01] [C-MSG-02] [C-MSG-03] [C-MSG-04] [C-MSG-06] [C-CONST-01] embeds a report: POST /report/load with the config, then answers loaded and rendered', async () => {
    const config = reportConfig(reportUrl(), {
      pageName: 'ReportSection1',
      filters: [ADMISSIONS_FILTER],
      settings: {
        panes: { filters: { visible: false, expanded: undefined } },
        localeSettings: { language: 'en', formatLocale: 'en-GB' },
        background: 0,
      },
      viewMode: 0,
      permissions: 0,
      theme: { themeJson: { name: 'ward' } },
    });
    expectSameWire(await inBothClients(h, (host) => embed(host, config)));
  });

  it("[C-MSG-15] [C-ROUTES-07] embeds with the frame's own ready signal: frontload config, the ready reply and the load", async () => {
    const config = reportConfig(h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1' }));
    expectSameWire(await inBothClients(h, (host) => embed(host, config)));
  });

  it('[C-MSG-05] announces tokenProviderSupplied when an access token provider is given (Aad token)', async () => {
    const runs = await inBothClients(h, async (host) => {
      await host.run(
        async (_pbi, powerbi, config, t) => {
          const el = t.container();
          const rendered = t.nextEvent(el, 'rendered');
          powerbi.embed(el, { ...config, eventHooks: { accessTokenProvider: async () => 'NEW' } });
          await rendered;
        },
        reportConfig(reportUrl(), { tokenType: 0 }),
      );
    });
    expectSameWire(runs);
  });

  it('[C-MSG-07] [C-MSG-22] phased load: POST /report/prepare on frame load, POST /report/render when asked', async () => {
    const runs = await inBothClients(h, async (host) => {
      await host.run(async (_pbi, powerbi, config, t) => {
        const el = t.container();
        const loaded = t.nextEvent(el, 'loaded');
        t.vars.report = powerbi.load(el, config);
        await loaded;
      }, reportConfig());
      await host.settle();
      return host.run((_pbi, _powerbi, _arg, t) => t.outcome(t.vars.report.render()));
    });
    expectSameWire(runs);
  });

  it('[C-MSG-04] bootstrap, wait for the frame, then embed: the load carries bootstrapped: true', async () => {
    const runs = await inBothClients(h, async (host) => {
      await host.run(async (_pbi, powerbi, embedUrl, t) => {
        const el = (t.vars.el = t.container());
        powerbi.bootstrap(el, { type: 'report', embedUrl });
        await t.nextEvent(el.querySelector('iframe')!, 'load');
      }, reportUrl());
      await host.settle();
      return host.run(async (_pbi, powerbi, config, t) => {
        const rendered = t.nextEvent(t.vars.el, 'rendered');
        const report = powerbi.embed(t.vars.el, config);
        await rendered;
        return { bootstrapped: report.config.bootstrapped };
      }, reportConfig());
    });
    expectSameWire(runs);
  });

  it('[C-MSG-04] [C-MSG-07] bootstrap, wait for the frame, then a phased load: POST /report/prepare with bootstrapped: true', async () => {
    const runs = await inBothClients(h, async (host) => {
      await host.run(async (_pbi, powerbi, embedUrl, t) => {
        const el = (t.vars.el = t.container());
        powerbi.bootstrap(el, { type: 'report', embedUrl });
        await t.nextEvent(el.querySelector('iframe')!, 'load');
      }, reportUrl());
      await host.settle();
      await host.run(async (_pbi, powerbi, config, t) => {
        const loaded = t.nextEvent(t.vars.el, 'loaded');
        t.vars.report = powerbi.load(t.vars.el, config);
        await loaded;
      }, reportConfig());
      await host.settle();
      return host.run((_pbi, _p, _a, t) => t.outcome(t.vars.report.render()));
    });
    expectSameWire(runs);
  });

  it('[C-MSG-04] bootstrap then embed at once: the load waits for the frame and is sent once', async () => {
    const runs = await inBothClients(h, (host) =>
      host.run(async (_pbi, powerbi, config, t) => {
        const el = t.container();
        powerbi.bootstrap(el, { type: 'report', embedUrl: config.embedUrl });
        const rendered = t.nextEvent(el, 'rendered');
        powerbi.embed(el, config);
        await rendered;
      }, reportConfig()),
    );
    expectSameWire(runs);
  });

  it('re-embeds on the same element: the same frame gets a second load (a new uniqueId unless one is given)', async () => {
    const runs = await inBothClients(h, async (host) => {
      await embed(host);
      return host.run(async (_pbi, powerbi, config, t) => {
        await t.sleep(150); // past the 100 ms rule
        const first = powerbi.embed(t.vars.el, { ...config, settings: { filterPaneEnabled: false } });
        await t.sleep(150);
        const second = powerbi.embed(t.vars.el, { ...config, uniqueId: 'stable-name' });
        return {
          sameComponent: first === t.vars.report && second === t.vars.report,
          frames: t.vars.el.querySelectorAll('iframe').length,
          uniqueId: second.config.uniqueId,
        };
      }, reportConfig());
    });
    expectSameWire(runs);
  });

  it('[C-MSG-07] phased re-load on an element that already has a report posts /report/prepare', async () => {
    const runs = await inBothClients(h, async (host) => {
      await embed(host);
      await host.run(
        async (_pbi, powerbi, config, t) => {
          await t.sleep(150);
          powerbi.load(t.vars.el, config);
        },
        reportConfig(reportUrl(), { uniqueId: 'stable-name' }),
      );
    });
    expectSameWire(runs);
  });

  it('[C-LOAD-06] sends no second load within 100 ms, and sends one after', async () => {
    const runs = await inBothClients(h, async (host) => {
      await embed(host);
      return host.run(async (_pbi, _powerbi, _arg, t) => {
        await t.sleep(150);
        const first = t.vars.report.reload();
        const throttled = await t.vars.report.reload();
        await first;
        await t.sleep(150);
        await t.vars.report.reload();
        return { throttled: throttled === undefined };
      });
    });
    expectSameWire(runs);
  });

  it('[C-RESET-02] reset removes the frame; embedding again on the element makes a new frame with a new load', async () => {
    const runs = await inBothClients(h, async (host) => {
      await embed(host);
      return host.run(async (_pbi, powerbi, config, t) => {
        powerbi.reset(t.vars.el);
        const afterReset = t.vars.el.querySelectorAll('iframe').length;
        const rendered = t.nextEvent(t.vars.el, 'rendered');
        powerbi.embed(t.vars.el, config);
        await rendered;
        return { afterReset, afterEmbed: t.vars.el.querySelectorAll('iframe').length };
      }, reportConfig());
    });
    expectSameWire(runs);
  });

  it('[C-LOAD-07] [C-MSG-15] [C-ROUTES-07] frontload: the first three components answer /ready with POST /frontload/config, the fourth does not', async () => {
    const runs = await inBothClients(h, async (host) => {
      await host.run(async (_pbi, powerbi, config, t) => {
        const rendered = [];
        for (let i = 0; i < 4; i++) {
          const el = t.container();
          rendered.push(t.nextEvent(el, 'rendered'));
          powerbi.embed(el, config);
        }
        await Promise.all(rendered);
      }, reportConfig());
      await host.settle();
      const ready = async (i: number) =>
        host.frameRequest(i, { method: 'POST', url: `/ready/${await host.frameUid(i)}` });
      const replies = await Promise.all([0, 1, 2, 3].map(ready));
      return replies.map((r) => (r as { statusCode?: number }).statusCode);
    });
    expectSameWire(runs);
  });

  it('[C-ATTR-01] [C-ATTR-02] [C-ATTR-03] [C-ATTR-04] [C-ATTR-05] [C-ATTR-07] [C-ATTR-08] embeds from powerbi-* attributes', async () => {
    const runs = await inBothClients(h, (host) =>
      host.run(async (_pbi, powerbi, embedUrl, t) => {
        const el = t.container();
        el.setAttribute('powerbi-embed-url', embedUrl);
        el.setAttribute('powerbi-type', 'report');
        el.setAttribute('powerbi-access-token', 'ATTR-TOKEN');
        el.setAttribute('powerbi-name', 'my-report');
        el.setAttribute('powerbi-report-id', 'R-ATTR');
        el.setAttribute('powerbi-settings-filter-pane-enabled', 'false');
        el.setAttribute('powerbi-settings-nav-content-pane-enabled', 'true');
        const rendered = t.nextEvent(el, 'rendered');
        const report = powerbi.embed(el);
        await rendered;
        return report.config;
      }, reportUrl()),
    );
    expectSameWire(runs);
  });

  it('[C-ATTR-02] autoEmbedOnContentLoaded embeds every powerbi-embed-url element when the document has loaded', async () => {
    const embedUrl = reportUrl();
    const body = `<div id="auto" style="width:800px;height:600px" powerbi-embed-url="${embedUrl}" powerbi-type="report" powerbi-access-token="AUTO" powerbi-name="auto-report"></div>`;
    // The page may have rendered before the scenario runs: count renders from the start (they bubble).
    const script = `(function (p) {
      window.renders = 0;
      document.addEventListener('rendered', function () { window.renders++; });
      window.autoService = new p.service.Service(p.factories.hpmFactory, p.factories.wpmpFactory, p.factories.routerFactory, { autoEmbedOnContentLoaded: true });
    })(window['powerbi-client']);`;
    const runs = await inBothClients(
      h,
      async (host) => {
        await host.page.waitForFunction(() => (window as any).renders > 0);
        return host.run(() => (window as any).autoService.get(document.getElementById('auto')).config.uniqueId);
      },
      { host: { body, script }, dedupeReplies: true },
    );
    expectSameWire(runs);
  });

  it('setSdkInfo changes x-sdk-type and x-sdk-wrapper-version of later messages', async () => {
    const runs = await inBothClients(h, async (host) => {
      await host.run((_pbi, powerbi) => powerbi.setSdkInfo('powerbi-client-react', '1.4.0'));
      await embed(host);
    });
    expectSameWire(runs);
  });

  it('a Service built from the factories with a config announces its type, version and wrapper version', async () => {
    const runs = await inBothClients(
      h,
      (host) =>
        host.run(async (pbi, _powerbi, config, t) => {
          const f = pbi.factories;
          const service = new pbi.service.Service(f.hpmFactory, f.wpmpFactory, f.routerFactory, {
            type: 'custom-type',
            version: '9.9.9',
            sdkWrapperVersion: 'wrapper-1',
          });
          const el = t.container();
          const rendered = t.nextEvent(el, 'rendered');
          service.embed(el, config);
          await rendered;
        }, reportConfig()),
      { dedupeReplies: true },
    );
    expectSameWire(runs);
  });

  it('[C-REG-01] a registered component route answers the frame with 200', async () => {
    const runs = await inBothClients(h, async (host) => {
      await embed(host);
      await host.run((_pbi, powerbi) =>
        powerbi.register('custom', () => undefined, ['/custom/:uniqueId/events/:eventName']),
      );
      return host.frameRequest(0, { method: 'POST', url: '/custom/any/events/hello', body: { n: 1 } });
    });
    expectSameWire(runs);
  });
});

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

describe('wire conformance: event hooks answered by the host', { timeout: 60_000 }, () => {
  /** Embeds with `hooks` (built in the page by name), then posts each hook request as the frame. */
  const hookScenario = (hooks: string, requests: { hook: string; body?: unknown }[], tokenType = 0) =>
    inBothClients(h, async (host) => {
      await host.run(
        async (_pbi, powerbi, { config, hooks }, t) => {
          const calls: unknown[] = (t.vars.hookCalls = []);
          const all: Record<string, Record<string, (body: any) => unknown>> = {
            none: {},
            context: {
              applicationContextProvider: (body: any) => {
                calls.push({ hook: 'preQuery', hasReport: body.report === t.vars.report, keys: Object.keys(body) });
                return { dataset: 'beds', filter: body.query };
              },
            },
            asyncToken: {
              accessTokenProvider: async (body: any) => {
                calls.push({ hook: 'newAccessToken', hasReport: body.report === t.vars.report });
                await t.sleep(10);
                return 'TOKEN-FROM-PROVIDER';
              },
            },
            throwingToken: {
              accessTokenProvider: () => {
                calls.push({ hook: 'newAccessToken' });
                throw new Error('no token today');
              },
            },
          };
          const el = (t.vars.el = t.container());
          const rendered = t.nextEvent(el, 'rendered');
          t.vars.report = powerbi.embed(el, { ...config, eventHooks: all[hooks] });
          await rendered;
        },
        { config: reportConfig(reportUrl(), { tokenType }), hooks },
      );
      await host.settle();
      const replies = [];
      for (const { hook, body } of requests) {
        const uid = await host.frameUid();
        replies.push(await host.frameRequest(0, { method: 'POST', url: `/reports/${uid}/eventHooks/${hook}`, body }));
      }
      const calls = await host.run((_pbi, _p, _a, t) => t.vars.hookCalls);
      return { replies, calls, loggedError: host.consoleMessages.some((m) => m.startsWith('error:')) };
    });

  it('[C-HOOK-05] a hook the application did not configure is answered 404; an unknown hook 200', async () => {
    const runs = await hookScenario('none', [
      { hook: 'preQuery', body: { query: 'q' } },
      { hook: 'newAccessToken', body: {} },
      { hook: 'somethingElse', body: {} },
    ]);
    expectSameWire(runs);
    expect((runs.ours.raw.replies as any[]).map((r) => r.statusCode)).toEqual([404, 404, 200]);
  });

  it('[C-HOOK-01] [C-HOOK-07] preQuery invokes applicationContextProvider with the report and answers 200 with its value', async () => {
    const runs = await hookScenario(
      'context',
      [{ hook: 'preQuery', body: { query: 'admissions' } }, { hook: 'preQuery' }],
      1,
    );
    expectSameWire(runs);
  });

  it('[C-HOOK-02] [C-HOOK-07] newAccessToken awaits an async accessTokenProvider and answers 200 with the token', async () => {
    const runs = await hookScenario('asyncToken', [{ hook: 'newAccessToken', body: { reason: 'expiring' } }]);
    expectSameWire(runs);
  });

  it('[C-HOOK-06] a throwing accessTokenProvider is answered 400 and the failure is logged', async () => {
    const runs = await hookScenario('throwingToken', [{ hook: 'newAccessToken', body: {} }]);
    expectSameWire(runs);
    expect(runs.ours.raw.loggedError).toBe(true);
  });
});
