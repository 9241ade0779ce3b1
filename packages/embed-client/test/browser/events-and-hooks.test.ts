/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against the client's globals */
/**
 * What our client does with the frame's requests: events dispatched on the container through
 * `on`/`off`, the ready signal, event hooks answered with the application's callbacks, and the
 * routes of a registered component type. The tests post as the frame through the harness.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { inBothClients } from './support/conformance';
import { setUpHarness, type HostPage } from './support/harness';
import { BASE_EVENTS, REPORT_EVENTS } from './support/event-names';

const h = setUpHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

const embedUrl = () => h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1', noReady: '1' });

/** A host page with one embedded, rendered report (`t.vars.report`, `t.vars.el`); returns its uid. */
async function embedded(
  options: { tokenType?: number; hooks?: string } = {},
): Promise<{ page: HostPage; uid: string }> {
  host = await h.openHost('ours');
  const uid = await host.run(
    async (_pbi, powerbi, { url, tokenType, hooks }, t) => {
      const el = (t.vars.el = t.container());
      // Hooks are functions: they travel as source text and are rebuilt in the page.
      const eventHooks = hooks ? (0, eval)(`(${hooks})`) : undefined;
      const config = {
        type: 'report',
        id: 'R1',
        embedUrl: url,
        accessToken: 'T',
        tokenType: tokenType ?? 1,
        eventHooks,
      };
      t.vars.report = powerbi.embed(el, config);
      await t.nextEvent(el, 'rendered');
      return t.vars.report.config.uniqueId as string;
    },
    { url: embedUrl(), tokenType: options.tokenType, hooks: options.hooks },
  );
  return { page: host, uid };
}

