import { describe, expect, it } from 'vitest';
import * as ours from '../../src/index';
import { expectSameResult } from './harness';
import {
  advanced,
  basic,
  column,
  hierarchy,
  includeExclude,
  keyColumns,
  keyLevel,
  level,
  measure,
  notSupported,
  relativeDate,
  relativeTime,
  topN,
  validFilters,
} from './part-a-fixtures';
import { embedded, expectSameEmbedded } from './part-a-helpers';

const check = (input: unknown) => expectSameResult('validateFilter', input);
const with_ = (base: object, patch: Record<string, unknown>) => ({ ...base, ...patch });
const without = (base: Record<string, unknown>, key: string) => {
  const copy = { ...base };
  delete copy[key];
  return copy;
};

describe('validateFilter: non-objects', () => {
  it('[M-MSG-05] a non-object filter is "input must be an object"', () => {
    for (const input of ['x', 1, true, [], [basic], 0, '']) check(input);
    expect(ours.validateFilter('x')).toEqual([{ message: 'input must be an object' }]);
  });
  it('null and undefined are valid, an empty object matches no kind', () => {
    check(null);
    check(undefined);
    check({});
    expect(ours.validateFilter({})).toEqual([{ message: 'undefined property is invalid' }]);
  });
});

describe('validateFilter: the shapes it accepts', () => {
  it('[M-FILTER-01] a basic filter: target, operator, values, requireSingleSelection', () => {
    check(basic);
    check(with_(basic, { requireSingleSelection: true }));
    check(with_(basic, { requireSingleSelection: 'yes' }));
    check(without(basic, 'operator'));
    check(without(basic, 'values'));
    check(without(basic, 'target'));
    check(with_(basic, { operator: 1 }));
    check(with_(basic, { values: 'a' }));
    check(with_(basic, { values: [{}] }));
    check(with_(basic, { values: [[1]] }));
    check(with_(basic, { values: [null, undefined, 'a'] }));
    check(with_(basic, { values: [new Date(0)] }));
    expect(ours.validateFilter(basic)).toBeUndefined();
  });
  it('[M-FILTER-02] basic filter operators In, NotIn, All', () => {
    for (const operator of ['In', 'NotIn', 'All', 'Other', '']) check(with_(basic, { operator }));
  });
  it('[M-VALID-11] a basic filter with operator All and no values is accepted', () => {
    check(with_(basic, { operator: 'All', values: [] }));
    expect(ours.validateFilter(with_(basic, { operator: 'All', values: [] }))).toBeUndefined();
  });
  it('the validator itself does not refuse empty values or long condition lists (constructor errors)', () => {
    check(with_(basic, { operator: 'In', values: [] }));
    check(
      with_(advanced, {
        conditions: [
          { operator: 'Is', value: 1 },
          { operator: 'Is', value: 2 },
          { operator: 'Is', value: 3 },
        ],
      }),
    );
    check(with_(advanced, { logicalOperator: 'Or', conditions: [{ operator: 'Is', value: 1 }] }));
  });
  it('[M-FILTER-03] an advanced filter: logical operator and conditions of operator and value', () => {
    check(advanced);
    check(with_(advanced, { logicalOperator: 'Or' }));
    check(with_(advanced, { logicalOperator: 0 }));
    check(without(advanced, 'logicalOperator'));
    check(without(advanced, 'conditions'));
    check(with_(advanced, { conditions: null }));
    check(with_(advanced, { conditions: [] }));
    check(with_(advanced, { conditions: {} }));
    check(with_(advanced, { conditions: [{ operator: 'Is' }] }));
    check(with_(advanced, { conditions: [{ value: 1 }] }));
    check(with_(advanced, { conditions: [{ operator: 5, value: 1 }] }));
    check(with_(advanced, { conditions: [{ operator: 'Is', value: new Date(0) }] }));
    check(with_(advanced, { conditions: [{ operator: 'Is', value: {} }] }));
    check(with_(advanced, { conditions: [{ operator: 'Is', value: true }, null] }));
    check(with_(advanced, { conditions: ['Is'] }));
    expect(ours.validateFilter(with_(advanced, { conditions: [{ operator: 'Is', value: new Date(0) }] }))).toEqual([
      { message: 'undefined property is invalid' },
    ]);
  });
  it('[M-FILTER-04] a top-N filter: operator, itemCount and orderBy target', () => {
    check(topN);
    check(with_(topN, { operator: 'Bottom' }));
    check(with_(topN, { itemCount: '5' }));
    check(with_(topN, { itemCount: NaN }));
    check(without(topN, 'itemCount'));
    check(without(topN, 'orderBy'));
    check(with_(topN, { orderBy: column }));
    check(with_(topN, { orderBy: [measure, keyColumns] }));
    check(with_(topN, { orderBy: { table: 'Store' } }));
    check(with_(topN, { orderBy: 'Sales' }));
    check(with_(topN, { operator: null }));
  });
  it('[M-FILTER-05] a relative date filter: operator, count, unit type, includeToday', () => {
    check(relativeDate);
    for (const operator of [0, 1, 2, 3, -1, '0']) check(with_(relativeDate, { operator }));
    for (const timeUnitType of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, '2']) check(with_(relativeDate, { timeUnitType }));
    check(with_(relativeDate, { timeUnitsCount: 'three' }));
    check(without(relativeDate, 'timeUnitsCount'));
    check(without(relativeDate, 'includeToday'));
    check(with_(relativeDate, { includeToday: 'true' }));
    check(without(relativeDate, 'operator'));
    check(without(relativeDate, 'timeUnitType'));
    check(with_(relativeDate, { filterType: 7 }));
  });
  it('[M-FILTER-07] a relative time filter shape exists', () => {
    check(relativeTime);
    for (const timeUnitType of [6, 7, 8, 9]) check(with_(relativeTime, { timeUnitType }));
    check(with_(relativeTime, { filterType: 4 }));
    check(with_(relativeTime, { filterType: 4, includeToday: false }));
    check(with_(relativeTime, { operator: 3 }));
    check(with_(relativeTime, { timeUnitsCount: null }));
    expect(ours.validateFilter(relativeTime)).toBeUndefined();
  });
  it('[M-FILTER-08] a hierarchy filter shape exists, with nested nodes', () => {
    check(hierarchy);
    check(with_(hierarchy, { hierarchyData: [] }));
    check(without(hierarchy, 'hierarchyData'));
    check(with_(hierarchy, { hierarchyData: {} }));
    check(with_(hierarchy, { hierarchyData: ['a'] }));
    check(with_(hierarchy, { hierarchyData: [{ value: {} }] }));
    check(with_(hierarchy, { hierarchyData: [{ keyValues: 'a' }] }));
    check(with_(hierarchy, { hierarchyData: [{ keyValues: [{}] }] }));
    check(with_(hierarchy, { hierarchyData: [{ operator: 1 }] }));
    check(with_(hierarchy, { hierarchyData: [{ children: {} }] }));
    check(with_(hierarchy, { hierarchyData: [{ children: [{ children: [{ children: [{ value: 'deep' }] }] }] }] }));
    check(with_(hierarchy, { hierarchyData: [{ children: [{ children: [{ children: [{ value: [] }] }] }] }] }));
    check(with_(hierarchy, { hierarchyData: [{ children: [null, { operator: 'Selected' }] }] }));
    check(with_(hierarchy, { target: column }));
    expect(ours.validateFilter(hierarchy)).toBeUndefined();
  });
  it('[M-FILTER-09] an include-exclude filter shape exists', () => {
    check(includeExclude);
    check(with_(includeExclude, { isExclude: 'no' }));
    check(without(includeExclude, 'isExclude'));
    check(without(includeExclude, 'values'));
    check(with_(includeExclude, { values: [{}] }));
    expect(ours.validateFilter(includeExclude)).toBeUndefined();
  });
  it('[M-FILTER-10] a not-supported filter shape exists', () => {
    check(notSupported);
    check(without(notSupported, 'message'));
    check(without(notSupported, 'notSupportedTypeName'));
    check(with_(notSupported, { message: 1 }));
    expect(ours.validateFilter(notSupported)).toBeUndefined();
  });
  it('tuple (6) and identity (8) filters are refused; a wrong filterType for the shape is refused', () => {
    check({ target: [column], filterType: 6, operator: 'In', values: [[{ value: 1 }]] });
    check({ target: column, filterType: 8, isToodleId: true });
    for (const filterType of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, '1', null]) {
      for (const filter of validFilters) check(with_(filter, { filterType }));
    }
  });
  it('filters without a filterType are matched by shape', () => {
    for (const filter of validFilters) check(without(filter as Record<string, unknown>, 'filterType'));
  });
  it('$schema is any string; displaySettings are typed', () => {
    for (const filter of validFilters) {
      check(with_(filter, { $schema: 'anything' }));
      check(with_(filter, { $schema: 3 }));
      check(
        with_(filter, { displaySettings: { isLockedInViewMode: true, isHiddenInViewMode: false, displayName: 'n' } }),
      );
      check(with_(filter, { displaySettings: { isLockedInViewMode: 'true' } }));
      check(with_(filter, { displaySettings: { isHiddenInViewMode: 0 } }));
      check(with_(filter, { displaySettings: { displayName: false } }));
      check(with_(filter, { displaySettings: 'locked' }));
      check(with_(filter, { displaySettings: [] }));
    }
  });
});

