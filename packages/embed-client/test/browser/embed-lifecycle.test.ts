/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against the client's globals */
/**
 * Our client in real Chromium against the fake frame at another site: how an embed is created,
 * configured from its config and the container's attributes, loaded, and refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

async function ours(): Promise<HostPage> {
  host = await h.openHost('ours');
  return host;
}

const reportUrl = (query: Record<string, string> = {}) =>
  h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1', noReady: '1', ...query });

const reportConfig = (extra: Record<string, unknown> = {}) => ({
  type: 'report',
  id: 'R1',
  embedUrl: reportUrl(),
  accessToken: 'TOKEN-0',
  tokenType: 1,
  ...extra,
});

/** The requests (not replies) the frame received, as `METHOD url`. */
async function requests(page: HostPage, frame = 0): Promise<string[]> {
  return (await page.trace(frame))
    .map((record) => record.data as { method?: string; url?: string })
    .filter((data) => data.method)
    .map((data) => `${data.method} ${data.url}`);
}

describe('embedding a report', () => {
  it('[C-LOAD-01] [C-FRAME-01] [C-FRAME-02] [C-FRAME-03] [C-TYPE-01] [C-TYPE-09] creates one iframe in the container, with the reference attributes and a title', async () => {
    const page = await ours();
    const seen = await page.run((_pbi, powerbi, config, t) => {
      const el = t.container();
      el.innerHTML = '<p>placeholder</p><span></span>';
      const report = powerbi.embed(el, config);
      const iframe = el.firstElementChild as HTMLIFrameElement;
      const titled = powerbi.embed(t.container(), { ...config, title: 'Admissions report' });
      return {
        children: Array.from(el.children, (child) => child.tagName),
        isIframe: report.iframe === iframe,
        style: iframe.getAttribute('style'),
        src: iframe.getAttribute('src') === `${config.embedUrl}&uid=${report.config.uniqueId}`,
        attributes: Array.from(iframe.attributes, (a) => a.name).sort(),
        scrolling: iframe.getAttribute('scrolling'),
        allowfullscreen: iframe.getAttribute('allowfullscreen'),
        title: iframe.title,
        customTitle: titled.iframe.title,
        associated: (el as any).powerBiEmbed === report && powerbi.get(el) === report,
        found: powerbi.find(report.config.uniqueId) === report,
        count: powerbi.getNumberOfComponents(),
      };
    }, reportConfig());
    expect(seen).toEqual({
      children: ['IFRAME'],
      isIframe: true,
      style: 'width: 100%; height: 100%;',
      src: true,
      attributes: ['allowfullscreen', 'scrolling', 'src', 'style', 'title'],
      scrolling: 'no',
      allowfullscreen: 'true',
      title: 'Power BI report',
      customTitle: 'Admissions report',
      associated: true,
      found: true,
      count: 2,
    });
  });

  it('[C-LOAD-02] [C-LOAD-03] [C-MSG-06] posts POST /report/load with the whole config when the frame has loaded; loaded and rendered reach their handlers', async () => {
    const page = await ours();
    const seen = await page.run(async (_pbi, powerbi, config, t) => {
      const el = t.container();
      const report = powerbi.embed(el, config);
      const events: string[] = [];
      report.on('loaded', () => events.push('loaded'));
      report.on('rendered', () => events.push('rendered'));
      await t.nextEvent(el, 'rendered');
      return { events, config: report.config };
    }, reportConfig());
    expect(seen.events).toEqual(['loaded', 'rendered']);
    expect(await requests(page)).toEqual(['POST /report/load']);
    const [load] = await page.trace();
    expect((load.data as any).body).toMatchObject({
      type: 'report',
      id: 'R1',
      accessToken: 'TOKEN-0',
      embedUrl: reportUrl(),
    });
    expect(Object.keys((load.data as any).body)).toEqual(Object.keys(seen.config));
  });

  it('[C-LOAD-04] [C-MSG-04] loads nothing without an access token (bootstrap), then loads with bootstrapped: true once one is given', async () => {
    const page = await ours();
    await page.run(async (_pbi, powerbi, embedUrl, t) => {
      const el = (t.vars.el = t.container());
      powerbi.bootstrap(el, { type: 'report', embedUrl });
      await t.nextEvent(el.querySelector('iframe')!, 'load');
    }, reportUrl());
    await page.settle();
    expect(await requests(page)).toEqual([]);
    expect(page.consoleMessages).toContain('debug: Power BI SDK iframe is loaded but powerbi.embed is not called yet.');
    await page.run(async (_pbi, powerbi, config, t) => {
      const rendered = t.nextEvent(t.vars.el, 'rendered');
      powerbi.embed(t.vars.el, config);
      await rendered;
    }, reportConfig());
    const [load] = await page.trace();
    expect(load.data).toMatchObject({
      url: '/report/load',
      headers: { bootstrapped: true },
      body: { bootstrapped: true },
    });
  });

  it('[C-LOAD-05] skips a load asked for before the frame is ready', async () => {
    const page = await ours();
    const outcome = await page.run(async (_pbi, powerbi, config, t) => {
      const el = t.container();
      const report = powerbi.embed(el, config);
      const early = await t.outcome(report.reload());
      await t.nextEvent(el, 'rendered');
      return early;
    }, reportConfig());
    expect(outcome).toEqual({ resolved: undefined });
    expect(page.consoleMessages).toContain(
      'debug: Power BI SDK is trying to post /report/load before iframe is ready.',
    );
    expect(await requests(page)).toEqual(['POST /report/load']);
  });

  it('[C-LOAD-06] skips a load within 100 ms of the last one, and sends one after', async () => {
    const page = await ours();
    await page.run(async (_pbi, powerbi, config, t) => {
      const el = t.container();
      const report = powerbi.embed(el, config);
      await t.nextEvent(el, 'rendered');
      await t.sleep(150);
      // The second reload in the same task as the first: within 100 ms of it at any machine speed (awaiting
      // the first one's answer took more than 100 ms on a loaded CI machine, and the second was sent).
      await Promise.all([report.reload(), report.reload()]);
      await t.sleep(150);
      await report.reload();
    }, reportConfig());
    expect(await requests(page)).toEqual(['POST /report/load', 'POST /report/load', 'POST /report/load']);
    expect(page.consoleMessages).toContain(
      'debug: Power BI SDK sent more than two /report/load requests in the last 100ms interval.',
    );
  });

  it('[C-LOAD-07] [C-MSG-15] front-loads the config for the first three components only, on the frame’s ready signal', async () => {
    const page = await ours();
    const handlers = await page.run(
      async (_pbi, powerbi, embedUrl, t) => {
        const reports = [];
        for (let i = 0; i < 4; i++) {
          const el = t.container();
          const rendered = t.nextEvent(el, 'rendered');
          reports.push(powerbi.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 }));
          await rendered;
        }
        return reports.map((report) => typeof report.frontLoadHandler);
      },
      h.embedUrl('/reportEmbed', { reportId: 'R1' }),
    );
    expect(handlers).toEqual(['function', 'function', 'function', 'undefined']);
    for (const frame of [0, 1, 2]) expect(await requests(page, frame)).toContain('POST /frontload/config');
    expect(await requests(page, 3)).toEqual(['POST /report/load']);
  });

  it('adds language, formatLocale and isMobile to the embed URL, and the uid to the iframe only', async () => {
    const page = await ours();
    const seen = await page.run(
      (_pbi, powerbi, config) => {
        const report = powerbi.embed(document.body.appendChild(document.createElement('div')), config);
        return { embedUrl: report.config.embedUrl, src: report.iframe.src, uid: report.config.uniqueId };
      },
      reportConfig({ settings: { localeSettings: { language: 'en', formatLocale: 'fr' }, layoutType: 2 } }),
    );
    expect(seen.embedUrl).toBe(`${reportUrl()}&language=en&formatLocale=fr&isMobile=true`);
    expect(seen.src).toBe(`${seen.embedUrl}&uid=${seen.uid}`);
  });

  it('reports a load the frame refuses to onError instead of leaving an unhandled rejection', async () => {
    const page = await h.openHost('ours', {
      script:
        'window.errors = []; window.service = new window["powerbi-client"].Service({ onError: (e) => window.errors.push(e) });',
    });
    host = page;
    const errors = await page.run(
      async (_pbi, _powerbi, embedUrl, t) => {
        const service = (window as any).service;
        service.embed(t.container(), { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 });
        while (!(window as any).errors.length) await t.sleep(20);
        return (window as any).errors;
      },
      reportUrl({ fail: '/report/load:500' }),
    );
    expect(errors).toEqual([expect.objectContaining({ message: 'FakeFrameFailure', errorCode: '500' })]);
    expect(page.pageErrors).toEqual([]);
  });
});

