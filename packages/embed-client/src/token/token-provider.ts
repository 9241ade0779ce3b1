import type { TokenType } from '@org/embed-models';

/** What a token provider returns: the token, and when it expires if known. */
export interface TokenGrant {
  token: string;
  /** Expiry as epoch milliseconds, a Date or an ISO string; else the JWT's `exp`, else the default lifetime. */
  expiresAt?: number | string | Date;
}

/** Why the SDK asks for a token. */
export type TokenRequestReason = 'initial' | 'scheduled' | 'visible' | 'online' | 'expired';

/** What the provider is told when it is asked for a token. */
export interface TokenRequest {
  reason: TokenRequestReason;
  /** The embed type (`report`, `dashboard`, …) and the id of the embedded item. */
  type: string;
  id?: string | null;
  tokenType?: TokenType;
  /** Aborted when the call times out or the embed is reset. */
  signal: AbortSignal;
  /** 0 for the first try, then 1, 2, … for retries after failures. */
  attempt: number;
}

/** Fetches an access token for an embed: a string, or a grant with its expiry. */
export type TokenProvider = (request: TokenRequest) => Promise<TokenGrant | string> | TokenGrant | string;

/** Timing of the token lifecycle. */
export interface TokenRefreshOptions {
  /** Refresh this long before expiry (seconds). */
  skewSeconds?: number;
  /** Lifetime assumed when neither the provider nor the token tells it (seconds). */
  defaultLifetimeSeconds?: number;
  /** A provider call that takes longer fails (milliseconds). */
  timeoutMs?: number;
  /** First and largest delay between retries after failures (milliseconds); jittered. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** Embeds with the same provider and key share one token and one refresh. */
  key?: string;
}
