/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against the client's globals */
/**
 * Every embed type in real Chromium against @org/fake-frame (at another site): the component
 * class `embed` builds, the frame's load and events, the type's own events raised on the
 * container through its event route, and the create experiences (hooks, becoming a report).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Frame } from 'playwright-core';
import { setUpHarness, type HostPage } from './support/harness';
import { BASE_EVENTS } from './support/event-names';

const h = setUpHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

const dashboardUrl = () => h.embedUrl('/dashboardEmbed', { dashboardId: 'D1', noReady: '1' });
const tileUrl = () => h.embedUrl('/tileEmbed', { dashboardId: 'D1', tileId: 'T1', noReady: '1' });
const qnaUrl = () => h.embedUrl('/qnaEmbed', { noReady: '1' });
const reportUrl = (query: Record<string, string> = {}) =>
  h.embedUrl('/reportEmbed', { reportId: 'R1', noReady: '1', ...query });
const quickCreateUrl = () => h.embedUrl('/quickCreate', { noReady: '1' });
/** A valid dataset for quick create: one table, one row of pasted data. */
const DATASET = {
  locale: 'en-US',
  tableSchemaList: [{ name: 'Wards', columns: [{ name: 'Ward', dataType: 'Text' }] }],
  data: [{ name: 'Wards', rows: [['North']] }],
};

/** What an embed scenario reports back. */
interface Embedded {
  uid: string;
  is: boolean;
  allowedEvents: string[];
  loaded: unknown;
}

/**
 * Opens a host page and calls `powerbi[method](container, config)`; waits for the frame's
 * `loaded` event on the container. The component is kept in `t.vars.c`, the container in `t.vars.el`.
 */
async function embedded(method: string, className: string, config: Record<string, unknown>): Promise<Embedded> {
  host = await h.openHost('ours');
  return host.run(
    async (pbi, powerbi, { method, className, config }, t) => {
      const el = (t.vars.el = t.container());
      const loaded = t.nextEvent(el, 'loaded');
      const c = (t.vars.c = powerbi[method](el, config));
      return {
        uid: c.config.uniqueId,
        is: c instanceof pbi[className],
        allowedEvents: c.allowedEvents,
        loaded: await loaded,
      };
    },
    { method, className, config },
  );
}

/** Subscribes with `on` to `names` (into `t.vars.log`), and checks that `refused` is refused. */
function listen(page: HostPage, names: string[], refused: string) {
  return page.run(
    (_pbi, _powerbi, { names, refused }, t) => {
      const log: unknown[] = (t.vars.log = []);
      for (const name of names) t.vars.c.on(name, (event: CustomEvent) => log.push({ name, detail: event.detail }));
      try {
        t.vars.c.on(refused, () => undefined);
      } catch (error) {
        return (error as Error).message;
      }
    },
    { names, refused },
  );
}

/** Posts `names` as events of the frame at `prefix` and returns what the handlers saw. */
async function raise(page: HostPage, prefix: string, names: string[]) {
  for (const name of names) {
    const reply = await page.frameRequest(0, { method: 'POST', url: `${prefix}/events/${name}`, body: { name } });
    expect(reply).toMatchObject({ statusCode: 200, body: null });
  }
  return page.run((_pbi, _powerbi, _arg, t) => t.vars.log);
}

