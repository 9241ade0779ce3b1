import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../src/token/backoff-delay';
import { refreshTiming, TOKEN_REFRESH_DEFAULTS } from '../../src/service/refresh-timing';
import { expiryOf, scheduleOf } from '../../src/token/refresh-schedule';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (exp: number) => `${base64url({ alg: 'none' })}.${base64url({ exp })}.sig`;
const NOW = Date.UTC(2026, 0, 1);
const timing = refreshTiming(undefined);

describe('refresh schedule', () => {
  it('[C-RENEW-03] the expiry comes from the provider first, then the JWT exp, then the default lifetime', () => {
    const exp = NOW / 1000 + 600;
    expect(expiryOf({ token: jwt(exp), expiresAt: NOW + 60_000 }, NOW, timing)).toBe(NOW + 60_000);
    expect(expiryOf({ token: 'x', expiresAt: new Date(NOW + 5000) }, NOW, timing)).toBe(NOW + 5000);
    expect(expiryOf({ token: 'x', expiresAt: new Date(NOW + 5000).toISOString() }, NOW, timing)).toBe(NOW + 5000);
    // Epoch seconds (as a JWT or an OAuth answer would give) are understood too.
    expect(expiryOf({ token: 'x', expiresAt: exp }, NOW, timing)).toBe(exp * 1000);
    expect(expiryOf({ token: jwt(exp) }, NOW, timing)).toBe(exp * 1000);
    expect(expiryOf({ token: 'opaque' }, NOW, timing)).toBe(NOW + 3600_000);
    expect(expiryOf({ token: 'x', expiresAt: 'not a date' }, NOW, timing)).toBe(NOW + 3600_000);
    expect(TOKEN_REFRESH_DEFAULTS.defaultLifetimeSeconds).toBe(3600);
  });

  it('[C-RENEW-03] refreshes the skew before expiry, at most half the lifetime early, never before now', () => {
    expect(scheduleOf({ token: 'x', expiresAt: NOW + 3600_000 }, NOW, timing).refreshAt).toBe(NOW + 3480_000);
    const custom = refreshTiming({ skewSeconds: 30, defaultLifetimeSeconds: 300 });
    expect(scheduleOf({ token: 'opaque' }, NOW, custom)).toEqual({
      token: 'opaque',
      expiresAt: NOW + 300_000,
      refreshAt: NOW + 270_000,
    });
    // A token living less than twice the skew is refreshed half-way, not in a loop.
    expect(scheduleOf({ token: 'x', expiresAt: NOW + 100_000 }, NOW, timing).refreshAt).toBe(NOW + 50_000);
    expect(scheduleOf({ token: 'x', expiresAt: NOW - 1000 }, NOW, timing).refreshAt).toBe(NOW);
  });

  it('[C-RENEW-05] backoff doubles from minBackoffMs up to maxBackoffMs, jittered within the upper half', () => {
    const t = refreshTiming({ minBackoffMs: 1000, maxBackoffMs: 8000 });
    expect([1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n, t, () => 1))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, t, () => 0))).toEqual([500, 1000, 2000, 4000]);
    const spread = new Set(Array.from({ length: 50 }, () => backoffDelay(3, t)));
    expect(spread.size).toBeGreaterThan(10);
    for (const delay of spread) {
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });

  it('[C-RENEW-03] tokenRefresh values that are not non-negative numbers are refused by name', () => {
    expect(() => refreshTiming({ skewSeconds: -1 })).toThrow('tokenRefresh.skewSeconds must be a non-negative number');
    expect(() => refreshTiming({ timeoutMs: '5' as never })).toThrow('tokenRefresh.timeoutMs');
    expect(() => refreshTiming({ key: 3 as never })).toThrow('tokenRefresh.key must be a string');
    expect(() => refreshTiming(5 as never)).toThrow('tokenRefresh must be an object');
  });
});
