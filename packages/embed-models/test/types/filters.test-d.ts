// Filters, targets, selectors and slicers.
// Each hand-written interface of @org/embed-models against the input type of the zod schema that
// validates it (`z.input<typeof schema>`): the fields only one side names and the fields whose
// interface type the schema does not accept must be exactly the ones listed, so a field added to,
// removed from or retyped on one side only fails here. `null` (every optional field of a schema is
// nullish, as powerbi-models' validators allow) and index signatures (the schemas are loose objects)
// are set aside. Where a pair differs, the comment says why; most differences copy powerbi-models,
// whose validators check fewer fields than its interfaces name (the differential tests hold us to it).
import type * as z from 'zod/mini';
import { describe, expectTypeOf, test } from 'vitest';
import type * as M from '../../src/index';
import type * as S from '../../src/zod';
import type { Diff, Expect } from './diff';

describe('interfaces match their schemas: filters', () => {
  test('IFilterDisplaySettings ~ filterDisplaySettingsSchema', () => {
    expectTypeOf<
      Diff<M.IFilterDisplaySettings, z.input<typeof S.filterDisplaySettingsSchema>>
    >().toEqualTypeOf<Expect>();
  });

  // filterType: the FilterType enum vs this kind's number; target: IFilterGeneralTarget includes the identity filter's number[].
  test('IBasicFilter ~ basicFilterSchema', () => {
    expectTypeOf<Diff<M.IBasicFilter, z.input<typeof S.basicFilterSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'filterType' | 'target' }>
    >();
  });

  // value: the interface allows a Date (as powerbi-models types it); the schema takes primitives.
  test('IAdvancedFilterCondition ~ conditionItemSchema', () => {
    expectTypeOf<Diff<M.IAdvancedFilterCondition, z.input<typeof S.conditionItemSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'value' }>
    >();
  });

  // filterType, target: as IBasicFilter; conditions: see IAdvancedFilterCondition.
  test('IAdvancedFilter ~ advancedFilterSchema', () => {
    expectTypeOf<Diff<M.IAdvancedFilter, z.input<typeof S.advancedFilterSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'filterType' | 'target' | 'conditions' }>
    >();
  });

  // filterType, target: as IBasicFilter.
  test('IIncludeExcludeFilter ~ includeExcludeFilterSchema', () => {
    expectTypeOf<Diff<M.IIncludeExcludeFilter, z.input<typeof S.includeExcludeFilterSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'filterType' | 'target' }>
    >();
  });

  // filterType, target: as IBasicFilter.
  test('INotSupportedFilter ~ notSupportedFilterSchema', () => {
    expectTypeOf<Diff<M.INotSupportedFilter, z.input<typeof S.notSupportedFilterSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'filterType' | 'target' }>
    >();
  });

  // filterType, target: as IBasicFilter; timeUnitType: one enum for both relative filters, each schema accepts its own units (0-6 dates, 7-8 times).
  test('IRelativeDateFilter ~ relativeDateFilterSchema', () => {
    expectTypeOf<Diff<M.IRelativeDateFilter, z.input<typeof S.relativeDateFilterSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'filterType' | 'target' | 'timeUnitType' }>
    >();
  });

  // filterType, target, timeUnitType: as IRelativeDateFilter.
  test('IRelativeTimeFilter ~ relativeTimeFilterSchema', () => {
    expectTypeOf<Diff<M.IRelativeTimeFilter, z.input<typeof S.relativeTimeFilterSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'filterType' | 'target' | 'timeUnitType' }>
    >();
  });

  // filterType, target: as IBasicFilter; orderBy: ITarget has forms (aggregation, percentOfGrandTotal targets) the schema's target union does not name.
  test('ITopNFilter ~ topNFilterSchema', () => {
    expectTypeOf<Diff<M.ITopNFilter, z.input<typeof S.topNFilterSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'filterType' | 'target' | 'orderBy' }>
    >();
  });

  // filterType, target: as IBasicFilter.
  test('IHierarchyFilter ~ hierarchyFilterSchema', () => {
    expectTypeOf<Diff<M.IHierarchyFilter, z.input<typeof S.hierarchyFilterSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'filterType' | 'target' }>
    >();
  });

  // filters: holds the filter interfaces above.
  test('IUpdateFiltersRequest ~ updateFiltersRequestSchema', () => {
    expectTypeOf<Diff<M.IUpdateFiltersRequest, z.input<typeof S.updateFiltersRequestSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'filters' }>
    >();
  });

  // filters: holds the filter interfaces above.
  test('OnLoadFiltersBase ~ onLoadFiltersBaseSchema', () => {
    expectTypeOf<Diff<M.OnLoadFiltersBase, z.input<typeof S.onLoadFiltersBaseSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'filters' }>
    >();
  });

  // allPages, currentPage: OnLoadFiltersBase, above.
  test('OnLoadFilters ~ onLoadFiltersSchema', () => {
    expectTypeOf<Diff<M.OnLoadFilters, z.input<typeof S.onLoadFiltersSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'allPages' | 'currentPage' }>
    >();
  });

  // $schema: string in the interfaces (as powerbi-models has it), the one selector URL in the schema.
  test('IVisualSelector ~ visualSelectorSchema', () => {
    expectTypeOf<Diff<M.IVisualSelector, z.input<typeof S.visualSelectorSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: '$schema' }>
    >();
  });

  // $schema: as IVisualSelector.
  test('IVisualTypeSelector ~ visualTypeSelectorSchema', () => {
    expectTypeOf<Diff<M.IVisualTypeSelector, z.input<typeof S.visualTypeSelectorSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: '$schema' }>
    >();
  });

  // $schema: as IVisualSelector; target: as ITopNFilter's orderBy.
  test('ISlicerTargetSelector ~ slicerTargetSelectorSchema', () => {
    expectTypeOf<Diff<M.ISlicerTargetSelector, z.input<typeof S.slicerTargetSelectorSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: '$schema' | 'target' }>
    >();
  });

  // targets is not validated (as in the reference); filters: the filter interfaces above.
  test('ISlicerState ~ slicerStateSchema', () => {
    expectTypeOf<Diff<M.ISlicerState, z.input<typeof S.slicerStateSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: 'targets'; onlySchema: never; incompatible: 'filters' }>
    >();
  });

  // state: ISlicerState; selector: the selectors' $schema.
  test('ISlicer ~ slicerSchema', () => {
    expectTypeOf<Diff<M.ISlicer, z.input<typeof S.slicerSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: never; onlySchema: never; incompatible: 'state' | 'selector' }>
    >();
  });

  // $schema: on every target interface; the reference's validators never check it.
  test('IColumnTarget ~ columnTargetSchema', () => {
    expectTypeOf<Diff<M.IColumnTarget, z.input<typeof S.columnTargetSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: '$schema'; onlySchema: never; incompatible: never }>
    >();
  });

  // $schema: as IColumnTarget.
  test('IHierarchyLevelTarget ~ hierarchyLevelTargetSchema', () => {
    expectTypeOf<Diff<M.IHierarchyLevelTarget, z.input<typeof S.hierarchyLevelTargetSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: '$schema'; onlySchema: never; incompatible: never }>
    >();
  });

  // $schema: as IColumnTarget; percentOfGrandTotal is not validated (as in the reference).
  test('IMeasureTarget ~ measureTargetSchema', () => {
    expectTypeOf<Diff<M.IMeasureTarget, z.input<typeof S.measureTargetSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: '$schema' | 'percentOfGrandTotal'; onlySchema: never; incompatible: never }>
    >();
  });

  // $schema: as IColumnTarget.
  test('IKeyColumnsTarget ~ keyColumnsTargetSchema', () => {
    expectTypeOf<Diff<M.IKeyColumnsTarget, z.input<typeof S.keyColumnsTargetSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: '$schema'; onlySchema: never; incompatible: never }>
    >();
  });

  // $schema: as IColumnTarget.
  test('IKeyHierarchyTarget ~ keyHierarchyTargetSchema', () => {
    expectTypeOf<Diff<M.IKeyHierarchyTarget, z.input<typeof S.keyHierarchyTargetSchema>>>().toEqualTypeOf<
      Expect<{ onlyInterface: '$schema'; onlySchema: never; incompatible: never }>
    >();
  });

  // $schema, percentOfGrandTotal, aggregationFunction: not validated (as in the reference).
  test('SlicerTarget ~ slicerTargetSchema', () => {
    expectTypeOf<Diff<M.SlicerTarget, z.input<typeof S.slicerTargetSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface: '$schema' | 'percentOfGrandTotal' | 'aggregationFunction';
        onlySchema: never;
        incompatible: never;
      }>
    >();
  });

  // As SlicerTarget.
  test('IFilterTarget ~ filterTargetSchema', () => {
    expectTypeOf<Diff<M.IFilterTarget, z.input<typeof S.filterTargetSchema>>>().toEqualTypeOf<
      Expect<{
        onlyInterface: '$schema' | 'percentOfGrandTotal' | 'aggregationFunction';
        onlySchema: never;
        incompatible: never;
      }>
    >();
  });

  // The schema is declared with its own recursive type (a getter cannot be inferred), so that type is the one compared.
  test('IHierarchyFilterNode ~ HierarchyFilterNodeSchemaType', () => {
    expectTypeOf<Diff<M.IHierarchyFilterNode, S.HierarchyFilterNodeSchemaType>>().toEqualTypeOf<Expect>();
  });
});
