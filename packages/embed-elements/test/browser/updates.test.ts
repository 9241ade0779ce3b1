/* eslint-disable @typescript-eslint/no-explicit-any -- page globals the scenarios keep between steps */
/**
 * Attribute and property changes of a loaded <pbi-report>: each sends exactly the expected
 * messages to the frame (the frame server's log), changes made in one task as one update.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpElementsHarness, type HostPage } from './support/harness';

const h = setUpElementsHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** Opens a page with a loaded <pbi-report> (token T1) and gives the lines its frame received after the load. */
async function loadedReport(attributes: Record<string, string> = {}, properties: Record<string, unknown> = {}) {
  host = await h.open();
  const embedUrl = host.embedUrl();
  await host.run(
    (app, { embedUrl, attributes, properties }) =>
      void app.add(
        'pbi-report',
        { 'embed-url': embedUrl, 'report-id': 'R1', ...attributes },
        { accessToken: 'T1', ...properties },
      ),
    { embedUrl, attributes, properties },
  );
  await host.loaded();
  const before = (await host.requests()).length;
  const after = async () => (await host!.requests()).slice(before);
  return { host, after, lines: async () => (await after()).map((r) => `${r.method} ${r.url}`) };
}

const FILTER = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Store', column: 'Chain' },
  operator: 'In',
  values: ['Lindseys'],
  filterType: 1,
};

