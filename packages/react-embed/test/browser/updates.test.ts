/**
 * How `<EmbedComponent>` turns props into what the frame receives, in real Chromium against the
 * fake frame, with React 19 and React 18: mount, prop updates, phased embedding, unmount.
 * Every assertion counts the requests the frames received (the frame server's log).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMISSIONS_FILTER,
  REACT_VERSIONS,
  setUpReactHarness,
  type AppPage,
  type ReactVersion,
} from './support/harness';

const h = setUpReactHarness();
let app: AppPage | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const count = (lines: string[], line: string) => lines.filter((l) => l === line).length;

/** Opens the app on React `version` and mounts a report (token T1), waiting until it loaded. */
async function mountReport(
  version: ReactVersion,
  props: Record<string, unknown> = {},
  query: Record<string, string> = {},
) {
  app = await h.open(version);
  expect(await app.run((a) => a.react)).toMatch(new RegExp(`^${version}\\.`));
  const embedConfig = app.report({}, query);
  await app.render({ embedConfig, ...props });
  await app.loaded();
  return { app, embedConfig };
}

describe.each(REACT_VERSIONS)('EmbedComponent updates with React %s', (version) => {
  it('[R-INFO-01] mounts with a token: one POST /report/load carrying the wrapper headers', async () => {
    const { app } = await mountReport(version);
    const requests = await app.requests();
    expect(requests.filter((r) => r.url === '/report/load')).toHaveLength(1);
    const load = requests.find((r) => r.url === '/report/load')!;
    expect(load.headers).toMatchObject({
      'x-sdk-type': 'powerbi-client-react',
      'x-sdk-wrapper-version': '1.4.0',
    });
    expect(load.body).toMatchObject({ accessToken: 'T1', id: 'R1' });
    expect(await app.run((a) => a.container()!.querySelectorAll('iframe').length)).toBe(1);
  });

  it('[R-UPDATE-01] a changed embedUrl embeds again: a new load with the new config', async () => {
    const { app, embedConfig } = await mountReport(version);
    const embedUrl = app.embedUrl({ reportId: 'R2' });
    await app.render({ embedConfig: { ...embedConfig, id: 'R2', embedUrl } });
    await app.waitFor('POST /report/load', 2);
    const loads = (await app.requests()).filter((r) => r.url === '/report/load');
    expect(loads).toHaveLength(2);
    expect(loads[1].body).toMatchObject({ id: 'R2', accessToken: 'T1' });
    expect(await app.run((a) => a.container()!.querySelectorAll('iframe').length)).toBe(1);
  });

  it('[C-SWITCH-01] another report of the same embed host switches in the same iframe; another embed host gets a fresh one', async () => {
    const { app, embedConfig } = await mountReport(version);
    await app.run(
      (a) => ((window as unknown as { firstFrame: unknown }).firstFrame = a.container()!.querySelector('iframe')),
    );
    const sameFrame = () =>
      app.run(
        (a) => a.container()!.querySelector('iframe') === (window as unknown as { firstFrame: unknown }).firstFrame,
      );
    await app.render({ embedConfig: { ...embedConfig, id: 'R2', embedUrl: app.embedUrl({ reportId: 'R2' }) } });
    await app.waitFor('POST /report/load', 2);
    expect(await sameFrame()).toBe(true);
    // The same frame server under another host name: another origin, so another embed host.
    const url = new URL(app.embedUrl({ reportId: 'R3' }));
    const hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    url.hostname = hostname;
    const otherHost = url.href;
    await app.render({ embedConfig: { ...embedConfig, id: 'R3', embedUrl: otherHost } });
    // (The frame log follows the first origin only: the new frame is seen in the DOM.)
    await expect
      .poll(() =>
        app!.run((a) => Array.from(a.container()!.querySelectorAll('iframe'), (f) => new URL(f.src).hostname)),
      )
      .toEqual([hostname]);
    expect(await sameFrame()).toBe(false);
  });

  it('[R-UPDATE-02] a changed token with the same URL: POST /report/token with it, and no load', async () => {
    const { app, embedConfig } = await mountReport(version);
    await app.render({ embedConfig: { ...embedConfig, accessToken: 'T2' } });
    await app.waitFor('POST /report/token');
    const requests = await app.requests();
    expect(requests.filter((r) => r.url === '/report/load')).toHaveLength(1);
    expect(requests.filter((r) => r.url === '/report/token').map((r) => r.body)).toEqual(['T2']);
  });

  it('[R-UPDATE-03] changed settings: PATCH /report/settings with them; equal settings send nothing', async () => {
    const settings = { panes: { filters: { visible: false } } };
    const { app, embedConfig } = await mountReport(version);
    await app.render({ embedConfig: { ...embedConfig, settings } });
    await app.waitFor('PATCH /report/settings');
    // A new object with the same content is not a change.
    await app.render({ embedConfig: { ...embedConfig, settings: structuredClone(settings) } });
    const patches = (await app.requests()).filter((r) => r.url === '/report/settings');
    expect(patches.map((r) => r.body)).toEqual([settings]);
  });

  it('[R-UPDATE-04] a changed pageName: PUT /report/pages/active with that page', async () => {
    const { app, embedConfig } = await mountReport(version);
    await app.render({ embedConfig: { ...embedConfig, pageName: 'ReportSection2' } });
    await app.waitFor('PUT /report/pages/active');
    const puts = (await app.requests()).filter((r) => r.url === '/report/pages/active');
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toMatchObject({ name: 'ReportSection2' });
  });

  it('[R-UPDATE-05] changed filters: POST /report/filters with filtersOperation Replace (3) and the filters', async () => {
    const { app, embedConfig } = await mountReport(version);
    await app.render({ embedConfig: { ...embedConfig, filters: [ADMISSIONS_FILTER] } });
    await app.waitFor('POST /report/filters');
    // Deep-equal filters in a new array are not a change.
    await app.render({ embedConfig: { ...embedConfig, filters: [{ ...ADMISSIONS_FILTER }] } });
    const posts = (await app.requests()).filter((r) => r.url === '/report/filters');
    expect(posts.map((r) => r.body)).toEqual([{ filtersOperation: 3, filters: [ADMISSIONS_FILTER] }]);
  });

  it('[R-UPDATE-06] removed filters: POST /report/filters with filtersOperation RemoveAll (0)', async () => {
    const { app, embedConfig } = await mountReport(version);
    await app.render({ embedConfig: { ...embedConfig, filters: [ADMISSIONS_FILTER] } });
    await app.waitFor('POST /report/filters');
    await app.render({ embedConfig });
    await app.waitFor('POST /report/filters', 2);
    const posts = (await app.requests()).filter((r) => r.url === '/report/filters');
    expect(posts).toHaveLength(2);
    expect(posts[1].body).toMatchObject({ filtersOperation: 0 });
    expect((posts[1].body as { filters?: unknown }).filters).toBeUndefined();
  });

  it('[R-PHASE-01] phasedEmbedding of a report: POST /report/prepare, no /report/load', async () => {
    app = await h.open(version);
    await app.render({ embedConfig: app.report(), phasedEmbedding: true });
    await app.loaded('POST /report/prepare');
    const lines = await app.lines();
    expect(count(lines, 'POST /report/prepare')).toBe(1);
    expect(lines).not.toContain('POST /report/load');
  });

  it('[R-LIFE-01] unmount resets the container: iframe gone, element released, no window listener left', async () => {
    const { app } = await mountReport(version);
    const after = await app.run(async (a, _, tools) => {
      const el = a.container()!;
      const before = { iframes: el.querySelectorAll('iframe').length, listeners: tools.messageListenerCount() };
      await a.unmount();
      return {
        before,
        iframes: el.querySelectorAll('iframe').length,
        embed: 'powerBiEmbed' in el,
        listeners: tools.messageListenerCount(),
        attached: el.isConnected,
      };
    });
    expect(after).toEqual({
      before: { iframes: 1, listeners: 1 },
      iframes: 0,
      embed: false,
      listeners: 0,
      attached: false,
    });
  });
});

