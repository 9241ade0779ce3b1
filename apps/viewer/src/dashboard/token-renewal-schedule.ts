/**
 * When to fetch GET /dashboards again so the embedded report gets a new embed token before its
 * token runs out. Pure functions of the clock: the hook that keeps the timers calls them.
 */

/** Renew this long before the embed token expires (when the token lives long enough for it). */
const RENEW_BEFORE_EXPIRY_MS = 5 * 60_000;

/** Renewal interval when the API does not say when its embed tokens expire (they last an hour). */
export const DEFAULT_RENEWAL_INTERVAL_MS = 50 * 60_000;

/**
 * The shortest wait between two renewals. Guards against a busy loop when the token already looks
 * expired by this device's clock (a clock set ahead, or a token the API hands out near its end).
 */
export const MIN_RENEWAL_DELAY_MS = 5_000;

/** First wait after a failed renewal; it doubles with every further failure, up to the maximum. */
const RETRY_BASE_DELAY_MS = 5_000;
export const RETRY_MAX_DELAY_MS = 2 * 60_000;

/** `setTimeout` fires at once for delays above 2^31 − 1 ms, so longer waits are cut to it. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

function clampDelay(delay: number): number {
  return Math.min(Math.max(delay, MIN_RENEWAL_DELAY_MS), MAX_TIMER_DELAY_MS);
}

/**
 * The earliest `embedTokenExpiration` of the list (epoch ms), or undefined when no item has one.
 * The whole list is renewed at once, so the first token to run out sets the time.
 */
export function earliestExpiry(items: readonly { embedTokenExpiration?: string }[]): number | undefined {
  let earliest: number | undefined;
  for (const item of items) {
    if (item.embedTokenExpiration === undefined) continue;
    const at = Date.parse(item.embedTokenExpiration);
    if (Number.isNaN(at)) continue;
    earliest = earliest === undefined ? at : Math.min(earliest, at);
  }
  return earliest;
}

/**
 * How long to wait (ms) before renewing a token that expires at `expiresAt` (epoch ms), seen at
 * `now`: five minutes before the expiry, but never before half of the remaining lifetime has
 * passed (a short-lived token is not renewed straight away, over and over). Without an expiry,
 * {@link DEFAULT_RENEWAL_INTERVAL_MS}. Never less than {@link MIN_RENEWAL_DELAY_MS}.
 */
export function renewalDelayMs(expiresAt: number | undefined, now: number): number {
  if (expiresAt === undefined || !Number.isFinite(expiresAt)) return DEFAULT_RENEWAL_INTERVAL_MS;
  const remaining = expiresAt - now;
  return clampDelay(Math.max(remaining - RENEW_BEFORE_EXPIRY_MS, remaining / 2));
}

/**
 * How long to wait (ms) before trying again after `failures` renewals in a row failed (1 for the
 * first failure): 5 s, 10 s, 20 s… up to two minutes, so a brief outage of the API is bridged
 * quickly without hammering it during a long one.
 */
export function retryDelayMs(failures: number): number {
  const exponent = Math.max(0, Math.floor(failures) - 1);
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.min(exponent, 30), RETRY_MAX_DELAY_MS);
}
