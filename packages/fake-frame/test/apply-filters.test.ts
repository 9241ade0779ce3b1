import { BasicFilter, AdvancedFilter } from '@org/embed-models';
import { describe, expect, it } from 'vitest';
import { filterPredicate, filterRows } from '../src/data/apply-filters';
import { createSampleData } from '../src/data/sample-data';

const data = createSampleData();
const basic = (table: string, column: string, operator: 'In' | 'NotIn' | 'All', values: (string | number)[]) => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table, column },
  filterType: 1,
  operator,
  values,
});

describe('filterRows', () => {
  it('keeps only the rows whose column is In the values', () => {
    const rows = filterRows('Admissions', data.Admissions, [basic('Admissions', 'Department', 'In', ['Cardiology'])]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.Department === 'Cardiology')).toBe(true);
  });

  it('drops the rows whose column is in the values of a NotIn filter', () => {
    const rows = filterRows('Admissions', data.Admissions, [basic('Admissions', 'AgeGroup', 'NotIn', ['65+', '0-17'])]);
    expect(new Set(rows.map((r) => r.AgeGroup))).toEqual(new Set(['18-39', '40-64']));
  });

  it('keeps every row for All', () => {
    expect(filterRows('Admissions', data.Admissions, [basic('Admissions', 'Ward', 'All', [])])).toEqual(
      data.Admissions,
    );
  });

  it('ANDs filters on different columns', () => {
    const rows = filterRows('Admissions', data.Admissions, [
      basic('Admissions', 'Department', 'In', ['Cardiology', 'Oncology']),
      basic('Admissions', 'Month', 'In', ['2024-01']),
    ]);
    expect(new Set(rows.map((r) => `${r.Department}|${r.Month}`))).toEqual(
      new Set(['Cardiology|2024-01', 'Oncology|2024-01']),
    );
  });

  it('ignores filters on another table or an unknown column', () => {
    const filters = [basic('Readmissions', 'Department', 'In', ['Oncology']), basic('Admissions', 'Nope', 'In', ['x'])];
    expect(filterRows('Admissions', data.Admissions, filters)).toHaveLength(data.Admissions.length);
  });

  it('compares values by text, so a number matches a numeric string and back', () => {
    const rows = filterRows('BedOccupancy', data.BedOccupancy, [basic('BedOccupancy', 'Beds', 'In', ['18'])]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.Beds === 18)).toBe(true);
  });

  it('applies the class instances of @org/embed-models as sent on the wire', () => {
    const filter = { ...new BasicFilter({ table: 'Admissions', column: 'Ward' }, 'In', ['Ward 5B']) };
    const rows = filterRows('Admissions', data.Admissions, [filter]);
    expect(rows.every((r) => r.Ward === 'Ward 5B')).toBe(true);
  });

  it('applies advanced filters with And / Or conditions', () => {
    const advanced = new AdvancedFilter({ table: 'Admissions', column: 'Admissions' }, 'And', [
      { operator: 'GreaterThanOrEqual', value: 50 },
      { operator: 'LessThan', value: 60 },
    ]).toJSON();
    const rows = filterRows('Admissions', data.Admissions, [advanced]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.Admissions >= 50 && r.Admissions < 60)).toBe(true);
    const or = new AdvancedFilter({ table: 'Admissions', column: 'Ward' }, 'Or', [
      { operator: 'StartsWith', value: 'ward 4' },
      { operator: 'Is', value: 'Ward 5B' },
    ]).toJSON();
    expect(new Set(filterRows('Admissions', data.Admissions, [or]).map((r) => r.Ward))).toEqual(
      new Set(['Ward 4A', 'Ward 4B', 'Ward 5B']),
    );
  });

  it('keeps but does not apply filters it does not understand (Top N, measure targets)', () => {
    expect(
      filterPredicate({ target: { table: 'Admissions', measure: 'Total' }, operator: 'In', values: [1] }),
    ).toBeUndefined();
    expect(
      filterPredicate({ target: { table: 'Admissions', column: 'Ward' }, operator: 'Top', itemCount: 3, values: [] }),
    ).toBeUndefined();
    expect(filterPredicate(null)).toBeUndefined();
  });
});
