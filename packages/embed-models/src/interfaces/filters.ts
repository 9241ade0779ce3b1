import type { FilterType, RelativeDateFilterTimeUnit, RelativeDateOperators } from '../enums';
import type {
  IFilterGeneralTarget,
  IFilterKeyTarget,
  IFilterTarget,
  IIdentityFilterTarget,
  ITarget,
  ITupleFilterTarget,
} from './targets';

/** The JSON form shared by every filter. */
export interface IFilter {
  $schema: string;
  target: IFilterGeneralTarget;
  filterType: FilterType;
  displaySettings?: IFilterDisplaySettings;
}

/** How a filter card shows in the filters pane. */
export interface IFilterDisplaySettings {
  isLockedInViewMode?: boolean;
  isHiddenInViewMode?: boolean;
  displayName?: string;
}

/** A string, number or boolean filter value. */
export type PrimitiveValueType = string | number | boolean;

export type IdentityFilterOperators = 'In';
export type TupleFilterOperators = 'In';
export type TopNFilterOperators = 'Top' | 'Bottom';
export type BasicFilterOperators = 'In' | 'NotIn' | 'All';
export type AdvancedFilterLogicalOperators = 'And' | 'Or';
export type AdvancedFilterConditionOperators =
  | 'None'
  | 'LessThan'
  | 'LessThanOrEqual'
  | 'GreaterThan'
  | 'GreaterThanOrEqual'
  | 'Contains'
  | 'DoesNotContain'
  | 'StartsWith'
  | 'DoesNotStartWith'
  | 'Is'
  | 'IsNot'
  | 'IsBlank'
  | 'IsNotBlank'
  | 'IsEmptyString'
  | 'IsNotEmptyString';
export type HierarchyFilterNodeOperators = 'Selected' | 'NotSelected' | 'Inherited';

/** Keeps data points by identity. */
export interface IIdentityFilter extends IFilter {
  operator: IdentityFilterOperators;
  target: IIdentityFilterTarget;
}

/** A filter the SDK cannot express, reported as is. */
export interface INotSupportedFilter extends IFilter {
  message: string;
  notSupportedTypeName: string;
}

/** Includes or excludes data points on a visual. */
export interface IIncludeExcludeFilter extends IFilter {
  values: (string | number | boolean)[];
  isExclude: boolean;
}

/** Keeps the top or bottom N items ordered by a target. */
export interface ITopNFilter extends IFilter {
  operator: TopNFilterOperators;
  itemCount: number;
  orderBy: ITarget;
}

/** Common part of relative date and relative time filters. */
export interface IRelativeDateTimeFilter extends IFilter {
  operator: RelativeDateOperators;
  timeUnitsCount?: number;
  timeUnitType: RelativeDateFilterTimeUnit;
}

/** "In the last/this/next N days…" */
export interface IRelativeDateFilter extends IRelativeDateTimeFilter {
  includeToday: boolean;
}

/** "In the last/this/next N minutes or hours". */
export interface IRelativeTimeFilter extends IRelativeDateTimeFilter {}

/** Keeps (or drops) a list of values. */
export interface IBasicFilter extends IFilter {
  operator: BasicFilterOperators;
  values: (string | number | boolean)[];
  requireSingleSelection?: boolean;
}

/** A basic filter whose values are identified by key columns. */
export interface IBasicFilterWithKeys extends IBasicFilter {
  target: IFilterKeyTarget;
  keyValues: (string | number | boolean)[][];
}

/** One element of a tuple. */
export interface ITupleElementValue {
  value: PrimitiveValueType;
  keyValues?: PrimitiveValueType[];
}

/** One tuple: a value per target. */
export type TupleValueType = ITupleElementValue[];

/** Keeps combinations of values across several targets. */
export interface ITupleFilter extends IFilter {
  $schema: string;
  filterType: FilterType;
  operator: TupleFilterOperators;
  target: ITupleFilterTarget;
  values: TupleValueType[];
}

/** One condition of an advanced filter. */
export interface IAdvancedFilterCondition {
  value?: string | number | boolean | Date;
  operator: AdvancedFilterConditionOperators;
}

/** Up to two conditions joined by And/Or. */
export interface IAdvancedFilter extends IFilter {
  logicalOperator: AdvancedFilterLogicalOperators;
  conditions?: IAdvancedFilterCondition[];
}

/** A node of a hierarchy filter's selection tree. */
export interface IHierarchyFilterNode {
  value?: PrimitiveValueType;
  keyValues?: PrimitiveValueType[];
  children?: IHierarchyFilterNode[];
  operator?: HierarchyFilterNodeOperators;
}

/** Selection over several hierarchy levels. */
export interface IHierarchyFilter extends IFilter {
  target: (IFilterTarget | IFilterKeyTarget)[];
  hierarchyData: IHierarchyFilterNode[];
}
