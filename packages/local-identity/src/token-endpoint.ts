import type { IncomingMessage, ServerResponse } from 'node:http';
import { aadError } from './aad-error.ts';
import { issuerOf, type RouteContext } from './context.ts';
import { sendJson } from './http.ts';
import { s256 } from './ids.ts';
import type { ResolvedAccount } from './options.ts';
import { grantedScope, parseScopes } from './scopes.ts';
import { clientInfo, signAccessToken, signIdToken, type TokenContext } from './tokens.ts';

const REFRESH_TOKEN_LIFETIME_SECONDS = 24 * 3600; // Entra ID's limit for SPA refresh tokens

interface Grant {
  clientId: string;
  account: ResolvedAccount;
  sessionId: string;
  scope: string;
  nonce: string | undefined;
}

function fail(
  ctx: RouteContext,
  req: IncomingMessage,
  res: ServerResponse,
  grantType: string,
  body: ReturnType<typeof aadError>,
): void {
  ctx.events.push({ type: 'token', grantType, ok: false, error: body.error });
  sendJson(req, res, 400, body);
}

/** Checks an authorization-code redemption, including PKCE (RFC 7636) and the redirect URI. */
function codeGrant(ctx: RouteContext, form: URLSearchParams): Grant | ReturnType<typeof aadError> {
  const issued = ctx.store.redeemCode(form.get('code') ?? '');
  if (!issued)
    return aadError(
      'invalid_grant',
      70008,
      'The provided authorization code or refresh token has expired or was already used.',
    );
  if (issued.clientId !== form.get('client_id'))
    return aadError('invalid_grant', 70000, 'The code was issued to another client.');
  if (issued.redirectUri !== form.get('redirect_uri'))
    return aadError(
      'invalid_grant',
      70000,
      "The provided value for 'redirect_uri' does not match the authorization request.",
    );
  const verifier = form.get('code_verifier');
  if (!verifier)
    return aadError(
      'invalid_request',
      9002325,
      'Proof Key for Code Exchange is required for cross-origin authorization code redemption.',
    );
  if (s256(verifier) !== issued.codeChallenge)
    return aadError(
      'invalid_grant',
      501481,
      'The Code_Verifier does not match the code_challenge supplied in the authorization request.',
    );
  return { ...issued, scope: form.get('scope') ?? issued.scope };
}

function refreshGrant(ctx: RouteContext, form: URLSearchParams): Grant | ReturnType<typeof aadError> {
  const grant = ctx.store.refreshGrant(form.get('refresh_token') ?? '');
  if (!grant) return aadError('invalid_grant', 9002313, 'Invalid request. The refresh token is malformed or unknown.');
  if (grant.clientId !== form.get('client_id'))
    return aadError('invalid_grant', 700005, 'The refresh token was issued to another client.');
  if (ctx.settings.interactionRequired) {
    return aadError(
      'invalid_grant',
      65001,
      'The user or administrator has not consented to use the application. Send an interactive authorization request for this user and resource.',
      { suberror: 'consent_required' },
    );
  }
  return { ...grant, scope: form.get('scope') ?? 'openid profile offline_access', nonce: undefined };
}

/** POST `/{tenant}/oauth2/v2.0/token`: authorization_code and refresh_token grants. */
export async function token(
  ctx: RouteContext,
  req: IncomingMessage,
  res: ServerResponse,
  form: URLSearchParams,
): Promise<void> {
  const grantType = form.get('grant_type') ?? '';
  if (!ctx.settings.clientIds.includes(form.get('client_id') ?? '')) {
    fail(
      ctx,
      req,
      res,
      grantType,
      aadError(
        'unauthorized_client',
        700016,
        `Application with identifier '${form.get('client_id')}' was not found in the directory.`,
      ),
    );
    return;
  }
  const grant =
    grantType === 'authorization_code'
      ? codeGrant(ctx, form)
      : grantType === 'refresh_token'
        ? refreshGrant(ctx, form)
        : aadError('unsupported_grant_type', 70003, `The app requested an unsupported grant type '${grantType}'.`);
  if ('error' in grant) {
    fail(ctx, req, res, grantType, grant);
    return;
  }
  const scopes = parseScopes(grant.scope);
  const tokenCtx: TokenContext = {
    key: ctx.key,
    issuer: issuerOf(ctx, req),
    tenantId: ctx.settings.tenantId,
    clientId: grant.clientId,
    account: grant.account,
    lifetimeSeconds: ctx.settings.tokenLifetimeSeconds,
    sessionId: grant.sessionId,
  };
  const wantsIdToken = scopes.oidc.some((s) => s.toLowerCase() === 'openid');
  const body = {
    token_type: 'Bearer',
    scope: grantedScope(scopes),
    expires_in: ctx.settings.tokenLifetimeSeconds,
    ext_expires_in: ctx.settings.tokenLifetimeSeconds,
    access_token: await signAccessToken(tokenCtx, scopes),
    refresh_token: ctx.store.issueRefreshToken({
      clientId: grant.clientId,
      account: grant.account,
      sessionId: grant.sessionId,
    }),
    refresh_token_expires_in: REFRESH_TOKEN_LIFETIME_SECONDS,
    ...(wantsIdToken ? { id_token: await signIdToken(tokenCtx, grant.nonce) } : {}),
    client_info: clientInfo(grant.account, ctx.settings.tenantId),
  };
  ctx.events.push({ type: 'token', grantType, ok: true });
  sendJson(req, res, 200, body);
}
