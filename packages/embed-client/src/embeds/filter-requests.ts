import type { FiltersOperations, IFilter } from '@org/embed-models';
import type { IFilterable } from './filterable';
import { bodyOf, frameRequest, type FrameNode } from './frame-request';

/**
 * The four filter requests on the filters at `url` of `node`'s frame: `/report/filters`, a page's
 * `/report/pages/<page>/filters` or a visual's `/report/pages/<page>/visuals/<visual>/filters`.
 * No client-side checks: callers add their own (RDL refusals of the report).
 */
export function filterRequests(node: FrameNode, url: string): IFilterable {
  const updateFilters = (filtersOperation: FiltersOperations, filters?: IFilter[]) =>
    frameRequest<void>(node, 'POST', url, { filtersOperation, filters });
  return {
    getFilters: () => bodyOf(frameRequest<IFilter[]>(node, 'GET', url)),
    updateFilters,
    // FiltersOperations.RemoveAll, with the `filters` key present but undefined.
    removeFilters: () => updateFilters(0),
    setFilters: (filters) => frameRequest<void>(node, 'PUT', url, filters),
  };
}
