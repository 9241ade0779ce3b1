/**
 * What `<EmbedComponent>` logs with `console.error` when an update fails or a prop is unusable
 * (the texts of powerbi-client-react 1.4). Failures come from the fake frame's `fail=` switch.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADMISSIONS_FILTER, setUpReactHarness, type AppPage } from './support/harness';

const h = setUpReactHarness();
let app: AppPage | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The arguments of every `console.error` call in the page so far. */
const errors = () => app!.run((a) => a.errors);

/** Mounts a report whose frame fails `route` with 500, waits for the load, and returns its config. */
async function mountFailing(route: string, extra: Record<string, unknown> = {}) {
  app = await h.open('19');
  const embedConfig = app.report(extra, { fail: `${route}:500` });
  await app.render({ embedConfig });
  await app.loaded();
  return { app, embedConfig };
}

describe('EmbedComponent console errors', () => {
  it('[R-LOG-01] a failed token update logs "setAccessToken error:\\n" and the error', async () => {
    const { app, embedConfig } = await mountFailing('POST /report/token');
    expect(await errors()).toEqual([]);
    await app.render({ embedConfig: { ...embedConfig, accessToken: 'T2' } });
    await app.waitFor('POST /report/token');
    await app.requests(); // settled: the failure has come back
    // Two arguments, as powerbi-client-react 1.4 logs it: the text, then the frame's error.
    expect(await errors()).toEqual([
      ['setAccessToken error:\n', expect.objectContaining({ message: 'FakeFrameFailure' })],
    ]);
    expect(app.pageErrors).toEqual([]);
  });

  it('[R-LOG-02] a failed settings update logs "Error in method updateSettings: <error>"', async () => {
    const { app, embedConfig } = await mountFailing('PATCH /report/settings');
    await app.render({ embedConfig: { ...embedConfig, settings: { panes: { filters: { visible: false } } } } });
    await app.waitFor('PATCH /report/settings');
    await app.requests();
    expect(await errors()).toEqual([[expect.stringMatching(/^Error in method updateSettings: ./)]]);
    expect(app.pageErrors).toEqual([]);
  });

  it('[R-LOG-03] a failed filter update or removal is logged, not thrown', async () => {
    const { app, embedConfig } = await mountFailing('POST /report/filters');
    await app.render({ embedConfig: { ...embedConfig, filters: [ADMISSIONS_FILTER] } });
    await app.waitFor('POST /report/filters');
    await app.requests();
    // The frame's error body, as the reference logs the raw error.
    const failure = [expect.objectContaining({ message: 'FakeFrameFailure', errorCode: '500' })];
    expect(await errors()).toEqual([failure]);
    await app.render({ embedConfig });
    await app.waitFor('POST /report/filters', 2);
    await app.requests();
    expect(await errors()).toEqual([failure, failure]);
    expect(app.pageErrors).toEqual([]);
  });

  it('[R-LOG-04] settings for an embed type without settings updates log "Invalid embed type <type>"', async () => {
    app = await h.open('19');
    const embedConfig = { type: 'create', embedUrl: app.embedUrl(), accessToken: 'T1', datasetId: 'DS1' };
    await app.render({ embedConfig });
    await app.loaded('POST /report/create');
    await app.render({ embedConfig: { ...embedConfig, settings: { panes: { filters: { visible: false } } } } });
    await app.requests();
    expect(await errors()).toEqual([['Invalid embed type create']]);
    expect(await app.lines()).not.toContain('PATCH /report/settings');
  });

  it('[R-LOG-05] invalid event names are logged once: "Following events are invalid: <names>"', async () => {
    app = await h.open('19');
    const render = () =>
      app!.run((a, embedConfig) => {
        const noop = () => undefined;
        return a.render({
          embedConfig: embedConfig as never,
          eventHandlers: { loaded: noop, bogus: noop, nope: noop },
        });
      }, embedConfig);
    const embedConfig = app.report();
    await render();
    await app.loaded();
    await render(); // new functions, the same names: nothing new to report
    expect(await errors()).toEqual([['Following events are invalid: bogus,nope']]);
  });
});
