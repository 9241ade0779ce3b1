import { describe, expect, it } from 'vitest';
import { NO_TYPE_AHEAD, TYPE_AHEAD_PAUSE_MS, type TypeAhead, typeAhead } from '../../src/sidebar/type-ahead.ts';

const NAMES = [
  'Cardiology Length of Stay',
  'Critical Care Length of Stay',
  'Dermatology',
  'Évry Clinic',
  'Ward 1',
  'Ward 2',
];

/** Types `keys` one after the other at the given times from entry `current`; the entries reached. */
function type(current: number, keys: [key: string, at: number][]): (string | undefined)[] {
  let state: TypeAhead = NO_TYPE_AHEAD;
  let index: number | undefined = current;
  return keys.map(([key, at]) => {
    const found = typeAhead(NAMES, index ?? current, key, at, state);
    state = found.state;
    index = found.index ?? index;
    return found.index === undefined ? undefined : NAMES[found.index];
  });
}

describe('[V-DAY-08] typeAhead: a typed character moves to the next name starting with it', () => {
  it('[V-DAY-08] moves to the next name with the initial, the same initial again to the one after, wrapping round', () => {
    expect(type(0, [['c', 0]])).toEqual(['Critical Care Length of Stay']);
    expect(type(2, [['c', 0]])).toEqual(['Cardiology Length of Stay']);
    expect(
      type(2, [
        ['w', 0],
        ['w', 100],
        ['w', 200],
      ]),
    ).toEqual(['Ward 1', 'Ward 2', 'Ward 1']);
  });

  it('[V-DAY-08] makes a prefix of characters typed in quick succession, and starts again after a pause', () => {
    expect(
      type(2, [
        ['c', 0],
        ['r', 100],
      ]),
    ).toEqual(['Cardiology Length of Stay', 'Critical Care Length of Stay']);
    expect(
      type(0, [
        ['w', 0],
        ['a', 100],
        ['r', 200],
        ['d', 300],
        [' ', 400],
        ['2', 500],
      ]),
    ).toEqual(['Ward 1', 'Ward 1', 'Ward 1', 'Ward 1', 'Ward 1', 'Ward 2']);
    expect(
      type(0, [
        ['w', 0],
        ['d', 100 + TYPE_AHEAD_PAUSE_MS],
      ]),
    ).toEqual(['Ward 1', 'Dermatology']);
  });

  it('[V-DAY-08] reads accents as their letters and stays put when nothing matches', () => {
    expect(type(0, [['e', 0]])).toEqual(['Évry Clinic']);
    expect(type(0, [['q', 0]])).toEqual([undefined]);
  });
});
