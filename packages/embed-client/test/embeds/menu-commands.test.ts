import type { ICommandExtension } from '@org/embed-models';
import { describe, expect, it } from 'vitest';
import { withMenuCommand, withoutMenuCommand } from '../../src/embeds/menu-commands';

const keysOf = (value: object) => JSON.stringify(value, (_k, v: unknown) => (v === undefined ? '<undefined>' : v));

describe('menu commands', () => {
  it('[M-MENU-01] [M-MENU-02] [M-MENU-07] builds { name, title, extend } with the menu title and location', () => {
    const [command] = withMenuCommand([], 'visualContextMenu', 'c1', 'Command', 'Menu', 0);
    expect(keysOf(command)).toBe(
      '{"name":"c1","title":"Command","extend":{"visualContextMenu":{"title":"Menu","menuLocation":0}}}',
    );
  });

  it('[M-MENU-03] [M-MENU-04] a grouped options-menu entry has groupName instead of menuLocation, and the icon key', () => {
    const [command] = withMenuCommand([], 'visualOptionsMenu', 'c1', 'Command', 'Menu', 1, undefined, undefined, 'g');
    expect(keysOf(command)).toBe(
      '{"name":"c1","title":"Command","extend":{"visualOptionsMenu":{"title":"Menu","groupName":"g"}},"icon":"<undefined>"}',
    );
  });

  it('[M-MENU-05] [M-MENU-06] a visual type selector wins over a visual name selector', () => {
    const byName = withMenuCommand([], 'visualContextMenu', 'c', 'C', 'M', 0, 'v1')[0];
    const byType = withMenuCommand([], 'visualContextMenu', 'c', 'C', 'M', 0, 'v1', 'card')[0];
    expect(byName.selector).toEqual({ $schema: 'http://powerbi.com/product/schema#visualSelector', visualName: 'v1' });
    expect(byType.selector).toEqual({
      $schema: 'http://powerbi.com/product/schema#visualTypeSelector',
      visualType: 'card',
    });
  });

  it('adds to the commands so far without changing them', () => {
    const first = withMenuCommand([], 'visualContextMenu', 'a', 'A', 'A', 0);
    const both = withMenuCommand(first, 'visualOptionsMenu', 'b', 'B', 'B', 0, undefined, undefined, undefined, 'i');
    expect(both.map((c) => c.name)).toEqual(['a', 'b']);
    expect(first).toHaveLength(1);
  });

  it('removes one menu of the first matching command from a JSON copy; undefined when none matches', () => {
    const commands: ICommandExtension[] = [
      { name: 'a', title: 'A', extend: { visualOptionsMenu: { title: 'Opt' } }, icon: 'i' },
      {
        name: 'a',
        title: 'A',
        extend: { visualContextMenu: { title: 'Ctx', menuLocation: 0 }, visualOptionsMenu: { title: 'Opt2' } },
        icon: undefined,
      },
    ];
    const copy = withoutMenuCommand(commands, 'visualContextMenu', 'a', 'Ctx')!;
    // The JSON copy drops the undefined icon; the options menu of that command stays.
    expect(copy[1]).toEqual({ name: 'a', title: 'A', extend: { visualOptionsMenu: { title: 'Opt2' } } });
    expect(commands[1].extend.visualContextMenu).toBeDefined();
    expect(withoutMenuCommand(commands, 'visualOptionsMenu', 'a', 'Opt')![0]).toEqual({
      name: 'a',
      title: 'A',
      extend: {},
    });
    expect(withoutMenuCommand(commands, 'visualContextMenu', 'a', 'Opt')).toBeUndefined();
    // A command without that menu does not match an undefined title.
    expect(withoutMenuCommand(commands, 'visualContextMenu', 'a', undefined as never)).toBeUndefined();
  });
});
