/* eslint-disable @typescript-eslint/no-explicit-any -- chains run in the page against two clients whose types differ */
/**
 * The filter builders against powerbi-client's: each chain of builder calls runs in both clients
 * (no embed) and what it built must be the same, in both of its forms: the instance's own fields
 * (what postMessage sends, via structured clone) and its toJSON() form, key order included.
 * Constructor errors must carry the same text.
 */
import { describe, expect, it } from 'vitest';
import { inBothClients } from './support/conformance';
import { setUpHarness } from './support/harness';

const h = setUpHarness();

/** One builder call: method name and arguments. */
type Call = [string, ...unknown[]];
/** A builder class exported by both clients, and chains of calls ending before `build()`. */
interface Case {
  builder: string;
  model: string;
  chains: Call[][];
}

/** Runs every chain in both clients and expects the same outcomes; returns ours. */
async function sameBuilds(c: Case) {
  const runs = await inBothClients(h, (host) =>
    host.run((pbi: any, _p, { builder, model, chains }: Case) => {
      return chains.map((chain) => {
        const b = new pbi[builder]();
        let chained = true;
        try {
          for (const [method, ...args] of chain) chained = b[method](...args) === b && chained;
          const filter = b.build();
          return {
            chained,
            instance: filter instanceof pbi.models[model],
            wire: structuredClone(filter),
            json: JSON.parse(JSON.stringify(filter)),
          };
        } catch (error) {
          return { chained, thrown: error instanceof Error ? { message: error.message } : { value: error } };
        }
      });
    }, c),
  );
  expect(runs.ours.pageErrors).toEqual([]);
  // One JSON line per chain: toEqual alone would not see a difference in key order.
  const lines = (result: unknown) => (result as unknown[]).map((r) => JSON.stringify(r));
  expect(lines(runs.ours.result)).toEqual(lines(runs.reference.result));
  return runs.ours.raw as any[];
}

const column = ['withColumnTarget', 'Admissions', 'Ward'] as Call;
const targets: Call[] = [
  column,
  ['withMeasureTarget', 'Admissions', 'Count'],
  ['withHierarchyLevelTarget', 'Admissions', 'Date', 'Year'],
  ['withColumnAggregation', 'Admissions', 'Stay', 'Sum'],
  ['withHierarchyLevelAggregationTarget', 'Admissions', 'Date', 'Month', 'Max'],
  ['withTargetObject', { table: 'Admissions', column: 'Ward' }],
];

describe('filter builders: the same filters as powerbi-client', { timeout: 60_000 }, () => {
  it('[M-FILTER-01] [M-FILTER-02] BasicFilterBuilder: every target method, in, notIn, all, requireSingleSelection', async () => {
    const results = await sameBuilds({
      builder: 'BasicFilterBuilder',
      model: 'BasicFilter',
      chains: [
        ...targets.map((t): Call[] => [t, ['in', ['North', 'South']]]),
        [column, ['notIn', [1, 2]]],
        [column, ['all']],
        [column, ['in', [true]], ['requireSingleSelection', true]],
        [column, ['in', ['x']], ['requireSingleSelection', true], ['requireSingleSelection']],
        [column, ['all'], ['in', ['last wins']]],
        [column, ['in', []]],
        [column],
        [['in', ['no target']]],
      ],
    });
    expect(results[0]).toMatchObject({
      chained: true,
      instance: true,
      wire: { operator: 'In', requireSingleSelection: false },
    });
    expect(results[8].wire.requireSingleSelection).toBe(true);
  });

  it('[M-FILTER-03] AdvancedFilterBuilder: and, or, addCondition with and without a value', async () => {
    const results = await sameBuilds({
      builder: 'AdvancedFilterBuilder',
      model: 'AdvancedFilter',
      chains: [
        ...targets.map((t): Call[] => [t, ['and'], ['addCondition', 'Contains', 'Wash']]),
        [
          column,
          ['or'],
          ['addCondition', 'GreaterThan', 3],
          ['addCondition', 'LessThan', new Date(Date.UTC(2024, 0, 1))],
        ],
        [column, ['and'], ['addCondition', 'IsBlank']],
        [column, ['or']],
        [column, ['or'], ['and'], ['addCondition', 'Is', false]],
      ],
    });
    expect(results[6]).toMatchObject({ chained: true, instance: true, wire: { logicalOperator: 'Or' } });
  });

  it('[M-VALID-12] [M-VALID-13] AdvancedFilterBuilder: build throws the AdvancedFilter constructor errors', async () => {
    const results = await sameBuilds({
      builder: 'AdvancedFilterBuilder',
      model: 'AdvancedFilter',
      chains: [
        [column, ['and'], ['addCondition', 'Is', 1], ['addCondition', 'Is', 2], ['addCondition', 'Is', 3]],
        [column, ['or'], ['addCondition', 'Is', 1]],
        [column, ['addCondition', 'Is', 1]],
      ],
    });
    expect(results.map((r) => r.thrown?.message)).toEqual([
      'AdvancedFilters may not have more than two conditions. You passed: 1',
      'Logical Operator must be "And" when there is only one condition provided',
      'logicalOperator must be a valid operator, You passed: undefined',
    ]);
  });

  it('[M-FILTER-04] TopNFilterBuilder: top, bottom, orderByTarget', async () => {
    const orderBy = ['orderByTarget', { table: 'Admissions', measure: 'Count' }] as Call;
    const results = await sameBuilds({
      builder: 'TopNFilterBuilder',
      model: 'TopNFilter',
      chains: [
        ...targets.map((t): Call[] => [t, ['top', 3], orderBy]),
        [column, ['bottom', 2], orderBy],
        [column, ['top', 5]],
        [column, orderBy, ['bottom', 1], ['top', 4]],
      ],
    });
    expect(results[6]).toMatchObject({ chained: true, instance: true, wire: { operator: 'Bottom', itemCount: 2 } });
  });

  it('[M-FILTER-05] [M-FILTER-06] RelativeDateFilterBuilder: inLast, inThis, inNext, includeToday (true by default)', async () => {
    const results = await sameBuilds({
      builder: 'RelativeDateFilterBuilder',
      model: 'RelativeDateFilter',
      chains: [
        ...targets.map((t): Call[] => [t, ['inLast', 3, 3]]),
        [column, ['inThis', 1, 5], ['includeToday', false]],
        [column, ['inNext', 2, 0], ['includeToday', true]],
        [column, ['inLast', 7, 6]],
      ],
    });
    expect(results[0]).toMatchObject({ chained: true, instance: true, wire: { operator: 0, includeToday: true } });
    expect(results[6].wire.includeToday).toBe(false);
  });

  it('[M-FILTER-07] RelativeTimeFilterBuilder: inLast, inThis, inNext', async () => {
    const results = await sameBuilds({
      builder: 'RelativeTimeFilterBuilder',
      model: 'RelativeTimeFilter',
      chains: [
        ...targets.map((t): Call[] => [t, ['inLast', 30, 7]]),
        [column, ['inThis', 1, 8]],
        [column, ['inNext', 4, 8]],
        [column],
      ],
    });
    expect(results[7]).toMatchObject({ chained: true, instance: true, wire: { operator: 2, timeUnitsCount: 4 } });
  });
});
