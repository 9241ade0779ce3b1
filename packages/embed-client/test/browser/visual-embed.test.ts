/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against the client's globals */
/**
 * The visual embed's refusals and its filter levels, the ids of the other embed types, their
 * default endpoints and the dashboard's own checks, in real Chromium against the fake frame.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { expectSameWire, inBothClients } from './support/conformance';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

const url = (path: string, query: Record<string, string> = {}) => h.embedUrl(path, { noReady: '1', ...query });
const visualConfig = (extra: Record<string, unknown> = {}) => ({
  type: 'visual',
  embedUrl: url('/reportEmbed', { reportId: 'R1' }),
  pageName: 'ReportSection1',
  visualName: 'admissionsByDepartment',
  accessToken: 'T',
  tokenType: 1,
  ...extra,
});

/** A host page with a loaded visual in `t.vars.c` (container `t.vars.el`). */
async function visual(extra: Record<string, unknown> = {}): Promise<HostPage> {
  host = await h.openHost('ours');
  await host.run(async (_pbi, powerbi, config, t) => {
    const el = (t.vars.el = t.container());
    const loaded = t.nextEvent(el, 'loaded');
    t.vars.c = powerbi.embed(el, config);
    await loaded;
  }, visualConfig(extra));
  return host;
}

const PAGE_NAME_REQUIRED = 'Page name is required when embedding a visual.';
const VISUAL_NAME_REQUIRED =
  'Visual name is required, but it was not found. You must provide a visual name as part of embed configuration.';

describe('visual embed', () => {
  it('[C-VISUAL-10] [C-VISUAL-11] without pageName or visualName the load throws from the frame load, and a re-embed throws from embed(); nothing is posted', async () => {
    for (const [missing, text] of [
      ['pageName', PAGE_NAME_REQUIRED],
      ['visualName', VISUAL_NAME_REQUIRED],
    ]) {
      host = await h.openHost('ours');
      const page = host;
      const thrown = await page.run(
        async (_pbi, powerbi, { config, missing }, t) => {
          const el = t.container();
          const uncaught = new Promise<string>((resolve) =>
            window.addEventListener('error', (event) => resolve(`${event.error.name}: ${event.error.message}`), {
              once: true,
            }),
          );
          const c = powerbi.embed(el, { ...config, [missing]: undefined });
          const fromLoad = await uncaught;
          let fromEmbed;
          try {
            powerbi.embed(el, { ...config, [missing]: '' });
          } catch (error) {
            fromEmbed = `${(error as Error).name}: ${(error as Error).message}`;
          }
          return { fromLoad, fromEmbed, isVisual: c.constructor.type };
        },
        { config: visualConfig(), missing },
      );
      expect(thrown).toEqual({ fromLoad: `Error: ${text}`, fromEmbed: `Error: ${text}`, isVisual: 'visual' });
      expect(await page.trace()).toEqual([]);
      await page.close();
      host = undefined;
    }
  });

  it('[C-VISUAL-12] [C-VISUAL-13] [C-VISUAL-14] getPages and setPage throw at once, render rejects, each with its text', async () => {
    const page = await visual();
    const seen = await page.run(async (_pbi, _powerbi, _arg, t) => {
      const sync = (fn: () => unknown) => {
        try {
          fn();
          return 'did not throw';
        } catch (error) {
          // Bare strings, as the reference throws them.
          return typeof error === 'string' ? error : `${(error as Error).name}: ${(error as Error).message}`;
        }
      };
      return {
        getPages: sync(() => t.vars.c.getPages()),
        setPage: sync(() => t.vars.c.setPage('ReportSection2')),
        render: await t.outcome(t.vars.c.render()),
        statics: [t.vars.c.constructor.GetPagesNotSupportedError, t.vars.c.constructor.SetPageNotSupportedError],
      };
    });
    expect(seen).toEqual({
      getPages: 'Get pages is not supported while embedding a visual.',
      setPage: 'Set page is not supported while embedding a visual.',
      render: { rejected: 'render is not supported while embedding a visual.' },
      statics: [
        'Get pages is not supported while embedding a visual.',
        'Set page is not supported while embedding a visual.',
      ],
    });
    const urls = (await page.trace()).map((record) => (record.data as { url?: string }).url).filter(Boolean);
    expect(urls).toEqual(['/report/load']);
  });

  it("[C-VISUAL-15] getVisualDescriptor rejects with { message: 'visualNotFound', detailedMessage: 'Visual not found' } when the page has no such visual (the reference rejected with undefined)", async () => {
    const page = await visual({ visualName: 'noSuchVisual' });
    const outcome = await page.run((_pbi, _powerbi, _arg, t) => t.outcome(t.vars.c.getVisualDescriptor()));
    expect(outcome).toEqual({ rejected: { message: 'visualNotFound', detailedMessage: 'Visual not found' } });
  });

  it('filter methods pick the URL by FiltersLevel: report, page, and the visual by default (same wire as the reference)', async () => {
    const runs = await inBothClients(h, async (page) => {
      await page.run(async (_pbi, powerbi, config, t) => {
        const el = t.container();
        const loaded = t.nextEvent(el, 'loaded');
        t.vars.c = powerbi.embed(el, config);
        await loaded;
      }, visualConfig());
      await page.settle();
      return page.run(async (pbi, _powerbi, _arg, t) => {
        const c = t.vars.c;
        const level = pbi.models.FiltersLevel;
        const results = [];
        for (const at of [level.Report, level.Page, level.Visual, undefined]) {
          results.push(await t.outcome(c.getFilters(at)));
          results.push(await t.outcome(c.setFilters([], at)));
          results.push(await t.outcome(c.updateFilters(pbi.models.FiltersOperations.Add, [], at)));
          results.push(await t.outcome(c.removeFilters(at)));
        }
        return results;
      });
    });
    expectSameWire(runs);
    const urls = runs.ours.traces[0]
      .map((line) => JSON.parse(line).data)
      .filter((data: any) => data.method && data.url !== '/report/load')
      .map((data: any) => `${data.method} ${data.url}`);
    const visualFilters = '/report/pages/ReportSection1/visuals/admissionsByDepartment/filters';
    expect(urls).toEqual(
      ['/report/filters', '/report/pages/ReportSection1/filters', visualFilters, visualFilters].flatMap((at) => [
        `GET ${at}`,
        `PUT ${at}`,
        `POST ${at}`,
        `POST ${at}`,
      ]),
    );
  });
});

