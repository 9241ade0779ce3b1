/** The id of the `<script type="application/json">` in which a server with `reports` lists their definitions. */
export const PAGE_REPORTS_ID = 'fake-frame-reports';

/** The report definitions the serving page lists (`startFakeFrameServer({ reports })`); none without the element. */
export function pageReports(doc: Document = document): unknown[] {
  const text = doc.getElementById(PAGE_REPORTS_ID)?.textContent;
  if (!text) return [];
  const list = JSON.parse(text) as unknown;
  return Array.isArray(list) ? list : [];
}
