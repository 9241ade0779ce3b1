import { describe, expect, it } from 'vitest';
import * as ours from '../../src/index';
import { expectSameResult } from './harness';
import { embedded, expectSameEmbedded, nonObjects } from './part-a-helpers';

const odd = [undefined, null, '', 'x', 0, 1, 2, -1, NaN, true, false, {}, [], ['x']];

describe('bookmark requests', () => {
  it('[M-MSG-01] [M-MSG-06] play: playMode is required and 0 or 1', () => {
    const check = (input: unknown) => expectSameResult('validatePlayBookmarkRequest', input);
    for (const playMode of odd) check({ playMode });
    for (const input of [...nonObjects, {}]) check(input);
    expect(ours.validatePlayBookmarkRequest({})).toEqual([{ message: 'playMode is required' }]);
    expect(ours.validatePlayBookmarkRequest({ playMode: 2 })).toEqual([{ message: 'playMode property is invalid' }]);
    expect(ours.validatePlayBookmarkRequest({ playMode: '1' })).toEqual([{ message: 'playMode must be a number' }]);
  });
  it('[M-MSG-02] [M-MSG-03] add: state and displayName strings, apply boolean, checked in that order', () => {
    const check = (input: unknown) => expectSameResult('validateAddBookmarkRequest', input);
    for (const value of odd) {
      check({ state: value });
      check({ displayName: value });
      check({ apply: value });
      check({ state: value, displayName: 1, apply: 'x' });
      check({ state: 's', displayName: value, apply: 'x' });
    }
    for (const input of [...nonObjects, {}, { state: 's', displayName: 'd', apply: true }]) check(input);
    expect(ours.validateAddBookmarkRequest({ displayName: 1 })).toEqual([{ message: 'displayName must be a string' }]);
    expect(ours.validateAddBookmarkRequest({ apply: 'yes' })).toEqual([{ message: 'apply must be a boolean' }]);
  });
  it('apply by name: name is a required string', () => {
    const check = (input: unknown) => expectSameResult('validateApplyBookmarkByNameRequest', input);
    for (const name of odd) check({ name });
    for (const input of [...nonObjects, {}, { name: 'Bookmark1', state: 1 }]) check(input);
  });
  it('apply state: state is a required string', () => {
    const check = (input: unknown) => expectSameResult('validateApplyBookmarkStateRequest', input);
    for (const state of odd) check({ state });
    for (const input of [...nonObjects, {}, { state: 'H4sI', name: 1 }]) check(input);
  });
  it('[M-MSG-05] capture: options is a required object of booleans', () => {
    const check = (input: unknown) => expectSameResult('validateCaptureBookmarkRequest', input);
    for (const options of odd) check({ options });
    for (const value of odd) {
      check({ options: { personalizeVisuals: value } });
      check({ options: { allPages: value } });
      check({ options: { personalizeVisuals: value, allPages: 1 } });
    }
    for (const input of [...nonObjects, {}, { options: { personalizeVisuals: true, allPages: false } }]) check(input);
    expect(ours.validateCaptureBookmarkRequest({ options: 'all' })).toEqual([{ message: 'options must be an object' }]);
  });
  it('a report load bookmark is applied by name or by state', () => {
    const bookmark = embedded('validateReportLoad', 'bookmark');
    for (const input of [
      ...odd,
      { name: 'b' },
      { state: 's' },
      { name: 1 },
      { state: 1 },
      { name: 1, state: 's' },
      { name: 'b', state: 1 },
      {},
    ]) {
      expectSameEmbedded(bookmark, input);
    }
  });
});