describe('events', () => {
  it('[C-EVENTS-01] [C-EVENTS-02] [C-EVENTS-06] a report allows the base and report events, and refuses others by name', async () => {
    const { page } = await embedded();
    const seen = await page.run((pbi, _powerbi, _arg, t) => {
      const report = t.vars.report;
      let refusal: any;
      try {
        report.on('tileClicked', () => undefined);
      } catch (error) {
        refusal = { name: (error as Error).name, message: (error as Error).message };
      }
      for (const name of report.allowedEvents) report.on(name, () => undefined);
      return {
        allowed: report.allowedEvents,
        base: pbi.Embed.allowedEvents,
        ofReport: pbi.Report.allowedEvents,
        refusal,
      };
    });
    expect(seen.allowed).toEqual([...BASE_EVENTS, ...REPORT_EVENTS]);
    expect(seen.base).toEqual(BASE_EVENTS);
    expect(seen.ofReport).toEqual(REPORT_EVENTS);
    expect(seen.refusal).toEqual({
      name: 'Error',
      message: `eventName must be one of ${[...BASE_EVENTS, ...REPORT_EVENTS].join(',')}. You passed: tileClicked`,
    });
  });

  it('[C-ROUTES-01] [C-ROUTES-02] [C-ROUTES-03] [C-LOAD-03] the three report event routes raise bubbling, cancelable events with the posted body', async () => {
    const { page, uid } = await embedded();
    await page.run((_pbi, _powerbi, _arg, t) => {
      t.vars.log = [];
      t.vars.report.on('dataSelected', (event: CustomEvent) =>
        t.vars.log.push({
          type: event.type,
          detail: event.detail,
          bubbles: event.bubbles,
          cancelable: event.cancelable,
        }),
      );
      document.addEventListener('dataSelected', () => t.vars.log.push('bubbled to the document'));
    });
    const replies = [];
    for (const path of ['', '/pages/ReportSection1', '/pages/ReportSection1/visuals/totalAdmissions']) {
      replies.push(
        await page.frameRequest(0, {
          method: 'POST',
          url: `/reports/${uid}${path}/events/dataSelected`,
          body: { path },
        }),
      );
    }
    for (const reply of replies) expect(reply).toMatchObject({ statusCode: 200, body: null });
    const log = await page.run((_pbi, _powerbi, _arg, t) => t.vars.log);
    expect(log).toEqual(
      ['', '/pages/ReportSection1', '/pages/ReportSection1/visuals/totalAdmissions'].flatMap((path) => [
        { type: 'dataSelected', detail: { path }, bubbles: true, cancelable: true },
        'bubbled to the document',
      ]),
    );
  });

  it('off(name, handler) removes that handler only; off(name) removes every handler of the name', async () => {
    const { page, uid } = await embedded();
    const post = () => page.frameRequest(0, { method: 'POST', url: `/reports/${uid}/events/info`, body: {} });
    await page.run((_pbi, _powerbi, _arg, t) => {
      const calls = (t.vars.calls = [] as string[]);
      const report = t.vars.report;
      t.vars.a = () => calls.push('a');
      t.vars.b = () => calls.push('b');
      report.on('info', t.vars.a);
      report.on('info', t.vars.b);
      report.on('saved', t.vars.a);
      // A handler that was never subscribed removes nothing (the reference removed the first one).
      report.off('info', () => undefined);
    });
    await post();
    await page.run((_pbi, _powerbi, _arg, t) => t.vars.report.off('info', t.vars.a));
    await post();
    await page.run((_pbi, _powerbi, _arg, t) => t.vars.report.off('info'));
    await post();
    const seen = await page.run((_pbi, _powerbi, _arg, t) => ({
      calls: t.vars.calls,
      left: t.vars.report.eventHandlers.length,
    }));
    expect(seen).toEqual({ calls: ['a', 'b', 'b'], left: 1 });
  });

  it("[C-ERR-08] pageChanged without newPage raises nothing and gets the proxy's default warning reply", async () => {
    const { page, uid } = await embedded();
    await page.run((_pbi, _powerbi, _arg, t) => {
      t.vars.pageChanges = t.recordEvents(t.vars.el, ['pageChanged']);
    });
    const reply = (await page.frameRequest(0, {
      method: 'POST',
      url: `/reports/${uid}/events/pageChanged`,
      body: { oldPage: { name: 'ReportSection1' } },
    })) as Record<string, unknown>;
    expect(reply).not.toHaveProperty('statusCode');
    expect(reply.warning).toMatch(/^Handler for message: \{\n {2}"method": "POST",/);
    expect(await page.run((_pbi, _powerbi, _arg, t) => t.vars.pageChanges)).toEqual([]);
  });

  it('events for a uid no embed has are answered 200 and raise nothing', async () => {
    const { page } = await embedded();
    await page.run((_pbi, _powerbi, _arg, t) => {
      t.vars.infos = t.recordEvents(t.vars.el, ['info']);
    });
    const reply = await page.frameRequest(0, { method: 'POST', url: '/reports/nobody/events/info', body: {} });
    expect(reply).toMatchObject({ statusCode: 200, body: null });
    expect(await page.run((_pbi, _powerbi, _arg, t) => t.vars.infos)).toEqual([]);
  });

  it('handleTileEvents dispatches an event of type tile on the embed with that uid, and ignores other types', async () => {
    const { page, uid } = await embedded();
    const infos = await page.run((_pbi, powerbi, id, t) => {
      const infos = t.recordEvents(t.vars.el, ['info']);
      powerbi.handleTileEvents({ type: 'report', id, name: 'info', value: { from: 'report' } });
      powerbi.handleTileEvents({ type: 'tile', id, name: 'info', value: { from: 'tile' } });
      return infos;
    }, uid);
    expect(infos).toEqual([{ name: 'info', detail: { from: 'tile' } }]);
  });

  it('[C-ROUTES-07] /ready/{uid} raises ready on the container and is answered 200', async () => {
    const { page, uid } = await embedded();
    await page.run((_pbi, _powerbi, _arg, t) => {
      t.vars.ready = t.recordEvents(t.vars.el, ['ready']);
    });
    const reply = await page.frameRequest(0, { method: 'POST', url: `/ready/${uid}`, body: {} });
    expect(reply).toMatchObject({ statusCode: 200, body: null });
    expect(await page.run((_pbi, _powerbi, _arg, t) => t.vars.ready.length)).toBe(1);
  });

  /**
   * Embeds a report with a rejecting async `info` handler (on `window.service`, else the page's global service),
   * has the frame raise `info`, and returns the page's unhandled rejections (kept from reaching the console).
   */
  async function rejectingHandler(page: HostPage): Promise<string[]> {
    const uid = await page.run(async (_pbi, powerbi, url, t) => {
      const rejections: string[] = ((window as any).rejections = []);
      window.addEventListener('unhandledrejection', (event) => {
        rejections.push(String(event.reason));
        event.preventDefault();
      });
      const el = t.container();
      const service = (window as any).service ?? powerbi;
      const report = service.embed(el, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T' });
      report.on('info', async () => {
        throw new Error('handler failed');
      });
      await t.nextEvent(el, 'rendered');
      return report.config.uniqueId;
    }, embedUrl());
    await page.frameRequest(0, { method: 'POST', url: `/reports/${uid}/events/info`, body: {} });
    await page.settle();
    return page.run(() => (window as any).rejections);
  }

  it("[C-COMPAT-26] by default an async event handler that rejects is the page's unhandled rejection, as with powerbi-client", async () => {
    const runs = await inBothClients(h, rejectingHandler);
    expect(runs.ours.raw).toEqual(['Error: handler failed']);
    expect(runs.ours.raw).toEqual(runs.reference.raw);
  });

  it('[C-COMPAT-26] with catchHandlerRejections an async event handler that rejects goes to onError instead', async () => {
    host = await h.openHost('ours', {
      script:
        'window.errors = []; window.service = new window["powerbi-client"].Service({ catchHandlerRejections: true, onError: (e) => window.errors.push(String(e)) });',
    });
    expect(await rejectingHandler(host)).toEqual([]);
    expect(await host.run(() => (window as any).errors)).toEqual(['Error: handler failed']);
    expect(host.pageErrors).toEqual([]);
  });
});

describe('event hooks', () => {
  it('[C-HOOK-01] [C-HOOK-07] preQuery calls the application context provider with the body and the report, and answers 200 with its value', async () => {
    const { page, uid } = await embedded({
      hooks: `{ applicationContextProvider: (body) => { window.hookBody = { query: body.query, isReport: body.report === window.hostTools.vars.report }; return { ward: 'W1' }; } }`,
    });
    const reply = await page.frameRequest(0, {
      method: 'POST',
      url: `/reports/${uid}/eventHooks/preQuery`,
      body: { query: 'q' },
    });
    expect(reply).toMatchObject({ statusCode: 200, body: { ward: 'W1' } });
    const seen = await page.run((_pbi, _powerbi, _arg, t) => ({
      body: (window as any).hookBody,
      embedUrl: t.vars.report.config.embedUrl,
      hooksKept: typeof t.vars.report.eventHooks.applicationContextProvider,
      hooksPosted: 'eventHooks' in t.vars.report.config,
    }));
    expect(seen).toEqual({
      body: { query: 'q', isReport: true },
      embedUrl: `${embedUrl()}&registerQueryCallback=true`,
      hooksKept: 'function',
      hooksPosted: false,
    });
  });

  it('[C-HOOK-02] [C-HOOK-07] [C-MSG-05] newAccessToken awaits the access token provider (Aad) and answers 200 with the token', async () => {
    const { page, uid } = await embedded({
      tokenType: 0,
      hooks: `{ accessTokenProvider: async () => { await new Promise((r) => setTimeout(r, 20)); return 'FRESH'; } }`,
    });
    const reply = await page.frameRequest(0, {
      method: 'POST',
      url: `/reports/${uid}/eventHooks/newAccessToken`,
      body: {},
    });
    expect(reply).toMatchObject({ statusCode: 200, body: 'FRESH' });
    const [load] = await page.trace();
    expect(load.data).toMatchObject({ url: '/report/load', headers: { tokenProviderSupplied: true } });
    expect(Object.keys((load.data as any).body)).not.toContain('eventHooks');
  });

  it('[C-HOOK-05] a hook that is not configured is answered 404; an unknown hook name 200 with a null body', async () => {
    const { page, uid } = await embedded();
    const hook = (name: string) =>
      page.frameRequest(0, { method: 'POST', url: `/reports/${uid}/eventHooks/${name}`, body: {} });
    expect(await hook('preQuery')).toMatchObject({ statusCode: 404, body: null });
    expect(await hook('newAccessToken')).toMatchObject({ statusCode: 404, body: null });
    expect(await hook('somethingElse')).toMatchObject({ statusCode: 200, body: null });
  });

  it('[C-HOOK-06] a hook that throws is answered 400 and its error is logged', async () => {
    const { page, uid } = await embedded({
      tokenType: 0,
      hooks: `{ accessTokenProvider: () => { throw new Error('no token today'); } }`,
    });
    const reply = await page.frameRequest(0, {
      method: 'POST',
      url: `/reports/${uid}/eventHooks/newAccessToken`,
      body: {},
    });
    expect(reply).toMatchObject({ statusCode: 400, body: null });
    expect(page.consoleMessages.some((line) => line.startsWith('error:') && line.includes('no token today'))).toBe(
      true,
    );
  });

  it('[C-HOOK-08] [C-HOOK-11] refuses hooks that are not functions, or an access token provider without an Aad token, before creating the iframe', async () => {
    host = await h.openHost('ours');
    const refusals = await host.run((_pbi, powerbi, url, t) => {
      const attempt = (extra: Record<string, unknown>) => {
        const el = t.container();
        try {
          powerbi.embed(el, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T', ...extra });
        } catch (error) {
          return { message: (error as Error).message, iframes: el.children.length };
        }
      };
      return [
        attempt({ eventHooks: { accessTokenProvider: 'token' } }),
        attempt({ tokenType: 1, eventHooks: { accessTokenProvider: () => 'x' } }),
        attempt({ eventHooks: { accessTokenProvider: () => 'x' } }),
      ];
    }, embedUrl());
    expect(refusals).toEqual([
      { message: 'accessTokenProvider must be a function', iframes: 0 },
      { message: 'accessTokenProvider is only supported in report SaaS embed', iframes: 0 },
      { message: 'accessTokenProvider is only supported in report SaaS embed', iframes: 0 },
    ]);
  });
});

describe('registered component types', () => {
  it('[C-REG-01] [C-HOOK-09] a registered type is embedded by its factory and its routes raise its events', async () => {
    host = await h.openHost('ours');
    const page = host;
    const seen = await page.run(async (pbi, powerbi, url, t) => {
      const Custom: new (...args: unknown[]) => object = class extends pbi.Report {};
      powerbi.register(
        'Custom',
        (service: any, element: HTMLElement, config: any, phased: boolean, bootstrap: boolean) =>
          new Custom(service, element, config, phased, bootstrap),
        ['/custom/:uniqueId/events/:eventName'],
      );
      const el = (t.vars.el = t.container());
      t.vars.hellos = t.recordEvents(el, ['hello']);
      const component = powerbi.embed(el, { type: 'custom', id: 'R1', embedUrl: url, accessToken: 'T' });
      let contextRefusal;
      try {
        powerbi.embed(t.container(), {
          type: 'CUSTOM',
          id: 'R1',
          embedUrl: url,
          accessToken: 'T',
          eventHooks: { applicationContextProvider: () => ({}) },
        });
      } catch (error) {
        contextRefusal = (error as Error).message;
      }
      await t.nextEvent(el, 'rendered');
      return { isCustom: component instanceof Custom, uid: component.config.uniqueId, contextRefusal };
    }, embedUrl());
    expect(seen.isCustom).toBe(true);
    expect(seen.contextRefusal).toBe('applicationContextProvider is only supported in report embed');
    const reply = await page.frameRequest(0, {
      method: 'POST',
      url: `/custom/${seen.uid}/events/hello`,
      body: { hi: 1 },
    });
    expect(reply).toMatchObject({ statusCode: 200, body: null });
    expect(await page.run((_pbi, _powerbi, _arg, t) => t.vars.hellos)).toEqual([{ name: 'hello', detail: { hi: 1 } }]);
  });
});
