import { describe, expect, it } from 'vitest';
import { compareDashboardNames } from '../apps/api/src/dashboards/compare-dashboard-names.ts';
import demo from '../apps/api/src/demo-accounts.json' with { type: 'json' };
import { sortDashboards } from '../apps/viewer/src/dashboard/sort-dashboards.ts';

type Report = { id: string; name: string };

const byApi = (reports: readonly Report[]) => [...reports].sort(compareDashboardNames).map((r) => r.name);
const byViewer = (reports: readonly Report[]) =>
  sortDashboards(reports.map((report) => ({ report: { ...report, url: '' }, embedToken: '' }))).map(
    (d) => d.report.name,
  );

// Names where a plain code-point or case-insensitive order goes wrong, given in a wrong order.
const TRICKY: Report[] = [
  'Ward 10 Nurse Staffing',
  'Zürich Outreach',
  'ward 2 nurse staffing',
  'Évry Clinic Attendances',
  'Ward 1 Nurse Staffing',
  'Café Sales',
  'Emergency Department Wait Times',
  'cafe sales',
].map((name, i) => ({ id: `r${i}`, name }));

describe('[V-DAY-10] GET /dashboards and the sidebar order names alike', () => {
  it('[V-DAY-10] numbers by value, accents with their base letters, case never deciding', () => {
    const expected = [
      'cafe sales',
      'Café Sales',
      'Emergency Department Wait Times',
      'Évry Clinic Attendances',
      'Ward 1 Nurse Staffing',
      'ward 2 nurse staffing',
      'Ward 10 Nurse Staffing',
      'Zürich Outreach',
    ];
    expect(byApi(TRICKY)).toEqual(expected);
    expect(byViewer(TRICKY)).toEqual(expected);
  });

  it('[V-DAY-10] the demo’s dashboards come in the same order from both', () => {
    const reports = [...demo.reports].reverse();
    expect(byViewer(reports)).toEqual(byApi(reports));
  });
});
