import * as fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import * as reference from 'powerbi-models';
import { describe, expect, it } from 'vitest';
import * as ours from '../../src/index';
import { column, columnAggr, keyColumns, level, levelAggr, measure } from './fixtures';

const guardNames = [
  'isFilterKeyColumnsTarget',
  'isBasicFilterWithKeys',
  'getFilterType',
  'isMeasure',
  'isColumn',
  'isHierarchyLevel',
  'isHierarchyLevelAggr',
  'isColumnAggr',
  'isPercentOfGrandTotal',
  'isOnLoadFilters',
  'isReportFiltersArray',
  'isFlatMenuExtension',
  'isGroupedMenuExtension',
  'isIExtensions',
  'isIExtensionArray',
] as const;
type GuardName = (typeof guardNames)[number];

/** Result of one guard call: its value, or the error it threw. */
function call(library: object, name: GuardName, input: unknown): unknown {
  try {
    return { value: (library as Record<string, (x: unknown) => unknown>)[name]!(input) };
  } catch (error) {
    return { threw: (error as Error).constructor.name, message: (error as Error).message };
  }
}

/**
 * Records the property reads a guard makes on `input` (through a Proxy), so that getters run in
 * the same order in both libraries.
 */
function reads(library: object, name: GuardName, input: object): string[] {
  const log: string[] = [];
  const proxy = new Proxy(input, {
    get(target, key, receiver) {
      log.push(String(key));
      return Reflect.get(target, key, receiver);
    },
  });
  call(library, name, proxy);
  return log;
}

/**
 * Expects every guard to give the same value (Object.is, so null stays null) or error, and to read
 * the same properties in the same order. One comparison per input, and the input is printed only
 * when they differ: building that message for each of the 15 guards of each of the 700 generated
 * inputs was most of this file's time (9.7 s on a busy machine, past vitest's 5 s bound).
 */
function expectSameGuards(input: unknown): void {
  const isRecord = input !== null && typeof input === 'object' && !Array.isArray(input);
  const outcome = (library: object) =>
    guardNames.map((name) => ({
      name,
      result: call(library, name, input),
      reads: isRecord ? reads(library, name, input) : [],
    }));
  const mine = outcome(ours);
  const theirs = outcome(reference);
  if (!isDeepStrictEqual(mine, theirs)) expect(mine, `guards of ${fc.stringify(input)}`).toStrictEqual(theirs);
}

const values = fc.oneof(
  fc.constantFrom(undefined, null, 0, 1, 2, 5, 9, -1, NaN, '', 'x', 'In', 'And', true, false, [], ['a'], {}),
  fc.anything(),
);
const keys = [
  'table',
  'column',
  'measure',
  'hierarchy',
  'hierarchyLevel',
  'aggregationFunction',
  'percentOfGrandTotal',
  'keys',
  'filterType',
  'operator',
  'values',
  'logicalOperator',
  'conditions',
  'keyValues',
  'groupName',
  'menuLocation',
  'allPages',
  'commands',
] as const;
const shapes = fc.record(
  Object.fromEntries(keys.map((k) => [k, values])) as Record<(typeof keys)[number], typeof values>,
  {
    requiredKeys: [],
  },
);

