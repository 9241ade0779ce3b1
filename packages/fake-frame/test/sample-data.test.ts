import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, createSampleData, DAYS, DEPARTMENTS, MONTHS, TABLE_COLUMNS } from '../src/data/sample-data';

describe('sample data', () => {
  const data = createSampleData();

  it('is the same on every call, so rendered numbers can be asserted', () => {
    expect(createSampleData()).toEqual(data);
  });

  it('has admissions for every ward, month and age group the ward treats, with positive counts', () => {
    expect(data.Admissions.length).toBeGreaterThan(150);
    expect(new Set(data.Admissions.map((r) => r.Department))).toEqual(new Set(DEPARTMENTS));
    expect(new Set(data.Admissions.map((r) => r.Month))).toEqual(new Set(MONTHS));
    expect(new Set(data.Admissions.map((r) => r.AgeGroup))).toEqual(new Set(AGE_GROUPS));
    expect(data.Admissions.every((r) => Number.isInteger(r.Admissions) && r.Admissions > 0)).toBe(true);
    // Children are admitted to Pediatrics only in the 0-17 group.
    expect(data.Admissions.filter((r) => r.Department === 'Pediatrics').every((r) => r.AgeGroup === '0-17')).toBe(true);
  });

  it('never has more occupied beds than beds', () => {
    expect(new Set(data.BedOccupancy.map((r) => r.Day))).toEqual(new Set(DAYS));
    expect(data.BedOccupancy.every((r) => r.Occupied >= 0 && r.Occupied <= r.Beds)).toBe(true);
  });

  it('has one readmission row per department and month, with discharges equal to admissions', () => {
    expect(data.Readmissions).toHaveLength(DEPARTMENTS.length * MONTHS.length);
    const row = data.Readmissions.find((r) => r.Department === 'Cardiology' && r.Month === '2024-03')!;
    const admitted = data.Admissions.filter((r) => r.Department === 'Cardiology' && r.Month === '2024-03').reduce(
      (sum, r) => sum + r.Admissions,
      0,
    );
    expect(row.Discharges).toBe(admitted);
    expect(row.Readmissions).toBeLessThan(row.Discharges);
  });

  it('names its columns as the rows have them', () => {
    for (const table of ['Admissions', 'BedOccupancy', 'Readmissions'] as const) {
      expect(Object.keys(data[table][0])).toEqual(TABLE_COLUMNS[table]);
    }
  });
});