describe('embed types', () => {
  it('[C-TYPE-03] [C-ROUTES-04] [C-EVENTS-03] [C-MSG-08] a dashboard: Dashboard, POST /dashboard/load, tileClicked and error raised through /dashboards/{uid}/events', async () => {
    const seen = await embedded('embed', 'Dashboard', {
      type: 'dashboard',
      embedUrl: dashboardUrl(),
      accessToken: 'T',
      tokenType: 1,
    });
    expect(seen).toMatchObject({ is: true });
    expect(seen.allowedEvents).toEqual([...BASE_EVENTS, 'tileClicked', 'error']);
    const page = host!;
    const [load] = await page.trace();
    expect(load.data).toMatchObject({ method: 'POST', url: '/dashboard/load', body: { id: 'D1', type: 'dashboard' } });
    expect(await listen(page, ['tileClicked', 'error'], 'pageChanged')).toBe(
      `eventName must be one of ${[...BASE_EVENTS, 'tileClicked', 'error'].join(',')}. You passed: pageChanged`,
    );
    expect(await raise(page, `/dashboards/${seen.uid}`, ['tileClicked', 'error'])).toEqual([
      { name: 'tileClicked', detail: { name: 'tileClicked' } },
      { name: 'error', detail: { name: 'error' } },
    ]);
  });

  it('[C-TYPE-04] [C-ROUTES-05] [C-EVENTS-04] [C-MSG-10] a tile: Tile, POST /tile/load, tileClicked and tileLoaded raised through /tile/{uid}/events', async () => {
    const seen = await embedded('embed', 'Tile', {
      type: 'tile',
      embedUrl: tileUrl(),
      dashboardId: 'D1',
      accessToken: 'T',
      tokenType: 1,
    });
    expect(seen).toMatchObject({ is: true });
    expect(seen.allowedEvents).toEqual([...BASE_EVENTS, 'tileClicked', 'tileLoaded']);
    const page = host!;
    const [load] = await page.trace();
    expect(load.data).toMatchObject({ method: 'POST', url: '/tile/load', body: { id: 'T1', dashboardId: 'D1' } });
    expect(await listen(page, ['tileClicked', 'tileLoaded'], 'error!')).toMatch(/You passed: error!$/);
    expect(await raise(page, `/tile/${seen.uid}`, ['tileClicked', 'tileLoaded'])).toEqual([
      { name: 'tileClicked', detail: { name: 'tileClicked' } },
      { name: 'tileLoaded', detail: { name: 'tileLoaded' } },
    ]);
  });

  it('[C-TYPE-06] [C-ROUTES-06] [C-EVENTS-05] [C-MSG-11] a Q&A box: Qna, POST /qna/load, loaded and visualRendered raised through /qna/{uid}/events', async () => {
    const seen = await embedded('embed', 'Qna', {
      type: 'qna',
      embedUrl: qnaUrl(),
      datasetIds: ['S1'],
      question: 'admissions by department',
      accessToken: 'T',
      tokenType: 1,
    });
    expect(seen).toMatchObject({ is: true });
    expect(seen.allowedEvents).toEqual([...BASE_EVENTS, 'loaded', 'visualRendered']);
    const page = host!;
    const [load] = await page.trace();
    expect(load.data).toMatchObject({ method: 'POST', url: '/qna/load', body: { datasetIds: ['S1'] } });
    expect(await page.run((_pbi, _powerbi, _arg, t) => t.vars.c.getId())).toBeNull();
    expect(await listen(page, ['visualRendered'], 'tileClicked')).toMatch(/You passed: tileClicked$/);
    expect(await raise(page, `/qna/${seen.uid}`, ['visualRendered'])).toEqual([
      { name: 'visualRendered', detail: { name: 'visualRendered' } },
    ]);
  });

  it("the fake frame's own events reach each type's handlers: a clicked dashboard tile, a tile's tileLoaded, a Q&A answer", async () => {
    /** Embeds `config`, subscribes to `name`, runs `act` in the frame, and returns the first event's detail. */
    const eventOf = async (config: Record<string, unknown>, name: string, act?: (frame: Frame) => Promise<unknown>) => {
      await host?.close();
      host = await h.openHost('ours');
      const event = host.run(
        (_pbi, powerbi, { config, name }, t) => {
          const el = t.container();
          const next = t.nextEvent(el, name);
          powerbi.embed(el, config);
          return next;
        },
        { config, name },
      );
      if (act) {
        const frame = await host.frame(0);
        await frame.waitForFunction(() => (window as any).fakeFrame?.state?.phase === 'rendered');
        await act(frame);
      }
      return event;
    };
    const token = { accessToken: 'T', tokenType: 1 };
    const clicked = await eventOf({ type: 'dashboard', embedUrl: dashboardUrl(), ...token }, 'tileClicked', (frame) =>
      frame.click('[data-tile-id]'),
    );
    expect(clicked).toMatchObject({ tileId: expect.any(String) });
    const loaded = await eventOf({ type: 'tile', embedUrl: tileUrl(), dashboardId: 'D1', ...token }, 'tileLoaded');
    expect(loaded).toMatchObject({ tileId: expect.any(String) });
    const answered = await eventOf(
      { type: 'qna', embedUrl: qnaUrl(), datasetIds: ['S1'], ...token },
      'visualRendered',
      (frame) => frame.evaluate(() => (window as any).fakeFrame.ask('Admissions by department')),
    );
    expect(answered).toMatchObject({ question: 'Admissions by department', normalizedQuestion: expect.any(String) });
  });

  it('[C-TYPE-05] a single visual: Visual, its report events through /reports/{uid}/events, its descriptor from the frame', async () => {
    const seen = await embedded('embed', 'Visual', {
      type: 'visual',
      embedUrl: reportUrl(),
      pageName: 'ReportSection1',
      visualName: 'admissionsByDepartment',
      accessToken: 'T',
      tokenType: 1,
    });
    expect(seen).toMatchObject({ is: true });
    const page = host!;
    const described = await page.run(async (pbi, _powerbi, _arg, t) => {
      const descriptor = await t.vars.c.getVisualDescriptor();
      return {
        isDescriptor: descriptor instanceof pbi.VisualDescriptor,
        name: descriptor.name,
        page: descriptor.page.name,
        isReport: t.vars.c instanceof pbi.Report,
      };
    });
    expect(described).toEqual({
      isDescriptor: true,
      name: 'admissionsByDepartment',
      page: 'ReportSection1',
      isReport: true,
    });
    await listen(page, ['visualClicked'], 'tileClicked');
    expect(await raise(page, `/reports/${seen.uid}`, ['visualClicked'])).toEqual([
      { name: 'visualClicked', detail: { name: 'visualClicked' } },
    ]);
  });

  it('[C-TYPE-07] [C-MSG-13] a report creation: createReport builds a Create that posts POST /report/create on frame load', async () => {
    const seen = await embedded('createReport', 'Create', {
      embedUrl: reportUrl({ datasetId: 'S1' }),
      accessToken: 'T',
      tokenType: 1,
    });
    expect(seen).toMatchObject({ is: true, allowedEvents: BASE_EVENTS });
    const page = host!;
    const [create] = await page.trace();
    expect(create.data).toMatchObject({ method: 'POST', url: '/report/create', body: { datasetId: 'S1' } });
    const state = await page.run(async (_pbi, powerbi, _arg, t) => ({
      saved: await t.vars.c.isSaved(),
      count: powerbi.getNumberOfComponents(),
      associated: t.vars.el.powerBiEmbed === t.vars.c,
    }));
    expect(state).toEqual({ saved: true, count: 1, associated: true });
  });

  it('[C-TYPE-08] [C-MSG-14] a quick create: quickCreate builds a QuickCreate that posts POST /quickcreate on frame load', async () => {
    const seen = await embedded('quickCreate', 'QuickCreate', {
      embedUrl: quickCreateUrl(),
      accessToken: 'T',
      tokenType: 1,
      datasetCreateConfig: DATASET,
    });
    expect(seen).toMatchObject({ is: true, allowedEvents: BASE_EVENTS });
    const [create] = await host!.trace();
    expect(create.data).toMatchObject({
      method: 'POST',
      url: '/quickcreate',
      body: { type: 'quickCreate', datasetCreateConfig: DATASET, uniqueId: seen.uid },
    });
  });

  it('[C-HOOK-03] [C-HOOK-04] a quick create answers newAccessToken with its provider, and preQuery with nothing', async () => {
    host = await h.openHost('ours');
    const page = host;
    const uid = await page.run(
      async (_pbi, powerbi, { embedUrl, dataset }, t) => {
        const el = t.container();
        const loaded = t.nextEvent(el, 'loaded');
        const quick = (t.vars.c = powerbi.quickCreate(el, {
          embedUrl,
          accessToken: 'T',
          tokenType: 0,
          datasetCreateConfig: dataset,
          eventHooks: {
            accessTokenProvider: (body: any) => {
              t.vars.calls = [...(t.vars.calls ?? []), body.report === quick];
              return 'FRESH';
            },
          },
        }));
        await loaded;
        return quick.config.uniqueId;
      },
      { embedUrl: quickCreateUrl(), dataset: DATASET },
    );
    const hook = (name: string) =>
      page.frameRequest(0, { method: 'POST', url: `/reports/${uid}/eventHooks/${name}`, body: {} });
    expect(await hook('newAccessToken')).toMatchObject({ statusCode: 200, body: 'FRESH' });
    // A report would answer a preQuery without a provider 404; the quick create's route ignores it.
    expect(await hook('preQuery')).toMatchObject({ statusCode: 200, body: null });
    expect(await page.run((_pbi, _powerbi, _arg, t) => t.vars.calls)).toEqual([true]);
    const [create] = await page.trace();
    expect(create.data).toMatchObject({ url: '/quickcreate', headers: { tokenProviderSupplied: true } });
  });

  it('[C-TYPE-10] a quick create becomes a report on the same element and frame; any other type change is refused', async () => {
    await embedded('quickCreate', 'QuickCreate', {
      embedUrl: quickCreateUrl(),
      accessToken: 'T',
      tokenType: 1,
      datasetCreateConfig: DATASET,
    });
    const page = host!;
    const refusal = await page.run((_pbi, powerbi, embedUrl, t) => {
      try {
        powerbi.embed(t.vars.el, { type: 'dashboard', embedUrl, accessToken: 'T' });
      } catch (error) {
        return (error as Error).message;
      }
    }, dashboardUrl());
    expect(refusal).toMatch(
      /^Embedding on an existing element with a different type than the previous embed object is not supported. {2}Attempted to embed using config .* on element .*, but the existing element contains an embed of type: undefined which does not match the new type: dashboard$/,
    );
    const became = await page.run(async (pbi, powerbi, embedUrl, t) => {
      const iframe = t.vars.c.iframe;
      const rendered = t.nextEvent(t.vars.el, 'rendered');
      const report = powerbi.embed(t.vars.el, { type: 'report', embedUrl, accessToken: 'T2', tokenType: 1 });
      await rendered;
      return {
        isReport: report instanceof pbi.Report,
        sameFrame: report.iframe === iframe && t.vars.el.querySelectorAll('iframe').length === 1,
        associated: t.vars.el.powerBiEmbed === report && powerbi.get(t.vars.el) === report,
        count: powerbi.getNumberOfComponents(),
        found: powerbi.find(report.config.uniqueId) === report,
      };
    }, reportUrl());
    expect(became).toEqual({ isReport: true, sameFrame: true, associated: true, count: 1, found: true });
    const urls = (await page.trace()).map((record) => (record.data as { url?: string }).url).filter(Boolean);
    expect(urls).toEqual(['/quickcreate', '/report/load']);
  });
});

