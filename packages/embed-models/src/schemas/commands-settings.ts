import * as z from 'zod/mini';
import { numEnum, opt } from '../validation/rules';
import { visualOrTypeSelectorSchema } from './selectors';

/** One command of the visual menus: Enabled (0), Disabled (1) or Hidden (2), maybe per visual. */
export const singleCommandSettingsSchema = /* @__PURE__ */ z.looseObject({
  displayOption: /* @__PURE__ */ numEnum([0, 1, 2]),
  selector: /* @__PURE__ */ opt(visualOrTypeSelectorSchema),
});
export type SingleCommandSettingsSchemaType = z.infer<typeof singleCommandSettingsSchema>;

const command = /* @__PURE__ */ opt(singleCommandSettingsSchema);

/** Settings of the built-in visual commands; commands not listed here are not checked. */
export const commandsSettingsSchema = /* @__PURE__ */ z.looseObject({
  copy: command,
  drill: command,
  drillthrough: command,
  expandCollapse: command,
  exportData: command,
  includeExclude: command,
  removeVisual: command,
  search: command,
  seeData: command,
  sort: command,
  spotlight: command,
  insightsAnalysis: command,
  addComment: command,
  groupVisualContainers: command,
  summarize: command,
  clearSelection: command,
});
export type CommandsSettingsSchemaType = z.infer<typeof commandsSettingsSchema>;

/** A report's `settings.commands`: a list of commands settings. */
export const commandsSettingsArraySchema = /* @__PURE__ */ z.array(commandsSettingsSchema);
export type CommandsSettingsArraySchemaType = z.infer<typeof commandsSettingsArraySchema>;
