import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IdTokenUses } from '../auth/id-token-uses.ts';
import type { IdTokenVerifier } from '../auth/id-token-verifier.ts';
import type { SessionTokens } from '../auth/session-tokens.ts';
import type { DirectoryStore } from '../db/directory-store.ts';
import { ApiError } from './api-error.ts';

// The viewer posts MSAL's sign-in result as it is (merged with the Graph profile); the ID token
// may sit at the top (AuthenticationResult.idToken) or on the account (AccountInfo.idToken).
// Nothing else in the body is trusted: identity comes from the verified token alone.
const signInResult = z.looseObject({
  idToken: z.string().optional(),
  id_token: z.string().optional(),
  account: z.looseObject({ idToken: z.string().optional() }).nullish(),
});

/**
 * A used token's record outlives the moment this instance stops accepting it by this much, so an
 * instance whose clock is up to 5 minutes behind still finds it.
 */
const SKEW_MARGIN_MS = 5 * 60_000;

export interface LoginRouteDeps {
  verifyIdToken: IdTokenVerifier;
  sessions: SessionTokens;
  store: DirectoryStore;
  /** The ID tokens already exchanged for a session, shared by all instances. */
  idTokenUses: IdTokenUses;
  /** Throws 429 RATE_LIMITED when the caller is over the login limit (runs once the body is read). */
  rateLimit: (request: FastifyRequest) => Promise<void>;
}

/** POST /login: verified Microsoft ID token in, the API's own session token out. */
export function registerLoginRoute(app: FastifyInstance, deps: LoginRouteDeps): void {
  app.post('/login', { preHandler: deps.rateLimit }, async (request, reply) => {
    const parsed = signInResult.safeParse(request.body);
    if (!parsed.success) {
      throw new ApiError(
        400,
        'BAD_REQUEST',
        'The body must be the sign-in result: a JSON object with idToken (string)',
      );
    }
    const idToken = parsed.data.idToken ?? parsed.data.id_token ?? parsed.data.account?.idToken;
    if (!idToken) {
      throw new ApiError(400, 'ID_TOKEN_REQUIRED', 'idToken is required: the ID token string of the sign-in result');
    }
    const identity = await deps.verifyIdToken(idToken);
    // By oid first; by the tenant's sign-in name (preferred_username/UPN) only for a user not yet linked.
    const user = await deps.store.findUserForLogin(identity.objectId, identity.loginName);
    if (!user || user.disabled) {
      throw new ApiError(
        400,
        'USER_NOT_FOUND',
        'This account is not allowed to use the viewer; ask an administrator to add it',
      );
    }
    // Linked: only that oid. Not linked yet: link this oid now (a token without any oid signs in unlinked).
    // linkObjectId is conditional, so of two identities signing in first at once only one is linked.
    const ownIdentity =
      user.entraObjectId !== null
        ? user.entraObjectId === identity.objectId
        : identity.objectId === undefined || (await deps.store.linkObjectId(user.id, identity.objectId));
    if (!ownIdentity) {
      // The audit line: who was refused and that both identities carry an oid; never a token, oid or name.
      request.log.warn(
        {
          audit: 'login.account_linked_elsewhere',
          userId: user.id,
          tokenOid: identity.objectId ? 'present' : 'absent',
          linkedOid: 'present',
          linkedConcurrently: user.entraObjectId === null,
        },
        'login refused: the account is linked to another Microsoft identity',
      );
      throw new ApiError(
        403,
        'ACCOUNT_LINKED_ELSEWHERE',
        'This account is already linked to another Microsoft identity; ask an administrator',
      );
    }
    // One session per ID token [A-SEC-07]: a copy of the token (from a log, a proxy, a browser's
    // history or storage) cannot sign in again while it is still valid. Claimed last, so a refusal
    // or an outage before this point leaves the token usable for the person's retry.
    if (!(await deps.idTokenUses.claim(identity.tokenHash, identity.acceptedUntil + SKEW_MARGIN_MS))) {
      request.log.warn(
        { audit: 'login.id_token_reused', userId: user.id },
        'login refused: this ID token has already been exchanged for a session',
      );
      throw new ApiError(403, 'ID_TOKEN_ALREADY_USED', 'This sign-in has already been used; sign in again');
    }
    const session = await deps.sessions.issue(user);
    reply.header('cache-control', 'no-store');
    return { response: { access_token: session.accessToken, expiration_time: session.expiresAt }, status: 200 };
  });
}
