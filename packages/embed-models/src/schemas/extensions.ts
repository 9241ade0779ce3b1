import * as z from 'zod/mini';
import { forbidden, numEnum, opt } from '../validation/rules';
import { visualOrTypeSelectorSchema } from './selectors';

// MenuLocation: Bottom (0), Top (1).
const menuLocation = /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([0, 1]));

/** A menu entry placed directly in the menu, at the top or the bottom. */
export const flatMenuExtensionSchema = /* @__PURE__ */ z.looseObject({
  title: /* @__PURE__ */ opt(z.string()),
  icon: /* @__PURE__ */ opt(z.string()),
  menuLocation,
  groupName: /* @__PURE__ */ forbidden(),
});
export type FlatMenuExtensionSchemaType = z.infer<typeof flatMenuExtensionSchema>;

/** A menu entry placed in a menu group (whose location then applies). */
export const groupedMenuExtensionSchema = /* @__PURE__ */ z.looseObject({
  title: /* @__PURE__ */ opt(z.string()),
  icon: /* @__PURE__ */ opt(z.string()),
  groupName: z.string(),
  menuLocation: /* @__PURE__ */ forbidden(),
});
export type GroupedMenuExtensionSchemaType = z.infer<typeof groupedMenuExtensionSchema>;

/** A menu entry: flat (with `menuLocation`) or grouped (with `groupName`), never both. */
export const menuExtensionSchema = /* @__PURE__ */ z.union([flatMenuExtensionSchema, groupedMenuExtensionSchema]);
export type MenuExtensionSchemaType = z.infer<typeof menuExtensionSchema>;

/** The menus a command extends. */
export const extensionPointsSchema = /* @__PURE__ */ z.looseObject({
  visualContextMenu: /* @__PURE__ */ opt(menuExtensionSchema),
  visualOptionsMenu: /* @__PURE__ */ opt(menuExtensionSchema),
});
export type ExtensionPointsSchemaType = z.infer<typeof extensionPointsSchema>;

/** A custom command added to visual menus, maybe only for some visuals. */
export const commandExtensionSchema = /* @__PURE__ */ z.looseObject({
  name: z.string(),
  extend: extensionPointsSchema,
  title: z.string(),
  icon: /* @__PURE__ */ opt(z.string()),
  selector: /* @__PURE__ */ opt(visualOrTypeSelectorSchema),
});
export type CommandExtensionSchemaType = z.infer<typeof commandExtensionSchema>;

/** An item of the array form of `settings.extensions`. */
export const extensionSchema = /* @__PURE__ */ z.looseObject({
  command: /* @__PURE__ */ opt(commandExtensionSchema),
});
export type ExtensionSchemaType = z.infer<typeof extensionSchema>;

/** A named group of menu commands. */
export const menuGroupExtensionSchema = /* @__PURE__ */ z.looseObject({
  name: z.string(),
  title: z.string(),
  menuLocation,
});
export type MenuGroupExtensionSchemaType = z.infer<typeof menuGroupExtensionSchema>;

/** The object form of `settings.extensions`: commands plus the groups they may go in. */
export const extensionsObjectSchema = /* @__PURE__ */ z.looseObject({
  commands: /* @__PURE__ */ z.array(commandExtensionSchema),
  groups: /* @__PURE__ */ opt(/* @__PURE__ */ z.array(menuGroupExtensionSchema)),
});
export type ExtensionsObjectSchemaType = z.infer<typeof extensionsObjectSchema>;

/** A report's `settings.extensions`: a list of extensions, or the object form. */
export const extensionsSchema = /* @__PURE__ */ z.union([
  /* @__PURE__ */ z.array(extensionSchema),
  extensionsObjectSchema,
]);
export type ExtensionsSchemaType = z.infer<typeof extensionsSchema>;
