import { describe, expect, it } from 'vitest';
import { createSampleData } from '../../src/data/sample-data';
import { basicFilter, reportConfig, setUpHarness, type Embedded } from './support/harness';

const h = setUpHarness();
const data = createSampleData();
const sum = (rows: { Admissions: number }[]) => rows.reduce((total, r) => total + r.Admissions, 0);
const format = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Loads the sample report and waits for its `rendered` event. */
async function loaded(query: Record<string, string> = {}, config = reportConfig()): Promise<Embedded> {
  const embedded = await h.embed({ noReady: '1', ...query });
  const answer = await embedded.request('POST', '/report/load', config, { headers: { uid: embedded.uid } });
  expect(answer).toMatchObject({ ok: true, statusCode: 202 });
  await embedded.waitForEvent('rendered');
  return embedded;
}

const cardValue = (e: Embedded, visual: string) =>
  e.frame.locator(`[data-visual-name="${visual}"] .ff-card-value`).textContent();

describe('the fake frame answers the embed protocol (real Chromium, host at another site)', () => {
  it('posts POST /ready/<uid> to its parent on start, with the uid of its URL', async () => {
    const embedded = await h.embed();
    const ready = await embedded.waitForEvent('ready');
    expect(ready).toMatchObject({ url: `/ready/${embedded.uid}`, uid: embedded.uid });
  });

  it('answers a report load with 202, then posts loaded and rendered, and renders the report', async () => {
    const e = await loaded();
    const events = (await e.events()).map((ev) => ev.url);
    expect(events).toEqual([`/reports/${e.uid}/events/loaded`, `/reports/${e.uid}/events/rendered`]);
    expect(await cardValue(e, 'totalAdmissions')).toBe(format(sum(data.Admissions)));
    // Accessible markup: a page heading, labelled charts, table headers, page navigation.
    await expect(e.frame.getByRole('heading', { level: 2, name: 'Admissions' }).count()).resolves.toBe(1);
    const chart = e.frame.getByRole('img', { name: /^Admissions by department: Cardiology/ });
    await expect(chart.count()).resolves.toBe(1);
    await expect(e.frame.getByRole('columnheader', { name: 'Month' }).count()).resolves.toBe(1);
    const nav = e.frame.getByRole('navigation', { name: 'Pages' }).getByRole('button');
    await expect(nav.allTextContents()).resolves.toEqual(['Admissions', 'Bed occupancy', 'Readmissions']);
  });

  it('uses the uid header of the load for its events', async () => {
    const e = await h.embed({ noReady: '1' });
    await e.request('POST', '/report/load', reportConfig(), { headers: { uid: 'other1' } });
    const loadedEvent = await e.waitForEvent('loaded');
    expect(loadedEvent.url).toBe('/reports/other1/events/loaded');
  });

  it('refuses an invalid load with 400 and an IError body, and posts it as the error event', async () => {
    const e = await h.embed({ noReady: '1' });
    const answer = await e.request('POST', '/report/load', { type: 'report', id: 'R1' }, { headers: { uid: e.uid } });
    expect(answer).toMatchObject({
      ok: false,
      statusCode: 400,
      body: {
        message: 'invalidInput',
        detailedMessage: expect.stringContaining('accessToken is required'),
        errorCode: '400',
        level: 3,
      },
    });
    expect((answer as { body: { technicalDetails: { requestId: string } } }).body.technicalDetails.requestId).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    const error = await e.waitForEvent('error');
    expect(error.body).toEqual((answer as { body: unknown }).body);
  });

  it('GET /report/pages lists the pages as IPage objects, the active one marked', async () => {
    const e = await loaded({}, reportConfig({ pageName: 'ReportSection2' }));
    const answer = await e.request('GET', '/report/pages');
    expect(answer.ok && answer.statusCode).toBe(200);
    expect(answer.body).toEqual([
      {
        name: 'ReportSection1',
        displayName: 'Admissions',
        isActive: false,
        visibility: 0,
        defaultSize: { type: 0, width: 1280, height: 720 },
        defaultDisplayOption: 0,
      },
      {
        name: 'ReportSection2',
        displayName: 'Bed occupancy',
        isActive: true,
        visibility: 0,
        defaultSize: { type: 0, width: 1280, height: 720 },
        defaultDisplayOption: 0,
      },
      {
        name: 'ReportSection3',
        displayName: 'Readmissions',
        isActive: false,
        visibility: 0,
        defaultSize: { type: 0, width: 1280, height: 720 },
        defaultDisplayOption: 0,
      },
    ]);
  });

  it('PUT /report/pages/active changes the page, posts pageChanged and renders it; an unknown page is 404', async () => {
    const e = await loaded();
    const answer = await e.request('PUT', '/report/pages/active', {
      name: 'ReportSection3',
      displayName: null,
      isActive: true,
    });
    expect(answer).toMatchObject({ ok: true, statusCode: 202 });
    const changed = await e.waitForEvent('pageChanged');
    expect(changed.body).toMatchObject({
      newPage: { name: 'ReportSection3', displayName: 'Readmissions', isActive: true },
    });
    await expect(e.frame.getByRole('heading', { level: 2, name: 'Readmissions' }).count()).resolves.toBe(1);
    expect(await e.request('PUT', '/report/pages/active', null)).toMatchObject({ statusCode: 400 });
    const missing = await e.request('PUT', '/report/pages/active', { name: 'Nope', displayName: null, isActive: true });
    expect(missing).toMatchObject({ ok: false, statusCode: 404, body: { message: 'PowerBIEntityNotFound' } });
  });

  it('a click on a page tab in the frame changes the page and posts pageChanged', async () => {
    const e = await loaded();
    await e.frame.getByRole('button', { name: 'Bed occupancy' }).click();
    const changed = await e.waitForEvent('pageChanged');
    expect(changed.body).toMatchObject({ newPage: { name: 'ReportSection2', isActive: true } });
  });

  it('GET /report/pages/<page>/visuals lists the visuals with their layout', async () => {
    const e = await loaded();
    const answer = await e.request('GET', '/report/pages/ReportSection1/visuals');
    expect(answer.body).toContainEqual({
      name: 'totalAdmissions',
      title: 'Total admissions',
      type: 'card',
      layout: { x: 20, y: 20, z: 0, width: 300, height: 160, displayState: { mode: 0 } },
    });
    expect(await e.request('GET', '/report/pages/Nope/visuals')).toMatchObject({ statusCode: 404 });
  });

  it('a report-level basic filter changes the rendered numbers; GET returns it; RemoveAll restores them', async () => {
    const e = await loaded();
    const filter = basicFilter('Admissions', 'Department', 'In', ['Cardiology']);
    expect(await e.request('PUT', '/report/filters', [filter])).toMatchObject({ ok: true, statusCode: 202 });
    const cardiology = sum(data.Admissions.filter((r) => r.Department === 'Cardiology'));
    await expect.poll(() => cardValue(e, 'totalAdmissions')).toBe(format(cardiology));
    expect(await e.request('GET', '/report/filters')).toMatchObject({ statusCode: 200, body: [filter] });
    await expect(e.frame.getByRole('complementary', { name: 'Filters' }).textContent()).resolves.toContain(
      'Admissions.Department is Cardiology',
    );
    await e.request('POST', '/report/filters', { filtersOperation: 0, filters: undefined });
    await expect.poll(() => cardValue(e, 'totalAdmissions')).toBe(format(sum(data.Admissions)));
    expect(await e.request('GET', '/report/filters')).toMatchObject({ body: [] });
  });

  it('filters at page and visual level apply only there, and combine by the filters operation', async () => {
    const e = await loaded();
    const oncology = basicFilter('Admissions', 'Department', 'In', ['Oncology']);
    await e.request('POST', '/report/pages/ReportSection1/filters', { filtersOperation: 1, filters: [oncology] });
    const elderly = basicFilter('Admissions', 'AgeGroup', 'In', ['65+']);
    await e.request('POST', '/report/pages/ReportSection1/filters', { filtersOperation: 2, filters: [elderly] });
    const expected = sum(data.Admissions.filter((r) => r.Department === 'Oncology' && r.AgeGroup === '65+'));
    await expect.poll(() => cardValue(e, 'totalAdmissions')).toBe(format(expected));
    expect(await e.request('GET', '/report/pages/ReportSection1/filters')).toMatchObject({ body: [oncology, elderly] });
    expect(await e.request('GET', '/report/filters')).toMatchObject({ body: [] });
    expect(await e.request('GET', '/report/pages/ReportSection2/filters')).toMatchObject({ body: [] });

    // Replace swaps the filter on the same target.
    const surgery = basicFilter('Admissions', 'Department', 'In', ['Orthopedics']);
    await e.request('POST', '/report/pages/ReportSection1/filters', { filtersOperation: 3, filters: [surgery] });
    expect(await e.request('GET', '/report/pages/ReportSection1/filters')).toMatchObject({ body: [surgery, elderly] });

    // A visual filter changes only its visual.
    const visualUrl = '/report/pages/ReportSection2/visuals/averageOccupancy/filters';
    await e.request('PUT', visualUrl, [basicFilter('BedOccupancy', 'Ward', 'In', ['Ward 4A'])]);
    expect(await e.request('GET', visualUrl)).toMatchObject({ statusCode: 200, body: [{ values: ['Ward 4A'] }] });
    expect(await e.request('GET', '/report/pages/ReportSection2/visuals/nope/filters')).toMatchObject({
      statusCode: 404,
      body: { message: 'PowerBIEntityNotFound' },
    });
  });

  it('refuses invalid filters and filter operations with 400', async () => {
    const e = await loaded();
    const invalid = await e.request('PUT', '/report/filters', [{ target: { table: 'Admissions' }, operator: 'In' }]);
    expect(invalid).toMatchObject({ ok: false, statusCode: 400, body: { message: 'invalidInput', errorCode: '400' } });
    expect(await e.request('PUT', '/report/filters', { not: 'an array' })).toMatchObject({ statusCode: 400 });
    expect(await e.request('POST', '/report/filters', null)).toMatchObject({ statusCode: 400 });
    const operation = await e.request('POST', '/report/filters', { filtersOperation: 9, filters: [] });
    expect(operation).toMatchObject({ statusCode: 400 });
    expect(await e.request('GET', '/report/filters')).toMatchObject({ body: [] });
  });

  it('PATCH /report/settings hides the filter pane and page navigation; invalid settings are 400', async () => {
    const e = await loaded();
    await expect(e.frame.getByRole('complementary', { name: 'Filters' }).count()).resolves.toBe(1);
    const answer = await e.request('PATCH', '/report/settings', {
      filterPaneEnabled: false,
      navContentPaneEnabled: false,
    });
    expect(answer).toMatchObject({ ok: true, statusCode: 202 });
    await expect.poll(() => e.frame.getByRole('complementary', { name: 'Filters' }).count()).toBe(0);
    await expect(e.frame.getByRole('navigation', { name: 'Pages' }).count()).resolves.toBe(0);
    const invalid = await e.request('PATCH', '/report/settings', { filterPaneEnabled: 'no' });
    expect(invalid).toMatchObject({
      statusCode: 400,
      body: { detailedMessage: expect.stringContaining('filterPaneEnabled must be a boolean') },
    });
  });

  it('phased load: prepare posts loaded only, render then posts rendered', async () => {
    const e = await h.embed({ noReady: '1' });
    expect(await e.request('POST', '/report/prepare', reportConfig(), { headers: { uid: e.uid } })).toMatchObject({
      statusCode: 202,
    });
    await e.waitForEvent('loaded');
    await expect(e.frame.locator('[data-phase="prepared"]').count()).resolves.toBe(1);
    expect((await e.events()).map((ev) => ev.name)).toEqual(['loaded']);
    expect(await e.request('POST', '/report/render', undefined, { headers: { uid: e.uid } })).toMatchObject({
      statusCode: 202,
    });
    await e.waitForEvent('rendered');
    await expect(e.frame.locator('[data-phase="rendered"]').count()).resolves.toBe(1);
  });

  it('frontload config starts the load early; the events follow the load request, once', async () => {
    const e = await h.embed({ noReady: '1' });
    const config = reportConfig();
    expect(await e.request('POST', '/frontload/config', config, { headers: { uid: e.uid } })).toMatchObject({
      statusCode: 202,
    });
    await expect(e.frame.locator('[data-phase="prepared"]').count()).resolves.toBe(1);
    expect(await e.events()).toEqual([]);
    await e.request('POST', '/report/load', config, { headers: { uid: e.uid } });
    await e.waitForEvent('rendered');
    expect((await e.events()).map((ev) => ev.name)).toEqual(['loaded', 'rendered']);
  });

  it('a frontload that arrives after the load changes nothing: the drawn report stays', async () => {
    const e = await h.embed({ noReady: '1' });
    const config = reportConfig();
    await e.request('POST', '/report/load', config, { headers: { uid: e.uid } });
    await e.waitForEvent('rendered');
    expect(await e.request('POST', '/frontload/config', config, { headers: { uid: e.uid } })).toMatchObject({
      statusCode: 202,
    });
    await expect(e.frame.locator('[data-phase="rendered"]').count()).resolves.toBe(1);
    expect((await e.events()).map((ev) => ev.name)).toEqual(['loaded', 'rendered']);
  });

  it('save, saveAs, switchMode, hasUnsavedChanges, refresh, print and getCorrelationId', async () => {
    const e = await loaded();
    expect(await e.request('GET', '/report/hasUnsavedChanges')).toMatchObject({ statusCode: 200, body: false });
    await e.request('PUT', '/report/filters', [basicFilter('Admissions', 'Ward', 'In', ['Ward 2C'])]);
    expect(await e.request('GET', '/report/hasUnsavedChanges')).toMatchObject({ body: true });
    expect(await e.request('POST', '/report/save', null)).toMatchObject({ statusCode: 202 });
    expect((await e.waitForEvent('saved')).body).toEqual({
      reportObjectId: 'R1',
      reportName: 'Hospital operations (sample)',
      saveAs: false,
    });
    expect(await e.request('GET', '/report/hasUnsavedChanges')).toMatchObject({ body: false });
    expect(await e.request('POST', '/report/saveAs', { name: 'My copy' })).toMatchObject({ statusCode: 202 });
    expect((await e.waitForEvent('saved', 2)).body).toMatchObject({
      reportName: 'My copy',
      saveAs: true,
      originalReportObjectId: 'R1',
    });
    expect(await e.request('POST', '/report/saveAs', { name: 5 })).toMatchObject({ statusCode: 400 });
    expect(await e.request('POST', '/report/switchMode/edit', null)).toMatchObject({ statusCode: 202 });
    await expect.poll(() => e.frame.locator('.ff-mode').textContent()).toBe('Editing');
    expect(await e.request('POST', '/report/switchMode/undefined', null)).toMatchObject({ statusCode: 400 });
    expect(await e.request('POST', '/report/refresh', null)).toMatchObject({ statusCode: 202 });
    expect(await e.request('POST', '/report/print', null)).toMatchObject({ statusCode: 202 });
    const correlation = await e.request('GET', '/getCorrelationId');
    expect(correlation).toMatchObject({ statusCode: 200, body: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const state = await e.frame.evaluate(() => ({ ...window.fakeFrame!.state }));
    expect(state).toMatchObject({ printCount: 1, refreshCount: 1, viewMode: 'edit' });
  });

  it('POST /report/token takes a new token; an empty one is 400', async () => {
    const e = await loaded();
    expect(await e.request('POST', '/report/token', 'TOKEN-1')).toMatchObject({ statusCode: 202 });
    await expect(e.frame.evaluate(() => window.fakeFrame!.state.accessToken)).resolves.toBe('TOKEN-1');
    expect(await e.request('POST', '/report/token', '')).toMatchObject({ statusCode: 400 });
    expect(await e.request('POST', '/dashboard/token', 'TOKEN-2')).toMatchObject({ statusCode: 202 });
  });

  it('answers 404 to a route it does not implement, instead of leaving the call pending', async () => {
    const e = await loaded();
    expect(await e.request('GET', '/report/nothingHere')).toMatchObject({
      ok: false,
      statusCode: 404,
      body: { message: 'NotImplemented' },
    });
  });

  it('loads dashboards, tiles, Q&A, create and quick create, posting events on their own routes', async () => {
    const cases = [
      {
        path: '/dashboardEmbed',
        url: '/dashboard/load',
        config: { id: 'D1', accessToken: 'T', pageView: 'fitToWidth' },
        prefix: 'dashboards',
      },
      {
        path: '/tileEmbed',
        url: '/tile/load',
        config: { id: 'T1', dashboardId: 'D1', accessToken: 'T' },
        prefix: 'tile',
      },
      {
        path: '/qnaEmbed',
        url: '/qna/load',
        config: { accessToken: 'T', datasetIds: ['DS1'], question: 'admissions by ward' },
        prefix: 'qna',
      },
      {
        path: '/reportEmbed',
        url: '/report/create',
        config: { accessToken: 'T', datasetId: 'DS1' },
        prefix: 'reports',
      },
      {
        path: '/quickCreate',
        url: '/quickcreate',
        config: {
          accessToken: 'T',
          datasetCreateConfig: {
            locale: 'en-US',
            tableSchemaList: [{ name: 't', columns: [{ name: 'c', dataType: 'Text' }] }],
            data: [{ name: 't', rows: [['x']] }],
          },
        },
        prefix: 'reports',
      },
    ];
    for (const c of cases) {
      const e = await h.embed({ noReady: '1' }, c.path);
      const answer = await e.request('POST', c.url, c.config, { headers: { uid: e.uid } });
      expect(answer, c.url).toMatchObject({ ok: true, statusCode: 202 });
      const rendered = await e.waitForEvent('rendered');
      expect(rendered.url).toBe(`/${c.prefix}/${e.uid}/events/rendered`);
      await e.page.context().close();
    }
  });

  it('window.fakeFrame lets a test post any event and call a hook of the host', async () => {
    const e = await loaded();
    await e.frame.evaluate(() =>
      window.fakeFrame!.postEvent('visualClicked', { visual: 'v' }, { pageName: 'ReportSection1', visualName: 'v' }),
    );
    const clicked = await e.waitForEvent('visualClicked');
    expect(clicked.url).toBe(`/reports/${e.uid}/pages/ReportSection1/visuals/v/events/visualClicked`);
    await e.page.evaluate(() => window.host.answerHook('preQuery', { tenant: 'contoso' }));
    const answer = await e.frame.evaluate(() => window.fakeFrame!.callHook('preQuery', { q: 1 }));
    expect(answer).toMatchObject({ statusCode: 200, body: { tenant: 'contoso' } });
    expect(await e.hooks()).toMatchObject([{ url: `/reports/${e.uid}/eventHooks/preQuery`, body: { q: 1 } }]);
  });

  it('a click on a bar posts dataSelected with the data point', async () => {
    const e = await loaded();
    await e.frame.locator('[data-visual-name="admissionsByDepartment"] rect[data-label="Oncology"]').click();
    const selected = await e.waitForEvent('dataSelected');
    expect(selected.body).toMatchObject({
      visual: { name: 'admissionsByDepartment', type: 'clusteredBarChart' },
      page: { name: 'ReportSection1' },
      dataPoints: [{ identity: [{ target: { table: 'Admissions', column: 'Department' }, equals: 'Oncology' }] }],
    });
  });

  it('opened directly (not in a frame) it shows the sample report, with working page navigation', async () => {
    const page = await h.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${h.frameServer.url}?reportId=R1`);
    await expect(page.getByRole('heading', { level: 2, name: 'Admissions' }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Readmissions' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Readmissions' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
