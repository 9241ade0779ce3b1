import * as z from 'zod/mini';
import { numEnum, opt } from '../validation/rules';
import { reportBarsSchema } from './bars';
import { commandsSettingsArraySchema } from './commands-settings';
import { customLayoutSchema } from './custom-layout';
import { extensionsSchema } from './extensions';
import { reportPanesSchema } from './panes';
import { printSettingsSchema } from './print-settings';
import { visualSettingsSchema } from './visual-settings';

/**
 * `settings` of a report embed, checked key by key in powerbi-models' order (the first failure
 * is the one reported). `localeSettings` and `zoomLevel` are deliberately absent: powerbi-models
 * lets any value through for them, and so must we.
 */
export const settingsSchema = /* @__PURE__ */ z.looseObject({
  filterPaneEnabled: opt(z.boolean()),
  navContentPaneEnabled: opt(z.boolean()),
  bookmarksPaneEnabled: opt(z.boolean()),
  useCustomSaveAsDialog: opt(z.boolean()),
  extensions: opt(extensionsSchema),
  // LayoutType: Master 0, Custom 1, MobilePortrait 2, MobileLandscape 3.
  layoutType: opt(/* @__PURE__ */ numEnum([0, 1, 2, 3])),
  customLayout: opt(customLayoutSchema),
  // BackgroundType: Default 0, Transparent 1.
  background: opt(/* @__PURE__ */ numEnum([0, 1])),
  visualSettings: opt(visualSettingsSchema),
  hideErrors: opt(z.boolean()),
  commands: opt(commandsSettingsArraySchema),
  // HyperlinkClickBehavior: Navigate 0, NavigateAndRaiseEvent 1, RaiseEvent 2.
  hyperlinkClickBehavior: opt(/* @__PURE__ */ numEnum([0, 1, 2])),
  bars: opt(reportBarsSchema),
  panes: opt(reportPanesSchema),
  personalBookmarksEnabled: opt(z.boolean()),
  persistentFiltersEnabled: opt(z.boolean()),
  visualRenderedEvents: opt(z.boolean()),
  authoringHintsEnabled: opt(z.boolean()),
  printSettings: opt(printSettingsSchema),
});
export type SettingsSchemaType = z.infer<typeof settingsSchema>;
