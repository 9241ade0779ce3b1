import type { DashboardItem } from '../api/dashboards.ts';

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The dashboards in the sidebar's order (spec §2): by report name, case-insensitively, then by
 * report id so equal names keep a stable order. A new array; the server's order is not trusted.
 */
export function sortDashboards(items: readonly DashboardItem[]): DashboardItem[] {
  return [...items].sort(
    (a, b) =>
      byName.compare(a.report.name, b.report.name) ||
      (a.report.id < b.report.id ? -1 : a.report.id > b.report.id ? 1 : 0),
  );
}
