import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import { issuerOf, type RouteContext } from './context.ts';
import { sendJson } from './http.ts';
import { GRAPH_RESOURCE } from './scopes.ts';

/** Answers in Graph's error shape, and records the refusal. */
function refuse(
  ctx: RouteContext,
  req: IncomingMessage,
  res: ServerResponse,
  status: 401 | 403,
  code: string,
  message: string,
) {
  ctx.events.push({ type: 'me', ok: false });
  sendJson(req, res, status, {
    error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': randomUUID() } },
  });
}

/** GET `/v1.0/me`: the Graph profile of the bearer access token's user (401 without a valid token). */
export async function graphMe(ctx: RouteContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) return refuse(ctx, req, res, 401, 'InvalidAuthenticationToken', 'Access token is empty.');
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(match[1], ctx.key.publicKey, {
      issuer: issuerOf(ctx, req),
      audience: GRAPH_RESOURCE,
      algorithms: ['RS256'],
    }));
  } catch (error) {
    const reason = `Access token validation failure: ${(error as Error).message}`;
    return refuse(ctx, req, res, 401, 'InvalidAuthenticationToken', reason);
  }
  const scopes = String(claims.scp ?? '')
    .toLowerCase()
    .split(' ');
  const account = ctx.settings.accounts.find((a) => a.oid === claims.oid);
  if (!account || !scopes.includes('user.read')) {
    return refuse(
      ctx,
      req,
      res,
      403,
      'Authorization_RequestDenied',
      'Insufficient privileges to complete the operation.',
    );
  }
  ctx.events.push({ type: 'me', ok: true });
  sendJson(req, res, 200, {
    '@odata.context': `${GRAPH_RESOURCE}/v1.0/$metadata#users/$entity`,
    businessPhones: [],
    displayName: account.name,
    givenName: account.givenName ?? null,
    jobTitle: account.jobTitle ?? null,
    mail: account.mail ?? account.username,
    mobilePhone: null,
    officeLocation: null,
    preferredLanguage: null,
    surname: account.surname ?? null,
    userPrincipalName: account.username,
    id: account.oid,
  });
}
