import type { FiltersOperations } from '../enums';
import type {
  IAdvancedFilter,
  IBasicFilter,
  IBasicFilterWithKeys,
  IFilter,
  IIncludeExcludeFilter,
  IRelativeDateFilter,
  IRelativeTimeFilter,
  ITopNFilter,
  ITupleFilter,
} from './filters';

/** Filters allowed on a report. */
export type ReportLevelFilters =
  | IBasicFilter
  | IBasicFilterWithKeys
  | IAdvancedFilter
  | IRelativeDateFilter
  | ITupleFilter
  | IRelativeTimeFilter;

/** Filters allowed on a page. */
export type PageLevelFilters =
  | IBasicFilter
  | IBasicFilterWithKeys
  | IAdvancedFilter
  | IRelativeDateFilter
  | ITupleFilter
  | IRelativeTimeFilter;

/** Filters allowed on a visual. */
export type VisualLevelFilters =
  | IBasicFilter
  | IBasicFilterWithKeys
  | IAdvancedFilter
  | IRelativeDateFilter
  | ITopNFilter
  | IIncludeExcludeFilter
  | IRelativeTimeFilter;

/** Body of `updateFilters`. */
export interface IUpdateFiltersRequest {
  filtersOperation: FiltersOperations;
  filters?: ReportLevelFilters[] | PageLevelFilters[] | VisualLevelFilters[];
}

/** An operation applied to filters while the report loads. */
export interface OnLoadFiltersBase {
  operation: FiltersOperations;
  filters?: IFilter[];
}

/** Load-time filter operation on the first page. */
export interface PageOnLoadFilters extends OnLoadFiltersBase {
  filters?: PageLevelFilters[];
}

/** Load-time filter operation on the report. */
export interface ReportOnLoadFilters extends OnLoadFiltersBase {
  filters?: ReportLevelFilters[];
}

/** The object form of a report configuration's `filters`. */
export interface OnLoadFilters {
  allPages?: ReportOnLoadFilters;
  currentPage?: PageOnLoadFilters;
}