describe('<pbi-report> updates', () => {
  it('[E-UPDATE-01] a new accessToken property: POST /report/token with it, and no load', async () => {
    const { host, after, lines } = await loadedReport();
    await host.run((app) => void (app.el.accessToken = 'T2'));
    await host.waitFor('POST /report/token');
    expect(await lines()).toEqual(['POST /report/token']);
    expect((await after())[0].body).toBe('T2');
  });

  it('[E-UPDATE-01] a new access-token attribute: the same; the property, once set, wins over the attribute', async () => {
    host = await h.open();
    const embedUrl = host.embedUrl();
    await host.run(
      (app, embedUrl) => void app.add('pbi-report', { 'embed-url': embedUrl, 'report-id': 'R1', 'access-token': 'A1' }),
      embedUrl,
    );
    await host.loaded();
    await host.run((app) => app.el.setAttribute('access-token', 'A2'));
    await host.waitFor('POST /report/token');
    await host.run((app) => {
      app.el.accessToken = 'P3';
      app.el.setAttribute('access-token', 'A4'); // hidden by the property
    });
    await host.waitFor('POST /report/token', 2);
    const requests = await host.requests();
    expect(requests.filter((r) => r.url === '/report/load').map((r) => (r.body as any).accessToken)).toEqual(['A1']);
    expect(requests.filter((r) => r.url === '/report/token').map((r) => r.body)).toEqual(['A2', 'P3']);
  });

  it('[E-UPDATE-02] a new page-name: PUT /report/pages/active with that page, and nothing else', async () => {
    const { host, after, lines } = await loadedReport();
    await host.run((app) => app.el.setAttribute('page-name', 'ReportSection2'));
    await host.waitFor('PUT /report/pages/active');
    expect(await lines()).toEqual(['PUT /report/pages/active']);
    expect((await after())[0].body).toMatchObject({ name: 'ReportSection2' });
  });

  it('[E-UPDATE-02] new filters: POST /report/filters (Replace) with them; equal filters in a new array send nothing; none: RemoveAll', async () => {
    const { host, after, lines } = await loadedReport();
    await host.run((app, filter) => void (app.el.filters = [filter]), FILTER);
    await host.waitFor('POST /report/filters');
    await host.run((app, filter) => void (app.el.filters = [structuredClone(filter)]), FILTER);
    expect(await lines()).toEqual(['POST /report/filters']);
    expect((await after())[0].body).toMatchObject({ filtersOperation: 3, filters: [FILTER] });
    // Filters taken away: the report's filters removed (updateFilters RemoveAll, 0).
    await host.run((app) => void (app.el.filters = undefined));
    await host.waitFor('POST /report/filters', 2);
    expect(await lines()).toEqual(['POST /report/filters', 'POST /report/filters']);
    expect((await after())[1].body).toMatchObject({ filtersOperation: 0 });
  });

  it('[E-UPDATE-02] new settings (property or filter-pane/nav-pane attributes): PATCH /report/settings; equal settings send nothing', async () => {
    const { host, after, lines } = await loadedReport({}, { settings: { background: 1 } });
    await host.run((app) => void (app.el.settings = { background: 1 }));
    await host.run((app) => app.el.setAttribute('filter-pane', 'false'));
    await host.waitFor('PATCH /report/settings');
    await host.run((app) => void (app.el.navPane = 'false'));
    await host.waitFor('PATCH /report/settings', 2);
    expect(await lines()).toEqual(['PATCH /report/settings', 'PATCH /report/settings']);
    expect((await after()).map((r) => r.body)).toEqual([
      { background: 1, panes: { filters: { visible: false } } },
      { background: 1, panes: { filters: { visible: false }, pageNavigation: { visible: false } } },
    ]);
  });

  it('[E-UPDATE-02] several changes in one task make one update each, in one batch: token, page, filters, settings', async () => {
    const { host, lines } = await loadedReport();
    await host.run((app, filter) => {
      app.el.accessToken = 'T2';
      app.el.setAttribute('page-name', 'ReportSection2');
      app.el.pageName = 'ReportSection3'; // the last value of the task wins
      app.el.filters = [filter];
      app.el.settings = { background: 1 };
    }, FILTER);
    await host.waitFor('PATCH /report/settings');
    expect((await lines()).sort()).toEqual(
      ['POST /report/token', 'PUT /report/pages/active', 'POST /report/filters', 'PATCH /report/settings'].sort(),
    );
    const put = (await host.requests()).find((r) => r.url === '/report/pages/active')!;
    expect(put.body).toMatchObject({ name: 'ReportSection3' });
  });

  it('[E-UPDATE-02] a new theme: PUT /report/theme; a new view-mode: POST /report/switchMode/edit', async () => {
    const { host, lines } = await loadedReport();
    await host.run((app) => {
      app.el.theme = { themeJson: { name: 'dark' } };
      app.el.setAttribute('view-mode', 'edit');
    });
    await host.waitFor('POST /report/switchMode/edit');
    expect((await lines()).sort()).toEqual(['POST /report/switchMode/edit', 'PUT /report/theme'].sort());
  });

  it('[E-UPDATE-03] a new report-id or embed-url: a new load of the whole config in the same frame (no new iframe)', async () => {
    const { host, after, lines } = await loadedReport({}, { settings: { background: 1 } });
    await host.run(
      () => ((window as any).frame = document.querySelector('pbi-report')!.shadowRoot!.querySelector('iframe')),
    );
    await host.run((app) => app.el.setAttribute('report-id', 'R2'));
    await host.waitFor('POST /report/load', 2);
    expect(await lines()).toEqual(['POST /report/load']);
    expect((await after())[0].body).toMatchObject({ id: 'R2', accessToken: 'T1', settings: { background: 1 } });
    // (embed-client sends no load within 100 ms of the last one, as powerbi-client.)
    await host.page.waitForTimeout(150);
    const url3 = host.embedUrl({ reportId: 'R3' });
    await host.run((app, url) => {
      app.el.embedUrl = url;
      app.el.reportId = 'R3';
      app.el.accessToken = 'T3'; // part of the new load, not an update of its own
    }, url3);
    await host.waitFor('POST /report/load', 3);
    expect(await lines()).toEqual(['POST /report/load', 'POST /report/load']);
    expect((await after())[1].body).toMatchObject({ id: 'R3', accessToken: 'T3', embedUrl: url3 });
    expect(
      await host.run(
        () => document.querySelector('pbi-report')!.shadowRoot!.querySelector('iframe') === (window as any).frame,
      ),
    ).toBe(true);
  });
});
