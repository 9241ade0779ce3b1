import type {
  Extensions,
  IExtension,
  IExtensions,
  IFlatMenuExtension,
  IGroupedMenuExtension,
  IMenuExtension,
} from '../interfaces/extensions';

// A falsy argument is returned as is (null stays null) rather than `false`: powerbi-models does
// so and callers may compare the result strictly.

/** True for a menu entry placed directly in the menu (no `groupName`). */
export function isFlatMenuExtension(menuExtension: IMenuExtension): menuExtension is IFlatMenuExtension {
  if (!menuExtension) return menuExtension as unknown as boolean;
  return !isGroupedMenuExtension(menuExtension);
}

/** True for a menu entry placed in a named group. */
export function isGroupedMenuExtension(menuExtension: IMenuExtension): menuExtension is IGroupedMenuExtension {
  if (!menuExtension) return menuExtension as unknown as boolean;
  return Boolean((menuExtension as IGroupedMenuExtension).groupName);
}

/** True when `settings.extensions` is the object form (`{ commands, groups }`). */
export function isIExtensions(extensions: Extensions): extensions is IExtensions {
  if (!extensions) return extensions as unknown as boolean;
  return !isIExtensionArray(extensions);
}

/** True when `settings.extensions` is the legacy array form. */
export function isIExtensionArray(extensions: Extensions): extensions is IExtension[] {
  return Array.isArray(extensions);
}
