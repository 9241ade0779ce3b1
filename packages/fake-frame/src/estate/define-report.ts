import type { DataField } from '../report/data-fields';
import { computeFromFields } from '../report/field-visual';
import type { PaginatedDefinition } from '../report/paginated-definition';
import type { BookmarkDefinition, PageDefinition, ReportDefinition } from '../report/report-definition';
import type { DataTables, ReportModel } from '../report/report-model';

/** A visual of an estate report, as data: what it shows is computed from its fields. */
interface VisualSpec {
  name: string;
  title: string;
  /** A type of `VISUAL_TYPES` (the estate uses `card`, `clusteredBarChart`, `tableEx` and `slicer`). */
  type: string;
  table: string;
  /** x, y, width, height on the 1280×720 page. */
  at: readonly [number, number, number, number];
  /** Its fields by data role: `Values` (card, table, slicer), `Category` and `Y` (bars). */
  fields: Readonly<Record<string, readonly DataField[]>>;
}

/** A page of an estate report. */
interface PageSpec {
  name: string;
  displayName: string;
  visuals: readonly VisualSpec[];
}

/** An estate report, as data: the report id it answers to, its name, model, rows, pages and bookmarks. */
export interface ReportSpec {
  /** The Power BI report id (a GUID) the demo's API seeds for it. */
  id: string;
  displayName: string;
  model: ReportModel;
  createData(): DataTables;
  pages: readonly PageSpec[];
  bookmarks: readonly BookmarkDefinition[];
  /** The dataset a create or quick create opens this report's model on (by its id). */
  dataset?: { id: string; name?: string };
  /** How it shows as a paginated report (default: its first table, see `paginatedOf`). */
  paginated?: PaginatedDefinition;
}

/** A report of the estate: a report definition and the id it is served for. */
export interface EstateReport extends ReportDefinition {
  id: string;
}

/** Turns a report spec into the definition the frame serves (visuals computed from their fields). */
export function defineReport(spec: ReportSpec): EstateReport {
  let data: DataTables | undefined;
  const rows = () => (data ??= spec.createData());
  const pages: PageDefinition[] = spec.pages.map((page) => ({
    name: page.name,
    displayName: page.displayName,
    visuals: page.visuals.map(({ at: [x, y, width, height], ...visual }) => ({
      ...visual,
      layout: { x, y, z: 0, width, height },
      model: spec.model,
      compute: (filtered: never[]) => computeFromFields(visual.type, visual.fields, filtered, rows(), spec.model),
    })),
  }));
  return {
    id: spec.id,
    displayName: spec.displayName,
    pages,
    model: spec.model,
    createData: rows,
    bookmarks: spec.bookmarks,
    ...(spec.dataset ? { dataset: spec.dataset } : {}),
    ...(spec.paginated ? { paginated: spec.paginated } : {}),
  };
}

/** A basic `In` filter, as bookmarks store them. */
export const inFilter = (table: string, column: string, values: string[]) => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table, column },
  filterType: 1,
  operator: 'In',
  values,
});
