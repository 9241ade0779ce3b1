import {
  AdvancedFilter,
  BasicFilter,
  RelativeDateFilter,
  RelativeDateFilterTimeUnit,
  RelativeTimeFilter,
  TopNFilter,
} from '@org/embed-models';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AdvancedFilterBuilder,
  BasicFilterBuilder,
  FilterBuilder,
  RelativeDateFilterBuilder,
  RelativeTimeFilterBuilder,
  TopNFilterBuilder,
} from '../../src/filter-builders/index';

const target = { table: 'Admissions', column: 'Ward' };

describe('filter builders', () => {
  it('every target method sets target and returns the same builder (typed as the subclass)', () => {
    const b = new BasicFilterBuilder();
    expect(b.withColumnTarget('t', 'c')).toBe(b);
    expect(b.target).toEqual({ table: 't', column: 'c' });
    expect(b.withMeasureTarget('t', 'm').target).toEqual({ table: 't', measure: 'm' });
    expect(b.withHierarchyLevelTarget('t', 'h', 'l').target).toEqual({
      table: 't',
      hierarchy: 'h',
      hierarchyLevel: 'l',
    });
    expect(b.withColumnAggregation('t', 'c', 'Sum').target).toEqual({
      table: 't',
      column: 'c',
      aggregationFunction: 'Sum',
    });
    expect(b.withHierarchyLevelAggregationTarget('t', 'h', 'l', 'Max').target).toEqual({
      table: 't',
      hierarchy: 'h',
      hierarchyLevel: 'l',
      aggregationFunction: 'Max',
    });
    expect(b.withTargetObject(target).target).toBe(target);
    expectTypeOf(b.withColumnTarget('t', 'c')).toEqualTypeOf<BasicFilterBuilder>();
    expectTypeOf(new TopNFilterBuilder().withTargetObject(target).top(1)).toEqualTypeOf<TopNFilterBuilder>();
    expect(b).toBeInstanceOf(FilterBuilder);
  });

  it('[M-FILTER-01] [M-FILTER-02] BasicFilterBuilder builds In, NotIn and All BasicFilters with requireSingleSelection', () => {
    const basic = (): BasicFilterBuilder => new BasicFilterBuilder().withTargetObject(target);
    const inFilter = basic().in(['North', 'South']).build();
    expectTypeOf(inFilter).toEqualTypeOf<BasicFilter>();
    expect(inFilter).toBeInstanceOf(BasicFilter);
    expect(inFilter.toJSON()).toEqual({
      $schema: 'http://powerbi.com/product/schema#basic',
      target,
      filterType: 1,
      operator: 'In',
      values: ['North', 'South'],
      requireSingleSelection: false,
    });
    expect(basic().notIn([1]).requireSingleSelection(true).build()).toMatchObject({
      operator: 'NotIn',
      values: [1],
      requireSingleSelection: true,
    });
    // Without an argument the flag goes back to false, as in the reference.
    expect(basic().all().requireSingleSelection(true).requireSingleSelection().build()).toMatchObject({
      operator: 'All',
      values: [],
      requireSingleSelection: false,
    });
    expect(Object.keys(basic().in([1]).build())).toEqual([
      'target',
      'filterType',
      'operator',
      'schemaUrl',
      'values',
      'requireSingleSelection',
    ]);
  });

  it('BasicFilterBuilder passes its values as one array, so in([]) builds (no "non-empty array" error), as in the reference', () => {
    const filter = new BasicFilterBuilder().withTargetObject(target).in([]).build();
    expect(filter).toMatchObject({ operator: 'In', values: [] });
  });

  it('[M-FILTER-03] AdvancedFilterBuilder builds And/Or filters from its conditions', () => {
    const when = new Date(0);
    const filter = new AdvancedFilterBuilder()
      .withColumnTarget('t', 'c')
      .or()
      .addCondition('Contains', 'Wash')
      .addCondition('LessThan', when)
      .build();
    expectTypeOf(filter).toEqualTypeOf<AdvancedFilter>();
    expect(filter.toJSON()).toEqual({
      $schema: 'http://powerbi.com/product/schema#advanced',
      target: { table: 't', column: 'c' },
      filterType: 0,
      logicalOperator: 'Or',
      conditions: [
        { operator: 'Contains', value: 'Wash' },
        { operator: 'LessThan', value: when },
      ],
    });
    const blank = new AdvancedFilterBuilder().withTargetObject(target).and().addCondition('IsBlank').build();
    expect(blank.conditions).toEqual([{ operator: 'IsBlank', value: undefined }]);
    expect(Object.keys(blank.conditions[0])).toEqual(['operator', 'value']);
  });

  it('[M-VALID-12] [M-VALID-13] AdvancedFilterBuilder build throws the AdvancedFilter constructor errors', () => {
    const b = () => new AdvancedFilterBuilder().withTargetObject(target);
    expect(() => b().addCondition('Is', 1).build()).toThrow(
      'logicalOperator must be a valid operator, You passed: undefined',
    );
    expect(() => b().or().addCondition('Is', 1).build()).toThrow(
      'Logical Operator must be "And" when there is only one condition provided',
    );
    // The conditions go as one array, so the count printed is 1 (as in the reference).
    expect(() => b().and().addCondition('Is', 1).addCondition('Is', 2).addCondition('Is', 3).build()).toThrow(
      'AdvancedFilters may not have more than two conditions. You passed: 1',
    );
    expect(b().or().build().conditions).toEqual([]);
  });

  it('[M-FILTER-04] TopNFilterBuilder builds Top and Bottom filters ordered by a target', () => {
    const orderBy = { table: 't', measure: 'Count' };
    const top = new TopNFilterBuilder().withTargetObject(target).top(3).orderByTarget(orderBy).build();
    expectTypeOf(top).toEqualTypeOf<TopNFilter>();
    expect(top.toJSON()).toEqual({
      $schema: 'http://powerbi.com/product/schema#topN',
      target,
      filterType: 5,
      operator: 'Top',
      itemCount: 3,
      orderBy,
    });
    expect(new TopNFilterBuilder().withTargetObject(target).bottom(2).build()).toMatchObject({
      operator: 'Bottom',
      itemCount: 2,
      orderBy: undefined,
    });
  });

  it('[M-FILTER-05] [M-FILTER-06] RelativeDateFilterBuilder: InLast/InThis/InNext, includeToday true unless set', () => {
    const b = () => new RelativeDateFilterBuilder().withTargetObject(target);
    const last = b().inLast(3, RelativeDateFilterTimeUnit.Months).build();
    expectTypeOf(last).toEqualTypeOf<RelativeDateFilter>();
    expect(last.toJSON()).toEqual({
      $schema: 'http://powerbi.com/product/schema#relativeDate',
      target,
      filterType: 4,
      operator: 0,
      timeUnitsCount: 3,
      timeUnitType: 3,
      includeToday: true,
    });
    expect(b().inThis(1, RelativeDateFilterTimeUnit.Years).includeToday(false).build()).toMatchObject({
      operator: 1,
      timeUnitsCount: 1,
      timeUnitType: 5,
      includeToday: false,
    });
    expect(b().inNext(2, RelativeDateFilterTimeUnit.Days).build()).toMatchObject({ operator: 2, includeToday: true });
  });

  it('[M-FILTER-07] RelativeTimeFilterBuilder: InLast/InThis/InNext minutes and hours', () => {
    const b = () => new RelativeTimeFilterBuilder().withTargetObject(target);
    const last = b().inLast(30, RelativeDateFilterTimeUnit.Minutes).build();
    expectTypeOf(last).toEqualTypeOf<RelativeTimeFilter>();
    expect(last.toJSON()).toEqual({
      $schema: 'http://powerbi.com/product/schema#relativeTime',
      target,
      filterType: 7,
      operator: 0,
      timeUnitsCount: 30,
      timeUnitType: 7,
    });
    expect(b().inThis(1, RelativeDateFilterTimeUnit.Hours).build()).toMatchObject({ operator: 1, timeUnitType: 8 });
    expect(b().inNext(4, RelativeDateFilterTimeUnit.Hours).build()).toMatchObject({ operator: 2, timeUnitsCount: 4 });
    expect(b()).not.toBeInstanceOf(RelativeDateFilterBuilder);
  });
});
