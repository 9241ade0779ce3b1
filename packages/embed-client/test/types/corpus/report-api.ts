// The object model: pages, visuals, bookmarks, settings and filters, with the result types
// powerbi-client gives them.
import {
  models,
  type Report,
  type Page,
  type VisualDescriptor,
  type IHttpPostMessageResponse,
} from '@org/embed-client';

declare const report: Report;

async function walk(): Promise<void> {
  const pages: Page[] = await report.getPages();
  const active: Page = pages.find((page) => page.isActive) ?? (await report.getActivePage());
  const visuals: VisualDescriptor[] = await active.getVisuals();
  for (const visual of visuals) {
    const title: string = visual.title;
    const layout: models.IVisualLayout = visual.layout;
    const data: models.IExportDataResult = await visual.exportData(models.ExportDataType.Summarized, 100);
    console.log(title, layout.x, data.data);
  }
  const response: IHttpPostMessageResponse<void> = await active.setActive();
  const status: number = response.statusCode;
  const bookmarks: models.IReportBookmark[] = await report.bookmarksManager.getBookmarks();
  const captured: models.IReportBookmark = await report.bookmarksManager.capture({ personalizeVisuals: true });
  await report.updateSettings({ panes: { pageNavigation: { visible: false } } });
  await report.switchMode(models.ViewMode.Edit);
  const filters: models.IFilter[] = await report.getFilters();
  await report.setFilters(filters);
  await report.updateFilters(models.FiltersOperations.RemoveAll);
  const saved: void = await report.save().then(() => undefined);
  console.log(status, bookmarks.length, captured.state, saved);
  // @ts-expect-error getPages takes no arguments
  await report.getPages('all');
  // @ts-expect-error a visual's title is a string
  const wrong: number = visuals[0].title;
  console.log(wrong);
}

export { walk };