describe('component helpers', () => {
  it('preload adds a hidden iframe at the exact embed URL that raises preloaded; nothing is posted', async () => {
    const page = await ours();
    const seen = await page.run(async (_pbi, powerbi, embedUrl, t) => {
      const el = t.container();
      const iframe = powerbi.preload({ type: 'report', embedUrl }, el);
      const detail = await t.nextEvent(iframe, 'preloaded');
      return {
        attributes: ['style', 'src', 'scrolling', 'allowfullscreen'].map((name) => iframe.getAttribute(name)),
        inContainer: iframe.parentElement === el,
        detail,
        components: powerbi.getNumberOfComponents(),
      };
    }, reportUrl());
    expect(seen).toEqual({
      attributes: ['display: none;', reportUrl(), 'no', 'false'],
      inContainer: true,
      detail: {},
      components: 0,
    });
    expect(await page.trace()).toEqual([]);
  });

  it('sets and removes the iframe title and the container tabindex; fullscreen failures go to onError', async () => {
    const page = await ours();
    const seen = await page.run(async (_pbi, powerbi, config, t) => {
      const el = t.container();
      const report = powerbi.embed(el, config);
      const steps: unknown[] = [];
      report.setComponentTitle('Ward report');
      steps.push(report.iframe.getAttribute('title'));
      report.setComponentTitle(null);
      steps.push(report.iframe.hasAttribute('title'));
      report.setComponentTabIndex();
      steps.push(el.getAttribute('tabindex'));
      report.setComponentTabIndex(3);
      steps.push(el.getAttribute('tabindex'));
      report.removeComponentTabIndex();
      steps.push(el.hasAttribute('tabindex'));
      // Without a user gesture the browser refuses full screen: that must not be an unhandled rejection.
      report.fullscreen();
      report.exitFullscreen();
      await t.sleep(100);
      return steps;
    }, reportConfig());
    expect(seen).toEqual(['Ward report', false, '0', '3', false]);
    expect(page.pageErrors).toEqual([]);
  });
});

