/** One item of the API's `GET /dashboards` answer, as tests read it. */
export interface DashboardItem {
  report: { id: string; name: string; url: string };
  embedToken: string;
  embedTokenExpiration?: string;
}

/** Whether a request URL is the viewer's `GET /dashboards` (for `page.route` / `waitForResponse`). */
export const isDashboardsCall = (url: string | URL) => new URL(url).pathname.endsWith('/dashboards');
