/**
 * The URL of a dashboard on a report page (`/dashboard/{id}?page={pageName}`); without a page, the
 * dashboard's own URL, which opens the report on its default page (what the sidebar links to).
 */
export function dashboardHref(reportId: string, pageName?: string): string {
  const path = `/dashboard/${encodeURIComponent(reportId)}`;
  return pageName ? `${path}?${new URLSearchParams({ page: pageName }).toString()}` : path;
}
