import { SignJWT } from 'jose';
import { base64url, randomToken, stableGuid } from './ids.ts';
import { EXPIRED_ID_TOKEN_AGE_SECONDS, type ResolvedAccount } from './options.ts';
import type { ScopeRequest } from './scopes.ts';
import type { SigningKey } from './signing-key.ts';

/** Everything a token is minted from. */
export interface TokenContext {
  key: SigningKey;
  issuer: string;
  tenantId: string;
  clientId: string;
  account: ResolvedAccount;
  lifetimeSeconds: number;
  sessionId: string;
}

function sign(
  ctx: TokenContext,
  claims: Record<string, unknown>,
  { typ, expiredBySeconds }: { typ?: string; expiredBySeconds?: number } = {},
): Promise<string> {
  // An expired token keeps its real lifetime, shifted so that it ran out `expiredBySeconds` ago.
  const now = Math.floor(Date.now() / 1000) - (expiredBySeconds ? expiredBySeconds + ctx.lifetimeSeconds : 0);
  return new SignJWT({ ...claims, iat: now, nbf: now, exp: now + ctx.lifetimeSeconds })
    .setProtectedHeader({ alg: 'RS256', kid: ctx.key.kid, ...(typ ? { typ } : {}) })
    .setIssuer(ctx.issuer)
    .sign(ctx.key.privateKey);
}

/** `client_info` as Entra ID sends it: base64url of {"uid": oid, "utid": tid}. */
export function clientInfo(account: ResolvedAccount, tenantId: string): string {
  return base64url(JSON.stringify({ uid: account.oid, utid: tenantId }));
}

/**
 * An id token with the claims Entra ID puts in v2 id tokens. `nonce` only on the code exchange.
 * Already expired for an account with `expiredIdToken`.
 */
export function signIdToken(ctx: TokenContext, nonce: string | undefined): Promise<string> {
  const { account } = ctx;
  return sign(
    ctx,
    {
      aud: ctx.clientId,
      sub: stableGuid(`${account.oid}:${ctx.clientId}`),
      oid: account.oid,
      tid: ctx.tenantId,
      name: account.name,
      preferred_username: account.username,
      // MSAL sends login_hint back as logout_hint; Entra issues an opaque value, so do we.
      login_hint: base64url(JSON.stringify({ oid: account.oid, tid: ctx.tenantId })),
      sid: ctx.sessionId,
      uti: randomToken(16),
      ver: '2.0',
      ...(nonce ? { nonce } : {}),
    },
    { expiredBySeconds: account.expiredIdToken ? EXPIRED_ID_TOKEN_AGE_SECONDS : undefined },
  );
}

/** A JWT access token for one resource; `/v1.0/me` verifies these. */
export function signAccessToken(ctx: TokenContext, scopes: ScopeRequest): Promise<string> {
  const { account } = ctx;
  return sign(
    ctx,
    {
      aud: scopes.resource,
      sub: stableGuid(`${account.oid}:${scopes.resource}`),
      oid: account.oid,
      tid: ctx.tenantId,
      name: account.name,
      upn: account.username,
      preferred_username: account.username,
      scp: scopes.names.join(' '),
      azp: ctx.clientId,
      appid: ctx.clientId,
      uti: randomToken(16),
      ver: '2.0',
    },
    { typ: 'JWT' },
  );
}
