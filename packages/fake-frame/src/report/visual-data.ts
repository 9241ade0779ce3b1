/** How a number of a visual is shown: a count (`1,234`) or a ratio shown as a percentage (`12.5%`). */
export type ValueFormat = 'count' | 'percent';

/** What a card shows: one number. */
export interface CardData {
  kind: 'card';
  value: number;
  format: ValueFormat;
}

/** What a bar chart shows: one bar per category, in display order. */
export interface BarsData {
  kind: 'bars';
  /** The column of the visual's table the bars are grouped by. */
  category: string;
  bars: { label: string; value: number }[];
  format: ValueFormat;
}

/** What a table shows: a header row and data rows. */
export interface TableData {
  kind: 'table';
  columns: { title: string; format?: ValueFormat }[];
  rows: (string | number)[][];
}

/** What a slicer shows: the values of its column to choose from. */
export interface SlicerData {
  kind: 'slicer';
  column: string;
  items: readonly string[];
}

/** What a visual without the data fields it needs shows: nothing but a hint. */
interface EmptyData {
  kind: 'empty';
}

/** The computed content of a visual, ready to render. */
export type VisualData = CardData | BarsData | TableData | SlicerData | EmptyData;

/** Sums `value` of `rows` grouped by `key`, in the order of `order` (groups without rows are left out). */
export function sumBy<T>(
  rows: readonly T[],
  key: (row: T) => string,
  value: (row: T) => number,
  order: readonly string[],
) {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + value(row));
  return order.filter((k) => totals.has(k)).map((label) => ({ label, value: totals.get(label)! }));
}

/** Sum of `value` over `rows`. */
export function total<T>(rows: readonly T[], value: (row: T) => number): number {
  let sum = 0;
  for (const row of rows) sum += value(row);
  return sum;
}

/** `part / whole`, or 0 when there is nothing to divide by (an empty filter result). */
export function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}
