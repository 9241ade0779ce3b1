import type { ReportDefinition } from './report-definition';

/** A parameter of a paginated report: its name (as `parameterValues` give it) and the column it filters. */
export interface ReportParameter {
  name: string;
  column: string;
  /** The label of its box in the parameters panel (default: its name). */
  prompt?: string;
}

/** How a report shows as a paginated report: the table it lists, its columns, rows a page, its parameters. */
export interface PaginatedDefinition {
  table: string;
  columns?: readonly string[];
  rowsPerPage?: number;
  parameters?: readonly ReportParameter[];
}

/** Rows on a page of a paginated report, unless its definition says otherwise. */
const ROWS_PER_PAGE = 10;

/**
 * The paginated form of a report: its own, else its first table with every column, 10 rows a page,
 * and a parameter for the column of each slicer on that table (Department for the sample report).
 */
export function paginatedOf(report: ReportDefinition): Required<PaginatedDefinition> {
  const table = report.paginated?.table ?? Object.keys(report.model)[0];
  const slicers = report.pages
    .flatMap((p) => p.visuals)
    .filter((v) => v.type === 'slicer' && v.table === table)
    .map((v) => {
      const target = v.fields.Values?.[0]?.target as { column?: string } | undefined;
      return target?.column;
    })
    .filter((c): c is string => !!c);
  return {
    table,
    columns: report.paginated?.columns ?? report.model[table].columns,
    rowsPerPage: report.paginated?.rowsPerPage ?? ROWS_PER_PAGE,
    parameters: report.paginated?.parameters ?? [...new Set(slicers)].map((column) => ({ name: column, column })),
  };
}
