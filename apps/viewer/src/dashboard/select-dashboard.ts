import type { DashboardItem } from '../api/dashboards.ts';
import type { RememberedDashboard } from '../remembered-dashboard/remembered-dashboard-storage.ts';

/**
 * The dashboard the route shows (spec §2): without an id the first of the (sorted) list, with an
 * id the item whose report has exactly that id; undefined when none matches or the list is empty.
 */
export function selectDashboard(sorted: readonly DashboardItem[], id: string | undefined): DashboardItem | undefined {
  if (id === undefined || id === '') return sorted[0];
  return sorted.find((item) => item.report.id === id);
}

/** A dashboard and the report page to open it on (undefined: the report's default page). */
export interface DashboardView {
  dashboard: DashboardItem;
  pageName: string | undefined;
}

/**
 * What the route opens: `/dashboard/{id}?page=` that dashboard on that page; `/dashboard` the
 * account's remembered dashboard on its remembered page while the list still has it, else the
 * spec's default (the first). A page only ever comes with the dashboard it was read with: the
 * URL's `page` belongs to the URL's id, a remembered page to the remembered dashboard, and a
 * `page` without an id names no report, so it is ignored.
 */
export function selectDashboardView(
  sorted: readonly DashboardItem[],
  id: string | undefined,
  pageParam: string | null | undefined,
  remembered: RememberedDashboard | undefined,
): DashboardView | undefined {
  if (id) {
    const dashboard = selectDashboard(sorted, id);
    return dashboard && { dashboard, pageName: pageParam || undefined };
  }
  const kept = remembered && sorted.find((item) => item.report.id === remembered.dashboardId);
  if (kept) return { dashboard: kept, pageName: remembered.pageName };
  const first = selectDashboard(sorted, undefined);
  return first && { dashboard: first, pageName: undefined };
}
