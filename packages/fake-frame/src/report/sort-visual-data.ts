import type { VisualData } from './visual-data';

/** A visual's sort as `PUT …/sortBy` sets it: the column (or measure) and `1` ascending, `2` descending. */
export interface VisualSort {
  orderBy: { column?: unknown; measure?: unknown };
  direction: number;
}

const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/**
 * The data sorted as asked: bars by their label when the sort names the category column, else by
 * value; table rows by the named column, else by their second column. Cards and slicers are left as they are.
 */
export function sortVisualData(data: VisualData, sort: VisualSort | undefined): VisualData {
  if (!sort) return data;
  const by = String(sort.orderBy.column ?? sort.orderBy.measure);
  const sign = sort.direction === 2 ? -1 : 1;
  if (data.kind === 'bars') {
    const key = by === data.category ? 'label' : 'value';
    return { ...data, bars: [...data.bars].sort((a, b) => sign * compare(a[key], b[key])) };
  }
  if (data.kind === 'table') {
    const found = data.columns.findIndex((c) => c.title === by);
    const index = found < 0 ? 1 : found;
    return { ...data, rows: [...data.rows].sort((a, b) => sign * compare(a[index], b[index])) };
  }
  return data;
}
