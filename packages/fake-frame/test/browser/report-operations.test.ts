import { describe, expect, it } from 'vitest';
import { createSampleData } from '../../src/data/sample-data';
import { basicFilter, loadedReport, reportConfig, setUpHarness, type Embedded } from './support/harness';

const h = setUpHarness();
const data = createSampleData();
const format = (n: number) => new Intl.NumberFormat('en-US').format(n);
const admissions = (department?: string) =>
  data.Admissions.filter((r) => !department || r.Department === department).reduce((s, r) => s + r.Admissions, 0);
const cardValue = (e: Embedded, visual: string) =>
  e.frame.locator(`[data-visual-name="${visual}"] .ff-card-value`).textContent();
const P = '/report/pages/ReportSection1/visuals';
const unsaved = async (e: Embedded) => (await e.request('GET', '/report/hasUnsavedChanges')).body;

describe('the fake frame answers report operations (real Chromium)', () => {
  it('addPage returns the new page, deletePage and renamePage change the list; unknown pages are 404', async () => {
    const e = await loadedReport(h);
    const added = await e.request('POST', '/report/addPage', { displayName: 'Staffing' });
    expect(added).toMatchObject({
      ok: true,
      statusCode: 200,
      body: {
        name: expect.stringMatching(/^ReportSection[0-9a-f]{20}$/),
        displayName: 'Staffing',
        isActive: false,
        visibility: 0,
        defaultSize: { type: 0, width: 1280, height: 720 },
        defaultDisplayOption: 0,
      },
    });
    expect(await unsaved(e)).toBe(true);
    const name = (added.body as { name: string }).name;
    expect(await e.request('PUT', `/report/pages/${name}/name`, { name, displayName: 'Staff' })).toMatchObject({
      statusCode: 202,
    });
    const nav = e.frame.getByRole('navigation', { name: 'Pages' }).getByRole('button');
    await expect.poll(() => nav.allTextContents()).toEqual(['Admissions', 'Bed occupancy', 'Readmissions', 'Staff']);
    expect(await e.request('PUT', `/report/pages/${name}/name`, { name, displayName: '' })).toMatchObject({
      statusCode: 400,
    });
    expect(await e.request('DELETE', '/report/pages/ReportSection1', {})).toMatchObject({ statusCode: 202 });
    // The active page was deleted: the first remaining one becomes active.
    const changed = await e.waitForEvent('pageChanged');
    expect(changed.body).toMatchObject({ newPage: { name: 'ReportSection2', isActive: true } });
    const pages = await e.request('GET', '/report/pages');
    expect((pages.body as { name: string }[]).map((p) => p.name)).toEqual(['ReportSection2', 'ReportSection3', name]);
    for (const [method, url, body] of [
      ['DELETE', '/report/pages/Nope', {}],
      ['PUT', '/report/pages/Nope/name', { name: 'Nope', displayName: 'x' }],
      ['GET', '/report/pages/Nope/layoutTypes/Master', undefined],
    ] as const) {
      expect(await e.request(method, url, body), url).toMatchObject({
        statusCode: 404,
        body: { message: 'PowerBIEntityNotFound' },
      });
    }
  });

  it('hasLayout: Master always, MobilePortrait only for pages with a mobile layout; an unknown type is 400', async () => {
    const e = await loadedReport(h);
    const has = async (page: string, type: string) =>
      (await e.request('GET', `/report/pages/${page}/layoutTypes/${type}`)).body;
    expect(await has('ReportSection1', 'Master')).toBe(true);
    expect(await has('ReportSection1', 'MobilePortrait')).toBe(true);
    expect(await has('ReportSection2', 'MobilePortrait')).toBe(false);
    expect(await has('ReportSection1', 'MobileLandscape')).toBe(false);
    expect(await e.request('GET', '/report/pages/ReportSection1/layoutTypes/Tablet')).toMatchObject({
      statusCode: 400,
    });
  });

  it('bookmarks: list, apply by name (bookmarkApplied, filters applied), capture and apply the state, play', async () => {
    const e = await loadedReport(h);
    const list = await e.request('GET', '/report/bookmarks');
    expect(list).toMatchObject({ statusCode: 200 });
    expect(list.body).toEqual([
      { name: 'Bookmark1', displayName: 'Cardiology admissions', state: expect.stringMatching(/^ffbookmark:/) },
      { name: 'Bookmark2', displayName: 'Ward 4A occupancy', state: expect.any(String) },
      { name: 'Bookmark3', displayName: 'Readmissions, first quarter', state: expect.any(String) },
    ]);
    const captured = await e.request('POST', '/report/bookmarks/capture', { options: {} });
    expect(captured).toMatchObject({ statusCode: 200, body: { name: expect.any(String), state: expect.any(String) } });

    expect(await e.request('POST', '/report/bookmarks/applyByName', { name: 'Bookmark1' })).toMatchObject({
      statusCode: 202,
    });
    const applied = await e.waitForEvent('bookmarkApplied');
    expect(applied).toMatchObject({
      url: `/reports/${e.uid}/events/bookmarkApplied`,
      body: { bookmarkName: 'Bookmark1' },
    });
    await expect.poll(() => cardValue(e, 'totalAdmissions')).toBe(format(admissions('Cardiology')));
    expect((await e.request('GET', '/report/filters')).body).toMatchObject([{ values: ['Cardiology'] }]);

    const state = (captured.body as { state: string }).state;
    expect(await e.request('POST', '/report/bookmarks/applyState', { state })).toMatchObject({ statusCode: 202 });
    await e.waitForEvent('bookmarkApplied', 2);
    await expect.poll(() => cardValue(e, 'totalAdmissions')).toBe(format(admissions()));

    expect(await e.request('POST', '/report/bookmarks/applyByName', { name: 'Nope' })).toMatchObject({
      statusCode: 404,
      body: { message: 'PowerBIEntityNotFound' },
    });
    expect(await e.request('POST', '/report/bookmarks/applyState', { state: 'garbage' })).toMatchObject({
      statusCode: 400,
    });
    expect(await e.request('POST', '/report/bookmarks/applyByName', {})).toMatchObject({ statusCode: 400 });
    expect(await e.request('POST', '/report/bookmarks/play', { playMode: 1 })).toMatchObject({ statusCode: 202 });
    await expect.poll(() => e.frame.locator('.ff-root').getAttribute('data-play-mode')).toBe('1');
    expect(await e.request('POST', '/report/bookmarks/play', { playMode: 7 })).toMatchObject({ statusCode: 400 });
  });

  it('theme: GET answers the default, PUT {themeJson} colours the visuals, PUT {} resets', async () => {
    const e = await loadedReport(h);
    const theme = await e.request('GET', '/report/theme');
    expect(theme).toMatchObject({ statusCode: 200, body: { themeJson: { dataColors: ['#0f766e'] } } });
    const themeJson = { name: 'Night', dataColors: ['#ff0000'], background: '#000000', foreground: '#ffffff' };
    expect(await e.request('PUT', '/report/theme', { themeJson })).toMatchObject({ statusCode: 202 });
    expect((await e.request('GET', '/report/theme')).body).toEqual({ themeJson });
    const colour = () =>
      e.frame
        .locator('[data-visual-name="totalAdmissions"] .ff-card-value')
        .evaluate((el) => getComputedStyle(el).color);
    await expect.poll(colour).toBe('rgb(255, 0, 0)');
    expect(await unsaved(e)).toBe(true);
    expect(await e.request('PUT', '/report/theme', {})).toMatchObject({ statusCode: 202 });
    await expect.poll(colour).toBe('rgb(15, 118, 110)');
    expect(await e.request('PUT', '/report/theme', { themeJson: 'red' })).toMatchObject({ statusCode: 400 });
  });

  it('zoom, persistent filters, closeAllOverlays and clearSelectedVisuals', async () => {
    const e = await loadedReport(h);
    expect(await e.request('GET', '/report/zoom')).toMatchObject({ statusCode: 200, body: 1 });
    expect(await e.request('PATCH', '/report/settings', { zoomLevel: 1.5 })).toMatchObject({ statusCode: 202 });
    expect((await e.request('GET', '/report/zoom')).body).toBe(1.5);
    expect(await e.request('PATCH', '/report/settings', { zoomLevel: 9 })).toMatchObject({ statusCode: 400 });

    expect((await e.request('GET', '/report/isUserStateApplied')).body).toBe(false);
    await e.request('PUT', '/report/filters', [basicFilter('Admissions', 'Department', 'In', ['Oncology'])]);
    expect(await e.request('POST', '/report/userState', null)).toMatchObject({ statusCode: 202 });
    expect((await e.request('GET', '/report/isUserStateApplied')).body).toBe(true);
    await expect.poll(() => cardValue(e, 'totalAdmissions')).toBe(format(admissions('Oncology')));
    expect(await e.request('DELETE', '/report/userState', null)).toMatchObject({ statusCode: 202 });
    expect((await e.request('GET', '/report/isUserStateApplied')).body).toBe(false);
    expect((await e.request('GET', '/report/filters')).body).toEqual([]);
    await expect.poll(() => cardValue(e, 'totalAdmissions')).toBe(format(admissions()));

    expect(await e.request('POST', '/report/closeAllOverlays', null)).toMatchObject({ statusCode: 202 });
    expect(await e.request('POST', '/report/clearSelectedVisuals/true', null)).toMatchObject({ statusCode: 202 });
    expect(await e.request('POST', '/report/clearSelectedVisuals/false', null)).toMatchObject({ statusCode: 202 });
    expect(await e.request('POST', '/report/clearSelectedVisuals/maybe', null)).toMatchObject({ statusCode: 400 });
    const counts = await e.frame.evaluate(() => {
      const { overlayCloses, selectionClears } = window.fakeFrame!.state;
      return { overlayCloses, selectionClears };
    });
    expect(counts).toEqual({ overlayCloses: 1, selectionClears: 2 });
  });

  it('extension commands of the settings show on their visuals; choosing one posts commandTriggered', async () => {
    const e = await loadedReport(h);
    const extensions = {
      commands: [
        {
          name: 'explain',
          title: 'Explain',
          extend: { visualContextMenu: { title: 'Explain this', menuLocation: 0 } },
          selector: { $schema: 'http://powerbi.com/product/schema#visualSelector', visualName: 'totalAdmissions' },
        },
        { name: 'share', title: 'Share', extend: { visualOptionsMenu: { title: 'Share', menuLocation: 0 } } },
      ],
      groups: [],
    };
    expect(await e.request('PATCH', '/report/settings', { extensions })).toMatchObject({ statusCode: 202 });
    const explain = e.frame.locator('[data-command="explain"]');
    await expect.poll(() => explain.count()).toBe(1);
    await expect.poll(() => e.frame.locator('[data-command="share"]').count()).toBe(5);
    await explain.click();
    const triggered = await e.waitForEvent('commandTriggered');
    expect(triggered.url).toBe(`/reports/${e.uid}/events/commandTriggered`);
    expect(triggered.body).toMatchObject({
      command: 'explain',
      visualName: 'totalAdmissions',
      visual: { name: 'totalAdmissions', type: 'card' },
      page: { name: 'ReportSection1' },
    });
  });

  it('exportData answers CSV of the visual (summarized or underlying), the first `rows` rows', async () => {
    const e = await loadedReport(h);
    const summarized = await e.request('POST', `${P}/admissionsByDepartment/exportData`, {
      rows: 2,
      exportDataType: 0,
    });
    const byDepartment = (d: string) => String(admissions(d));
    expect(summarized).toMatchObject({
      statusCode: 200,
      body: {
        data: `Department,Admissions by department\r\nCardiology,${byDepartment('Cardiology')}\r\nEmergency,${byDepartment('Emergency')}`,
      },
    });
    const underlying = await e.request('POST', `${P}/totalAdmissions/exportData`, { rows: 1, exportDataType: 1 });
    const first = data.Admissions[0];
    expect((underlying.body as { data: string }).data).toBe(
      `Department,Ward,Month,AgeGroup,Admissions\r\n${first.Department},${first.Ward},${first.Month},${first.AgeGroup},${first.Admissions}`,
    );
    expect(await e.request('POST', `${P}/nope/exportData`, { rows: 1 })).toMatchObject({ statusCode: 404 });
    expect(await e.request('POST', `${P}/totalAdmissions/exportData`, { rows: 'x' })).toMatchObject({
      statusCode: 400,
    });
  });

  it('slicer state: GET and PUT on slicers only; the state filters the page and ticks the slicer', async () => {
    const e = await loadedReport(h);
    expect(await e.request('GET', `${P}/departmentSlicer/slicer`)).toMatchObject({
      statusCode: 200,
      body: { filters: [], targets: [{ table: 'Admissions', column: 'Department' }] },
    });
    const state = { filters: [basicFilter('Admissions', 'Department', 'In', ['Pediatrics'])] };
    expect(await e.request('PUT', `${P}/departmentSlicer/slicer`, state)).toMatchObject({ statusCode: 202 });
    expect((await e.request('GET', `${P}/departmentSlicer/slicer`)).body).toEqual(state);
    await expect.poll(() => cardValue(e, 'totalAdmissions')).toBe(format(admissions('Pediatrics')));
    const ticked = e.frame.getByRole('checkbox', { name: 'Pediatrics' });
    await expect.poll(() => ticked.isChecked()).toBe(true);
    expect(await e.request('GET', `${P}/totalAdmissions/slicer`)).toMatchObject({ statusCode: 400 });
    expect(await e.request('PUT', `${P}/departmentSlicer/slicer`, { filters: 'x' })).toMatchObject({
      statusCode: 400,
    });
    // Unticking in the frame clears the slicer's filter.
    await ticked.uncheck();
    await expect.poll(() => cardValue(e, 'totalAdmissions')).toBe(format(admissions()));
  });

  it('clone adds a copy of the visual and answers its name; sortBy orders the bars', async () => {
    const e = await loadedReport(h);
    const cloned = await e.request('POST', `${P}/totalAdmissions/clone`, {
      filters: [basicFilter('Admissions', 'Department', 'In', ['Oncology'])],
      layout: { x: 400, y: 400 },
    });
    expect(cloned).toMatchObject({
      statusCode: 200,
      body: {
        visualName: expect.stringMatching(/^totalAdmissions[0-9a-f]{20}$/),
        visual: { title: 'Total admissions', type: 'card', layout: { x: 400, y: 400, z: 1 } },
      },
    });
    const name = (cloned.body as { visualName: string }).visualName;
    expect(((await e.request('GET', P)).body as { name: string }[]).map((v) => v.name)).toContain(name);
    await expect.poll(() => cardValue(e, name)).toBe(format(admissions('Oncology')));
    expect(await unsaved(e)).toBe(true);

    const sort = { orderBy: { table: 'Admissions', column: 'Department' }, direction: 2 };
    expect(await e.request('PUT', `${P}/admissionsByDepartment/sortBy`, sort)).toMatchObject({ statusCode: 202 });
    const labels = () =>
      e.frame
        .locator('[data-visual-name="admissionsByDepartment"] rect')
        .evaluateAll((r) => r.map((x) => x.getAttribute('data-label')));
    await expect
      .poll(labels)
      .toEqual(['Pediatrics', 'Orthopedics', 'Oncology', 'General Medicine', 'Emergency', 'Cardiology']);
    expect(await e.request('PUT', `${P}/admissionsByDepartment/sortBy`, { ...sort, direction: 3 })).toMatchObject({
      statusCode: 400,
    });
  });

  it('a custom layout hides and moves visuals, and GET visuals reports it', async () => {
    const e = await loadedReport(h, reportConfig());
    const customLayout = {
      pagesLayout: { ReportSection1: { visualsLayout: { totalAdmissions: { displayState: { mode: 1 } } } } },
    };
    expect(await e.request('PATCH', '/report/settings', { layoutType: 1, customLayout })).toMatchObject({
      statusCode: 202,
    });
    const moved = { pagesLayout: { ReportSection1: { visualsLayout: { admissionsByMonth: { x: 10, y: 20 } } } } };
    await e.request('PATCH', '/report/settings', { layoutType: 1, customLayout: moved });
    const visual = (name: string) => e.frame.locator(`[data-visual-name="${name}"]`);
    await expect.poll(() => visual('totalAdmissions').getAttribute('data-display-state')).toBe('hidden');
    await expect.poll(() => visual('totalAdmissions').isVisible()).toBe(false);
    expect(await visual('admissionsByMonth').getAttribute('style')).toContain('left: 0.78%');
    const visuals = (await e.request('GET', P)).body as { name: string; layout: unknown }[];
    expect(visuals.find((v) => v.name === 'totalAdmissions')?.layout).toMatchObject({ displayState: { mode: 1 } });
    expect(visuals.find((v) => v.name === 'admissionsByMonth')?.layout).toMatchObject({ x: 10, y: 20 });
  });
});
