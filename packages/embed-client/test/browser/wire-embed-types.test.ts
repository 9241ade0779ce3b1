/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * Wire conformance of every embed type but the report: each scenario runs with powerbi-client
 * 2.22.4 and with ours against the fake frame, and the frame must receive the same messages
 * (normalised, key order included) and the calls must return the same. Covers the loads, the
 * phased loads (which post the load), the create requests, the token paths, the Q&A question
 * and the visual's forced layout.
 */
import { describe, expect, it } from 'vitest';
import { expectSameWire, inBothClients } from './support/conformance';
import { embedTypeSteps, type Step } from './support/embed-type-steps';
import { setUpHarness } from './support/harness';

const h = setUpHarness();

const { CONFIGS: configs, same, requests } = embedTypeSteps(h);
// The creations of this suite carry a theme, so the frame sees it in the create body.
const CONFIGS: typeof configs = { ...configs, create: () => configs.create({ theme: { themeJson: { name: 'w' } } }) };

describe('wire conformance: embed types', { timeout: 60_000 }, () => {
  it('[C-MSG-08] a dashboard embed posts POST /dashboard/load', async () => {
    const runs = await same({ method: 'embed', config: CONFIGS.dashboard() });
    expect(requests(runs.ours.traces[0]).map((r: any) => r.url)).toEqual(['/dashboard/load']);
  });

  it('[C-MSG-09] a phased load of a dashboard posts POST /dashboard/load too: neither client posts /dashboard/prepare', async () => {
    const runs = await same({ method: 'load', config: CONFIGS.dashboard() });
    expect(requests(runs.ours.traces[0]).map((r: any) => r.url)).toEqual(['/dashboard/load']);
  });

  it('[C-MSG-10] a tile embed posts POST /tile/load', async () => {
    const runs = await same({ method: 'embed', config: CONFIGS.tile() });
    expect(requests(runs.ours.traces[0]).map((r: any) => r.url)).toEqual(['/tile/load']);
  });

  it('[C-MSG-11] a Q&A embed posts POST /qna/load', async () => {
    const runs = await same({ method: 'embed', config: { ...CONFIGS.qna(), question: 'admissions by ward' } });
    expect(requests(runs.ours.traces[0]).map((r: any) => r.url)).toEqual(['/qna/load']);
  });

  it('[C-MSG-12] a phased load of a Q&A box posts POST /qna/load too: neither client posts /qna/prepare', async () => {
    const runs = await same({ method: 'load', config: CONFIGS.qna() });
    expect(requests(runs.ours.traces[0]).map((r: any) => r.url)).toEqual(['/qna/load']);
  });

  it('[C-MSG-13] createReport posts POST /report/create with { accessToken, datasetId, groupId, settings, tokenType, theme }', async () => {
    const runs = await same({ method: 'createReport', config: CONFIGS.create() });
    const [create] = requests(runs.ours.traces[0]);
    expect(create.url).toBe('/report/create');
    expect(Object.keys(create.body)).toEqual(['accessToken', 'datasetId', 'groupId', 'settings', 'tokenType', 'theme']);
  });

  it('[C-MSG-14] quickCreate posts POST /quickcreate with the whole config', async () => {
    const runs = await same({ method: 'quickCreate', config: CONFIGS.quickCreate() });
    const [create] = requests(runs.ours.traces[0]);
    expect(create.url).toBe('/quickcreate');
    expect(create.body).toMatchObject({ type: 'quickCreate', datasetCreateConfig: { locale: 'en-US' } });
  });

  it("[C-MSG-08] [C-MSG-15] with the frame's ready signal a dashboard gets the frontload config, then its load", async () => {
    // The frame's ready signal strictly before the iframe's load (else where the frontload and the replies fall is
    // the machine's timing: a fresh-clone CI run once saw them move).
    const embedUrl = h.embedUrl('/dashboardEmbed', { dashboardId: 'D1', loadAfterReady: '1' });
    const runs = await same({ method: 'embed', config: { ...CONFIGS.dashboard(), embedUrl } });
    expect(requests(runs.ours.traces[0]).map((r: any) => r.url)).toEqual(['/frontload/config', '/dashboard/load']);
  });

  it("[C-MSG-13] [C-MSG-14] with the frame's ready signal create and quick create post no frontload config", async () => {
    const steps: [string, Record<string, unknown>][] = [
      ['createReport', { ...CONFIGS.create(), embedUrl: h.embedUrl('/reportEmbed', { datasetId: 'S1' }) }],
      ['quickCreate', { ...CONFIGS.quickCreate(), embedUrl: h.embedUrl('/quickCreate') }],
    ];
    for (const [method, config] of steps) {
      // The frame's ready signal and the iframe's load race: its answer may come before the creation or after.
      const runs = await same({ method, config }, true);
      expect(requests(runs.ours.traces[0]).map((r: any) => r.url)).toEqual([
        method === 'createReport' ? '/report/create' : '/quickcreate',
      ]);
    }
  });

  it('[C-MSG-17] setAccessToken on a dashboard posts POST /dashboard/token', async () => {
    const runs = await same({ method: 'embed', config: CONFIGS.dashboard(), after: '(c) => c.setAccessToken("NEW")' });
    expect(requests(runs.ours.traces[0]).at(-1)).toMatchObject({ url: '/dashboard/token', body: 'NEW' });
  });

  it('[C-MSG-18] setAccessToken on a tile posts POST /tile/token', async () => {
    const runs = await same({ method: 'embed', config: CONFIGS.tile(), after: '(c) => c.setAccessToken("NEW")' });
    expect(requests(runs.ours.traces[0]).at(-1)).toMatchObject({ url: '/tile/token', body: 'NEW' });
  });

  it('[C-MSG-19] setAccessToken on a create, visual, Q&A or quick-create embed posts POST /report/token', async () => {
    const steps: Step[] = [
      { method: 'createReport', config: CONFIGS.create() },
      { method: 'embed', config: CONFIGS.visual() },
      { method: 'embed', config: CONFIGS.qna() },
      { method: 'quickCreate', config: CONFIGS.quickCreate() },
    ];
    for (const step of steps) {
      const runs = await same({ ...step, after: '(c) => c.setAccessToken("NEW")' });
      expect(requests(runs.ours.traces[0]).at(-1)).toMatchObject({ url: '/report/token', body: 'NEW' });
    }
  });

  it('[C-MSG-65] setQuestion posts POST /qna/interpret with { question } and resolves the response', async () => {
    const runs = await same({ method: 'embed', config: CONFIGS.qna(), after: '(c) => c.setQuestion("beds by ward")' });
    expect(requests(runs.ours.traces[0]).at(-1)).toMatchObject({
      method: 'POST',
      url: '/qna/interpret',
      body: { question: 'beds by ward' },
    });
  });
});

