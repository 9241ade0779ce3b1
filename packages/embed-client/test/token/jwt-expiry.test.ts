import { describe, expect, it } from 'vitest';
import { jwtExpiry } from '../../src/token/jwt-expiry';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;

describe('jwtExpiry', () => {
  it('[C-RENEW-03] reads the payload exp of a JWT as epoch milliseconds', () => {
    expect(jwtExpiry(jwt({ exp: 1_800_000_000, aud: 'x' }))).toBe(1_800_000_000_000);
  });

  it('[C-RENEW-03] reads a payload with non-ASCII text and base64url characters', () => {
    expect(jwtExpiry(jwt({ name: 'Zoë ~~~ ÿÿÿ >>>?', exp: 42 }))).toBe(42_000);
  });

  it('[C-RENEW-03] is undefined for tokens that are not JWTs or have no numeric exp', () => {
    for (const token of [
      'opaque-token',
      'a.b',
      'a.!!!.c',
      `x.${Buffer.from('not json').toString('base64url')}.y`,
      jwt({ exp: '1800000000' }),
      jwt({ sub: 'no exp' }),
      jwt(null),
      '',
    ]) {
      expect(jwtExpiry(token), token).toBeUndefined();
    }
  });
});
