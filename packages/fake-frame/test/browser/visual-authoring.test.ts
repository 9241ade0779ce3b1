import { describe, expect, it } from 'vitest';
import { createSampleData } from '../../src/data/sample-data';
import { loadedReport, setUpHarness, type Embedded } from './support/harness';

const h = setUpHarness();
const data = createSampleData();
const P = '/report/pages/ReportSection1';
const V = `${P}/visuals`;
const SUM_ADMISSIONS = { table: 'Admissions', column: 'Admissions', aggregationFunction: 'Sum' };
const PROPERTY = 'http://powerbi.com/product/schema#property';

const visualsOf = async (e: Embedded) =>
  (await e.request('GET', V)).body as { name: string; title: string; type: string; layout: Record<string, number> }[];
const drawn = (e: Embedded, name: string) => e.frame.locator(`[data-visual-name="${name}"]`);
const barLabels = (e: Embedded, name: string) =>
  drawn(e, name)
    .locator('rect')
    .evaluateAll((r) => r.map((x) => x.getAttribute('data-label')));
const unsaved = async (e: Embedded) => (await e.request('GET', '/report/hasUnsavedChanges')).body;

describe('[C-COMPAT-08] the fake frame answers the routes of powerbi-report-authoring (real Chromium)', () => {
  it('[C-COMPAT-08] GET /report/availableVisualTypes and GET /report/visuals/types/:type/capabilities', async () => {
    const e = await loadedReport(h);
    const types = await e.request('GET', '/report/availableVisualTypes');
    expect(types).toMatchObject({ statusCode: 200, body: expect.arrayContaining(['card', 'pieChart', 'tableEx']) });
    expect(await e.request('GET', '/report/visuals/types/card/capabilities')).toMatchObject({
      statusCode: 200,
      body: { dataRoles: [{ name: 'Values', kind: 2, displayName: 'Fields' }] },
    });
    for (const type of types.body as string[]) {
      expect(await e.request('GET', `/report/visuals/types/${type}/capabilities`), type).toMatchObject({
        statusCode: 200,
      });
    }
    expect(await e.request('GET', '/report/visuals/types/gauge/capabilities')).toMatchObject({
      statusCode: 404,
      body: { message: 'PowerBIEntityNotFound', detailedMessage: 'Visual type gauge was not found in the report.' },
    });
  });

  it('[C-COMPAT-08] createVisual adds an empty visual at a free place (or the layout asked); deleteVisual removes it', async () => {
    const e = await loadedReport(h);
    const created = await e.request('POST', `${P}/createVisual`, { visualType: 'pieChart' });
    expect(created).toMatchObject({
      statusCode: 200,
      body: { visual: { name: expect.stringMatching(/^[0-9a-f]{20}$/), title: '', type: 'pieChart' } },
    });
    const { name, layout } = (created.body as { visual: { name: string; layout: Record<string, number> } }).visual;
    // The first page has no free place of 480×300: the visual goes to the top left, above the others.
    expect(layout).toEqual({ x: 20, y: 20, z: 1, width: 480, height: 300, displayState: { mode: 0 } });
    const added = await e.request('POST', '/report/addPage', { displayName: 'Authoring' });
    const page = (added.body as { name: string }).name;
    const place = async () =>
      (
        (await e.request('POST', `/report/pages/${page}/createVisual`, { visualType: 'lineChart' })).body as {
          visual: { layout: unknown };
        }
      ).visual.layout;
    expect(await place()).toMatchObject({ x: 20, y: 20, z: 0 });
    expect(await place()).toMatchObject({ x: 500, y: 20, z: 1 });
    expect((await visualsOf(e)).at(-1)).toMatchObject({ name, type: 'pieChart' });
    await expect
      .poll(() => drawn(e, name).locator('.ff-empty-visual').textContent())
      .toBe('Add data fields to build this visual.');
    expect(await unsaved(e)).toBe(true);

    const placed = await e.request('POST', `${P}/createVisual`, {
      visualType: 'card',
      layout: { x: 900, y: 500, width: 200 },
      autoFocus: true,
    });
    expect(placed).toMatchObject({
      statusCode: 200,
      body: { visual: { type: 'card', layout: { x: 900, y: 500, width: 200, height: 160 } } },
    });

    for (const body of [
      { visualType: 'gauge' },
      { visualType: 'card', layout: { x: -1 } },
      { visualType: 'card', autoFocus: 'yes' },
      'card',
    ]) {
      expect(await e.request('POST', `${P}/createVisual`, body), JSON.stringify(body)).toMatchObject({
        statusCode: 400,
        body: { message: 'invalidInput' },
      });
    }
    expect(await e.request('POST', '/report/pages/Nope/createVisual', { visualType: 'card' })).toMatchObject({
      statusCode: 404,
    });

    expect(await e.request('POST', `${P}/deleteVisual`, { visualName: name })).toMatchObject({ statusCode: 202 });
    expect((await visualsOf(e)).map((v) => v.name)).not.toContain(name);
    await expect.poll(() => drawn(e, name).count()).toBe(0);
    expect(await e.request('POST', `${P}/deleteVisual`, { visualName: 'totalAdmissions' })).toMatchObject({
      statusCode: 202,
    });
    expect(await e.request('GET', `${V}/totalAdmissions/filters`)).toMatchObject({ statusCode: 404 });
    expect(await e.request('POST', `${P}/deleteVisual`, { visualName: 'nope' })).toMatchObject({
      statusCode: 404,
      body: { message: 'PowerBIEntityNotFound' },
    });
    expect(await e.request('POST', `${P}/deleteVisual`, {})).toMatchObject({ statusCode: 400 });
  });

  it('[C-COMPAT-08] data roles: add, list, rename and remove fields; the visual draws them and titles itself', async () => {
    const e = await loadedReport(h);
    const created = await e.request('POST', `${P}/createVisual`, { visualType: 'clusteredColumnChart' });
    const name = (created.body as { visual: { name: string } }).visual.name;
    const F = `${V}/${name}/dataroles`;
    expect(await e.request('GET', `${F}/Category/fields`)).toMatchObject({ statusCode: 200, body: [] });
    expect(await e.request('POST', `${F}/Y/fields/undefined`, SUM_ADMISSIONS)).toMatchObject({ statusCode: 202 });
    expect(
      await e.request('POST', `${F}/Category/fields/undefined`, { table: 'Admissions', column: 'Ward' }),
    ).toMatchObject({
      statusCode: 202,
    });
    expect(
      await e.request('POST', `${F}/Category/fields/0`, { table: 'Admissions', column: 'Department' }),
    ).toMatchObject({
      statusCode: 202,
    });
    expect((await e.request('GET', `${F}/Category/fields`)).body).toEqual([
      { table: 'Admissions', column: 'Department' },
      { table: 'Admissions', column: 'Ward' },
    ]);
    expect((await e.request('GET', `${F}/Y/fields`)).body).toEqual([SUM_ADMISSIONS]);
    // Bars per department (the first category), titled after the fields.
    await expect.poll(() => barLabels(e, name)).toEqual([...new Set(data.Admissions.map((r) => r.Department))]);
    expect((await visualsOf(e)).find((v) => v.name === name)?.title).toBe('Sum of Admissions by Department and Ward');

    expect(await e.request('GET', `${F}/Y/fields/0/displayName`)).toMatchObject({
      statusCode: 200,
      body: 'Sum of Admissions',
    });
    expect(await e.request('PUT', `${F}/Y/fields/0/displayName`, { newDisplayName: 'Patients' })).toMatchObject({
      statusCode: 202,
    });
    expect((await e.request('GET', `${F}/Y/fields/0/displayName`)).body).toBe('Patients');
    await expect.poll(() => drawn(e, name).locator('h3').textContent()).toBe('Patients by Department and Ward');

    expect(await e.request('DELETE', `${F}/Category/fields/0`, 0)).toMatchObject({ statusCode: 202 });
    expect((await e.request('GET', `${F}/Category/fields`)).body).toEqual([{ table: 'Admissions', column: 'Ward' }]);
    await expect.poll(() => barLabels(e, name)).toEqual([...new Set(data.Admissions.map((r) => r.Ward))]);

    const refused: [string, string, unknown, RegExp][] = [
      ['GET', `${F}/Legend/fields`, undefined, /has no data role Legend/],
      [
        'POST',
        `${F}/Y/fields/undefined`,
        { table: 'Admissions', column: 'Beds' },
        /column Beds is not in table Admissions/,
      ],
      ['POST', `${F}/Category/fields/undefined`, SUM_ADMISSIONS, /takes no measure or aggregation/],
      ['POST', `${F}/Series/fields/undefined`, { table: 'BedOccupancy', column: 'Ward' }, /one table/],
      ['POST', `${F}/Category/fields/5`, { table: 'Admissions', column: 'Month' }, /out of range/],
      ['DELETE', `${F}/Category/fields/1`, 1, /out of range/],
      ['GET', `${F}/Category/fields/3/displayName`, undefined, /out of range/],
      ['PUT', `${F}/Y/fields/0/displayName`, { newDisplayName: '' }, /non-empty string/],
      ['POST', `${V}/totalAdmissions/dataroles/Values/fields/undefined`, SUM_ADMISSIONS, /at most 1 field/],
    ];
    for (const [method, url, body, message] of refused) {
      const answer = await e.request(method, url, body);
      expect(answer, `${method} ${url}`).toMatchObject({ statusCode: 400, body: { message: 'invalidInput' } });
      expect((answer.body as { detailedMessage: string }).detailedMessage, `${method} ${url}`).toMatch(message);
    }
    expect(await e.request('GET', `${V}/nope/dataroles/Y/fields`)).toMatchObject({ statusCode: 404 });
  });

  it('[C-COMPAT-08] changeType changes the type in GET visuals and in the drawing, moving the fields', async () => {
    const e = await loadedReport(h);
    expect(await e.request('POST', `${V}/admissionsByDepartment/changeType`, { visualType: 'tableEx' })).toMatchObject({
      statusCode: 202,
    });
    expect((await visualsOf(e)).find((v) => v.name === 'admissionsByDepartment')).toMatchObject({
      type: 'tableEx',
      title: 'Admissions by department',
    });
    expect((await e.request('GET', `${V}/admissionsByDepartment/dataroles/Values/fields`)).body).toEqual([
      { table: 'Admissions', column: 'Department' },
      SUM_ADMISSIONS,
    ]);
    const table = drawn(e, 'admissionsByDepartment');
    await expect.poll(() => table.getAttribute('class')).toBe('ff-visual ff-visual-tableEx');
    expect(await table.locator('thead th').allTextContents()).toEqual(['Department', 'Sum of Admissions']);
    const cardiology = data.Admissions.filter((r) => r.Department === 'Cardiology').reduce(
      (s, r) => s + r.Admissions,
      0,
    );
    expect(await table.locator('tbody tr').first().allTextContents()).toEqual([
      `Cardiology${new Intl.NumberFormat('en-US').format(cardiology)}`,
    ]);
    expect(await e.request('POST', `${V}/totalAdmissions/changeType`, { visualType: 'gauge' })).toMatchObject({
      statusCode: 400,
    });
    expect(await e.request('POST', `${V}/nope/changeType`, { visualType: 'card' })).toMatchObject({
      statusCode: 404,
    });
  });

  it('[C-COMPAT-08] properties: POST …/property reads, PUT sets (the title shows it), the default schema resets', async () => {
    const e = await loadedReport(h);
    const title = { objectName: 'title', propertyName: 'titleText' };
    const property = `${V}/admissionsByDepartment/property`;
    expect(await e.request('POST', property, title)).toMatchObject({
      statusCode: 200,
      body: { schema: PROPERTY, value: 'Admissions by department' },
    });
    expect(
      await e.request('PUT', property, {
        selector: title,
        value: { schema: PROPERTY, value: 'Patients per department' },
      }),
    ).toMatchObject({
      statusCode: 202,
    });
    expect((await e.request('POST', property, title)).body).toEqual({
      schema: PROPERTY,
      value: 'Patients per department',
    });
    expect((await visualsOf(e)).find((v) => v.name === 'admissionsByDepartment')?.title).toBe(
      'Patients per department',
    );
    const heading = drawn(e, 'admissionsByDepartment').locator('h3');
    await expect.poll(() => heading.textContent()).toBe('Patients per department');

    const visible = { objectName: 'title', propertyName: 'visible' };
    expect(await e.request('PUT', property, { selector: visible, value: { value: false } })).toMatchObject({
      statusCode: 202,
    });
    await expect.poll(() => heading.isVisible()).toBe(false);
    const reset = { schema: 'http://powerbi.com/product/schema#default', value: {} };
    for (const selector of [title, visible]) {
      expect(await e.request('PUT', property, { selector, value: reset })).toMatchObject({ statusCode: 202 });
    }
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await heading.textContent()).toBe('Admissions by department');
    expect((await e.request('POST', property, title)).body).toEqual({
      schema: PROPERTY,
      value: 'Admissions by department',
    });

    const refused: [string, string, unknown][] = [
      ['POST', `${V}/totalAdmissions/property`, { objectName: 'legend', propertyName: 'visible' }],
      ['POST', property, { objectName: 'title' }],
      ['PUT', property, { selector: visible, value: { value: 'no' } }],
      ['PUT', property, { selector: { objectName: 'legend', propertyName: 'position' }, value: { value: 'Middle' } }],
      ['PUT', property, { selector: visible, value: false }],
    ];
    for (const [method, url, body] of refused) {
      expect(await e.request(method, url, body), JSON.stringify(body)).toMatchObject({
        statusCode: 400,
        body: { message: 'invalidInput' },
      });
    }
  });
});
