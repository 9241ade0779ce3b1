import { describe, expect, it } from 'vitest';
import { sortVisualData } from '../src/report/sort-visual-data';
import type { VisualData } from '../src/report/visual-data';

const bars: VisualData = {
  kind: 'bars',
  category: 'Ward',
  bars: [
    { label: 'B', value: 1 },
    { label: 'C', value: 3 },
    { label: 'A', value: 2 },
  ],
  format: 'count',
};

describe('sorting a visual', () => {
  it('sorts bars by label when the sort names the category, else by value; 2 is descending', () => {
    const labels = (d: VisualData) => (d.kind === 'bars' ? d.bars.map((b) => b.label) : []);
    expect(labels(sortVisualData(bars, { orderBy: { column: 'Ward' }, direction: 1 }))).toEqual(['A', 'B', 'C']);
    expect(labels(sortVisualData(bars, { orderBy: { measure: 'Admissions' }, direction: 2 }))).toEqual(['C', 'A', 'B']);
    expect(sortVisualData(bars, undefined)).toBe(bars);
  });

  it('sorts table rows by the named column, else by the second', () => {
    const table: VisualData = {
      kind: 'table',
      columns: [{ title: 'Month' }, { title: 'Admissions' }],
      rows: [
        ['2024-02', 5],
        ['2024-01', 9],
      ],
    };
    const first = (d: VisualData) => (d.kind === 'table' ? d.rows.map((r) => r[0]) : []);
    expect(first(sortVisualData(table, { orderBy: { column: 'Month' }, direction: 1 }))).toEqual([
      '2024-01',
      '2024-02',
    ]);
    expect(first(sortVisualData(table, { orderBy: { column: 'Other' }, direction: 1 }))).toEqual([
      '2024-02',
      '2024-01',
    ]);
  });
});
