import { describe, expect, it } from 'vitest';
import { filterDashboards } from '../../src/sidebar/filter-dashboards.ts';

const list = [
  'Bed Occupancy',
  'Évry Community Clinic Attendances',
  'Ward 1 Nurse Staffing',
  'Ward 10 Nurse Staffing',
].map((name) => ({ report: { name } }));
const shown = (query: string) =>
  filterDashboards(list, query).map(({ item, number }) => `${number} ${item.report.name}`);

describe('[V-DAY-08] filterDashboards: the filter box narrows the list as one types', () => {
  it('[V-DAY-08] keeps the names holding every word typed, case and accents aside, with their numbers', () => {
    expect(shown('ward')).toEqual(['3 Ward 1 Nurse Staffing', '4 Ward 10 Nurse Staffing']);
    expect(shown('10 STAFF')).toEqual(['4 Ward 10 Nurse Staffing']);
    expect(shown('evry')).toEqual(['2 Évry Community Clinic Attendances']);
    expect(shown('clinic évry')).toEqual(['2 Évry Community Clinic Attendances']);
    expect(shown('theatre')).toEqual([]);
  });

  it('[V-DAY-08] keeps them all, numbered from 1, with nothing typed', () => {
    expect(shown('')).toHaveLength(4);
    expect(shown('   ')).toEqual(shown(''));
    expect(shown('')[0]).toBe('1 Bed Occupancy');
  });
});
