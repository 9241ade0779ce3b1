import type { DashboardItem } from '../api/dashboards.ts';

/**
 * The dashboard the route shows (spec §2): without an id the first of the (sorted) list, with an
 * id the item whose report has exactly that id; undefined when none matches or the list is empty.
 */
export function selectDashboard(sorted: readonly DashboardItem[], id: string | undefined): DashboardItem | undefined {
  if (id === undefined || id === '') return sorted[0];
  return sorted.find((item) => item.report.id === id);
}
