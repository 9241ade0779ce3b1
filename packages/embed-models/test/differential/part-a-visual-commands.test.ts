import { describe, expect, it } from 'vitest';
import * as ours from '../../src/index';
import { expectSameResult } from './harness';
import {
  commandNames,
  commandsSettings,
  visualHeader,
  visualSelector,
  visualSettings,
  visualTypeSelector,
} from './part-a-fixtures';
import { embedded, expectSameEmbedded, nonObjects } from './part-a-helpers';

const odd = [undefined, null, '', 'x', 0, 1, 2, 3, -1, NaN, true, false, {}, [], ['x']];

describe('validateVisualHeader', () => {
  const check = (input: unknown) => expectSameResult('validateVisualHeader', input);
  it('[M-SETTINGS-03] settings is required', () => {
    check({});
    check({ selector: visualSelector });
    check({ settings: null, selector: visualSelector });
    check({ settings: 'x' });
    check({ settings: [] });
    expect(ours.validateVisualHeader({ selector: visualSelector })).toEqual([{ message: 'settings is required' }]);
  });
  it('[M-SETTINGS-04] settings.visible must be a boolean', () => {
    for (const visible of odd) check({ settings: { visible } });
    expect(ours.validateVisualHeader({ settings: { visible: 'no' } })).toEqual([
      { message: 'visible must be a boolean' },
    ]);
  });
  it('[M-SETTINGS-05] selector is optional', () => {
    check({ settings: { visible: true } });
    check({ settings: { visible: true }, selector: null });
    for (const selector of [
      visualSelector,
      visualTypeSelector,
      { visualName: 'v' },
      {},
      'v',
      [],
      { visualType: 't' },
    ]) {
      check({ settings: { visible: true }, selector });
      check({ settings: { visible: 'x' }, selector });
    }
    expect(ours.validateVisualHeader({ settings: {} })).toBeUndefined();
  });
  it('non-objects', () => {
    for (const input of nonObjects) check(input);
  });
});

describe('validateVisualSettings', () => {
  const check = (input: unknown) => expectSameResult('validateVisualSettings', input);
  it('visualHeaders is a list of visual headers', () => {
    check(visualSettings);
    check({});
    for (const visualHeaders of [
      ...odd,
      [visualHeader],
      [visualHeader, {}],
      [null],
      [{ settings: { visible: 1 } }],
      [{ settings: {} }],
    ]) {
      check({ visualHeaders });
    }
    for (const input of nonObjects) check(input);
    expect(ours.validateVisualSettings({ visualHeaders: [{}] })).toEqual([
      { message: 'visualHeaders property is invalid' },
    ]);
  });
});

describe('validateCommandsSettings', () => {
  const check = (input: unknown) => expectSameResult('validateCommandsSettings', input);
  it('each command has a required displayOption 0, 1 or 2 and an optional visual selector', () => {
    check(commandsSettings);
    check({});
    for (const name of commandNames) {
      check({ [name]: { displayOption: 1 } });
      check({ [name]: {} });
      check({ [name]: 'hidden' });
      check({ [name]: [] });
      check({ [name]: null });
      for (const displayOption of odd) check({ [name]: { displayOption } });
      for (const selector of [visualSelector, visualTypeSelector, {}, 'v', null])
        check({ [name]: { displayOption: 0, selector } });
    }
    expect(ours.validateCommandsSettings({ sort: {} })).toEqual([{ message: 'displayOption is required' }]);
    expect(ours.validateCommandsSettings({ sort: { displayOption: 3 } })).toEqual([
      { message: 'displayOption property is invalid' },
    ]);
    expect(ours.validateCommandsSettings({ sort: 1 })).toEqual([{ message: 'sort must be an object' }]);
  });
  it('commands are checked in the reference order; unknown commands are ignored', () => {
    check({ clearSelection: 1, copy: 2 });
    check({ summarize: { displayOption: 9 }, drill: 'x' });
    check({ spotlight: {}, sort: { displayOption: 'x' } });
    check({ unknownCommand: 'anything', copy: { displayOption: 0 } });
    // Two failing commands with different messages: the one earlier in the reference order wins.
    for (let i = 1; i < commandNames.length; i++) {
      check({ [commandNames[i]]: 1, [commandNames[i - 1]]: {} });
      check({ [commandNames[i]]: {}, [commandNames[i - 1]]: 'x' });
    }
    expect(ours.validateCommandsSettings({ drill: 1, copy: {} })).toEqual([{ message: 'displayOption is required' }]);
    for (const input of nonObjects) check(input);
  });
  it('settings.commands is a list of commands settings', () => {
    const commands = embedded('validateSettings', 'commands');
    for (const input of [...odd, [commandsSettings], [commandsSettings, {}], [{ copy: 1 }], [null], [[]]])
      expectSameEmbedded(commands, input);
  });
});
