import type { MenuLocation } from '../enums';
import type { IVisualSelector, IVisualTypeSelector } from './selectors';

/** `settings.extensions`: the legacy array form or the object form with groups. */
export type Extensions = IExtension[] | IExtensions;

/** Marker base of the places an extension can hook into. */
export interface IExtensionPoint {}

/** Common part of a menu entry. */
export interface IMenuExtensionBase extends IExtensionPoint {
  title?: string;
  icon?: string;
}

/** A menu entry placed directly in the menu. */
export interface IFlatMenuExtension extends IMenuExtensionBase {
  menuLocation?: MenuLocation;
}

/** A menu entry placed inside a named group. */
export interface IGroupedMenuExtension extends IMenuExtensionBase {
  groupName: string;
}

/** A menu entry, flat or grouped. */
export type IMenuExtension = IFlatMenuExtension | IGroupedMenuExtension;

/** The object form of `settings.extensions`. */
export interface IExtensions {
  commands: ICommandExtension[];
  groups?: IMenuGroupExtension[];
}

/** One item of the array form of `settings.extensions`. */
export interface IExtension {
  command?: ICommandExtension;
}

/** A named extension and where it hooks in. */
export interface IExtensionItem {
  name: string;
  extend: IExtensionPoints;
}

/** Which visuals a custom command appears on. */
export type CommandExtensionSelector = IVisualSelector | IVisualTypeSelector;

/** A named group of custom commands. Absent `menuLocation` behaves as Bottom. */
export interface IMenuGroupExtension {
  name: string;
  title: string;
  menuLocation?: MenuLocation;
}

/** A custom command added to visual menus. */
export interface ICommandExtension extends IExtensionItem {
  title: string;
  icon?: string;
  selector?: CommandExtensionSelector;
}

/** The menus a command can extend. */
export interface IExtensionPoints {
  visualContextMenu?: IMenuExtension;
  visualOptionsMenu?: IMenuExtension;
}
