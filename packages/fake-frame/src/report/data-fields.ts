import type { IColumnAggrTarget, IColumnTarget, IMeasureTarget } from '@org/embed-models';
import { SAMPLE_MODEL } from '../data/sample-data';
import type { ReportModel } from './report-model';
import { total, type ValueFormat } from './visual-data';

/** A field of a visual's data role: a column (maybe aggregated) or a measure of the sample dataset. */
export type FieldTarget = IColumnTarget | IColumnAggrTarget | IMeasureTarget;

/** A field in a data role, with the display name `setDataFieldDisplayName` gave it. */
export interface DataField {
  target: FieldTarget;
  displayName?: string;
}

type Row = Record<string, unknown>;

/** The aggregation functions a column field may name (`AggregateFunction` names), and how the frame shows them. */
const AGGREGATIONS: Record<string, { label: (column: string) => string; numeric: boolean }> = {
  Sum: { label: (c) => `Sum of ${c}`, numeric: true },
  Average: { label: (c) => `Average of ${c}`, numeric: true },
  Min: { label: (c) => `Min of ${c}`, numeric: true },
  Max: { label: (c) => `Max of ${c}`, numeric: true },
  Count: { label: (c) => `Count of ${c}`, numeric: false },
  DistinctCount: { label: (c) => `Count of ${c} (Distinct)`, numeric: false },
};

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** The model's table of that name, if it has one. */
const tableOf = (model: ReportModel, table: unknown) =>
  typeof table === 'string' && own(model, table) ? model[table] : undefined;

/** Why `value` is not a field of the report's model (the sample's by default), or undefined when it is one. */
export function fieldError(value: unknown, model: ReportModel = SAMPLE_MODEL): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'a data field must be an object';
  const target = value as Record<string, unknown>;
  const found = tableOf(model, target.table);
  if (!found) return `table ${String(target.table)} is not in the dataset`;
  const table = target.table as string;
  if (target.measure !== undefined) {
    if (typeof target.measure !== 'string' || !own(found.measures, target.measure))
      return `measure ${String(target.measure)} is not in table ${table}`;
    return undefined;
  }
  if (target.hierarchy !== undefined) return `table ${table} has no hierarchies`;
  if (typeof target.column !== 'string' || !found.columns.includes(target.column))
    return `column ${String(target.column)} is not in table ${table}`;
  const aggregation = target.aggregationFunction;
  if (aggregation === undefined) return undefined;
  const known =
    typeof aggregation === 'string' && own(AGGREGATIONS, aggregation) ? AGGREGATIONS[aggregation] : undefined;
  if (!known) return `aggregationFunction ${String(aggregation)} is unknown`;
  if (known.numeric && !found.numeric.includes(target.column))
    return `column ${table}.${target.column} is not numeric: it cannot be aggregated with ${String(aggregation)}`;
  return undefined;
}

/** The field with the keys the frame knows, in a fixed order (what `getDataFields` returns). */
export function fieldTarget(value: FieldTarget): FieldTarget {
  const target = value as Partial<IColumnAggrTarget & IMeasureTarget>;
  if (target.measure !== undefined) return { table: target.table!, measure: target.measure };
  return target.aggregationFunction === undefined
    ? { table: target.table!, column: target.column! }
    : { table: target.table!, column: target.column!, aggregationFunction: target.aggregationFunction };
}

/** The name the field shows under when none was set: the column or measure, `Sum of <column>` for an aggregation. */
export function defaultDisplayName(target: FieldTarget): string {
  if ('measure' in target) return target.measure;
  const aggregation = (target as Partial<IColumnAggrTarget>).aggregationFunction;
  return aggregation ? AGGREGATIONS[aggregation].label(target.column) : target.column;
}

export const displayNameOf = (field: DataField): string => field.displayName ?? defaultDisplayName(field.target);

/**
 * True when the field is a value (summarized) rather than a category: a measure, an aggregated
 * column, or a numeric column (summed, as Power BI summarizes numbers by default).
 */
export function isValueField(target: FieldTarget, model: ReportModel = SAMPLE_MODEL): boolean {
  if ('measure' in target) return true;
  if ((target as Partial<IColumnAggrTarget>).aggregationFunction) return true;
  return isNumeric(model, target);
}

const isNumeric = (model: ReportModel, target: FieldTarget) =>
  'column' in target && !!tableOf(model, target.table)?.numeric.includes(target.column);

/** The value of a value field over `rows`, and how it is shown (a column without aggregation: summed if numeric, else counted). */
export function evaluateField(
  target: FieldTarget,
  rows: readonly Row[],
  model: ReportModel = SAMPLE_MODEL,
): { value: number; format: ValueFormat } {
  if ('measure' in target) {
    const measure = model[target.table].measures[target.measure];
    return { value: measure.evaluate(rows), format: measure.format };
  }
  const values = rows.map((r) => r[target.column]);
  const numbers = values.map(Number);
  const implicit = isNumeric(model, target) ? 'Sum' : 'Count';
  switch ((target as Partial<IColumnAggrTarget>).aggregationFunction ?? implicit) {
    case 'Average':
      return { value: numbers.length ? total(numbers, (n) => n) / numbers.length : 0, format: 'count' };
    case 'Min':
      return { value: numbers.length ? Math.min(...numbers) : 0, format: 'count' };
    case 'Max':
      return { value: numbers.length ? Math.max(...numbers) : 0, format: 'count' };
    case 'Count':
      return { value: values.length, format: 'count' };
    case 'DistinctCount':
      return { value: new Set(values).size, format: 'count' };
    default:
      return { value: total(numbers, (n) => n), format: 'count' };
  }
}

// Shorthands for the reports' own fields (with the name a visual shows them under, if not the default one).
const named = (target: FieldTarget, displayName?: string): DataField =>
  displayName === undefined ? { target } : { target, displayName };
export const column = (table: string, name: string): DataField => named({ table, column: name });
export const summed = (table: string, name: string, displayName?: string): DataField =>
  named({ table, column: name, aggregationFunction: 'Sum' }, displayName);
export const measure = (table: string, name: string, displayName?: string): DataField =>
  named({ table, measure: name }, displayName);
