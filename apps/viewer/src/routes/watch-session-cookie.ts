import { readSessionToken } from '../auth/session-cookie.ts';

/** How often the protected screens look at the session cookie (spec §9). */
export const SESSION_POLL_INTERVAL_MS = 300;

export interface WatchSessionCookieOptions {
  /** Reads the current token; defaults to the jwt_token cookie. */
  read?: () => string | undefined;
  intervalMs?: number;
  /** The token when the watch starts (passed to `onGone` if the first poll already finds none). */
  token?: string;
}

/**
 * Calls `onGone` once when the session token disappears: the cookie expired (at expiration_time)
 * or another tab signed out. Cookies raise no event, hence the polling. `onGone` gets the last
 * token seen, so the session exit can tell which session ended. Returns a stop function.
 */
export function watchSessionCookie(
  onGone: (lastToken: string | undefined) => void,
  options: WatchSessionCookieOptions = {},
): () => void {
  const read = options.read ?? readSessionToken;
  let last = options.token;
  const timer = setInterval(() => {
    const token = read();
    if (token) {
      last = token;
      return;
    }
    clearInterval(timer);
    onGone(last);
  }, options.intervalMs ?? SESSION_POLL_INTERVAL_MS);
  return () => clearInterval(timer);
}