describe('ids, default endpoints and checks of the other types', () => {
  it('[C-ID-04] [C-ATTR-06] dashboard ids come from the config, powerbi-dashboard-id, then dashboardId=; tile ids from the config then tileId=; dataset ids from the config then datasetId=', async () => {
    host = await h.openHost('ours');
    const ids = await host.run(
      (_pbi, powerbi, urls, t) => {
        const token = { accessToken: 'T', tokenType: 1 };
        const attributed = () => {
          const el = t.container();
          el.setAttribute('powerbi-dashboard-id', 'FROM-ATTRIBUTE');
          return el;
        };
        const dashboard = (el: HTMLElement, extra: object) =>
          powerbi.embed(el, { type: 'dashboard', embedUrl: urls.dashboard, ...token, ...extra }).config.id;
        const tile = (extra: object) =>
          powerbi.embed(t.container(), { type: 'tile', embedUrl: urls.tile, dashboardId: 'D1', ...token, ...extra })
            .config.id;
        const dataset = (extra: object) =>
          powerbi.createReport(t.container(), { embedUrl: urls.create, ...token, ...extra }).createConfig.datasetId;
        return {
          dashboard: [
            dashboard(attributed(), { id: 'FROM-CONFIG' }),
            dashboard(attributed(), {}),
            dashboard(t.container(), {}),
          ],
          tile: [tile({ id: 'FROM-CONFIG' }), tile({})],
          dataset: [dataset({ datasetId: 'FROM-CONFIG' }), dataset({})],
        };
      },
      {
        dashboard: url('/dashboardEmbed', { dashboardId: 'FROM-URL' }),
        tile: url('/tileEmbed', { dashboardId: 'D1', tileId: 'FROM-URL' }),
        create: url('/reportEmbed', { datasetId: 'FROM-URL' }),
      },
    );
    expect(ids).toEqual({
      dashboard: ['FROM-CONFIG', 'FROM-ATTRIBUTE', 'FROM-URL'],
      tile: ['FROM-CONFIG', 'FROM-URL'],
      dataset: ['FROM-CONFIG', 'FROM-URL'],
    });
  });

  it('[C-ID-06] [C-ID-07] [C-ID-08] a missing or empty dashboard, tile or dataset id is refused with its text', async () => {
    host = await h.openHost('ours');
    const refusals = await host.run(
      (_pbi, powerbi, urls, t) => {
        const attempt = (fn: () => unknown) => {
          try {
            fn();
            return 'accepted';
          } catch (error) {
            return `${(error as Error).name}: ${(error as Error).message}`;
          }
        };
        const token = { accessToken: 'T', tokenType: 1 };
        return [
          attempt(() => powerbi.embed(t.container(), { type: 'dashboard', embedUrl: urls.dashboard, ...token })),
          attempt(() =>
            powerbi.embed(t.container(), { type: 'dashboard', embedUrl: urls.dashboard, id: '', ...token }),
          ),
          attempt(() =>
            powerbi.embed(t.container(), { type: 'tile', embedUrl: urls.tile, dashboardId: 'D1', ...token }),
          ),
          attempt(() => powerbi.createReport(t.container(), { embedUrl: urls.create, ...token })),
          attempt(() => powerbi.createReport(t.container(), { embedUrl: urls.create, datasetId: '', ...token })),
        ];
      },
      {
        dashboard: url('/dashboardEmbed'),
        tile: url('/tileEmbed', { dashboardId: 'D1' }),
        create: url('/reportEmbed'),
      },
    );
    const dashboard =
      "Error: Dashboard id is required, but it was not found. You must provide an id either as part of embed configuration or as attribute 'powerbi-dashboard-id'.";
    const dataset =
      'Error: Dataset id is required, but it was not found. You must provide an id either as part of embed configuration.';
    expect(refusals).toEqual([
      dashboard,
      dashboard,
      'Error: Tile id is required, but it was not found. You must provide an id either as part of embed configuration.',
      dataset,
      dataset,
    ]);
  });

  it('[C-URL-02] [C-URL-03] [C-URL-04] [C-URL-05] [C-URL-06] default endpoints: dashboardEmbed, tileEmbed, qnaEmbed (bootstrap without URL), reportEmbed for creation, quickCreate for quick create', async () => {
    host = await h.openHost('ours');
    const endpoints = await host.run((pbi, powerbi, _arg, t) => {
      // An unreachable https host: the iframes' sources are what counts, they are removed at once.
      const hostname = 'https://127.0.0.1:9';
      const bootstrapped = ['dashboard', 'tile', 'qna'].map((type) => {
        const el = t.container();
        const src = powerbi.bootstrap(el, { type, hostname }).iframe.src.replace(/\?uid=.*$/, '');
        powerbi.reset(el);
        return src;
      });
      const created = [pbi.Create, pbi.QuickCreate].map((Class) => Class.prototype.getDefaultEmbedUrlEndpoint());
      return { bootstrapped, created };
    });
    expect(endpoints).toEqual({
      bootstrapped: [
        'https://127.0.0.1:9/dashboardEmbed',
        'https://127.0.0.1:9/tileEmbed',
        'https://127.0.0.1:9/qnaEmbed',
      ],
      created: ['reportEmbed', 'quickCreate'],
    });
  });

  it("[M-VALID-03] a dashboard with another pageView is refused before anything is posted, with the models validator's text in both clients", async () => {
    // The spec's text ('pageView must be one of the followings: fitToWidth, oneColumn, actualSize')
    // is the dashboard's own check, which runs only when the models validator passed; the models
    // validator already refuses every other pageView, so both clients throw its texts instead
    // ('pageView must be a string…' for a non-string).
    const runs = await inBothClients(h, (page) =>
      page.run(
        (_pbi, powerbi, embedUrl, t) => {
          const attempt = (pageView: unknown) => {
            try {
              powerbi.embed(t.container(), { type: 'dashboard', embedUrl, accessToken: 'T', tokenType: 1, pageView });
              return 'accepted';
            } catch (errors) {
              return errors;
            }
          };
          return { bogus: attempt('bogus'), number: attempt(3), ok: attempt('oneColumn') };
        },
        url('/dashboardEmbed', { dashboardId: 'D1' }),
      ),
    );
    // The reference leaves the refused configs' iframes in the page (they receive nothing); ours
    // creates none, so only what the calls threw is compared.
    expect(runs.ours.result).toEqual(runs.reference.result);
    const text = 'pageView must be a string with one of the following values: "actualSize", "fitToWidth", "oneColumn"';
    expect(runs.ours.raw).toEqual({
      bogus: [expect.objectContaining({ message: text })],
      number: [expect.objectContaining({ message: 'pageView must be a string' })],
      ok: 'accepted',
    });
  });
});
