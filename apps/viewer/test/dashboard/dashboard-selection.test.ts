import { describe, expect, it } from 'vitest';
import type { DashboardItem } from '../../src/api/dashboards.ts';
import { selectDashboard } from '../../src/dashboard/select-dashboard.ts';
import { sortDashboards } from '../../src/dashboard/sort-dashboards.ts';

const item = (id: string, name: string): DashboardItem => ({
  report: { id, name, url: `https://reports.example/reportEmbed?reportId=${id}` },
  embedToken: `token-${id}`,
});

describe('sortDashboards', () => {
  it('orders by report name ignoring case, without changing the input', () => {
    const input = [
      item('1', 'pharmacy'),
      item('2', 'Bed Occupancy'),
      item('3', 'lab turnaround'),
      item('4', 'Admissions'),
    ];
    expect(sortDashboards(input).map((d) => d.report.name)).toEqual([
      'Admissions',
      'Bed Occupancy',
      'lab turnaround',
      'pharmacy',
    ]);
    expect(input.map((d) => d.report.id)).toEqual(['1', '2', '3', '4']);
  });

  it('keeps equal names in a stable order by id', () => {
    expect(sortDashboards([item('b', 'Wards'), item('a', 'wards')]).map((d) => d.report.id)).toEqual(['a', 'b']);
  });
});

describe('selectDashboard', () => {
  const sorted = sortDashboards([item('r2', 'Beds'), item('r1', 'Admissions')]);

  it('shows the first dashboard when the route has no id', () => {
    expect(selectDashboard(sorted, undefined)?.report.id).toBe('r1');
  });

  it('shows the dashboard whose report id the route names', () => {
    expect(selectDashboard(sorted, 'r2')?.report.id).toBe('r2');
  });

  it('shows none for an unknown id or an empty list', () => {
    expect(selectDashboard(sorted, 'R2')).toBeUndefined();
    expect(selectDashboard([], undefined)).toBeUndefined();
  });
});
