import * as reference from 'powerbi-models';
import { describe, expect, it } from 'vitest';
import * as ours from '../../src/index';
import { expectSameInstance } from './compare';
import { column, column2, columnAggr, condition, keyColumns, keyLevel, level, level2, measure } from './fixtures';

const setSingle = (value: unknown) => (f: Record<string, unknown>) => {
  f.requireSingleSelection = value;
};
const setDisplay = (value: unknown) => (f: Record<string, unknown>) => {
  f.displaySettings = value;
};

describe('BasicFilter', () => {
  it('[M-FILTER-01] reproduces the observed toJSON and wire form of the fact sheet', () => {
    const filter = new ours.BasicFilter({ table: 't', column: 'c' }, 'In', [1, 2]);
    expect(filter.toJSON()).toStrictEqual({
      $schema: 'http://powerbi.com/product/schema#basic',
      target: { table: 't', column: 'c' },
      filterType: 1,
      operator: 'In',
      values: [1, 2],
      requireSingleSelection: false,
    });
    // postMessage clones own fields: schemaUrl, no $schema, no requireSingleSelection.
    expect(Object.keys(filter)).toEqual(['target', 'filterType', 'operator', 'schemaUrl', 'values']);
    expect(filter).toBeInstanceOf(ours.Filter);
  });

  it.each([
    ['spread values', () => [column(), 'In', 1, 2, 3]],
    ['one array', () => [column(), 'In', [1, 2, 3]]],
    ['one value', () => [column(), 'NotIn', 'East']],
    ['strings, numbers and booleans', () => [column(), 'In', 'a', 2, true, false, 0, '']],
    ['an array first, then more values (the array wins)', () => [column(), 'In', ['a'], 'b']],
    ['a value first, then an array (kept as is)', () => [column(), 'In', 'a', ['b']]],
    ['an empty array with In (not rejected: one argument)', () => [column(), 'In', []]],
    ['undefined as the only value', () => [column(), 'In', undefined]],
    ['All with no values', () => [column(), 'All']],
    ['All with an empty array', () => [column(), 'All', []]],
    ['a measure target', () => [measure(), 'In', 1]],
    ['a hierarchy level target', () => [level(), 'NotIn', [2020, 2021]]],
    ['an aggregated column target', () => [columnAggr(), 'In', 5]],
    ['an undefined target', () => [undefined, 'In', 1]],
    ['an unknown operator', () => [column(), 'Between', 1, 2]],
  ])('[M-FILTER-01] same instance for %s', (_, args) => {
    expectSameInstance('BasicFilter', args);
  });

  it.each(['In', 'NotIn', 'All'])('[M-FILTER-02] operator %s is kept as given', (operator) => {
    const mine = expectSameInstance('BasicFilter', () => [column(), operator, 'x']);
    expect(mine?.operator).toBe(operator);
  });

  it.each([true, false, 1, 0, 'yes', '', null, undefined])(
    '[M-FILTER-01] requireSingleSelection = %s: own field only once assigned, toJSON always a boolean',
    (value) => {
      const mine = expectSameInstance('BasicFilter', () => [column(), 'In', 1], setSingle(value));
      expect(Object.keys(mine!)).toContain('requireSingleSelection');
      expect((mine!.toJSON as () => { requireSingleSelection: unknown })().requireSingleSelection).toBe(!!value);
    },
  );

  it.each([
    ['locked and hidden', { isLockedInViewMode: true, isHiddenInViewMode: true }],
    ['a display name', { displayName: 'Region (custom)' }],
    ['an empty object', {}],
    ['null (kept: only undefined is left out)', null],
    ['undefined assigned explicitly (left out of toJSON, own field)', undefined],
  ])('displaySettings %s', (_, value) => {
    expectSameInstance('BasicFilter', () => [column(), 'In', 1], setDisplay(value));
    expectSameInstance('AdvancedFilter', () => [column(), 'And', condition('Is', 1)], setDisplay(value));
    expectSameInstance('TopNFilter', () => [column(), 'Top', 3, measure()], setDisplay(value));
  });

  it('displaySettings comes before the subclass keys in toJSON', () => {
    const f = new ours.BasicFilter(column(), 'In', 1);
    f.displaySettings = { displayName: 'x' };
    expect(Object.keys(f.toJSON())).toEqual([
      '$schema',
      'target',
      'filterType',
      'displaySettings',
      'operator',
      'values',
      'requireSingleSelection',
    ]);
  });

  it.each([
    ['In', () => [column(), 'In']],
    ['NotIn', () => [column(), 'NotIn']],
    ['an undefined operator', () => [column(), undefined]],
    ['no arguments at all', () => []],
  ])('[M-VALID-10] %s with no values throws the reference text', (_, args) => {
    expectSameInstance('BasicFilter', args);
    expect(() => new ours.BasicFilter(...(args() as [never, never]))).toThrowError(
      'values must be a non-empty array unless your operator is "All".',
    );
  });

  it('[M-VALID-11] All is accepted with an empty list of values', () => {
    expect(new ours.BasicFilter(column(), 'All').values).toEqual([]);
    expect(new ours.BasicFilter(column(), 'All', []).values).toEqual([]);
  });
});

