import { jwtExpiry } from './jwt-expiry';
import type { RefreshTiming } from './refresh-options';
import type { TokenGrant } from './token-provider';

/** A token and the times that matter for it (epoch milliseconds). */
export interface ScheduledToken {
  token: string;
  expiresAt: number;
  /** When to fetch the next one: the expiry less the skew (at most half the lifetime), never before `now`. */
  refreshAt: number;
}

/**
 * When `grant` expires: its `expiresAt` (epoch ms, a Date or a date string; a number below 1e11 is
 * taken as epoch seconds), else the token's JWT `exp`, else `now` plus the default lifetime.
 */
export function expiryOf(grant: TokenGrant, now: number, timing: Pick<RefreshTiming, 'defaultLifetimeMs'>): number {
  const given = grant.expiresAt;
  if (given !== undefined && given !== null) {
    const ms = typeof given === 'number' ? (given < 1e11 ? given * 1000 : given) : new Date(given).getTime();
    if (Number.isFinite(ms)) return ms;
  }
  return jwtExpiry(grant.token) ?? now + timing.defaultLifetimeMs;
}

/**
 * The schedule of `grant` received at `now`: refresh `skewMs` before expiry, but never earlier than
 * half its remaining lifetime (a short-lived token is not refreshed in a loop) nor before `now`.
 */
export function scheduleOf(
  grant: TokenGrant,
  now: number,
  timing: Pick<RefreshTiming, 'defaultLifetimeMs' | 'skewMs'>,
): ScheduledToken {
  const expiresAt = expiryOf(grant, now, timing);
  const lifetime = Math.max(0, expiresAt - now);
  const refreshAt = Math.max(now, expiresAt - Math.min(timing.skewMs, lifetime / 2));
  return { token: grant.token, expiresAt, refreshAt };
}
