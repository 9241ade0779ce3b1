import { describe, expect, it } from 'vitest';
import { isValidClientId } from '../src/index.ts';

describe('isValidClientId', () => {
  it('[S-CLIENT-01] accepts a GUID of lowercase letters and digits', () => {
    expect(isValidClientId('11111111-2222-4333-8444-555555555555')).toBe(true);
    expect(isValidClientId('a1b2c3d4-e5f6-a7b8-c9d0-e1f2a3b4c5d6')).toBe(true);
  });

  it('[S-CLIENT-02] refuses a missing client id', () => {
    expect(isValidClientId(undefined)).toBe(false);
    expect(isValidClientId('')).toBe(false);
    expect(isValidClientId(null)).toBe(false);
    expect(isValidClientId(42)).toBe(false);
  });

  it('[S-CLIENT-03] refuses wrong group lengths, uppercase and other characters', () => {
    expect(isValidClientId('1111111-2222-4333-8444-555555555555')).toBe(false);
    expect(isValidClientId('11111111-2222-4333-8444-5555555555555')).toBe(false);
    expect(isValidClientId('A1B2C3D4-E5F6-A7B8-C9D0-E1F2A3B4C5D6')).toBe(false);
    expect(isValidClientId('11111111_2222-4333-8444-555555555555')).toBe(false);
    expect(isValidClientId('{11111111-2222-4333-8444-555555555555}')).toBe(false);
    expect(isValidClientId(' 11111111-2222-4333-8444-555555555555')).toBe(false);
  });
});
