// Filter and sort targets. The structural hierarchy mirrors powerbi-models exactly because user
// code names these interfaces in annotations and relies on what is assignable to what.

/** Every target names a table. */
export interface IBaseTarget {
  table: string;
  $schema?: string;
}

/** Show a measure as a percentage of the grand total. */
export interface IPercentOfGrandTotalTarget {
  percentOfGrandTotal?: boolean;
}

/** A table column. */
export interface IColumnTarget extends IBaseTarget {
  column: string;
}

/** A column filtered by the key columns behind it. */
export interface IKeyColumnsTarget extends IColumnTarget {
  keys: string[];
}

/** A hierarchy level filtered by the key columns behind it. */
export interface IKeyHierarchyTarget extends IHierarchyLevelTarget {
  keys: string[];
}

/** One level of a hierarchy. */
export interface IHierarchyLevelTarget extends IBaseTarget {
  hierarchy: string;
  hierarchyLevel: string;
}

/** A target the SDK cannot describe. */
export interface INotSupportedTarget extends IBaseTarget {}

/** A measure. */
export interface IMeasureTarget extends IBaseTarget, IPercentOfGrandTotalTarget {
  measure: string;
}

/** An aggregated field; `aggregationFunction` is an AggregateFunction name. */
export interface IAggregationTarget extends IPercentOfGrandTotalTarget {
  aggregationFunction: string;
}

/** An aggregated column. */
export interface IColumnAggrTarget extends IColumnTarget, IAggregationTarget {}

/** An aggregated hierarchy level. */
export interface IHierarchyLevelAggrTarget extends IHierarchyLevelTarget, IAggregationTarget {}

/** A target with key columns. */
export type IKeyTarget = IKeyColumnsTarget | IKeyHierarchyTarget;

/** Any single target (used for TopN `orderBy` and visual sorting). */
export type ITarget =
  | IColumnTarget
  | IHierarchyLevelTarget
  | IMeasureTarget
  | INotSupportedTarget
  | IColumnAggrTarget
  | IHierarchyLevelAggrTarget;

/** Base of the filter-specific target interfaces. */
export interface IBaseFilterTarget extends IBaseTarget {}

/** A column filter target. */
export interface IFilterColumnTarget extends IBaseFilterTarget, IColumnTarget {}

/** A column filter target with key columns. */
export interface IFilterKeyColumnsTarget extends IFilterColumnTarget, IKeyColumnsTarget {}

/** A hierarchy-level filter target. */
export interface IFilterHierarchyTarget extends IBaseFilterTarget, IHierarchyLevelTarget {}

/** A hierarchy-level filter target with key columns. */
export interface IFilterKeyHierarchyTarget extends IFilterHierarchyTarget, IKeyHierarchyTarget {}

/** A filter target the SDK cannot describe. */
export interface INotSupportedFilterTarget extends IBaseFilterTarget, INotSupportedTarget {}

/** An aggregated filter target. */
export interface IFilterAggregationTarget extends IBaseFilterTarget, IAggregationTarget {}

/** A measure filter target. */
export interface IFilterMeasureTarget extends IBaseFilterTarget, IMeasureTarget {}

/** An aggregated column filter target. */
export interface IFilterColumnAggrTarget extends IFilterColumnTarget, IFilterAggregationTarget {}

/** An aggregated hierarchy-level filter target. */
export interface IFilterHierarchyAggrTarget extends IFilterHierarchyTarget, IFilterAggregationTarget {}

/** A column target that groups other columns. */
export interface IFilterGroupedColumnsTarget extends IFilterColumnTarget {
  groupedColumns: IFilterTarget[];
}

/** A filter target with key columns. */
export type IFilterKeyTarget = IFilterKeyColumnsTarget | IFilterKeyHierarchyTarget;

/** Any single filter target. */
export type IFilterTarget =
  | IFilterColumnTarget
  | IFilterHierarchyTarget
  | IFilterMeasureTarget
  | INotSupportedFilterTarget
  | IFilterColumnAggrTarget
  | IFilterHierarchyAggrTarget;

/** The targets of a tuple filter, one per tuple element. */
export type ITupleFilterTarget = IFilterTarget[];

/** The targets of an identity filter (data point identities). */
export type IIdentityFilterTarget = number[];

/** What `IFilter.target` may be. */
export type IFilterGeneralTarget = IFilterTarget | IFilterKeyTarget | ITupleFilterTarget | IIdentityFilterTarget;