// The remaining cases with React 19 only (React 18 runs the main rules above).
describe('EmbedComponent updates, more cases', () => {
  it('without a token it bootstraps (no load), and embeds once the token comes', async () => {
    app = await h.open('19');
    const embedConfig = app.report({ accessToken: undefined });
    await app.render({ embedConfig });
    expect(await app.run((a) => a.container()!.querySelectorAll('iframe').length)).toBe(1);
    expect(await app.lines()).not.toContain('POST /report/load');
    await app.render({ embedConfig: { ...embedConfig, accessToken: 'T1' } });
    await app.loaded();
    expect(count(await app.lines(), 'POST /report/load')).toBe(1);
  });

  // embed-client re-embeds on the same element as powerbi-client does: the new load goes to the iframe it has.
  it('a hanging settings PATCH does not hold back the page change and the filters', async () => {
    const { app, embedConfig } = await mountReport('19', {}, { hang: 'PATCH /report/settings' });
    await app.render({
      embedConfig: {
        ...embedConfig,
        settings: { panes: { filters: { visible: false } } },
        pageName: 'ReportSection2',
        filters: [ADMISSIONS_FILTER],
      },
    });
    await app.waitFor('PUT /report/pages/active');
    await app.waitFor('POST /report/filters');
    expect(count(await app.lines(), 'PATCH /report/settings')).toBe(1);
  });

  it('a changed type embeds the new type in a fresh iframe', async () => {
    const { app } = await mountReport('19');
    const embedUrl = app.embedUrl({ dashboardId: 'D1' }, '/dashboardEmbed');
    await app.render({ embedConfig: { type: 'dashboard', id: 'D1', embedUrl, accessToken: 'T1' } });
    await app.loaded('POST /dashboard/load');
    const lines = await app.lines();
    expect(count(lines, 'POST /report/load')).toBe(1);
    expect(count(lines, 'POST /dashboard/load')).toBe(1);
    expect(await app.run((a) => a.container()!.querySelectorAll('iframe').length)).toBe(1);
    expect(app.pageErrors).toEqual([]);
  });

  it('[R-PHASE-02] phasedEmbedding of a dashboard: a normal /dashboard/load, and a console error', async () => {
    app = await h.open('19');
    const embedUrl = app.embedUrl({ dashboardId: 'D1' }, '/dashboardEmbed');
    await app.render({
      embedConfig: { type: 'dashboard', id: 'D1', embedUrl, accessToken: 'T1' },
      phasedEmbedding: true,
    });
    await app.loaded('POST /dashboard/load');
    const lines = await app.lines();
    expect(count(lines, 'POST /dashboard/load')).toBe(1);
    expect(lines).not.toContain('POST /dashboard/prepare');
    expect(await app.run((a) => a.errors)).toEqual([['Phased embedding is not supported for type dashboard']]);
  });
});
