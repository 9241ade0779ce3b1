import { describe, expect, it } from 'vitest';
import { createSampleData } from '../src/data/sample-data';
import { effectiveFilters } from '../src/frame/effective-filters';
import { initialState, pageOf } from '../src/frame/frame-state';
import { visualContent } from '../src/frame/visual-content';

const data = createSampleData();
const oncology = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Admissions', column: 'Department' },
  filterType: 1,
  operator: 'In',
  values: ['Oncology'],
};

describe('slicer filtering', () => {
  it("a slicer's filters apply to every visual of its page, and not to other pages", () => {
    const state = initialState('u', 'reportEmbed');
    state.slicers['ReportSection1/departmentSlicer'] = { filters: [oncology] };
    expect(effectiveFilters(state, 'ReportSection1', 'totalAdmissions')).toEqual([oncology]);
    expect(effectiveFilters(state, 'ReportSection2', 'averageOccupancy')).toEqual([]);
    const page = pageOf(state, 'ReportSection1')!;
    const card = visualContent(state, data, page.name, page.visuals[0]);
    const expected = data.Admissions.filter((r) => r.Department === 'Oncology').reduce((s, r) => s + r.Admissions, 0);
    expect(card).toMatchObject({ kind: 'card', value: expected });
    // The slicer itself still lists every department.
    const slicer = visualContent(state, data, page.name, page.visuals.find((v) => v.type === 'slicer')!);
    expect(slicer).toMatchObject({ kind: 'slicer', items: expect.arrayContaining(['Oncology', 'Cardiology']) });
  });
});
