/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * Wire conformance (embedding, event hooks): every scenario runs once with powerbi-client 2.22.4
 * and once with ours, in real Chromium, against the same frame (served from another site, a
 * recorder before it). After random ids are replaced by placeholders, the messages each frame
 * received must be identical, key order and present-but-undefined keys included, and the calls
 * must return the same. The Report/Page methods and frame events are in wire-methods.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectSameWire, expectSameWireAnyReplyOrder, hostRequests, inBothClients } from './support/conformance';
import { setUpHarness } from './support/harness';
import { ADMISSIONS_FILTER, embedAndWait, reportScenarios } from './support/report-scenarios';

const h = setUpHarness();
const { reportUrl, reportConfig, embed } = reportScenarios(h);

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
    // inBothClients reads the traces once traffic has settled.
    expectSameWire(await inBothClients(h, (host) => host.run(embedAndWait, config)));
  });

  it("[C-MSG-15] [C-ROUTES-07] embeds with the frame's own ready signal: frontload config, the ready reply and the load", async () => {
    const config = reportConfig(h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1' }));
    // When the frame's ready signal comes against the iframe's load is the frame's timing, in both clients.
    const runs = await inBothClients(h, (host) => host.run(embedAndWait, config));
    expectSameWireAnyReplyOrder(runs);
    expect(hostRequests(runs.ours.traces[0]!).map((line) => JSON.parse(line).data.url)).toContain('/frontload/config');
  });

  it("[C-COMPAT-23] a token the frame refuses is not written to the container's attribute", async () => {
    const runs = await inBothClients(h, async (host) => {
      await embed(host, reportConfig(reportUrl({ fail: '/report/token:403' })));
      return host.run(async (_pbi, _powerbi, _arg, t) => [
        await t.outcome(t.vars.report.setAccessToken('TOKEN-1')),
        t.vars.el.getAttribute('powerbi-access-token'),
      ]);
    });
    expectSameWire(runs);
    expect((runs.ours.raw as unknown[])[1]).toBeNull();
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
        // The next load only once the frame's events of this one are answered: at any machine speed the
        // page's replies to them come before it in both clients (a loaded CI run saw them cross).
        const rendered = t.nextEvent(t.vars.el, 'rendered');
        const first = powerbi.embed(t.vars.el, { ...config, settings: { filterPaneEnabled: false } });
        await rendered;
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
      await host.run(embedAndWait, reportConfig());
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
