import { filterRows } from '../data/apply-filters';
import { computeVisual, type VisualDefinition } from '../report/report-definition';
import type { DataTables } from '../report/report-model';
import { sortVisualData } from '../report/sort-visual-data';
import type { VisualData } from '../report/visual-data';
import { effectiveFilters, visualKey } from './effective-filters';
import type { FrameState } from './frame-state';

/** The rows of a visual's table that its filters (report, page, slicers, its own) let through. */
export const visualRows = (state: FrameState, data: DataTables, pageName: string, visual: VisualDefinition) =>
  filterRows<object>(visual.table, data[visual.table] ?? [], effectiveFilters(state, pageName, visual.name));

/** The column a slicer slices (`{ table, column }`); a slicer lists its values whatever the rows. */
export const slicerTarget = (visual: VisualDefinition) => ({
  table: visual.table,
  column: (visual.compute([]) as { column?: string }).column ?? '',
});

/** What a visual shows now: computed from its filtered rows, in the order its sort asks for. */
export function visualContent(
  state: FrameState,
  data: DataTables,
  pageName: string,
  visual: VisualDefinition,
): VisualData {
  const content = computeVisual(visual, data, (table, rows) =>
    filterRows(table, rows, effectiveFilters(state, pageName, visual.name)),
  );
  return sortVisualData(content, state.sorts[visualKey(pageName, visual.name)]);
}
