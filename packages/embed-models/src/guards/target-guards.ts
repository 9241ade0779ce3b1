import type {
  IColumnAggrTarget,
  IColumnTarget,
  IHierarchyLevelAggrTarget,
  IHierarchyLevelTarget,
  IMeasureTarget,
  IPercentOfGrandTotalTarget,
} from '../interfaces/targets';

// These read properties of `arg` unguarded: like powerbi-models they throw a TypeError for
// null/undefined, and the checks use truthiness (an empty table name is "no table").

/** True for a `{ table, measure }` target (any value but undefined counts). */
export function isMeasure(arg: any): arg is IMeasureTarget {
  return arg.table !== undefined && arg.measure !== undefined;
}

/** True for a non-aggregated `{ table, column }` target. */
export function isColumn(arg: any): arg is IColumnTarget {
  return Boolean(arg.table && arg.column && !arg.aggregationFunction);
}

/** True for a non-aggregated `{ table, hierarchy, hierarchyLevel }` target. */
export function isHierarchyLevel(arg: any): arg is IHierarchyLevelTarget {
  return Boolean(arg.table && arg.hierarchy && arg.hierarchyLevel && !arg.aggregationFunction);
}

/** True for a hierarchy-level target with an `aggregationFunction`. */
export function isHierarchyLevelAggr(arg: any): arg is IHierarchyLevelAggrTarget {
  return Boolean(arg.table && arg.hierarchy && arg.hierarchyLevel && arg.aggregationFunction);
}

/** True for a column target with an `aggregationFunction`. */
export function isColumnAggr(arg: any): arg is IColumnAggrTarget {
  return Boolean(arg.table && arg.column && arg.aggregationFunction);
}

/** True when the target asks for percent of grand total. */
export function isPercentOfGrandTotal(arg: any): arg is IPercentOfGrandTotalTarget {
  return Boolean(arg.percentOfGrandTotal);
}
