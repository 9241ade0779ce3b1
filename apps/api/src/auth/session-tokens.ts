import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config/load-config.ts';
import { ApiError } from '../http/api-error.ts';

const AUDIENCE = 'org-viewer';
/** Users' ids are PostgreSQL uuids; a subject that is not one names no user (and the query would fail). */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface IssuedSession {
  accessToken: string;
  /** Epoch milliseconds at which the token stops being accepted. */
  expiresAt: number;
}

/** Whom a valid session token was issued to. */
interface Session {
  userId: string;
  /**
   * The user's session version when it was issued (claim `sv`; 0 for tokens from before it
   * existed): the session holds only while the user's version is still this one [A-SEC-07].
   */
  sessionVersion: number;
}

export interface SessionTokens {
  issue(user: { id: string; email: string; displayName: string; sessionVersion: number }): Promise<IssuedSession>;
  /** Returns whom the token was issued to, or throws a 401 ApiError. */
  verify(token: string): Promise<Session>;
}

/**
 * The API's own session tokens: HS256 JWTs under a secret shared by every instance, so any
 * instance behind the load balancer accepts a token another one issued.
 */
export function createSessionTokens(config: Config['session'], now: () => number = Date.now): SessionTokens {
  // A token that verified once stays valid until its exp (it is signed and immutable), so
  // repeat requests skip the HMAC; only the expiry is checked again.
  const verified = new Map<string, Session & { exp: number }>();
  const MAX_VERIFIED = 10_000;
  return {
    async issue(user) {
      const issuedAt = Math.floor(now() / 1000);
      const exp = issuedAt + config.ttlSeconds;
      const accessToken = await new SignJWT({ email: user.email, name: user.displayName, sv: user.sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(config.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(config.secret);
      return { accessToken, expiresAt: exp * 1000 };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && now() < known.exp * 1000) return { userId: known.userId, sessionVersion: known.sessionVersion };
      try {
        const { payload } = await jwtVerify(token, config.secret, {
          issuer: config.issuer,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp'],
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || !USER_ID.test(payload.sub)) {
          throw new Error("The session token's subject is not a user id");
        }
        const sessionVersion = payload.sv ?? 0;
        if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) {
          throw new Error("The session token's version is not a whole number");
        }
        const session = { userId: payload.sub, sessionVersion };
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, { ...session, exp: payload.exp as number });
        return session;
      } catch (error) {
        const message =
          error instanceof errors.JWTExpired
            ? 'The session token has expired; sign in again'
            : 'The session token is not valid';
        throw new ApiError(401, 'UNAUTHORIZED', message, { cause: error });
      }
    },
  };
}
