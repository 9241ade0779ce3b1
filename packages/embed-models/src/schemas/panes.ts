import * as z from 'zod/mini';
import { numEnum, opt } from '../validation/rules';

// Only the keys listed here are checked; anything else on a pane passes untouched.

export const bookmarksPaneSchema = /* @__PURE__ */ z.looseObject({ visible: opt(z.boolean()) });
export type BookmarksPaneSchemaType = z.infer<typeof bookmarksPaneSchema>;

export const fieldsPaneSchema = /* @__PURE__ */ z.looseObject({ expanded: opt(z.boolean()) });
export type FieldsPaneSchemaType = z.infer<typeof fieldsPaneSchema>;

export const filtersPaneSchema = /* @__PURE__ */ z.looseObject({
  visible: opt(z.boolean()),
  expanded: opt(z.boolean()),
});
export type FiltersPaneSchemaType = z.infer<typeof filtersPaneSchema>;

export const pageNavigationPaneSchema = /* @__PURE__ */ z.looseObject({
  visible: opt(z.boolean()),
  // PageNavigationPosition: Bottom 0, Left 1.
  position: opt(/* @__PURE__ */ numEnum([0, 1])),
});
export type PageNavigationPaneSchemaType = z.infer<typeof pageNavigationPaneSchema>;

export const selectionPaneSchema = /* @__PURE__ */ z.looseObject({ visible: opt(z.boolean()) });
export type SelectionPaneSchemaType = z.infer<typeof selectionPaneSchema>;

export const syncSlicersPaneSchema = /* @__PURE__ */ z.looseObject({ visible: opt(z.boolean()) });
export type SyncSlicersPaneSchemaType = z.infer<typeof syncSlicersPaneSchema>;

export const visualizationsPaneSchema = /* @__PURE__ */ z.looseObject({ expanded: opt(z.boolean()) });
export type VisualizationsPaneSchemaType = z.infer<typeof visualizationsPaneSchema>;

/** `settings.panes` of a report. */
export const reportPanesSchema = /* @__PURE__ */ z.looseObject({
  bookmarks: opt(bookmarksPaneSchema),
  fields: opt(fieldsPaneSchema),
  filters: opt(filtersPaneSchema),
  pageNavigation: opt(pageNavigationPaneSchema),
  selection: opt(selectionPaneSchema),
  syncSlicers: opt(syncSlicersPaneSchema),
  visualizations: opt(visualizationsPaneSchema),
});
export type ReportPanesSchemaType = z.infer<typeof reportPanesSchema>;

/** `settings.panes` of a Q&A embed: only the filters pane exists there. */
export const qnaPanesSchema = /* @__PURE__ */ z.looseObject({ filters: opt(filtersPaneSchema) });
export type QnaPanesSchemaType = z.infer<typeof qnaPanesSchema>;
