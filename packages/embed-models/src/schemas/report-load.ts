import * as z from 'zod/mini';
import { numEnum, opt } from '../validation/rules';
import { applyBookmarkSchema } from './bookmarks';
import { customThemeSchema } from './custom-theme';
import { datasetBindingSchema } from './dataset-binding';
import { reportLoadFiltersSchema } from './filters';
import { settingsSchema } from './settings';

/**
 * The configuration a report embed is loaded with. Visual embeds are checked with it too (their
 * `visualName`, `width` and `height` are not validated), as powerbi-client does.
 */
export const reportLoadSchema = /* @__PURE__ */ z.looseObject({
  accessToken: z.string(),
  id: z.string(),
  groupId: opt(z.string()),
  settings: opt(settingsSchema),
  pageName: opt(z.string()),
  filters: opt(reportLoadFiltersSchema),
  // Permissions: Read 0, ReadWrite 1, Copy 2, Create 4, All 7.
  permissions: opt(/* @__PURE__ */ numEnum([0, 1, 2, 4, 7])),
  // ViewMode: View 0, Edit 1.
  viewMode: opt(/* @__PURE__ */ numEnum([0, 1])),
  // TokenType: Aad 0, Embed 1.
  tokenType: opt(/* @__PURE__ */ numEnum([0, 1])),
  bookmark: opt(applyBookmarkSchema),
  theme: opt(customThemeSchema),
  embedUrl: opt(z.string()),
  datasetBinding: opt(datasetBindingSchema),
  // ContrastMode: None 0 … HighContrastWhite 4.
  contrastMode: opt(/* @__PURE__ */ numEnum([0, 1, 2, 3, 4])),
});
export type ReportLoadSchemaType = z.infer<typeof reportLoadSchema>;