describe('validateFilter: targets', () => {
  it('[M-TARGET-01] a target can be a table plus column', () => {
    check(with_(basic, { target: column }));
    check(with_(basic, { target: { table: 'Store' } }));
    check(with_(basic, { target: { column: 'Count' } }));
    check(with_(basic, { target: { table: 1, column: 'Count' } }));
    check(with_(basic, { target: { table: 'Store', column: null } }));
    expect(ours.validateFilter(with_(basic, { target: { table: 'Store' } }))).toEqual([
      { message: 'undefined property is invalid' },
    ]);
  });
  it('[M-TARGET-02] a target can be a table plus measure', () => {
    check(with_(basic, { target: measure }));
    check(with_(basic, { target: { table: 'Store', measure: 2 } }));
    expect(ours.validateFilter(with_(basic, { target: measure }))).toBeUndefined();
  });
  it('[M-TARGET-03] a target can be a table plus hierarchy and level', () => {
    check(with_(basic, { target: level }));
    check(with_(basic, { target: { table: 'Store', hierarchy: 'Time' } }));
    check(with_(basic, { target: { table: 'Store', hierarchy: 'Time', hierarchyLevel: 1 } }));
    expect(ours.validateFilter(with_(basic, { target: level }))).toBeUndefined();
  });
  it('[M-TARGET-04] a column or hierarchy-level target can carry an aggregation function', () => {
    check(with_(basic, { target: { ...column, aggregationFunction: 'Sum' } }));
    check(with_(basic, { target: { ...level, aggregationFunction: 'Count' } }));
    check(with_(topN, { orderBy: { ...column, aggregationFunction: 'Avg' } }));
    expect(ours.validateFilter(with_(basic, { target: { ...column, aggregationFunction: 'Sum' } }))).toBeUndefined();
  });
  it('lists of targets, with key-based targets, and their failures', () => {
    check(with_(basic, { target: [column, measure, level, keyColumns, keyLevel] }));
    check(with_(basic, { target: [] }));
    check(with_(basic, { target: [null] }));
    check(with_(basic, { target: ['Store'] }));
    check(with_(basic, { target: [[column]] }));
    check(with_(basic, { target: [{ ...keyColumns, keys: [1] }] }));
    check(with_(basic, { target: [{ ...keyColumns, keys: 'Id' }] }));
    check(with_(basic, { target: [{ ...keyLevel, keys: [null] }] }));
    check(with_(basic, { target: [{ table: 'Store', keys: ['Id'] }] }));
    // Outside a list, a key-based target passes as a plain one: its keys are not looked at.
    check(with_(basic, { target: { ...keyColumns, keys: [1] } }));
    check(with_(basic, { target: { ...keyLevel, keys: 'x' } }));
    check(with_(basic, { target: 'Store' }));
    check(with_(basic, { target: 7 }));
    check(with_(basic, { target: null }));
  });
});

