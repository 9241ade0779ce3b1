import type { VisualData } from './visual-data';

/** A header row and data rows, the shape of every export. */
export interface Grid {
  header: string[];
  rows: unknown[][];
}

const field = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 CSV of a grid: CRLF line ends, fields with commas, quotes or line breaks quoted; `limit` keeps the first rows. */
export function toCsv({ header, rows }: Grid, limit?: number): string {
  const kept = typeof limit === 'number' && limit >= 0 ? rows.slice(0, limit) : rows;
  return [header, ...kept].map((row) => row.map(field).join(',')).join('\r\n');
}

/** The summarized data of a visual as a grid: what it shows, one row per bar, table row or slicer value. */
export function visualGrid(data: VisualData, title: string): Grid {
  switch (data.kind) {
    case 'card':
      return { header: [title], rows: [[data.value]] };
    case 'bars':
      return { header: [data.category, title], rows: data.bars.map((b) => [b.label, b.value]) };
    case 'slicer':
      return { header: [data.column], rows: data.items.map((i) => [i]) };
    case 'empty':
      return { header: [], rows: [] };
    default:
      return { header: data.columns.map((c) => c.title), rows: data.rows };
  }
}

/** The underlying rows of a table as a grid of the given columns. */
export function rowsGrid(columns: readonly string[], rows: readonly object[]): Grid {
  return { header: [...columns], rows: rows.map((r) => columns.map((c) => (r as Record<string, unknown>)[c])) };
}
