/**
 * A report definition as a JSON file gives it (`report-definition.schema.json` describes the same
 * shape): the report's id and name, its tables with their rows, pages of visuals described by their
 * data fields, bookmarks, the dataset quick create and create use, and the layout of its paginated
 * form.
 */
export interface ReportDefinitionJson {
  $schema?: string;
  /** The report id a load names (`config.id`, or the frame URL's `reportId`); compared without case. */
  id: string;
  displayName: string;
  tables: Record<string, TableJson>;
  pages: PageJson[];
  bookmarks?: BookmarkJson[];
  /** The dataset a create or quick create of this `id` opens on (its fields are the tables'). */
  dataset?: { id: string; name?: string };
  /** How the report shows as a paginated report (an `rdlEmbed` load): default the first table, 10 rows a page. */
  paginated?: PaginatedJson;
}

/** A table: its columns (`text` or `number`), its measures and its sample rows. */
export interface TableJson {
  columns: Record<string, 'text' | 'number'>;
  measures?: Record<string, MeasureJson>;
  rows: Record<string, string | number>[];
}

/** A measure: the sum of a column, or the ratio of two sums (a rate, shown as a percentage). */
export type MeasureJson = { sum: string } | { ratio: [string, string] };

/** A page and its visuals, in order; the first page opens after a load without `pageName`. */
export interface PageJson {
  name: string;
  displayName: string;
  visuals: VisualJson[];
}

/** A data field: a column (maybe aggregated) or a measure, and the name it shows under. */
export interface FieldJson {
  table: string;
  column?: string;
  measure?: string;
  aggregationFunction?: string;
  displayName?: string;
}

/** A visual: its name, Power BI type, title, data fields by role and (optional) place on the 1280×720 page. */
export interface VisualJson {
  name: string;
  type: string;
  title?: string;
  fields: Record<string, FieldJson[]>;
  layout?: { x: number; y: number; width: number; height: number };
}

/** A bookmark: the page it opens and the filters it sets (powerbi-models filter objects). */
export interface BookmarkJson {
  name: string;
  displayName: string;
  page: string;
  reportFilters?: unknown[];
  pageFilters?: Record<string, unknown[]>;
}

/** The paginated form: which table it lists, which columns, how many rows a page, and its parameters. */
export interface PaginatedJson {
  table: string;
  columns?: string[];
  rowsPerPage?: number;
  parameters?: { name: string; column: string; prompt?: string }[];
}