describe('validateUpdateFiltersRequest', () => {
  const update = (input: unknown) => expectSameResult('validateUpdateFiltersRequest', input);
  it('Add, Replace, ReplaceAll need filters; RemoveAll forbids them', () => {
    for (const filtersOperation of [0, 1, 2, 3, 4, -1, '1', null, undefined]) {
      update({ filtersOperation, filters: [basic, advanced] });
      update({ filtersOperation, filters: [] });
      update({ filtersOperation });
      update({ filtersOperation, filters: null });
      update({ filtersOperation, filters: [{}] });
      update({ filtersOperation, filters: basic });
    }
    for (const input of [null, undefined, {}, 'x', 1, [], [basic]]) update(input);
    expect(ours.validateUpdateFiltersRequest({ filtersOperation: 0, filters: [] })).toEqual([
      { message: 'undefined property is invalid' },
    ]);
    expect(ours.validateUpdateFiltersRequest({ filtersOperation: 0 })).toBeUndefined();
  });
  it('every valid filter kind can be sent', () => {
    update({ filtersOperation: 3, filters: validFilters });
    update({ filtersOperation: 3, filters: [...validFilters, { target: column, filterType: 8 }] });
  });
});

describe('report load filters (array or on-load filters), through validateReportLoad', () => {
  const filters = embedded('validateReportLoad', 'filters');
  const load = (input: unknown) => expectSameEmbedded(filters, input);
  it('a list of filters', () => {
    load(undefined);
    load(null);
    load([]);
    load(validFilters);
    load([basic, {}]);
    load([basic, 'x']);
    load('x');
    load(3);
  });
  it('on-load filters for all pages and the current page', () => {
    for (const operation of [0, 1, 2, 3, 4, '1', null, undefined]) {
      for (const list of [undefined, null, [], [basic], [{}], 'x']) {
        load({ allPages: { operation, filters: list } });
        load({ currentPage: { operation, filters: list } });
      }
    }
    load({});
    load({ allPages: 'x' });
    load({ allPages: [] });
    load({ allPages: { operation: 1, filters: [basic] }, currentPage: { operation: 0 } });
    load({ allPages: { operation: 1, filters: [basic] }, currentPage: { operation: 0, filters: [] } });
    load({ other: true });
  });
});
