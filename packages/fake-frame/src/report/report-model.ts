import { ratio, total, type ValueFormat } from './visual-data';

type Row = Record<string, unknown>;

/** A measure of a report's model: how it is computed from its table's rows, and shown. */
export interface Measure {
  evaluate(rows: readonly Row[]): number;
  format: ValueFormat;
}

/** A table of a report's model: its columns in display order, which of them are numbers, and its measures. */
export interface ModelTable {
  columns: readonly string[];
  /** The numeric columns (summed when a visual uses them as values without an aggregation). */
  numeric: readonly string[];
  measures: Readonly<Record<string, Measure>>;
}

/** A report's data model: its tables by the names filters and data fields target. */
export type ReportModel = Readonly<Record<string, ModelTable>>;

/** A report's dataset: the rows of each table of its model. */
export type DataTables = Readonly<Record<string, readonly object[]>>;

/** A measure that sums a column. */
export const sumMeasure = (column: string, format: ValueFormat = 'count'): Measure => ({
  evaluate: (rows) => total(rows, (r) => Number(r[column])),
  format,
});

/** A measure that divides the sums of two columns (a rate, shown as a percentage). */
export const ratioMeasure = (part: string, whole: string): Measure => ({
  evaluate: (rows) =>
    ratio(
      total(rows, (r) => Number(r[part])),
      total(rows, (r) => Number(r[whole])),
    ),
  format: 'percent',
});

/** A measure that averages `sum(column) / sum(weight)`, rounded to one decimal (minutes per patient, say). */
export const weightedAverage = (column: string, weight: string): Measure => ({
  evaluate: (rows) =>
    Math.round(
      ratio(
        total(rows, (r) => Number(r[column])),
        total(rows, (r) => Number(r[weight])),
      ) * 10,
    ) / 10,
  format: 'count',
});

/** A deterministic value in [-1, 1) for a key, so generated data is the same on every start and in every test. */
export function jitter(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return ((hash >>> 0) % 2000) / 1000 - 1;
}