describe('BasicFilterWithKeys', () => {
  it.each([
    [
      'two keys, two tuples',
      () => [
        keyColumns('k1', 'k2'),
        'In',
        ['a', 'b'],
        [
          [1, 'x'],
          [2, 'y'],
        ],
      ],
    ],
    ['a hierarchy key target', () => [keyLevel('id'), 'In', [2020], [[7]]]],
    ['a single value (wrapped in an array)', () => [keyColumns('k'), 'In', 'a', [[1]]]],
    ['an empty values array', () => [keyColumns('k'), 'In', [], [[1]]]],
    ['undefined values', () => [keyColumns('k'), 'In', undefined, [[1]]]],
    ['All with no values', () => [keyColumns('k'), 'All', [], []]],
    ['null tuples are skipped', () => [keyColumns('k1', 'k2'), 'In', ['a'], [null, [1, 2], undefined]]],
    ['no keys and no key values', () => [column(), 'In', ['a'], []]],
    ['empty keys and no key values', () => [keyColumns(), 'In', ['a'], []]],
    ['a string as key values (iterated as characters)', () => [keyColumns('k'), 'In', ['a'], 'xy']],
    ['an array-like as key values', () => [keyColumns('k'), 'In', ['a'], { length: 1, 0: [1] }]],
  ])('same instance for %s', (_, args) => {
    expectSameInstance('BasicFilterWithKeys', args);
  });

  it.each([
    ['keys but no key values', () => [keyColumns('k1', 'k2'), 'In', ['a'], undefined]],
    ['keys but null key values', () => [keyColumns('k1'), 'In', ['a'], null]],
    ['key values on a target without keys', () => [column(), 'In', ['a'], [[1]]]],
    ['key values on a target with empty keys', () => [keyColumns(), 'In', ['a'], [[1]]]],
    ['a tuple shorter than the keys', () => [keyColumns('k1', 'k2'), 'In', ['a'], [[1]]]],
    ['a tuple longer than the keys', () => [keyColumns('k1'), 'In', ['a', 'b'], [[1], [1, 2, 3]]]],
    ['an empty tuple', () => [keyColumns('k1'), 'In', ['a'], [[]]]],
    ['In without values (the basic filter rule first)', () => [keyColumns('k1'), 'In']],
    ['no key values on a target without keys (TypeError)', () => [column(), 'In', ['a'], undefined]],
    ['an undefined target (TypeError)', () => [undefined, 'In', ['a'], [[1]]]],
  ])('[M-VALID-14] same error for %s', (_, args) => {
    expect(() => new (reference.BasicFilterWithKeys as any)(...args())).toThrow();
    expectSameInstance('BasicFilterWithKeys', args);
  });

  it('[M-VALID-14] error texts name the counts', () => {
    expect(() => new ours.BasicFilterWithKeys(keyColumns('a', 'b', 'c'), 'In', [1], undefined as never)).toThrowError(
      'You should pass the values to be filtered for each key. You passed: no values and 3 keys',
    );
    expect(() => new ours.BasicFilterWithKeys(column() as never, 'In', [1], [[1]])).toThrowError(
      "You passed key values but your target object doesn't contain the keys to be filtered",
    );
    expect(() => new ours.BasicFilterWithKeys(keyColumns('a', 'b'), 'In', [1], [[1, 2, 3]])).toThrowError(
      'Each tuple of key values should contain a value for each of the keys. You passed: 3 values and 2 keys',
    );
  });

  it.each([true, false, undefined])('requireSingleSelection %s and displaySettings', (single) => {
    expectSameInstance(
      'BasicFilterWithKeys',
      () => [keyColumns('k'), 'In', ['a'], [[1]]],
      (f) => {
        f.requireSingleSelection = single;
        f.displaySettings = { isHiddenInViewMode: true };
      },
    );
  });

  it('inherits from BasicFilter and its schemaUrl', () => {
    const f = new ours.BasicFilterWithKeys(keyColumns('k'), 'In', ['a'], [[1]]);
    expect(f).toBeInstanceOf(ours.BasicFilter);
    expect(ours.BasicFilterWithKeys.schemaUrl).toBe('http://powerbi.com/product/schema#basic');
    expect(Object.keys(f.toJSON()).at(-1)).toBe('keyValues');
  });
});

