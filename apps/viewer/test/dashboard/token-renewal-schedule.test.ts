import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RENEWAL_INTERVAL_MS,
  MAX_TIMER_DELAY_MS,
  MIN_RENEWAL_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  earliestExpiry,
  renewalDelayMs,
  retryDelayMs,
} from '../../src/dashboard/token-renewal-schedule.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

describe('renewalDelayMs', () => {
  it('renews an hour-long token five minutes before it expires', () => {
    expect(renewalDelayMs(NOW + 60 * MINUTE, NOW)).toBe(55 * MINUTE);
  });

  it('waits for half the remaining lifetime of a short token rather than renewing at once', () => {
    expect(renewalDelayMs(NOW + 6 * MINUTE, NOW)).toBe(3 * MINUTE);
    expect(renewalDelayMs(NOW + 10 * MINUTE, NOW)).toBe(5 * MINUTE);
    expect(renewalDelayMs(NOW + 20_000, NOW)).toBe(10_000);
  });

  it('renews every 50 minutes when the expiry is unknown', () => {
    expect(renewalDelayMs(undefined, NOW)).toBe(DEFAULT_RENEWAL_INTERVAL_MS);
    expect(renewalDelayMs(Number.NaN, NOW)).toBe(DEFAULT_RENEWAL_INTERVAL_MS);
  });

  it('never schedules sooner than the minimum, even for a token that already looks expired', () => {
    expect(renewalDelayMs(NOW + 2_000, NOW)).toBe(MIN_RENEWAL_DELAY_MS);
    expect(renewalDelayMs(NOW - 10 * MINUTE, NOW)).toBe(MIN_RENEWAL_DELAY_MS);
  });

  it('keeps far-away expiries within what setTimeout can wait', () => {
    expect(renewalDelayMs(NOW + 365 * 24 * 60 * MINUTE, NOW)).toBe(MAX_TIMER_DELAY_MS);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 5 seconds with every failure in a row', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
  });

  it('stops growing at two minutes', () => {
    expect(retryDelayMs(6)).toBe(RETRY_MAX_DELAY_MS);
    expect(retryDelayMs(1000)).toBe(RETRY_MAX_DELAY_MS);
  });

  it('treats zero or fewer failures as the first', () => {
    expect(retryDelayMs(0)).toBe(5_000);
  });
});

describe('earliestExpiry', () => {
  it('is the first expiry of the list', () => {
    expect(
      earliestExpiry([
        { embedTokenExpiration: '2026-11-22T11:00:00Z' },
        { embedTokenExpiration: '2026-11-22T10:30:00Z' },
        {},
      ]),
    ).toBe(Date.parse('2026-11-22T10:30:00Z'));
  });

  it('is undefined when no item says (or none can be read)', () => {
    expect(earliestExpiry([{}, {}])).toBeUndefined();
    expect(earliestExpiry([{ embedTokenExpiration: 'soon' }])).toBeUndefined();
    expect(earliestExpiry([])).toBeUndefined();
  });
});
