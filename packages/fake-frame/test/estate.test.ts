import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filterRows } from '../src/data/apply-filters';
import { ESTATE_REPORTS, reportFor } from '../src/estate/estate';
import {
  HOSPITAL_ESTATE_SIZE,
  hospitalEstateId,
  isHospitalEstateId,
  SERVICE_OVERVIEW,
} from '../src/estate/hospital-estate';
import { parseFrameQuery } from '../src/frame/frame-options';
import { fieldError } from '../src/report/data-fields';
import { computeVisual, PAGE_SIZE, REPORT_DISPLAY_NAME, SAMPLE_REPORT } from '../src/report/report-definition';
import type { BarsData, TableData } from '../src/report/visual-data';

/** The dashboards the demo's API seeds: their report ids and names. */
const ALL_SEEDED = (
  JSON.parse(readFileSync(new URL('../../../apps/api/src/demo-accounts.json', import.meta.url), 'utf8')) as {
    reports: { id: string; name: string }[];
  }
).reports;
/** The hospital estate's (Diego's 240), which all open one report, and the others, each its own. */
const HOSPITAL = ALL_SEEDED.filter((r) => isHospitalEstateId(r.id));
const SEEDED = ALL_SEEDED.filter((r) => !isHospitalEstateId(r.id));

const unfiltered = (table: string, rows: readonly object[]) => filterRows(table, rows, []);
const byName = (name: string) => ESTATE_REPORTS.find((r) => r.displayName === name)!;
const visualOf = (reportName: string, visualName: string) =>
  byName(reportName)
    .pages.flatMap((p) => p.visuals)
    .find((v) => v.name === visualName)!;
const compute = (reportName: string, visualName: string, filters: unknown[] = []) => {
  const report = byName(reportName);
  return computeVisual(visualOf(reportName, visualName), report.createData(), (table, rows) =>
    filterRows(table, rows, filters),
  );
};

describe('[V-ESTATE-01] the local estate: one report per seeded dashboard', () => {
  it('[V-ESTATE-01] has a report for every report id the API seeds, under the dashboard’s name', () => {
    expect(ESTATE_REPORTS.map((r) => [r.id, r.displayName]).sort()).toEqual(SEEDED.map((r) => [r.id, r.name]).sort());
    for (const { id, name } of SEEDED) {
      expect(reportFor(id)?.displayName).toBe(name);
      // Report ids are GUIDs: compared without case.
      expect(reportFor(id.toUpperCase())?.displayName).toBe(name);
    }
  });

  it('[V-ESTATE-01] each report has its own pages and visuals, unlike the others and unlike the sample', () => {
    const signature = (r: (typeof ESTATE_REPORTS)[number]) =>
      r.pages.map((p) => `${p.displayName}: ${p.visuals.map((v) => v.title).join(', ')}`).join(' | ');
    const signatures = ESTATE_REPORTS.map(signature);
    expect(new Set(signatures).size).toBe(ESTATE_REPORTS.length);
    expect(signatures).not.toContain(signature({ ...SAMPLE_REPORT, id: '' }));
    expect(ESTATE_REPORTS.map((r) => r.displayName)).not.toContain(REPORT_DISPLAY_NAME);
    const firstPages = ESTATE_REPORTS.map((r) => r.pages[0].displayName);
    expect(new Set(firstPages).size).toBe(firstPages.length);
  });

  it('[V-ESTATE-01] every report has what the SDK’s calls need: a card, bars, a table and a slicer, bookmarks, valid fields', () => {
    for (const report of ESTATE_REPORTS) {
      const visuals = report.pages.flatMap((p) => p.visuals);
      expect(new Set(visuals.map((v) => v.type)), report.displayName).toEqual(
        new Set(['card', 'clusteredBarChart', 'tableEx', 'slicer']),
      );
      expect(new Set(report.pages.map((p) => p.name)).size).toBe(report.pages.length);
      const data = report.createData();
      for (const page of report.pages) {
        expect(new Set(page.visuals.map((v) => v.name)).size, page.name).toBe(page.visuals.length);
        for (const visual of page.visuals) {
          const { x, y, width, height } = visual.layout;
          expect(x + width, visual.name).toBeLessThanOrEqual(PAGE_SIZE.width);
          expect(y + height, visual.name).toBeLessThanOrEqual(PAGE_SIZE.height);
          for (const field of Object.values(visual.fields).flat()) {
            expect(fieldError(field.target, report.model), `${report.displayName} ${visual.name}`).toBeUndefined();
          }
          const content = computeVisual(visual, data, unfiltered);
          expect(content.kind, `${report.displayName} ${visual.name}`).not.toBe('empty');
          if (content.kind === 'bars') expect(content.bars.length).toBeGreaterThan(1);
          if (content.kind === 'table') expect(content.rows.length).toBeGreaterThan(1);
        }
      }
      expect(report.bookmarks.length, report.displayName).toBeGreaterThan(1);
      for (const bookmark of report.bookmarks) {
        expect(report.pages.map((p) => p.name)).toContain(bookmark.activePage);
        const filters = [...(bookmark.reportFilters ?? []), ...Object.values(bookmark.pageFilters ?? {}).flat()];
        for (const filter of filters as { target: { table: string; column: string } }[]) {
          expect(report.model[filter.target.table]?.columns).toContain(filter.target.column);
        }
      }
    }
  });

  it('[V-ESTATE-01] each report’s data fits its name', () => {
    const labels = (reportName: string, visual: string) =>
      (compute(reportName, visual) as BarsData).bars.map((b) => b.label);
    const firstColumn = (reportName: string, visual: string) =>
      (compute(reportName, visual) as TableData).rows.map((r) => r[0]);

    // Admissions by department and month.
    expect(labels('Patient Admissions', 'admissionsByDepartment')).toContain('Cardiology');
    expect(firstColumn('Patient Admissions', 'admissionsByMonth')).toHaveLength(6);
    // Bed occupancy by ward and day.
    expect(labels('Bed Occupancy', 'occupancyByWard')).toContain('Intensive Care');
    expect(firstColumn('Bed Occupancy', 'occupancyByDay')).toHaveLength(14);
    // ED waits by triage level and hour.
    expect(labels('Emergency Department Wait Times', 'waitByTriage')).toEqual([
      '1 Immediate',
      '2 Very urgent',
      '3 Urgent',
      '4 Standard',
      '5 Non-urgent',
    ]);
    expect(firstColumn('Emergency Department Wait Times', 'waitsByHour')).toHaveLength(24);
    // Lab turnaround by test and priority.
    expect(labels('Lab Turnaround', 'turnaroundByTest')).toContain('Troponin');
    expect(firstColumn('Lab Turnaround', 'turnaroundByPriority')).toEqual(['Stat', 'Urgent', 'Routine']);
    // Pharmacy stock and expiry by drug class.
    expect(labels('Pharmacy Inventory', 'stockByClass')).toContain('Antibiotics');
    expect(labels('Pharmacy Inventory', 'expiringByClass')).toContain('Insulins');

    // Waits grow with the triage level's urgency going down; stat tests come back fastest.
    const waits = (compute('Emergency Department Wait Times', 'waitByTriage') as BarsData).bars.map((b) => b.value);
    expect(waits[0]).toBeLessThan(waits[2]);
    expect(waits[2]).toBeLessThan(waits[4]);
    const turnaround = (compute('Lab Turnaround', 'turnaroundByPriority') as TableData).rows.map((r) => Number(r[2]));
    expect(turnaround[0]).toBeLessThan(turnaround[2]);
  });

  it('[V-ESTATE-01] filters on a report’s own tables apply to its visuals', () => {
    const triage = {
      $schema: 'http://powerbi.com/product/schema#basic',
      target: { table: 'EDAttendances', column: 'TriageLevel' },
      filterType: 1,
      operator: 'In',
      values: ['1 Immediate'],
    };
    const all = compute('Emergency Department Wait Times', 'attendances');
    const immediate = compute('Emergency Department Wait Times', 'attendances', [triage]);
    expect(all.kind === 'card' && immediate.kind === 'card' && immediate.value < all.value / 10).toBe(true);
    expect(compute('Emergency Department Wait Times', 'waitByTriage', [triage])).toMatchObject({
      bars: [{ label: '1 Immediate' }],
    });
  });

  it('is the data the same on every call, so tests can assert numbers', () => {
    for (const report of ESTATE_REPORTS) expect(report.createData()).toEqual(report.createData());
  });
});

