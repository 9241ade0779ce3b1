import { FilterType } from '../enums';
import type { OnLoadFilters, ReportLevelFilters } from '../interfaces/filter-collections';
import type { IAdvancedFilter, IBasicFilter, IBasicFilterWithKeys, IFilter } from '../interfaces/filters';
import type { IFilterKeyColumnsTarget, IFilterTarget } from '../interfaces/targets';
import { isColumn } from './target-guards';

/**
 * The filter's type: its `filterType` when truthy, else guessed from its shape (Basic, Advanced
 * or Unknown). `filterType: 0` (Advanced) is falsy and therefore guessed too, as in powerbi-models.
 */
export function getFilterType(filter: IFilter): FilterType {
  if (filter.filterType) return filter.filterType;
  // Properties are read lazily (no destructuring) so getters run exactly as in powerbi-models.
  const basic = filter as IBasicFilter;
  if (typeof basic.operator === 'string' && Array.isArray(basic.values)) return FilterType.Basic;
  const advanced = filter as IAdvancedFilter;
  if (typeof advanced.logicalOperator === 'string' && Array.isArray(advanced.conditions)) return FilterType.Advanced;
  return FilterType.Unknown;
}

/** True for a basic filter that carries `keyValues`. */
export function isBasicFilterWithKeys(filter: IFilter): boolean {
  return getFilterType(filter) === FilterType.Basic && Boolean((filter as IBasicFilterWithKeys).keyValues);
}

/** True for a column target that carries `keys`. */
export function isFilterKeyColumnsTarget(target: IFilterTarget): boolean {
  return isColumn(target) && Boolean((target as IFilterKeyColumnsTarget).keys);
}

/** True when a report configuration's `filters` is the object form (allPages/currentPage). */
export function isOnLoadFilters(filters: ReportLevelFilters[] | OnLoadFilters): filters is OnLoadFilters {
  // A falsy argument comes back as is (null stays null), as powerbi-models returns it.
  if (!filters) return filters as unknown as boolean;
  return !isReportFiltersArray(filters);
}

/** True when a report configuration's `filters` is a plain array. */
export function isReportFiltersArray(filters: ReportLevelFilters[] | OnLoadFilters): filters is ReportLevelFilters[] {
  return Array.isArray(filters);
}
