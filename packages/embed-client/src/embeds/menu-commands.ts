import type { ICommandExtension, MenuLocation } from '@org/embed-models';

/** The visual menu a custom command extends. */
export type CommandMenu = 'visualContextMenu' | 'visualOptionsMenu';

const SCHEMA = 'http://powerbi.com/product/schema#';

/**
 * `commands` plus a new command on `menu`. The frame receives the command with the reference's
 * key order: name, title, extend, icon (options menu only, even when undefined), selector.
 */
export function withMenuCommand(
  commands: ICommandExtension[],
  menu: CommandMenu,
  name: string,
  title: string,
  menuTitle: string,
  menuLocation: MenuLocation,
  visualName?: string,
  visualType?: string,
  groupName?: string,
  icon?: string,
): ICommandExtension[] {
  const command: ICommandExtension = {
    name,
    title,
    // A grouped entry is placed by its group: no menuLocation then.
    extend: { [menu]: groupName ? { title: menuTitle, groupName } : { title: menuTitle, menuLocation } },
  };
  if (menu === 'visualOptionsMenu') command.icon = icon;
  // A visual type selector wins over a visual name selector.
  if (visualType) command.selector = { $schema: SCHEMA + 'visualTypeSelector', visualType };
  else if (visualName) command.selector = { $schema: SCHEMA + 'visualSelector', visualName };
  return [...commands, command];
}

/**
 * A copy of `commands` (through JSON, so undefined-valued keys vanish, as the frame has always
 * received them) without the `menu` entry titled `menuTitle` of the command `name` (the command
 * itself stays, it may extend the other menu); undefined when there is no such entry.
 */
export function withoutMenuCommand(
  commands: ICommandExtension[],
  menu: CommandMenu,
  name: string,
  menuTitle: string,
): ICommandExtension[] | undefined {
  const copy: ICommandExtension[] = JSON.parse(JSON.stringify(commands));
  const command = copy.find((c) => c.name === name && c.extend?.[menu] && c.extend[menu].title === menuTitle);
  if (!command) return;
  delete command.extend[menu];
  if (menu === 'visualOptionsMenu') delete command.icon;
  return copy;
}
