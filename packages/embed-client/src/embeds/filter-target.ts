import type { FiltersOperations, IFilter } from '@org/embed-models';
import type { IFilterable } from './filterable';
import type { FilterRequests } from './filter-requests';
import type { IHttpPostMessageResponse } from './frame-request';

/** What a page and a visual share: the four filter methods, on the filters `filters()` addresses. */
export abstract class FilterTarget implements IFilterable {
  /** The filters. */
  getFilters(): Promise<IFilter[]> {
    return this.filters().getFilters();
  }

  /** Adds, replaces or removes filters (`FiltersOperations`). */
  updateFilters(operation: FiltersOperations, filters?: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    return this.filters().updateFilters(operation, filters);
  }

  /** Removes every filter: `updateFilters(FiltersOperations.RemoveAll)`, through the public method as in powerbi-client. */
  removeFilters(): Promise<IHttpPostMessageResponse<void>> {
    return this.updateFilters(0);
  }

  /** Replaces the filters with `filters`. */
  setFilters(filters: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    return this.filters().setFilters(filters);
  }

  /** The filter requests of this page or visual. */
  protected abstract filters(): FilterRequests;
}
