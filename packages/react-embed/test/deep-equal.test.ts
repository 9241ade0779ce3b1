import { describe, expect, it } from 'vitest';
import { deepEqual } from '../src/deep-equal.ts';

describe('deepEqual', () => {
  it('compares data structurally', () => {
    expect(deepEqual({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(deepEqual(NaN, NaN)).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual({ a: undefined }, { b: undefined })).toBe(false);
    expect(deepEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(deepEqual([1], [1, 2])).toBe(false);
    expect(deepEqual(undefined, {})).toBe(false);
    expect(deepEqual(0, '')).toBe(false);
  });
});
