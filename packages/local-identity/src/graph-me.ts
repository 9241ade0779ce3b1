import type { IncomingMessage, ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import { issuerOf, type RouteContext } from './context.ts';
import { sendJson } from './http.ts';
import { GRAPH_RESOURCE } from './scopes.ts';

function graphError(code: string, message: string) {
  return {
    error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': crypto.randomUUID() } },
  };
}

/** GET `/v1.0/me`: the Graph profile of the bearer access token's user (401 without a valid token). */
export async function graphMe(ctx: RouteContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) {
    ctx.events.push({ type: 'me', ok: false });
    sendJson(req, res, 401, graphError('InvalidAuthenticationToken', 'Access token is empty.'));
    return;
  }
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(match[1], ctx.key.publicKey, {
      issuer: issuerOf(ctx, req),
      audience: GRAPH_RESOURCE,
      algorithms: ['RS256'],
    }));
  } catch (error) {
    ctx.events.push({ type: 'me', ok: false });
    sendJson(
      req,
      res,
      401,
      graphError('InvalidAuthenticationToken', `Access token validation failure: ${(error as Error).message}`),
    );
    return;
  }
  const scopes = String(claims.scp ?? '')
    .toLowerCase()
    .split(' ');
  const account = ctx.settings.accounts.find((a) => a.oid === claims.oid);
  if (!account || !scopes.includes('user.read')) {
    ctx.events.push({ type: 'me', ok: false });
    sendJson(
      req,
      res,
      403,
      graphError('Authorization_RequestDenied', 'Insufficient privileges to complete the operation.'),
    );
    return;
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
