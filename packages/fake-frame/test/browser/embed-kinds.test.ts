import { describe, expect, it } from 'vitest';
import { reportConfig, setUpHarness, type Embedded } from './support/harness';

const h = setUpHarness();

/** Embeds the frame at `path` and sends `url` with `config`, waiting for `rendered`. */
async function load(path: string, url: string, config: Record<string, unknown>): Promise<Embedded> {
  const e = await h.embed({ noReady: '1' }, path);
  expect(await e.request('POST', url, config, { headers: { uid: e.uid } })).toMatchObject({ statusCode: 202 });
  await e.waitForEvent('rendered');
  return e;
}

/** The settings the client's Visual load adds to its config (protocol facts 4.13). */
const visualSettings = (pageName: string, visualName: string, width: number, height: number) => ({
  filterPaneEnabled: false,
  navContentPaneEnabled: false,
  layoutType: 1,
  customLayout: {
    displayOption: 0,
    pageSize: { type: 4, width, height },
    pagesLayout: {
      [pageName]: {
        defaultLayout: { displayState: { mode: 1 } },
        visualsLayout: { [visualName]: { displayState: { mode: 0 }, x: 1, y: 1, z: 1, width, height } },
      },
    },
  },
});

describe('the fake frame renders every embed kind (real Chromium)', () => {
  it('a visual embed shows only the chosen visual, sized by the layout the client posts', async () => {
    const e = await load(
      '/reportEmbed',
      '/report/load',
      reportConfig({
        type: 'visual',
        pageName: 'ReportSection2',
        visualName: 'occupancyByWard',
        settings: visualSettings('ReportSection2', 'occupancyByWard', 800, 400),
      }),
    );
    const visuals = e.frame.locator('[data-visual-name]');
    await expect(
      visuals.evaluateAll((v) => v.map((x) => [x.getAttribute('data-visual-name'), (x as HTMLElement).hidden])),
    ).resolves.toEqual([
      ['averageOccupancy', true],
      ['occupancyByWard', false],
      ['occupancyByDay', true],
    ]);
    expect(await e.frame.locator('[data-visual-name="occupancyByWard"]').getAttribute('style')).toContain(
      'width: 100%',
    );
    await expect(e.frame.getByRole('navigation', { name: 'Pages' }).count()).resolves.toBe(0);
    expect((await e.events()).map((ev) => ev.url)).toEqual([
      `/reports/${e.uid}/events/loaded`,
      `/reports/${e.uid}/events/rendered`,
    ]);
  });

  it('a visual embed without a layout still shows its visual only', async () => {
    const e = await load(
      '/reportEmbed',
      '/report/load',
      reportConfig({ type: 'visual', pageName: 'ReportSection1', visualName: 'totalAdmissions' }),
    );
    const shown = await e.frame
      .locator('[data-visual-name]')
      .evaluateAll((v) => v.filter((x) => !(x as HTMLElement).hidden).map((x) => x.getAttribute('data-visual-name')));
    expect(shown).toEqual(['totalAdmissions']);
  });

  it('a dashboard shows a grid of tiles; clicking one posts tileClicked on the dashboard route', async () => {
    const e = await load('/dashboardEmbed', '/dashboard/load', { id: 'D1', accessToken: 'T', pageView: 'fitToWidth' });
    const tiles = e.frame.locator('[data-tile-id]');
    await expect(tiles.evaluateAll((t) => t.map((x) => x.getAttribute('data-tile-id')))).resolves.toEqual([
      'totalAdmissions',
      'admissionsByDepartment',
      'admissionsByAgeGroup',
      'averageOccupancy',
      'occupancyByWard',
      'readmissionRate',
      'readmissionRateByDepartment',
    ]);
    await e.frame.locator('[data-tile-id="averageOccupancy"]').click();
    const clicked = await e.waitForEvent('tileClicked');
    expect(clicked.url).toBe(`/dashboards/${e.uid}/events/tileClicked`);
    expect(clicked.body).toMatchObject({
      tileId: 'averageOccupancy',
      pageName: 'ReportSection2',
      url: expect.stringContaining('/reportEmbed?pageName=ReportSection2'),
    });
    await e.frame.evaluate(() => window.fakeFrame!.clickTile('totalAdmissions'));
    expect((await e.waitForEvent('tileClicked', 2)).body).toMatchObject({ tileId: 'totalAdmissions' });
  });

  it('a tile embed renders its tile and posts loaded, rendered and tileLoaded; a click posts tileClicked', async () => {
    const e = await load('/tileEmbed', '/tile/load', { id: 'readmissionRate', dashboardId: 'D1', accessToken: 'T' });
    await e.waitForEvent('tileLoaded');
    expect((await e.events()).map((ev) => ev.url)).toEqual([
      `/tile/${e.uid}/events/loaded`,
      `/tile/${e.uid}/events/rendered`,
      `/tile/${e.uid}/events/tileLoaded`,
    ]);
    expect((await e.events())[2].body).toEqual({ tileId: 'readmissionRate' });
    await expect(e.frame.locator('[data-tile-id]').count()).resolves.toBe(1);
    await e.frame.locator('[data-tile-id="readmissionRate"]').click();
    expect((await e.waitForEvent('tileClicked')).url).toBe(`/tile/${e.uid}/events/tileClicked`);
  });

  it('Q&A: the load question, POST /qna/interpret and the question box each post visualRendered', async () => {
    const e = await load('/qnaEmbed', '/qna/load', {
      accessToken: 'T',
      datasetIds: ['DS1'],
      question: 'admissions by age group',
    });
    const first = await e.waitForEvent('visualRendered');
    expect(first).toMatchObject({
      url: `/qna/${e.uid}/events/visualRendered`,
      body: { question: 'admissions by age group', normalizedQuestion: 'admissions by age group' },
    });
    await expect(e.frame.locator('[data-visual-name="admissionsByAgeGroup"]').count()).resolves.toBe(1);

    const asked = await e.request('POST', '/qna/interpret', { question: 'Readmission rate by department?' });
    expect(asked).toMatchObject({ statusCode: 202 });
    expect((await e.waitForEvent('visualRendered', 2)).body).toEqual({
      question: 'Readmission rate by department?',
      normalizedQuestion: '30-day readmission rate by department',
    });
    await expect.poll(() => e.frame.locator('[data-visual-name="readmissionRateByDepartment"]').count()).toBe(1);
    expect(await e.request('POST', '/qna/interpret', { datasetIds: ['DS1'] })).toMatchObject({ statusCode: 400 });

    const box = e.frame.getByRole('searchbox', { name: 'Ask a question about your data' });
    await box.fill('occupancy by ward');
    await box.press('Enter');
    expect((await e.waitForEvent('visualRendered', 3)).body).toEqual({
      question: 'occupancy by ward',
      normalizedQuestion: 'bed occupancy by ward',
    });
    await e.frame.evaluate(() => window.fakeFrame!.ask('the weather'));
    expect((await e.waitForEvent('visualRendered', 4)).body).toEqual({
      question: 'the weather',
      normalizedQuestion: 'the weather',
    });
    await expect.poll(() => e.frame.getByText('No answer for “the weather”.').count()).toBe(1);
  });

  it('create renders an authoring canvas; authoring marks changes and save posts saved with a new report id', async () => {
    const e = await load('/reportEmbed', '/report/create', { accessToken: 'T', datasetId: 'DS1' });
    await expect(e.frame.getByRole('heading', { name: 'New report' }).count()).resolves.toBe(1);
    await expect(e.frame.getByRole('complementary', { name: 'Fields' }).count()).resolves.toBe(1);
    expect((await e.request('GET', '/report/hasUnsavedChanges')).body).toBe(false);
    await e.request('POST', '/report/addPage', { displayName: 'Draft' });
    expect((await e.request('GET', '/report/hasUnsavedChanges')).body).toBe(true);
    expect(await e.request('POST', '/report/save', null)).toMatchObject({ statusCode: 202 });
    const saved = await e.waitForEvent('saved');
    expect(saved.url).toBe(`/reports/${e.uid}/events/saved`);
    expect(saved.body).toMatchObject({ reportObjectId: expect.stringMatching(/^[0-9a-f-]{36}$/), saveAs: false });
    expect((await e.request('GET', '/report/hasUnsavedChanges')).body).toBe(false);
    // The id stays the same on the next save.
    await e.request('POST', '/report/save', null);
    expect((await e.waitForEvent('saved', 2)).body).toMatchObject({
      reportObjectId: (saved.body as { reportObjectId: string }).reportObjectId,
    });
  });

  it('quick create renders the canvas and saves as created reports do', async () => {
    const e = await load('/quickCreate', '/quickcreate', {
      accessToken: 'T',
      datasetCreateConfig: {
        locale: 'en-US',
        tableSchemaList: [{ name: 't', columns: [{ name: 'c', dataType: 'Text' }] }],
        data: [{ name: 't', rows: [['x']] }],
      },
    });
    await expect(e.frame.getByRole('heading', { name: 'New report' }).count()).resolves.toBe(1);
    await e.request('POST', '/report/save', null);
    expect((await e.waitForEvent('saved')).body).toMatchObject({
      reportObjectId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
