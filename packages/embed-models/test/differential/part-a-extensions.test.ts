import { describe, expect, it } from 'vitest';
import * as ours from '../../src/index';
import { expectSameResult } from './harness';
import {
  commandExtension,
  extension,
  extensionsObject,
  menuGroup,
  visualSelector,
  visualTypeSelector,
} from './part-a-fixtures';
import { embedded, expectSameEmbedded, nonObjects } from './part-a-helpers';

const odd = [undefined, null, '', 'x', 0, 1, 2, -1, NaN, true, false, {}, [], ['x']];
const check = (input: unknown) => expectSameResult('validateExtension', input);
const withCommand = (patch: Record<string, unknown>) => ({ command: { ...commandExtension, ...patch } });
const without = (key: string) => {
  const command: Record<string, unknown> = { ...commandExtension };
  delete command[key];
  return { command };
};

describe('validateExtension', () => {
  it('[M-MENU-01] a menu command has name, title and extend', () => {
    check(extension);
    for (const key of ['name', 'title', 'extend', 'icon', 'selector']) check(without(key));
    for (const value of odd) {
      check(withCommand({ name: value }));
      check(withCommand({ title: value }));
      check(withCommand({ extend: value }));
      check(withCommand({ icon: value }));
    }
    check({ command: {} });
    check({ command: { title: 't' } });
    check({ command: { name: 'n', title: 't' } });
    expect(ours.validateExtension({ command: {} })).toEqual([{ message: 'name is required' }]);
    expect(ours.validateExtension({ command: { name: 'n' } })).toEqual([{ message: 'extend is required' }]);
    expect(ours.validateExtension({ command: { name: 'n', extend: {} } })).toEqual([{ message: 'title is required' }]);
  });
  it('[M-MENU-02] extend holds visualContextMenu or visualOptionsMenu', () => {
    const menu = { title: 'm' };
    for (const extend of [
      {},
      { visualContextMenu: menu },
      { visualOptionsMenu: menu },
      { visualContextMenu: menu, visualOptionsMenu: menu },
      { other: menu },
    ]) {
      check(withCommand({ extend }));
    }
    for (const value of odd) {
      check(withCommand({ extend: { visualContextMenu: value } }));
      check(withCommand({ extend: { visualOptionsMenu: value } }));
    }
    expect(ours.validateExtension(withCommand({ extend: { visualOptionsMenu: 'menu' } }))).toEqual([
      { message: 'visualOptionsMenu property is invalid' },
    ]);
  });
  it('[M-MENU-03] [M-MSG-07] a menu has a title and either menuLocation or groupName', () => {
    const menus = [
      {},
      { title: 't' },
      { title: 't', menuLocation: 0 },
      { title: 't', menuLocation: 1 },
      { title: 't', menuLocation: 2 },
      { title: 't', menuLocation: '0' },
      { title: 't', groupName: 'g' },
      { title: 't', groupName: 1 },
      { title: 't', groupName: null },
      { title: 't', menuLocation: 0, groupName: 'g' },
      { title: 't', menuLocation: null, groupName: 'g' },
      { title: 1, menuLocation: 0 },
      { title: 't', icon: 2 },
      { title: 't', icon: 'i', groupName: 'g' },
    ];
    for (const menu of menus) {
      check(withCommand({ extend: { visualContextMenu: menu } }));
      check(withCommand({ extend: { visualOptionsMenu: menu } }));
    }
    // The forbidden field is hidden by the union of menu kinds; the message is the union's.
    expect(
      ours.validateExtension(withCommand({ extend: { visualContextMenu: { menuLocation: 0, groupName: 'g' } } })),
    ).toEqual([{ message: 'visualContextMenu property is invalid' }]);
  });
  it('[M-MENU-05] a menu command may have a selector by visual name', () => {
    check(withCommand({ selector: visualSelector }));
    check(withCommand({ selector: { visualName: 'v' } }));
    check(withCommand({ selector: { visualName: 1 } }));
    check(withCommand({ selector: { $schema: 'x', visualName: 'v' } }));
    expect(ours.validateExtension(withCommand({ selector: visualSelector }))).toBeUndefined();
  });
  it('[M-MENU-06] a menu command may have a selector by visual type', () => {
    check(withCommand({ selector: visualTypeSelector }));
    check(withCommand({ selector: { visualType: 'table' } }));
    for (const selector of odd) check(withCommand({ selector }));
    expect(ours.validateExtension(withCommand({ selector: visualTypeSelector }))).toBeUndefined();
    expect(ours.validateExtension(withCommand({ selector: { visualType: 'table' } }))).toEqual([
      { message: 'selector property is invalid' },
    ]);
  });
  it('command is optional; non-objects fail', () => {
    check({});
    for (const command of odd) check({ command });
    for (const input of nonObjects) check(input);
  });
});

describe('validateMenuGroupExtension', () => {
  const group = (input: unknown) => expectSameResult('validateMenuGroupExtension', input);
  it('name and title are required strings; menuLocation is 0 or 1', () => {
    group(menuGroup);
    for (const value of odd) {
      group({ ...menuGroup, name: value });
      group({ ...menuGroup, title: value });
      group({ ...menuGroup, menuLocation: value });
    }
    group({});
    group({ title: 1 });
    for (const input of nonObjects) group(input);
    expect(ours.validateMenuGroupExtension({ title: 't' })).toEqual([{ message: 'name is required' }]);
    expect(ours.validateMenuGroupExtension({ ...menuGroup, menuLocation: 2 })).toEqual([
      { message: 'menuLocation property is invalid' },
    ]);
  });
});

describe('settings.extensions: a list of extensions or the object form', () => {
  const extensions = embedded('validateSettings', 'extensions');
  const settings = (input: unknown) => expectSameEmbedded(extensions, input);
  it('the list form', () => {
    settings([]);
    settings([extension]);
    settings([extension, {}]);
    settings([extension, { command: {} }]);
    settings([null]);
    settings(['x']);
  });
  it('the object form: commands required, groups optional', () => {
    settings(extensionsObject);
    settings({ commands: [] });
    settings({});
    settings({ groups: [menuGroup] });
    settings({ commands: [commandExtension], groups: [{}] });
    settings({ commands: [commandExtension], groups: 'x' });
    settings({ commands: [{}] });
    settings({ commands: commandExtension });
    settings({ commands: [commandExtension, null], groups: [null] });
    for (const input of odd) settings(input);
  });
});
