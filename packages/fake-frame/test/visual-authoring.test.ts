import { describe, expect, it } from 'vitest';
import { filterRows } from '../src/data/apply-filters';
import { createSampleData } from '../src/data/sample-data';
import { moveFields } from '../src/frame/routes/visual-authoring-routes';
import { defaultDisplayName, evaluateField, fieldError, type DataField } from '../src/report/data-fields';
import { authoredVisual, autoTitle, computeFromFields } from '../src/report/field-visual';
import { REPORT_PAGES } from '../src/report/report-definition';
import { propertyKey, propertyValue, propertyValueError, PROPERTY_SCHEMA } from '../src/report/visual-properties';
import { capabilitiesOf, VISUAL_TYPES } from '../src/report/visual-types';

const data = createSampleData();
const visuals = REPORT_PAGES.flatMap((p) => p.visuals);
const visual = (name: string) => visuals.find((v) => v.name === name)!;
const oncology = [
  { $schema: 'http://powerbi.com/product/schema#basic', target: { table: 'Admissions', column: 'Department' } },
].map((f) => ({ ...f, filterType: 1, operator: 'In', values: ['Oncology'] }));
const field = (target: DataField['target'], displayName?: string): DataField =>
  displayName === undefined ? { target } : { target, displayName };

describe('[C-COMPAT-08] visual authoring: types, fields and properties of the fake frame', () => {
  it('[C-COMPAT-08] every available type has capabilities: its data roles with a kind and a display name', () => {
    expect(Object.keys(VISUAL_TYPES)).toEqual(
      expect.arrayContaining(['card', 'clusteredBarChart', 'tableEx', 'slicer']),
    );
    expect(capabilitiesOf(VISUAL_TYPES.clusteredBarChart)).toEqual({
      dataRoles: [
        { name: 'Category', kind: 0, displayName: 'Axis' },
        { name: 'Series', kind: 0, displayName: 'Legend' },
        { name: 'Y', kind: 1, displayName: 'Values' },
        { name: 'Tooltips', kind: 1, displayName: 'Tooltips' },
      ],
    });
    for (const type of Object.values(VISUAL_TYPES)) expect(capabilitiesOf(type).dataRoles?.length).toBeGreaterThan(0);
  });

  it("[C-COMPAT-08] the sample visuals' fields compute what the visuals show, filtered or not", () => {
    for (const v of visuals) {
      for (const filters of [[], oncology]) {
        const rows = filterRows<object>(v.table, data[v.table as keyof typeof data], filters) as never[];
        expect(computeFromFields(v.type, v.fields, rows, data), v.name).toEqual(v.compute(rows));
      }
    }
  });

  it('[C-COMPAT-08] a field must be a column, aggregated column or measure of the sample dataset', () => {
    expect(fieldError({ table: 'Admissions', column: 'Ward' })).toBeUndefined();
    expect(fieldError({ table: 'Admissions', column: 'Admissions', aggregationFunction: 'Average' })).toBeUndefined();
    expect(fieldError({ table: 'BedOccupancy', measure: 'Occupancy rate' })).toBeUndefined();
    expect(fieldError({ table: 'Admissions', column: 'Ward', aggregationFunction: 'DistinctCount' })).toBeUndefined();
    expect(fieldError({ table: 'Staff', column: 'Ward' })).toBe('table Staff is not in the dataset');
    expect(fieldError({ table: 'Admissions', column: 'Beds' })).toBe('column Beds is not in table Admissions');
    expect(fieldError({ table: 'Admissions', measure: 'Occupancy rate' })).toBe(
      'measure Occupancy rate is not in table Admissions',
    );
    expect(fieldError({ table: 'Admissions', column: 'Ward', aggregationFunction: 'Sum' })).toMatch(/not numeric/);
    expect(fieldError({ table: 'Admissions', column: 'Admissions', aggregationFunction: 'Median' })).toMatch(/unknown/);
    expect(fieldError({ table: 'Admissions', hierarchy: 'Time', hierarchyLevel: 'Month' })).toMatch(/no hierarchies/);
    expect(fieldError(3)).toBe('a data field must be an object');
  });

  it('[C-COMPAT-08] default display names: the column, the measure, or "<Aggregation> of <column>"', () => {
    expect(defaultDisplayName({ table: 'Admissions', column: 'Ward' })).toBe('Ward');
    expect(defaultDisplayName({ table: 'Admissions', column: 'Admissions', aggregationFunction: 'Sum' })).toBe(
      'Sum of Admissions',
    );
    expect(defaultDisplayName({ table: 'Admissions', column: 'Ward', aggregationFunction: 'DistinctCount' })).toBe(
      'Count of Ward (Distinct)',
    );
    expect(defaultDisplayName({ table: 'Readmissions', measure: 'Readmission rate' })).toBe('Readmission rate');
  });

  it('[C-COMPAT-08] values: aggregations, measures, numbers summed and text counted by default', () => {
    const rows = data.BedOccupancy as never[];
    const occupied = data.BedOccupancy.map((r) => r.Occupied);
    const sum = occupied.reduce((a, b) => a + b, 0);
    const at = (target: DataField['target']) => evaluateField(target, rows);
    expect(at({ table: 'BedOccupancy', column: 'Occupied' })).toEqual({ value: sum, format: 'count' });
    expect(at({ table: 'BedOccupancy', column: 'Occupied', aggregationFunction: 'Max' }).value).toBe(
      Math.max(...occupied),
    );
    expect(at({ table: 'BedOccupancy', column: 'Occupied', aggregationFunction: 'Average' }).value).toBeCloseTo(
      sum / occupied.length,
    );
    expect(at({ table: 'BedOccupancy', column: 'Ward' })).toEqual({ value: rows.length, format: 'count' });
    expect(at({ table: 'BedOccupancy', column: 'Ward', aggregationFunction: 'DistinctCount' }).value).toBe(8);
    expect(at({ table: 'BedOccupancy', measure: 'Occupancy rate' }).format).toBe('percent');
  });

  it('[C-COMPAT-08] a created visual is empty until it has the fields it needs, and titles itself after them', () => {
    const ward = field({ table: 'Admissions', column: 'Ward' });
    const sum = field({ table: 'Admissions', column: 'Admissions', aggregationFunction: 'Sum' });
    const rows = data.Admissions as never[];
    expect(computeFromFields('clusteredColumnChart', {}, rows, data)).toEqual({ kind: 'empty' });
    expect(computeFromFields('clusteredColumnChart', { Category: [ward] }, rows, data)).toEqual({ kind: 'empty' });
    const bars = computeFromFields('clusteredColumnChart', { Category: [ward], Y: [sum] }, rows, data);
    expect(bars).toMatchObject({ kind: 'bars', category: 'Ward', format: 'count' });
    expect(bars.kind === 'bars' && bars.bars.map((b) => b.label)).toEqual([
      ...new Set(data.Admissions.map((r) => r.Ward)),
    ]);
    expect(
      computeFromFields('pivotTable', { Rows: [ward], Values: [{ ...sum, displayName: 'Patients' }] }, rows, data),
    ).toMatchObject({ kind: 'table', columns: [{ title: 'Ward' }, { title: 'Patients', format: 'count' }] });
    expect(autoTitle('clusteredColumnChart', { Category: [ward], Y: [sum] })).toBe('Sum of Admissions by Ward');
    expect(autoTitle('tableEx', { Values: [ward] })).toBe('Ward');
    expect(autoTitle('tableEx', {})).toBe('');
  });

  it('[C-COMPAT-08] an authored visual is a copy computed from its fields; the sample is unchanged', () => {
    const card = visual('totalAdmissions');
    const bars = authoredVisual(
      card,
      { type: 'clusteredBarChart', fields: moveFields(card.fields, VISUAL_TYPES.clusteredBarChart) },
      data,
    );
    expect(bars).toMatchObject({
      name: 'totalAdmissions',
      type: 'clusteredBarChart',
      fields: { Y: card.fields.Values },
    });
    expect(card.type).toBe('card');
    expect(bars.compute(data.Admissions as never[])).toMatchObject({
      kind: 'bars',
      bars: [{ label: 'Sum of Admissions', value: data.Admissions.reduce((s, r) => s + r.Admissions, 0) }],
    });
  });

  it('[C-COMPAT-08] changing the type moves fields to the role of the same name, else to one for their kind', () => {
    const byDepartment = visual('admissionsByDepartment').fields;
    expect(moveFields(byDepartment, VISUAL_TYPES.lineChart)).toEqual(byDepartment);
    expect(moveFields(byDepartment, VISUAL_TYPES.tableEx)).toEqual({
      Values: [...byDepartment.Category, ...byDepartment.Y],
    });
    expect(moveFields(byDepartment, VISUAL_TYPES.pivotTable)).toEqual({
      Rows: byDepartment.Category,
      Values: byDepartment.Y,
    });
    expect(moveFields(visual('admissionsByMonth').fields, VISUAL_TYPES.clusteredBarChart)).toEqual({
      Category: [visual('admissionsByMonth').fields.Values[0]],
      Y: [visual('admissionsByMonth').fields.Values[1]],
    });
    // A card takes one field: the rest is dropped.
    expect(moveFields(visual('occupancyByDay').fields, VISUAL_TYPES.card)).toEqual({
      Values: [visual('occupancyByDay').fields.Values[0]],
    });
  });

  it('[C-COMPAT-08] formatting properties: known selectors, typed values, defaults', () => {
    const card = visual('totalAdmissions');
    const chart = visual('admissionsByDepartment');
    expect(propertyKey(chart, { objectName: 'legend', propertyName: 'position' })).toEqual({ key: 'legend.position' });
    expect(propertyKey(card, { objectName: 'legend', propertyName: 'position' })).toEqual({
      error: 'a card visual has no property legend.position',
    });
    expect(propertyKey(card, { objectName: 'title' })).toHaveProperty('error');
    expect(propertyValue(card, 'title.titleText')).toEqual({ schema: PROPERTY_SCHEMA, value: 'Total admissions' });
    expect(propertyValue(chart, 'legend.visible')).toEqual({ schema: PROPERTY_SCHEMA, value: true });
    expect(propertyValueError('title.visible', false)).toBeUndefined();
    expect(propertyValueError('title.visible', 'no')).toBe('the value of title.visible must be a boolean');
    expect(propertyValueError('title.fontColor', '#ff0000')).toBeUndefined();
    expect(propertyValueError('title.fontColor', { id: 2, shade: 0.5 })).toBeUndefined();
    expect(propertyValueError('title.fontColor', 'red')).toMatch(/colour/);
    expect(propertyValueError('title.alignment', 'center')).toBeUndefined();
    expect(propertyValueError('title.alignment', 'middle')).toBe(
      'the value of title.alignment must be one of left, center, right',
    );
    expect(propertyValueError('background.transparency', 101)).toMatch(/from 0 to 100/);
    const titled = { ...card, properties: { 'title.titleText': { schema: PROPERTY_SCHEMA, value: 'Patients' } } };
    expect(propertyValue(titled, 'title.titleText').value).toBe('Patients');
  });
});
