import { createHash } from 'node:crypto';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { IdentityConfig } from '../config/load-config.ts';
import { ApiError } from '../http/api-error.ts';
import { systemTimers, type Timers } from '../timers.ts';

/** The claims of a verified Microsoft ID token that the API uses. */
interface VerifiedIdentity {
  objectId: string | undefined;
  /**
   * The sign-in name the identity platform guarantees for the tenant (`preferred_username`, or `upn`
   * in v1 tokens): the only claim a first sign-in may be linked by. Never the `email` claim, which
   * Entra ID does not verify (any guest or admin-set mail address).
   */
  loginName: string | undefined;
  name: string | undefined;
  tenantId: string | undefined;
  /**
   * A SHA-256 of the token's signed part (header and claims): the same for every copy of this token,
   * different for every sign-in (its `nonce`, `iat`, `uti` differ), and not forgeable without the
   * issuer's key. Keys the one-time use of the token at /login [A-SEC-07].
   */
  tokenHash: string;
  /** Epoch milliseconds until which this verifier accepts the token (its `exp` plus the clock tolerance). */
  acceptedUntil: number;
}

export type IdTokenVerifier = (idToken: string) => Promise<VerifiedIdentity>;

// Entra ID signs ID tokens with RS256 only; pinning it rules out `none` and HMAC key confusion.
const ALGORITHMS = ['RS256'];
/** Seconds of clock difference with the issuer tolerated on `exp`, `nbf` and `iat`. */
const CLOCK_TOLERANCE_SECONDS = 60;

/** The issuer's signing keys, fetched over HTTP and cached (refetched on an unknown `kid`). */
export interface IssuerKeys {
  readonly getKey: JWTVerifyGetKey;
  /** Whether the keys are in memory; fetches them once when they are not (for /readyz). */
  loaded(): Promise<boolean>;
}

// A `kid` not among the cached keys refetches them, at most once per this interval: a rotated
// key waits at most this long, and tokens with made-up kids cannot make us hammer the issuer.
const REFETCH_INTERVAL_MS = 5000;
// Cached keys older than this are refreshed in the background; they keep serving meanwhile,
// and for as long as the issuer cannot be reached.
const MAX_AGE_MS = 10 * 60_000;
const FETCH_TIMEOUT_MS = 5000;

export function createIssuerKeys(config: IdentityConfig, timers: Timers = systemTimers): IssuerKeys {
  let keys: { getKey: JWTVerifyGetKey; kids: Set<string>; fetchedAt: number } | undefined;
  let lastAttempt = { at: -Infinity, ok: true };
  let inFlight: Promise<void> | undefined;
  let scheduled: Promise<void> | undefined;

  const unavailable = (retryAfterMs: number, cause?: unknown) =>
    new ApiError(503, 'IDENTITY_PROVIDER_UNAVAILABLE', "The identity provider's signing keys could not be fetched", {
      cause,
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    });

  // One fetch at a time, shared by every caller that needs it.
  const fetchKeys = () =>
    (inFlight ??= (async () => {
      try {
        const response = await fetch(config.jwksUri, {
          headers: { accept: 'application/json' },
          signal: timers.timeout(FETCH_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`the JWKS endpoint answered ${response.status}`);
        const jwks = (await response.json()) as JSONWebKeySet;
        const getKey = createLocalJWKSet(jwks);
        const kids = new Set(jwks.keys.map((k) => k.kid).filter((kid): kid is string => typeof kid === 'string'));
        keys = { getKey, kids, fetchedAt: timers.now() };
        lastAttempt = { at: timers.now(), ok: true };
      } catch (error) {
        lastAttempt = { at: timers.now(), ok: false };
        throw unavailable(REFETCH_INTERVAL_MS, error);
      } finally {
        inFlight = undefined;
      }
    })());

  // Keys missing, or a kid they lack: fetch now if the last fetch is older than the interval;
  // after a recent success, wait for the next allowed fetch together with everyone else;
  // after a recent failure, answer 503 at once rather than hold the request.
  const refetch = (): Promise<void> => {
    const wait = lastAttempt.at + REFETCH_INTERVAL_MS - timers.now();
    if (wait <= 0) return fetchKeys();
    if (!lastAttempt.ok) return Promise.reject(unavailable(wait));
    return (scheduled ??= timers.sleep(wait).then(() => {
      scheduled = undefined;
      return fetchKeys();
    }));
  };

  return {
    async getKey(header, token) {
      if (!keys || (header.kid !== undefined && !keys.kids.has(header.kid))) {
        await refetch();
      } else if (timers.now() - keys.fetchedAt > MAX_AGE_MS && timers.now() - lastAttempt.at >= REFETCH_INTERVAL_MS) {
        fetchKeys().catch(() => {});
      }
      return keys!.getKey(header, token);
    },
    async loaded() {
      if (!keys) await refetch().catch(() => {});
      return keys !== undefined;
    },
  };
}

/**
 * Verifies ID tokens against the issuer's JWKS (fetched over HTTP, cached and refetched on
 * unknown `kid`, see `createIssuerKeys`): signature, issuer, audience = our client id, and lifetime.
 */
export function createIdTokenVerifier(config: IdentityConfig, keys = createIssuerKeys(config)): IdTokenVerifier {
  const jwks = keys.getKey;
  return async (idToken) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer: config.issuer,
        audience: config.audience,
        algorithms: ALGORITHMS,
        requiredClaims: ['exp', 'iat'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      throw toApiError(error);
    }
    return {
      objectId: stringClaim(payload, 'oid') ?? stringClaim(payload, 'sub'),
      loginName: stringClaim(payload, 'preferred_username') ?? stringClaim(payload, 'upn'),
      name: stringClaim(payload, 'name'),
      tenantId: stringClaim(payload, 'tid'),
      // The signing input (everything before the last dot): the signature's own encoding may vary.
      tokenHash: createHash('sha256')
        .update(idToken.slice(0, idToken.lastIndexOf('.')))
        .digest('hex'),
      acceptedUntil: ((payload.exp as number) + CLOCK_TOLERANCE_SECONDS) * 1000,
    };
  };
}

function toApiError(error: unknown): ApiError {
  // The keys could not be fetched (503 IDENTITY_PROVIDER_UNAVAILABLE with Retry-After).
  if (error instanceof ApiError) return error;
  if (error instanceof errors.JWTExpired) {
    return new ApiError(403, 'TOKEN_EXPIRED', 'The ID token has expired; sign in again', { cause: error });
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return new ApiError(
      401,
      'INVALID_ID_TOKEN',
      `The ID token's "${error.claim}" claim is not valid (${error.reason})`,
      { cause: error },
    );
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return new ApiError(401, 'INVALID_ID_TOKEN', 'The ID token must be signed with RS256', { cause: error });
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return new ApiError(401, 'INVALID_ID_TOKEN', "The ID token's signature does not match the issuer's keys", {
      cause: error,
    });
  }
  return new ApiError(401, 'INVALID_ID_TOKEN', 'The ID token is not a valid signed JWT', { cause: error });
}

function stringClaim(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
