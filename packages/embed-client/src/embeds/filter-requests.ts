import type { IFilter } from '@org/embed-models';
import type { IFilterable } from './filterable';
import { bodyOf, frameRequest, type FrameNode } from './frame-request';

/**
 * The four filter requests on the filters at `url` of `node`'s frame: `/report/filters`, a page's
 * `/report/pages/<page>/filters` or a visual's `/report/pages/<page>/visuals/<visual>/filters`.
 * No client-side checks: callers add their own (RDL refusals of the report).
 */
export function filterRequests(node: FrameNode, url: string): FilterRequests {
  return {
    getFilters: () => bodyOf(frameRequest<IFilter[]>(node, 'GET', url)),
    // With RemoveAll (what `removeFilters` sends through the public `updateFilters`) the `filters` key is present but undefined.
    updateFilters: (filtersOperation, filters) => frameRequest<void>(node, 'POST', url, { filtersOperation, filters }),
    setFilters: (filters) => frameRequest<void>(node, 'PUT', url, filters),
  };
}

/** The filter requests; `removeFilters` is each public method's own call of `updateFilters`. */
export type FilterRequests = Omit<IFilterable, 'removeFilters'>;