describe('AdvancedFilter', () => {
  const c1 = () => condition('GreaterThan', 10);
  const c2 = () => condition('LessThanOrEqual', 20);
  const c3 = () => condition('IsNotBlank');

  it.each([
    ['one condition with And', () => [column(), 'And', c1()]],
    ['two spread conditions', () => [column(), 'Or', c1(), c2()]],
    ['two conditions in an array', () => [column(), 'And', [c1(), c2()]]],
    ['one condition in an array', () => [column(), 'And', [c1()]]],
    ['no conditions', () => [column(), 'And']],
    ['no conditions with Or', () => [column(), 'Or']],
    ['an empty array', () => [column(), 'Or', []]],
    ['an array first, then another condition', () => [column(), 'And', [c1()], c2()]],
    ['an unknown logical operator', () => [column(), 'Xor', c1(), c2()]],
    ['a condition without value', () => [column(), 'And', c3()]],
    ['a Date value (kept as a Date)', () => [column(), 'And', condition('Is', new Date(Date.UTC(2024, 0, 2)))]],
    ['a measure target', () => [measure(), 'Or', c1(), c2()]],
  ])('[M-FILTER-03] same instance for %s', (_, args) => {
    expectSameInstance('AdvancedFilter', args);
  });

  it.each([
    ['three spread conditions', () => [column(), 'And', c1(), c2(), c3()]],
    ['four spread conditions', () => [column(), 'Or', c1(), c2(), c3(), c1()]],
    ['three conditions in one array (prints 1)', () => [column(), 'And', [c1(), c2(), c3()]]],
  ])('[M-VALID-12] %s are rejected with the reference text', (_, args) => {
    expectSameInstance('AdvancedFilter', args);
  });

  it('[M-VALID-12] the count printed is that of the arguments', () => {
    expect(() => new ours.AdvancedFilter(column(), 'And', c1() as never, c2() as never, c3() as never)).toThrowError(
      'AdvancedFilters may not have more than two conditions. You passed: 3',
    );
    expect(() => new ours.AdvancedFilter(column(), 'And', [c1(), c2(), c3()] as never)).toThrowError(
      'AdvancedFilters may not have more than two conditions. You passed: 1',
    );
  });

  it.each([
    ['spread', () => [column(), 'Or', c1()]],
    ['in an array', () => [column(), 'Or', [c1()]]],
    ['with an unknown operator', () => [column(), 'and', c1()]],
  ])('[M-VALID-13] a single condition %s needs And', (_, args) => {
    expectSameInstance('AdvancedFilter', args);
    expect(() => new ours.AdvancedFilter(...(args() as [never, never]))).toThrowError(
      'Logical Operator must be "And" when there is only one condition provided',
    );
  });

  it.each([
    ['an empty string', ''],
    ['undefined', undefined],
    ['null', null],
    ['a number', 5],
    ['an object', {}],
    ['an array', ['And']],
    ['a boolean', true],
  ])('logicalOperator %s is rejected with the reference text', (_, value) => {
    expectSameInstance('AdvancedFilter', () => [column(), value, c1()]);
  });

  it('a Symbol logical operator fails the same way (the message cannot be built)', () => {
    expectSameInstance('AdvancedFilter', () => [column(), Symbol('x')]);
  });
});

