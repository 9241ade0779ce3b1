import type { FiltersOperations, IFilter } from '@org/embed-models';
import type { IHttpPostMessageResponse } from './frame-request';

/** Anything that has filters: a report, a page, a visual. */
export interface IFilterable {
  /** The filters, as the frame reports them. */
  getFilters(): Promise<IFilter[]>;
  /** Adds, replaces or removes filters (`FiltersOperations`). */
  updateFilters(operation: FiltersOperations, filters?: IFilter[]): Promise<IHttpPostMessageResponse<void>>;
  /** Removes every filter. */
  removeFilters(): Promise<IHttpPostMessageResponse<void>>;
  /** Replaces every filter with `filters`. */
  setFilters(filters: IFilter[]): Promise<IHttpPostMessageResponse<void>>;
}