describe('[V-ESTATE-02] report ids the estate does not know', () => {
  it('get the sample report by default (the SDK’s tests embed ids like R1)', () => {
    expect(reportFor('R1')).toBe(SAMPLE_REPORT);
    expect(reportFor('R1', 'sample')).toBe(SAMPLE_REPORT);
    expect(reportFor(undefined, 'notFound')).toBe(SAMPLE_REPORT);
  });

  it('[V-ESTATE-02] are not found with unknownReports: notFound (query unknownReports=notFound)', () => {
    expect(reportFor('R1', 'notFound')).toBeUndefined();
    expect(reportFor(SEEDED[1].id, 'notFound')?.displayName).toBe(SEEDED[1].name);
    expect(parseFrameQuery('?unknownReports=notFound')).toEqual({ unknownReports: 'notFound' });
    expect(parseFrameQuery('?unknownReports=whatever')).toEqual({});
  });
});

describe('[V-DAY-09] the hospital estate: 240 dashboards, one report', () => {
  it('[V-DAY-09] serves its one report for each of the 240 report ids the API seeds, and for no other', () => {
    expect(HOSPITAL).toHaveLength(HOSPITAL_ESTATE_SIZE);
    expect(HOSPITAL.map((r) => r.id)).toEqual(Array.from({ length: 240 }, (_, i) => hospitalEstateId(i + 1)));
    for (const { id } of HOSPITAL) {
      expect(reportFor(id, 'notFound')).toBe(SERVICE_OVERVIEW);
      expect(reportFor(id.toUpperCase(), 'notFound')).toBe(SERVICE_OVERVIEW);
    }
    for (const id of [hospitalEstateId(0), hospitalEstateId(241), `${hospitalEstateId(1)}0`, 'e57a7e00']) {
      expect(reportFor(id, 'notFound'), id).toBeUndefined();
    }
    expect(SERVICE_OVERVIEW.pages.length).toBeGreaterThan(1);
    expect(ESTATE_REPORTS.map((r) => r.displayName)).not.toContain(SERVICE_OVERVIEW.displayName);
  });
});
