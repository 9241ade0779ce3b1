import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalIdentity,
  DEFAULT_ACCOUNTS,
  DEFAULT_CLIENT_ID,
  EXPIRED_ID_TOKEN_AGE_SECONDS,
  GRAPH_RESOURCE,
  start,
  type RunningLocalIdentity,
} from '../src/index.ts';

const APP = 'http://127.0.0.1:5999';
const REDIRECT = `${APP}/redirect.html`;
let idp: RunningLocalIdentity;

beforeAll(async () => {
  idp = await start();
});
afterAll(() => idp.close());

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(params: Record<string, string>): string {
  const query = new URLSearchParams({
    client_id: DEFAULT_CLIENT_ID,
    redirect_uri: REDIRECT,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'user.read openid profile offline_access',
    state: 'st-1',
    nonce: 'n-1',
    code_challenge_method: 'S256',
    ...params,
  });
  return `${idp.url}/${idp.tenantId}/oauth2/v2.0/authorize?${query}`;
}

/** Walks the picker like a person: opens it, picks the first account, returns the redirect. */
async function signIn(challenge: string, extra: Record<string, string> = {}, username = idp.accounts[0].username) {
  const page = await fetch(authorizeUrl({ code_challenge: challenge, ...extra }));
  expect(page.status).toBe(200);
  const html = await page.text();
  const requestId = /name="request" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(`${idp.url}/${idp.tenantId}/oauth2/v2.0/authorize/approve`, {
    method: 'POST',
    body: new URLSearchParams({ request: requestId, account: username }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location') ?? '');
  return {
    location,
    params: new URLSearchParams(location.hash.slice(1)),
    cookie: answer.headers.get('set-cookie') ?? '',
  };
}

function redeem(body: Record<string, string>) {
  return fetch(`${idp.url}/${idp.tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { origin: APP },
    body: new URLSearchParams({ client_id: DEFAULT_CLIENT_ID, redirect_uri: REDIRECT, ...body }),
  });
}

describe('local identity', () => {
  it('serves discovery metadata in the AAD layout and a JWKS', async () => {
    const meta = await (await fetch(`${idp.url}/${idp.tenantId}/v2.0/.well-known/openid-configuration`)).json();
    expect(meta.authorization_endpoint).toBe(`${idp.url}/${idp.tenantId}/oauth2/v2.0/authorize`);
    expect(meta.issuer).toBe(idp.issuer);
    const jwks = await (await fetch(meta.jwks_uri)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', kid: idp.publicJwk.kid });
    expect(JSON.parse(idp.msalAuth().authorityMetadata)).toEqual(meta);
  });

  it('runs the authorization code flow with PKCE and signs tokens that verify against the JWKS', async () => {
    const { verifier, challenge } = pkce();
    const { location, params } = await signIn(challenge);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(params.get('state')).toBe('st-1');
    expect(JSON.parse(Buffer.from(params.get('client_info') ?? '', 'base64url').toString())).toEqual({
      uid: idp.accounts[0].oid,
      utid: idp.tenantId,
    });
    const response = await redeem({
      grant_type: 'authorization_code',
      code: params.get('code') ?? '',
      code_verifier: verifier,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    const tokens = await response.json();
    const jwks = createRemoteJWKSet(new URL(idp.jwksUri));
    const { payload: id } = await jwtVerify(tokens.id_token, jwks, { issuer: idp.issuer, audience: DEFAULT_CLIENT_ID });
    expect(id).toMatchObject({
      nonce: 'n-1',
      tid: idp.tenantId,
      oid: idp.accounts[0].oid,
      preferred_username: idp.accounts[0].username,
      name: idp.accounts[0].name,
      ver: '2.0',
    });
    const { payload: access } = await jwtVerify(tokens.access_token, jwks, {
      issuer: idp.issuer,
      audience: GRAPH_RESOURCE,
    });
    expect(access.scp).toBe('user.read');
    expect(tokens.scope).toBe('user.read openid profile');

    const me = await fetch(`${idp.url}/v1.0/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      displayName: idp.accounts[0].name,
      userPrincipalName: idp.accounts[0].username,
      id: idp.accounts[0].oid,
    });

    const refreshed = await redeem({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      scope: 'https://analysis.windows.net/powerbi/api/Report.Read.All openid profile offline_access',
    });
    const second = await refreshed.json();
    expect(decodeJwt(second.access_token)).toMatchObject({
      aud: 'https://analysis.windows.net/powerbi/api',
      scp: 'Report.Read.All',
    });
    expect(decodeJwt(second.id_token).nonce).toBeUndefined();
  });

  it('rejects a wrong PKCE verifier and a reused code', async () => {
    const { challenge } = pkce();
    const { params } = await signIn(challenge);
    const wrong = await redeem({
      grant_type: 'authorization_code',
      code: params.get('code') ?? '',
      code_verifier: pkce().verifier,
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error_codes).toEqual([501481]);
    const reused = await redeem({
      grant_type: 'authorization_code',
      code: params.get('code') ?? '',
      code_verifier: 'x',
    });
    expect((await reused.json()).error).toBe('invalid_grant');
  });

  it('answers /v1.0/me with 401 without a valid bearer token', async () => {
    expect((await fetch(`${idp.url}/v1.0/me`)).status).toBe(401);
    expect((await fetch(`${idp.url}/v1.0/me`, { headers: { authorization: 'Bearer abc' } })).status).toBe(401);
  });

  it('answers prompt=none from the session cookie, login_required without it', async () => {
    const { cookie } = await signIn(pkce().challenge);
    const silent = await fetch(authorizeUrl({ code_challenge: pkce().challenge, prompt: 'none' }), {
      headers: { cookie: cookie.split(';')[0] },
      redirect: 'manual',
    });
    expect(new URLSearchParams(new URL(silent.headers.get('location') ?? '').hash.slice(1)).get('code')).toBeTruthy();
    const anonymous = await fetch(authorizeUrl({ code_challenge: pkce().challenge, prompt: 'none' }), {
      redirect: 'manual',
    });
    expect(new URLSearchParams(new URL(anonymous.headers.get('location') ?? '').hash.slice(1)).get('error')).toBe(
      'login_required',
    );
  });

  it('simulates a policy that needs interaction for silent renewal', async () => {
    const { verifier, challenge } = pkce();
    const { params } = await signIn(challenge);
    const tokens = await (
      await redeem({ grant_type: 'authorization_code', code: params.get('code') ?? '', code_verifier: verifier })
    ).json();
    idp.configure({ interactionRequired: true });
    try {
      const refused = await (await redeem({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).json();
      expect(refused).toMatchObject({ error: 'invalid_grant', suberror: 'consent_required' });
    } finally {
      idp.configure({ interactionRequired: false });
    }
  });

  it('refuses unknown clients and unregistered redirect URIs with an error page', async () => {
    const unknown = await fetch(
      authorizeUrl({ code_challenge: pkce().challenge, client_id: '00000000-0000-0000-0000-000000000000' }),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('AADSTS700016');
    const foreign = await fetch(
      authorizeUrl({ code_challenge: pkce().challenge, redirect_uri: 'https://evil.example/cb' }),
    );
    expect(await foreign.text()).toContain('AADSTS50011');
  });

  it('logs out back to the app with state echoed', async () => {
    const out = await fetch(
      `${idp.url}/${idp.tenantId}/oauth2/v2.0/logout?${new URLSearchParams({ post_logout_redirect_uri: REDIRECT, state: 's-9' })}`,
      { redirect: 'manual' },
    );
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(`${REDIRECT}?state=s-9`);
  });

  it('leaves other paths to the next handler, or answers 404 when there is none', async () => {
    expect((await fetch(`${idp.url}/elsewhere`)).status).toBe(404);
    const identity = await createLocalIdentity();
    const app = createServer((req, res) =>
      identity.handle(req, res, () => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('the app');
      }),
    );
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
      expect(await (await fetch(`${base}/elsewhere`)).text()).toBe('the app');
      expect((await fetch(`${base}/${identity.tenantId}/discovery/v2.0/keys`)).status).toBe(200);
    } finally {
      app.closeAllConnections();
      await new Promise((resolve) => app.close(resolve));
    }
  });

  it('issues already expired id tokens (and valid access tokens) to an account with expiredIdToken', async () => {
    const expired = { username: 'token.expired@contoso.example', name: 'Expired Token', expiredIdToken: true };
    const other = await start({ accounts: [...DEFAULT_ACCOUNTS, expired] });
    const previous = idp;
    idp = other;
    try {
      const { verifier, challenge } = pkce();
      const { params } = await signIn(challenge, {}, expired.username);
      const tokens = await (
        await redeem({ grant_type: 'authorization_code', code: params.get('code') ?? '', code_verifier: verifier })
      ).json();
      const now = Date.now() / 1000;
      const id = decodeJwt(tokens.id_token);
      expect(id).toMatchObject({ preferred_username: expired.username, nonce: 'n-1' });
      expect(now - (id.exp ?? 0)).toBeGreaterThanOrEqual(EXPIRED_ID_TOKEN_AGE_SECONDS - 5);
      expect(id.exp! - id.iat!).toBe(3600);
      // Signed like any other: only the expiry is wrong.
      await expect(
        jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(other.jwksUri)), { issuer: other.issuer }),
      ).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
      expect(decodeJwt(tokens.access_token).exp).toBeGreaterThan(now);
    } finally {
      idp = previous;
      await other.close();
    }
  });
});