describe('a created report shown in the creation frame', () => {
  it('a report creation becomes a report on the same frame, loaded at once (the reference waited for another frame load, then posted the creation again)', async () => {
    await embedded('createReport', 'Create', {
      embedUrl: reportUrl({ datasetId: 'S1' }),
      accessToken: 'T',
      tokenType: 1,
    });
    const page = host!;
    const became = await page.run(async (pbi, powerbi, embedUrl, t) => {
      const created = t.vars.c;
      const rendered = t.nextEvent(t.vars.el, 'rendered');
      const report = powerbi.embed(t.vars.el, { type: 'report', embedUrl, accessToken: 'T2', tokenType: 1 });
      await rendered;
      return {
        isReport: report instanceof pbi.Report,
        sameFrame: report.iframe === created.iframe,
        count: powerbi.getNumberOfComponents(),
        createdGone: powerbi.find(created.config.uniqueId) !== created,
      };
    }, reportUrl());
    expect(became).toEqual({ isReport: true, sameFrame: true, count: 1, createdGone: true });
    const urls = (await page.trace()).map((record) => (record.data as { url?: string }).url).filter(Boolean);
    expect(urls).toEqual(['/report/create', '/report/load']);
  });
});

describe('creation checks', () => {
  it('a creation config is checked when the frame has loaded: refused, nothing is posted and the errors go to onError', async () => {
    host = await h.openHost('ours', {
      script:
        'window.errors = []; window.service = new window["powerbi-client"].Service({ onError: (e) => window.errors.push(e) });',
    });
    const page = host;
    await page.run(
      async (_pbi, _powerbi, embedUrl, t) => {
        const el = t.container();
        (window as any).service.createReport(el, { embedUrl, accessToken: 'T', tokenType: 7 });
        await t.nextEvent(el.querySelector('iframe')!, 'load');
      },
      reportUrl({ datasetId: 'S1' }),
    );
    await page.settle();
    const errors = await page.run(() => (window as any).errors);
    expect(errors).toEqual([[expect.objectContaining({ message: expect.stringContaining('tokenType') })]]);
    expect(await page.trace()).toEqual([]);
  });
});