describe('wire conformance: the visual load', { timeout: 60_000 }, () => {
  it('[C-VISUAL-01] [C-VISUAL-02] [C-VISUAL-03] [C-VISUAL-04] [C-VISUAL-05] [C-VISUAL-06] [C-VISUAL-08] the load forces the single-visual layout, sized by the configured width and height', async () => {
    const runs = await same({ method: 'embed', config: CONFIGS.visual({ width: 640, height: 360 }) });
    const [load] = requests(runs.ours.traces[0]);
    expect(load.url).toBe('/report/load');
    expect(load.body.settings).toEqual({
      filterPaneEnabled: false,
      navContentPaneEnabled: false,
      layoutType: 1,
      customLayout: {
        displayOption: 0,
        pageSize: { type: 4, width: 640, height: 360 },
        pagesLayout: {
          ReportSection1: {
            defaultLayout: { displayState: { mode: 1 } },
            visualsLayout: {
              admissionsByDepartment: { displayState: { mode: 0 }, x: 1, y: 1, z: 1, width: 640, height: 360 },
            },
          },
        },
      },
    });
  });

  it('[C-VISUAL-02] [C-VISUAL-03] [C-VISUAL-07] without width and height the page size is the frame size; configured settings are kept but the panes are forced off', async () => {
    const runs = await same({
      method: 'embed',
      config: CONFIGS.visual({ settings: { filterPaneEnabled: true, background: 1 } }),
      after: '(c) => Promise.resolve({ width: c.iframe.offsetWidth, height: c.iframe.offsetHeight })',
    });
    const [load] = requests(runs.ours.traces[0]);
    // The iframe fills the 800×600 container; its offset size includes its default 2px border.
    const frameSize = (runs.ours.raw as { resolved: { width: number; height: number } }).resolved;
    expect(frameSize).toEqual({ width: 804, height: 604 });
    expect(load.body.settings).toMatchObject({
      filterPaneEnabled: false,
      navContentPaneEnabled: false,
      background: 1,
      layoutType: 1,
      customLayout: { pageSize: { type: 4, ...frameSize } },
    });
  });

  it("[C-VISUAL-01] with the frame's ready signal the frontload config is the visual's config as given; the load then carries the forced layout", async () => {
    // The frame's ready signal strictly before the iframe's load (else their order is the machine's timing).
    const embedUrl = h.embedUrl('/reportEmbed', { reportId: 'R1', loadAfterReady: '1' });
    const runs = await same({ method: 'embed', config: CONFIGS.visual({ embedUrl, width: 320, height: 200 }) });
    const [frontload, load] = requests(runs.ours.traces[0]);
    expect([frontload.url, load.url]).toEqual(['/frontload/config', '/report/load']);
    expect(Object.keys(frontload.body.settings)).toEqual(['filterPaneEnabled', 'navContentPaneEnabled']);
    expect(load.body.settings).toMatchObject({
      layoutType: 1,
      customLayout: { pageSize: { width: 320, height: 200 } },
    });
  });

  it('[C-VISUAL-09] a visual without an access token (bootstrapped) posts nothing when its frame loads', async () => {
    const runs = await inBothClients(h, async (host) => {
      await host.run(
        async (_pbi, powerbi, config, t) => {
          const el = t.container();
          powerbi.bootstrap(el, config);
          await t.nextEvent(el.querySelector('iframe')!, 'load');
        },
        CONFIGS.visual({ accessToken: undefined }),
      );
    });
    expectSameWire(runs);
    expect(requests(runs.ours.traces[0])).toEqual([]);
  });
});