describe('guards', () => {
  it('agree with the reference on generated shapes (values, errors and property reads)', () => {
    fc.assert(
      fc.property(shapes, (input) => expectSameGuards(input)),
      { numRuns: 400 },
    );
  });

  it('agree with the reference on arbitrary values, including null, arrays and primitives', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => expectSameGuards(input)),
      { numRuns: 300 },
    );
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['0', 0],
    ['empty string', ''],
    ['false', false],
    ['NaN', NaN],
    ['an empty array', []],
    ['an array of filters', [{ filterType: 1 }]],
    ['an empty object', {}],
    ['a string', 'abc'],
  ])('agree on %s (falsy inputs come back as is from the menu/extension/on-load guards)', (_, input) => {
    expectSameGuards(input);
  });

  it('getFilterType re-classifies filterType 0 by shape, as the reference does', () => {
    expect(ours.getFilterType({ filterType: 0, operator: 'In', values: [] } as never)).toBe(1);
    expect(ours.getFilterType({ filterType: 0, logicalOperator: 'And', conditions: [] } as never)).toBe(0);
    expect(ours.getFilterType({ filterType: 0 } as never)).toBe(2);
    expect(ours.getFilterType({ filterType: 5 } as never)).toBe(5);
    expectSameGuards({ filterType: 0, operator: 'In', values: [] });
  });

  it('the falsy-return quirk: isOnLoadFilters(null) is null, isGroupedMenuExtension(undefined) is undefined', () => {
    expect(ours.isOnLoadFilters(null as never)).toBeNull();
    expect(ours.isGroupedMenuExtension(undefined as never)).toBeUndefined();
    expect(ours.isFlatMenuExtension('' as never)).toBe('');
    expect(ours.isIExtensions(0 as never)).toBe(0);
  });

  it('[M-TARGET-01] a table plus column is a column target', () => {
    expect(ours.isColumn(column())).toBe(true);
    expect(ours.isFilterKeyColumnsTarget(keyColumns('id'))).toBe(true);
    expect(ours.isFilterKeyColumnsTarget(column())).toBe(false);
    expectSameGuards(column());
  });

  it('[M-TARGET-02] a table plus measure is a measure target', () => {
    expect(ours.isMeasure(measure())).toBe(true);
    expect(ours.isColumn(measure())).toBe(false);
    expect(ours.isPercentOfGrandTotal({ ...measure(), percentOfGrandTotal: true })).toBe(true);
    expectSameGuards(measure());
  });

  it('[M-TARGET-03] a table plus hierarchy and level is a hierarchy-level target', () => {
    expect(ours.isHierarchyLevel(level())).toBe(true);
    expect(ours.isHierarchyLevel({ table: 'Date', hierarchy: 'Calendar' })).toBe(false);
    expectSameGuards(level());
  });

  it('[M-TARGET-04] column and hierarchy-level targets can carry an aggregation function', () => {
    expect(ours.isColumnAggr(columnAggr())).toBe(true);
    expect(ours.isColumn(columnAggr())).toBe(false);
    expect(ours.isHierarchyLevelAggr(levelAggr())).toBe(true);
    expect(ours.isHierarchyLevel(levelAggr())).toBe(false);
    expectSameGuards(columnAggr());
    expectSameGuards(levelAggr());
  });

  it('filter instances are classified like the reference classifies its own', () => {
    const pairs = [
      [new ours.BasicFilter(column(), 'In', 1), new reference.BasicFilter(column(), 'In', 1)],
      [
        new ours.BasicFilterWithKeys(keyColumns('k'), 'In', [1], [[1]]),
        new reference.BasicFilterWithKeys(keyColumns('k'), 'In', [1], [[1]]),
      ],
      [new ours.AdvancedFilter(column(), 'And'), new reference.AdvancedFilter(column(), 'And')],
    ] as const;
    for (const [mine, theirs] of pairs) {
      expect(ours.getFilterType(mine as never)).toBe(reference.getFilterType(theirs as never));
      expect(ours.isBasicFilterWithKeys(mine as never)).toBe(reference.isBasicFilterWithKeys(theirs as never));
      expect(ours.getFilterType(mine.toJSON())).toBe(reference.getFilterType(theirs.toJSON()));
    }
  });

  it('menu and extension guards narrow flat, grouped, object and array forms', () => {
    expect(ours.isGroupedMenuExtension({ title: 't', groupName: 'g' })).toBe(true);
    expect(ours.isFlatMenuExtension({ title: 't', menuLocation: ours.MenuLocation.Top })).toBe(true);
    expect(ours.isIExtensions({ commands: [] })).toBe(true);
    expect(ours.isIExtensionArray([])).toBe(true);
    expect(ours.isOnLoadFilters({ allPages: { operation: ours.FiltersOperations.Add } })).toBe(true);
    expect(ours.isReportFiltersArray([])).toBe(true);
  });
});
