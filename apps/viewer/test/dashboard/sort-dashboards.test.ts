import { describe, expect, it } from 'vitest';
import type { DashboardItem } from '../../src/api/dashboards.ts';
import { sortDashboards } from '../../src/dashboard/sort-dashboards.ts';

const item = (id: string, name: string): DashboardItem => ({
  report: { id, name, url: `https://reports.example/reportEmbed?reportId=${id}` },
  embedToken: `token-${id}`,
});
const names = (list: string[]) =>
  sortDashboards(list.map((name, index) => item(String(index).padStart(3, '0'), name))).map((d) => d.report.name);

describe('[V-DAY-10] sortDashboards: names as a person reads them', () => {
  it('[V-DAY-10] orders numbers in names by their value: Ward 2 before Ward 10', () => {
    expect(names(['Ward 10 Staffing', 'Ward 1 Staffing', 'Ward 2 Staffing', 'Ward 12 Staffing'])).toEqual([
      'Ward 1 Staffing',
      'Ward 2 Staffing',
      'Ward 10 Staffing',
      'Ward 12 Staffing',
    ]);
    expect(names(['Theatre 3', 'theatre 20', 'Theatre 100'])).toEqual(['Theatre 3', 'theatre 20', 'Theatre 100']);
  });

  it('[V-DAY-10] sorts accented letters with their base letters, the unaccented name first when that is all', () => {
    expect(names(['Zürich Outreach', 'Évry Clinic', 'Emergency', 'Fracture Clinic', 'Hôpital Nord'])).toEqual([
      'Emergency',
      'Évry Clinic',
      'Fracture Clinic',
      'Hôpital Nord',
      'Zürich Outreach',
    ]);
    expect(names(['Café Sales', 'cafe sales', 'Cafe Sales'])).toEqual(['cafe sales', 'Cafe Sales', 'Café Sales']);
  });

  it('[V-DAY-10] keeps the spec’s rule for plain names: case never decides, equal names by report id', () => {
    expect(names(['pharmacy', 'Bed Occupancy', 'lab turnaround', 'Admissions'])).toEqual([
      'Admissions',
      'Bed Occupancy',
      'lab turnaround',
      'pharmacy',
    ]);
    expect(
      sortDashboards([item('b', 'wards'), item('a', 'Wards'), item('c', 'WARDS')]).map((d) => d.report.id),
    ).toEqual(['a', 'b', 'c']);
  });
});
