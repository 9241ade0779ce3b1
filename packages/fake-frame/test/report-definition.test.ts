import { describe, expect, it } from 'vitest';
import { filterRows } from '../src/data/apply-filters';
import { createSampleData } from '../src/data/sample-data';
import { computeVisual, findPage, REPORT_PAGES } from '../src/report/report-definition';

const data = createSampleData();
const unfiltered = (table: string, rows: readonly object[]) => filterRows(table, rows, []);

describe('the sample report', () => {
  it('has stable, unique page and visual names, every visual inside its 1280×720 page', () => {
    expect(REPORT_PAGES.map((p) => p.name)).toEqual(['ReportSection1', 'ReportSection2', 'ReportSection3']);
    const visuals = REPORT_PAGES.flatMap((p) => p.visuals);
    expect(new Set(visuals.map((v) => v.name)).size).toBe(visuals.length);
    for (const { layout } of visuals) {
      expect(layout.x + layout.width).toBeLessThanOrEqual(1280);
      expect(layout.y + layout.height).toBeLessThanOrEqual(720);
    }
    expect(findPage('ReportSection2')?.displayName).toBe('Bed occupancy');
    expect(findPage('reportsection2')).toBeUndefined();
  });

  it('has a card, a bar chart and a table on every page, and a department slicer on the first', () => {
    for (const page of REPORT_PAGES) {
      const types = new Set(page.visuals.map((v) => v.type));
      types.delete('slicer');
      expect(types).toEqual(new Set(['card', 'clusteredBarChart', 'tableEx']));
    }
    const slicers = REPORT_PAGES.flatMap((p) => p.visuals.filter((v) => v.type === 'slicer').map((v) => v.name));
    expect(slicers).toEqual(['departmentSlicer']);
  });

  it('computes the cards from the data: total admissions, occupancy and readmission rate', () => {
    const [admissions, occupancy, readmissions] = REPORT_PAGES.map((p) =>
      computeVisual(p.visuals[0], data, unfiltered),
    );
    expect(admissions).toEqual({
      kind: 'card',
      value: data.Admissions.reduce((s, r) => s + r.Admissions, 0),
      format: 'count',
    });
    const beds = data.BedOccupancy.reduce((s, r) => s + r.Beds, 0);
    const occupied = data.BedOccupancy.reduce((s, r) => s + r.Occupied, 0);
    expect(occupancy).toEqual({ kind: 'card', value: occupied / beds, format: 'percent' });
    expect(readmissions.kind === 'card' && readmissions.value).toBeGreaterThan(0.05);
    expect(readmissions.kind === 'card' && readmissions.value).toBeLessThan(0.2);
  });

  it('computes the visuals from the filtered rows only, and shows nothing rather than dividing by zero', () => {
    const byDepartment = findPage('ReportSection1')!.visuals.find((v) => v.name === 'admissionsByDepartment')!;
    const filter = {
      target: { table: 'Admissions', column: 'Department' },
      operator: 'In',
      values: ['Oncology', 'Pediatrics'],
      filterType: 1,
    };
    const bars = computeVisual(byDepartment, data, (table, rows) => filterRows(table, rows, [filter]));
    expect(bars.kind === 'bars' && bars.bars.map((b) => b.label)).toEqual(['Oncology', 'Pediatrics']);
    const rate = findPage('ReportSection3')!.visuals[0];
    const none = { ...filter, target: { table: 'Readmissions', column: 'Department' }, values: ['Nobody'] };
    expect(computeVisual(rate, data, (table, rows) => filterRows(table, rows, [none]))).toEqual({
      kind: 'card',
      value: 0,
      format: 'percent',
    });
  });
});
