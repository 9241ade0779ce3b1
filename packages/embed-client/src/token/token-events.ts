import type { TokenRequestReason } from './token-provider';

/** The `detail` of `tokenRefreshed`: a new token was given to the frame. */
export interface TokenRefreshedDetail {
  /** When the new token expires (epoch milliseconds). */
  expiresAt: number;
  /** What caused the refresh: `initial`, `scheduled`, `visible`, `online` or `expired`. */
  reason: TokenRequestReason;
}

/** The `detail` of `tokenRefreshFailed`: the provider failed, timed out, or the frame refused its token. */
export interface TokenRefreshFailedDetail {
  error: unknown;
  /** How many attempts in a row have failed (1 after the first failure). */
  attempt: number;
  /** When the next attempt starts (epoch milliseconds). */
  nextRetryAt: number;
}
