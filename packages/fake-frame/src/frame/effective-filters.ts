import type { FrameState } from './frame-state';

/** The key of a visual's filters in `FrameState.visualFilters`. */
export const visualKey = (pageName: string, visualName: string) => `${pageName}/${visualName}`;

/** The filters that apply to a visual: the report's, its page's, its page's slicers' and its own, all ANDed. */
export function effectiveFilters(state: FrameState, pageName: string, visualName?: string): unknown[] {
  return [
    ...state.reportFilters,
    ...(state.pageFilters[pageName] ?? []),
    ...Object.entries(state.slicers).flatMap(([key, slicer]) => (key.startsWith(`${pageName}/`) ? slicer.filters : [])),
    ...(visualName ? (state.visualFilters[visualKey(pageName, visualName)] ?? []) : []),
  ];
}