describe('configuration from the config, the attributes and the embed URL', () => {
  it('[C-ATTR-01] [C-ATTR-02] [C-ATTR-03] [C-ATTR-04] [C-ATTR-05] [C-ATTR-07] [C-ATTR-08] builds the config from powerbi-* attributes', async () => {
    const page = await ours();
    const config = await page.run((_pbi, powerbi, embedUrl, t) => {
      const el = t.container();
      el.setAttribute('powerbi-embed-url', embedUrl.replace('reportId=R1&', ''));
      el.setAttribute('powerbi-type', 'report');
      el.setAttribute('powerbi-access-token', 'TT');
      el.setAttribute('powerbi-name', 'myname');
      el.setAttribute('powerbi-report-id', 'AAA');
      el.setAttribute('powerbi-settings-filter-pane-enabled', 'false');
      el.setAttribute('powerbi-settings-nav-content-pane-enabled', 'yes');
      return powerbi.embed(el).config;
    }, reportUrl());
    expect(config).toEqual({
      type: 'report',
      embedUrl: reportUrl().replace('reportId=R1&', ''),
      groupId: 'G1',
      uniqueId: 'myname',
      accessToken: 'TT',
      settings: { filterPaneEnabled: false, navContentPaneEnabled: true },
      id: 'AAA',
    });
    expect(Object.keys(config)).toEqual(['type', 'embedUrl', 'groupId', 'uniqueId', 'accessToken', 'settings', 'id']);
  });

  it('[C-ATTR-07] [C-ATTR-08] lets config settings win over the attributes, which are undefined when absent', async () => {
    const page = await ours();
    const settings = await page.run((_pbi, powerbi, config, t) => {
      const withAttribute = t.container();
      withAttribute.setAttribute('powerbi-settings-filter-pane-enabled', 'false');
      return [
        powerbi.embed(withAttribute, { ...config, settings: { filterPaneEnabled: true } }).config.settings,
        powerbi.embed(t.container(), config).config.settings,
      ];
    }, reportConfig());
    expect(settings[0]).toEqual({ filterPaneEnabled: true, navContentPaneEnabled: undefined });
    expect(Object.keys(settings[1])).toEqual(['filterPaneEnabled', 'navContentPaneEnabled']);
  });

  it('[C-ID-01] [C-ID-02] [C-ID-03] [C-ID-05] takes the report id from the config, else the attribute, else the embed URL', async () => {
    const page = await ours();
    const ids = await page.run((pbi, powerbi, config, t) => {
      const attributed = () => {
        const el = t.container();
        el.setAttribute('powerbi-report-id', 'FROM-ATTRIBUTE');
        return el;
      };
      const { id: _id, ...noId } = config;
      const failure = (() => {
        try {
          powerbi.embed(t.container(), { ...noId, embedUrl: config.embedUrl.replace('reportId=R1', 'x=1') });
        } catch (error) {
          return (error as Error).message;
        }
      })();
      return {
        config: powerbi.embed(attributed(), { ...config, id: 'FROM-CONFIG' }).getId(),
        attribute: powerbi.embed(attributed(), noId).getId(),
        url: powerbi.embed(t.container(), noId).config.id,
        fromUrl: pbi.Report.findIdFromEmbedUrl('https://x/reportEmbed?groupId=G&reportId=RR'),
        failure,
      };
    }, reportConfig());
    expect(ids).toEqual({
      config: 'FROM-CONFIG',
      attribute: 'FROM-ATTRIBUTE',
      url: 'R1',
      fromUrl: 'RR',
      failure:
        "Report id is required, but it was not found. You must provide an id either as part of embed configuration or as attribute 'powerbi-report-id'.",
    });
  });

  it('[C-ID-09] generates a random base-36 uniqueId unless the config or powerbi-name gives one', async () => {
    const page = await ours();
    const uids = await page.run((_pbi, powerbi, config, t) => {
      const named = t.container();
      named.setAttribute('powerbi-name', 'by-attribute');
      return {
        random: [1, 2, 3].map(() => powerbi.embed(t.container(), config).config.uniqueId),
        given: powerbi.embed(t.container(), { ...config, uniqueId: 'by-config' }).config.uniqueId,
        attribute: powerbi.embed(named, config).config.uniqueId,
      };
    }, reportConfig());
    for (const uid of uids.random) expect(uid).toMatch(/^[0-9a-z]{1,6}$/);
    expect(new Set(uids.random).size).toBe(3);
    expect(uids.given).toBe('by-config');
    expect(uids.attribute).toBe('by-attribute');
  });

  it('[C-CONST-01] [C-ID-10] announces SDK 2.22.4 and the service session id with the load', async () => {
    const page = await ours();
    const service = await page.run(async (_pbi, powerbi, config, t) => {
      const el = t.container();
      powerbi.embed(el, config);
      await t.nextEvent(el, 'rendered');
      return { version: powerbi.getSDKVersion(), session: powerbi.getSdkSessionId() };
    }, reportConfig());
    expect(service.version).toBe('2.22.4');
    expect(service.session).toMatch(/^[0-9a-f]{20}$/);
    const [load] = await page.trace();
    expect(load.data).toMatchObject({
      headers: { 'x-sdk-version': '2.22.4', sdkVersion: '2.22.4', sdkSessionId: service.session },
    });
  });
});

