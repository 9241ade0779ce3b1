// `tokenRefresh` checked and completed when an embed is configured (synchronously, so a wrong value
// throws from `embed`), before the lifecycle itself has loaded.
import type { RefreshTiming } from '../token/refresh-options';
import type { TokenRefreshOptions } from '../token/token-provider';

/** The defaults of `tokenRefresh` (documented in the README's "Token lifecycle"). */
export const TOKEN_REFRESH_DEFAULTS = {
  skewSeconds: 120,
  defaultLifetimeSeconds: 3600,
  timeoutMs: 10_000,
  minBackoffMs: 1_000,
  maxBackoffMs: 60_000,
} as const;

/**
 * `tokenRefresh` with its defaults, in milliseconds. Throws an Error naming the field when a value
 * is not a non-negative number (or the key not a string).
 */
export function refreshTiming(options: TokenRefreshOptions | undefined): RefreshTiming {
  if (options != null && typeof options !== 'object') {
    throw new TypeError(`tokenRefresh must be an object; got ${typeof options}`);
  }
  const value = (field: keyof typeof TOKEN_REFRESH_DEFAULTS): number => {
    const given = options?.[field];
    if (given === undefined) return TOKEN_REFRESH_DEFAULTS[field];
    if (typeof given !== 'number' || !Number.isFinite(given) || given < 0) {
      throw new TypeError(`tokenRefresh.${field} must be a non-negative number; got ${String(given)}`);
    }
    return given;
  };
  const key = options?.key;
  if (key !== undefined && typeof key !== 'string') {
    throw new TypeError(`tokenRefresh.key must be a string; got ${typeof key}`);
  }
  const minBackoffMs = value('minBackoffMs');
  return {
    skewMs: value('skewSeconds') * 1000,
    defaultLifetimeMs: value('defaultLifetimeSeconds') * 1000,
    timeoutMs: value('timeoutMs'),
    minBackoffMs,
    maxBackoffMs: Math.max(minBackoffMs, value('maxBackoffMs')),
    key,
  };
}
