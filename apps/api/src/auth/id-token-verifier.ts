import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type RemoteJWKSet } from 'jose';
import type { IdentityConfig } from '../config/load-config.ts';
import { ApiError } from '../http/api-error.ts';

/** The claims of a verified Microsoft ID token that the API uses. */
interface VerifiedIdentity {
  objectId: string | undefined;
  email: string | undefined;
  name: string | undefined;
  tenantId: string | undefined;
}

export type IdTokenVerifier = (idToken: string) => Promise<VerifiedIdentity>;

// Entra ID signs ID tokens with RS256 only; pinning it rules out `none` and HMAC key confusion.
const ALGORITHMS = ['RS256'];

/** The issuer's signing keys, fetched over HTTP and cached (refetched on an unknown `kid`). */
export interface IssuerKeys {
  readonly getKey: RemoteJWKSet;
  /** Whether the keys are in memory; fetches them once when they are not (for /readyz). */
  loaded(): Promise<boolean>;
}

export function createIssuerKeys(config: IdentityConfig): IssuerKeys {
  const getKey = createRemoteJWKSet(new URL(config.jwksUri), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return {
    getKey,
    async loaded() {
      if (getKey.jwks()) return true;
      await getKey.reload().catch(() => {});
      return getKey.jwks() !== undefined;
    },
  };
}

/**
 * Verifies ID tokens against the issuer's JWKS (fetched over HTTP, cached and refetched on
 * unknown `kid`): signature, issuer, audience = our client id, and lifetime.
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
        clockTolerance: 60,
      }));
    } catch (error) {
      throw toApiError(error);
    }
    return {
      objectId: stringClaim(payload, 'oid') ?? stringClaim(payload, 'sub'),
      email: stringClaim(payload, 'preferred_username') ?? stringClaim(payload, 'email') ?? stringClaim(payload, 'upn'),
      name: stringClaim(payload, 'name'),
      tenantId: stringClaim(payload, 'tid'),
    };
  };
}

function toApiError(error: unknown): ApiError {
  if (error instanceof errors.JWTExpired) {
    return new ApiError(403, 'TOKEN_EXPIRED', 'The ID token has expired; sign in again', { cause: error });
  }
  if (
    error instanceof errors.JWKSTimeout ||
    (error instanceof Error && /fetch failed|ECONNREFUSED/i.test(error.message))
  ) {
    return new ApiError(
      503,
      'IDENTITY_PROVIDER_UNAVAILABLE',
      "The identity provider's signing keys could not be fetched",
      {
        cause: error,
      },
    );
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
