import { readSessionToken } from '../auth/session-cookie.ts';

/** How often the protected screens look at the session cookie (spec §9). */
export const SESSION_POLL_INTERVAL_MS = 300;

export interface WatchSessionCookieOptions {
  /** Reads the current token; defaults to the jwt_token cookie. */
  read?: () => string | undefined;
  intervalMs?: number;
}

/**
 * Calls `onGone` once when the session token disappears: the cookie expired (at expiration_time)
 * or another tab signed out. Cookies raise no event, hence the polling. Returns a stop function.
 */
export function watchSessionCookie(onGone: () => void, options: WatchSessionCookieOptions = {}): () => void {
  const read = options.read ?? readSessionToken;
  const timer = setInterval(() => {
    if (read()) return;
    clearInterval(timer);
    onGone();
  }, options.intervalMs ?? SESSION_POLL_INTERVAL_MS);
  return () => clearInterval(timer);
}
