import type { DashboardItem } from '../api/dashboards.ts';
import { useDocumentTitle } from '../routes/use-document-title.ts';
import { LOAD_FAILED_TITLE, NO_DASHBOARD_TEXT } from './dashboard-texts.ts';
import type { DashboardsState } from './use-dashboards.ts';

/** The dashboard screen's name while its list loads. */
const DASHBOARDS_TITLE = 'Dashboards';

/** What the dashboard screen is showing, for the tab's title: the dashboard's name first. */
export function dashboardScreenTitle(state: DashboardsState, shown: DashboardItem | undefined): string {
  if (state.status === 'loading') return DASHBOARDS_TITLE;
  if (state.status === 'failed') return LOAD_FAILED_TITLE;
  return shown ? shown.report.name : NO_DASHBOARD_TEXT;
}

/** Titles the tab after what the dashboard screen shows (`Bed Occupancy – CareLens Dashboards`), announced. */
export function useDashboardTitle(state: DashboardsState, shown: DashboardItem | undefined): void {
  useDocumentTitle(dashboardScreenTitle(state, shown));
}