describe('other filters', () => {
  it.each([
    ['Top by a measure', () => [column(), 'Top', 5, measure()]],
    ['Bottom by a column', () => [column(), 'Bottom', 0, column2()]],
    ['no orderBy', () => [column(), 'Top', 3]],
    ['no arguments', () => []],
  ])('[M-FILTER-04] TopNFilter: %s', (_, args) => {
    const mine = expectSameInstance('TopNFilter', args);
    expect(mine?.filterType).toBe(ours.FilterType.TopN);
  });

  it.each([
    ['in the last 3 days including today', () => [column(), 0, 3, 0, true]],
    ['in this calendar year excluding today', () => [column(), 1, 1, 6, false]],
    ['in the next 2 months', () => [level(), 2, 2, 3, true]],
  ])('[M-FILTER-05] RelativeDateFilter: %s', (_, args) => {
    expectSameInstance('RelativeDateFilter', args);
  });

  it('[M-FILTER-06] includeToday has no default in the reference, so none here: omitted stays undefined', () => {
    const args = () => [column(), ours.RelativeDateOperators.InLast, 7, ours.RelativeDateFilterTimeUnit.Days];
    const mine = expectSameInstance('RelativeDateFilter', args);
    expect(Object.keys(mine!)).toContain('includeToday');
    expect(mine!.includeToday).toBeUndefined();
    expect(new ours.RelativeDateFilter(column(), 0, 7, 0, true).toJSON().includeToday).toBe(true);
  });

  it.each([
    ['in the last 30 minutes', () => [column(), 0, 30, 7]],
    ['in the next hour', () => [column(), 2, 1, 8]],
    ['no count', () => [column(), 1, undefined, 8]],
  ])('[M-FILTER-07] RelativeTimeFilter: %s', (_, args) => {
    expectSameInstance('RelativeTimeFilter', args);
  });

  it.each([
    [
      'two levels with nested nodes',
      () => [
        [level(), level2()],
        [{ operator: 'Selected', value: 2020, children: [{ operator: 'NotSelected', value: 'Q1' }] }],
      ],
    ],
    ['keyed levels', () => [[keyLevel('id')], [{ operator: 'Inherited', keyValues: [1], children: [] }]]],
    ['empty data', () => [[level()], []]],
  ])('[M-FILTER-08] HierarchyFilter: %s', (_, args) => {
    expectSameInstance('HierarchyFilter', args);
  });

  it.each([
    ['exclude', () => [column(), true, [1, 'a', false]]],
    ['include nothing', () => [column(), false, []]],
  ])('[M-FILTER-09] IncludeExcludeFilter: %s', (_, args) => {
    expectSameInstance('IncludeExcludeFilter', args);
  });

  it('[M-FILTER-10] NotSupportedFilter', () => {
    const mine = expectSameInstance('NotSupportedFilter', () => [column(), 'Not supported', 'SomeFilterType']);
    expect(mine?.filterType).toBe(ours.FilterType.Unknown);
  });

  it.each([
    ['IdentityFilter', () => [[1, 2, 3], 'In']],
    ['IdentityFilter without operator', () => [[]]],
    ['TupleFilter', () => [[column(), column2()], 'In', [[{ value: 'East' }, { value: 2020, keyValues: [7] }]]]],
    ['TupleFilter without values', () => [[column()], 'In']],
  ])('%s', (name, args) => {
    expectSameInstance(name.split(' ')[0]!, args);
  });

  it('the abstract Filter builds like the reference (no schema: $schema undefined)', () => {
    expectSameInstance('Filter', () => [column(), 1]);
    expectSameInstance('Filter', () => [column(), 1], setDisplay({ displayName: 'x' }));
    expect(ours.Filter.schema).toBeUndefined();
  });

  it.each([
    'BasicFilter',
    'AdvancedFilter',
    'TopNFilter',
    'RelativeDateFilter',
    'RelativeTimeFilter',
    'IncludeExcludeFilter',
    'NotSupportedFilter',
    'IdentityFilter',
    'TupleFilter',
    'HierarchyFilter',
  ])('%s has the reference static schemaUrl', (name) => {
    const mine = (ours as unknown as Record<string, { schemaUrl: string }>)[name]!;
    const theirs = (reference as unknown as Record<string, { schemaUrl: string }>)[name]!;
    expect(mine.schemaUrl).toBe(theirs.schemaUrl);
    expect(mine.schemaUrl).toMatch(/^http:\/\/powerbi\.com\/product\/schema#/);
    expect(Object.keys(mine)).toEqual(Object.keys(theirs));
  });
});
