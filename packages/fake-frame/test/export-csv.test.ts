import { describe, expect, it } from 'vitest';
import { rowsGrid, toCsv, visualGrid } from '../src/report/export-csv';

describe('CSV export', () => {
  it('writes RFC 4180 CSV: CRLF, quoted commas, quotes and line breaks, empty for null', () => {
    const csv = toCsv({
      header: ['Name', 'Note'],
      rows: [
        ['a,b', 'say "hi"'],
        ['line\nbreak', null],
        ['x', 3],
      ],
    });
    expect(csv).toBe('Name,Note\r\n"a,b","say ""hi"""\r\n"line\nbreak",\r\nx,3');
  });

  it('keeps only the first `limit` rows (all without a limit)', () => {
    const grid = { header: ['n'], rows: [[1], [2], [3]] };
    expect(toCsv(grid, 2)).toBe('n\r\n1\r\n2');
    expect(toCsv(grid, 0)).toBe('n');
    expect(toCsv(grid)).toBe('n\r\n1\r\n2\r\n3');
  });

  it('turns each kind of visual data into a grid', () => {
    expect(visualGrid({ kind: 'card', value: 5, format: 'count' }, 'Total')).toEqual({
      header: ['Total'],
      rows: [[5]],
    });
    expect(
      visualGrid({ kind: 'bars', category: 'Ward', bars: [{ label: 'A', value: 1 }], format: 'count' }, 'By ward'),
    ).toEqual({ header: ['Ward', 'By ward'], rows: [['A', 1]] });
    expect(visualGrid({ kind: 'slicer', column: 'Department', items: ['X', 'Y'] }, 'Department')).toEqual({
      header: ['Department'],
      rows: [['X'], ['Y']],
    });
    expect(visualGrid({ kind: 'table', columns: [{ title: 'M' }, { title: 'N' }], rows: [['a', 1]] }, 'T')).toEqual({
      header: ['M', 'N'],
      rows: [['a', 1]],
    });
    expect(rowsGrid(['b', 'a'], [{ a: 1, b: 2, c: 3 }])).toEqual({ header: ['b', 'a'], rows: [[2, 1]] });
  });
});