describe('refused configurations', () => {
  it('throws the validation errors before adding anything to the page', async () => {
    const page = await ours();
    const seen = await page.run((_pbi, powerbi, config, t) => {
      const el = t.container();
      el.innerHTML = '<p>kept</p>';
      let error: unknown;
      try {
        powerbi.embed(el, { ...config, settings: { filterPaneEnabled: 'yes' } });
      } catch (e) {
        error = e;
      }
      return {
        error,
        content: el.innerHTML,
        associated: 'powerBiEmbed' in el,
        count: powerbi.getNumberOfComponents(),
        listeners: t.messageListenerCount(),
      };
    }, reportConfig());
    expect(seen).toEqual({
      error: [{ message: 'filterPaneEnabled must be a boolean' }],
      content: '<p>kept</p>',
      associated: false,
      count: 0,
      listeners: 0,
    });
  });

  it('[C-URL-10] [C-URL-11] [C-ERR-06] refuses a missing embed URL, an auto-auth URL, and unknown or missing types', async () => {
    const page = await ours();
    const errors = await page.run(
      (_pbi, powerbi, config, t) => {
        const attempt = (extra: Record<string, unknown>) => {
          const el = t.container();
          try {
            powerbi.embed(el, { ...config, ...extra });
          } catch (error) {
            return { message: (error as Error).message, iframes: el.querySelectorAll('iframe').length };
          }
        };
        return {
          noUrl: attempt({ embedUrl: undefined }),
          autoAuth: attempt({ embedUrl: `${config.embedUrl}&AutoAuth=TRUE` }),
          unknown: attempt({ type: 'Report' }),
          noType: attempt({ type: undefined, accessToken: 'SECRET' }),
        };
      },
      reportConfig({ uniqueId: 'U' }),
    );
    expect(errors.noUrl).toEqual({
      message:
        "Embed Url is required, but it was not found. You must provide an embed url either as part of embed configuration or as attribute 'powerbi-embed-url'.",
      iframes: 0,
    });
    expect(errors.autoAuth).toEqual({
      message: 'Embed URL is invalid for this scenario. Please use Power BI REST APIs to get the valid URL',
      iframes: 0,
    });
    expect(errors.unknown).toEqual({
      message:
        'Attempted to embed component of type: Report but did not find any matching component.  Please verify the type you specified is intended.',
      iframes: 0,
    });
    expect(errors.noType!.message).toMatch(
      /^Attempted to embed using config \{.*\} on element <div .*><\/div>, but could not determine what type of component to embed\. You must specify a type in the configuration or as an attribute such as 'powerbi-type="report"'\.$/,
    );
    expect(errors.noType!.message).toContain('"accessToken":""');
    expect(errors.noType!.message).not.toContain('SECRET');
  });

  it('[C-ERR-07] refuses to bootstrap an element that already has a component', async () => {
    const page = await ours();
    const message = await page.run((_pbi, powerbi, config, t) => {
      const el = t.container();
      el.id = 'c1';
      powerbi.embed(el, config);
      try {
        powerbi.bootstrap(el, config);
      } catch (error) {
        return (error as Error).message;
      }
    }, reportConfig());
    expect(message).toMatch(
      /^Attempted to bootstrap element <div id="c1".*<\/div>, but the element is already a powerbi element\.$/,
    );
  });

  it('[C-TYPE-11] refuses another type on an embedded element: the reference text by default, both types when typed', async () => {
    const page = await ours();
    const messages = await page.run((pbi, powerbi, config, t) => {
      const refusal = (service: any) => {
        const el = t.container();
        service.embed(el, config);
        try {
          service.embed(el, { ...config, type: 'dashboard' });
        } catch (error) {
          return { message: (error as Error).message, code: (error as any).code };
        }
        return { message: 'not refused', code: undefined };
      };
      return { byDefault: refusal(powerbi), typed: refusal(new pbi.Service({ errors: 'typed' })) };
    }, reportConfig());
    const text = (existing: string) =>
      new RegExp(
        `^Embedding on an existing element with a different type than the previous embed object is not supported\\. {2}Attempted to embed using config .* but the existing element contains an embed of type: ${existing} which does not match the new type: dashboard$`,
      );
    // The reference prints the service's `type` setting (normally undefined) where it means the embed's.
    expect(messages.byDefault.message).toMatch(text('undefined'));
    expect(messages.byDefault.code).toBeUndefined();
    expect(messages.typed.message).toMatch(text('report'));
    expect(messages.typed.code).toBe('InvalidArgument');
  });

  it('[C-URL-01] [C-URL-07] [C-URL-08] [C-URL-09] bootstraps at the default or configured https host, and refuses http', async () => {
    const page = await ours();
    const seen = await page.run((_pbi, powerbi, _arg, t) => {
      const src = (config: Record<string, unknown>) => {
        const el = t.container();
        try {
          const report = powerbi.bootstrap(el, config);
          const url = report.iframe.src.replace(`uid=${report.config.uniqueId}`, 'uid=<uid>');
          powerbi.reset(el);
          return url;
        } catch (error) {
          return (error as Error).message;
        }
      };
      return [
        src({ type: 'report' }),
        src({ type: 'report', hostname: 'App.PowerBI.com ' }),
        src({ type: 'report', hostname: 'https://example.test' }),
        src({ type: 'report', hostname: 'http://example.test' }),
      ];
    });
    expect(seen).toEqual([
      'https://app.powerbi.com/reportEmbed?uid=<uid>',
      'https://app.powerbi.com/reportEmbed?uid=<uid>',
      'https://example.test/reportEmbed?uid=<uid>',
      'HTTP is not allowed. HTTPS is required',
    ]);
  });
});

describe('the script-tag global', () => {
  it('publishes the module as window["powerbi-client"] and a Service as window.powerbi, or under the requested name', async () => {
    const page = await ours();
    const seen = await page.run(async (pbi, powerbi) => {
      const first = {
        namespace: [
          'Service',
          'EmbedService',
          'Report',
          'Page',
          'Embed',
          'EmbedError',
          'factories',
          'models',
          'service',
        ].filter((name) => !(name in pbi)),
        isService: powerbi instanceof pbi.Service && powerbi instanceof pbi.service.Service,
      };
      // Loading the script again on a page that asks for another name keeps window.powerbi.
      const source = await (await fetch('/client/ours.js')).text();
      (window as any).powerBISDKGlobalServiceInstanceName = 'powerbiSecond';
      (0, eval)(source);
      const w = window as any;
      return { ...first, kept: w.powerbi === powerbi, second: w.powerbiSecond instanceof w['powerbi-client'].Service };
    });
    expect(seen).toEqual({ namespace: [], isService: true, kept: true, second: true });
  });
});
