import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let t: TestApi;
let origin: string;
beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await startTestApi({
    port,
    env: { LOCAL_IDENTITY: 'true', PUBLIC_URL: origin, OIDC_ISSUER: '', OIDC_JWKS_URI: '', ENTRA_CLIENT_ID: '' },
  });
});
afterAll(() => t.close());

/** Auth code + PKCE through the mounted identity's account picker, as a person would; returns the ID token. */
async function signInAs(username: string): Promise<string> {
  const authority = t.api.identity.issuer.replace(/\/v2\.0$/, '');
  const clientId = t.api.identity.audience;
  const redirectUri = 'http://127.0.0.1:5173/';
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(`${authority}/oauth2/v2.0/authorize`);
  for (const [k, v] of Object.entries({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile User.Read',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
  })) {
    authorize.searchParams.set(k, v);
  }
  const picker = await fetch(authorize);
  const html = await picker.text();
  expect(html).toContain(`value="${username}"`);
  const requestId = /name="request" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const approved = await fetch(`${authority}/oauth2/v2.0/authorize/approve`, {
    method: 'POST',
    body: new URLSearchParams({ request: requestId, account: username }),
    redirect: 'manual',
  });
  expect(approved.status).toBe(302);
  const code = new URL(approved.headers.get('location')!).searchParams.get('code')!;
  const tokenResponse = await fetch(`${authority}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      scope: 'openid profile User.Read',
    }),
  });
  expect(tokenResponse.status).toBe(200);
  return ((await tokenResponse.json()) as { id_token: string }).id_token;
}

describe('LOCAL_IDENTITY=true: the API serves @org/local-identity for the demo', () => {
  it('signs in through the mounted identity endpoint (auth code + PKCE) and the API accepts its ID token', async () => {
    const idToken = await signInAs('adele.vance@contoso.example');
    const login = await t.postLogin({ idToken, account: { username: 'adele.vance@contoso.example' } });
    expect(login.status).toBe(200);
    const { response } = (await login.json()) as { response: { access_token: string } };
    const dashboards = await fetch(`${t.url}/dashboards`, {
      headers: { authorization: `Bearer ${response.access_token}` },
    });
    expect(dashboards.status).toBe(200);
    expect(((await dashboards.json()) as unknown[]).length).toBe(5);
  });

  it('offers the disabled demo user, whose sign-in the API answers with 400 USER_NOT_FOUND', async () => {
    const login = await t.postLogin({ idToken: await signInAs('former.staff@contoso.example') });
    expect(login.status).toBe(400);
    expect(await login.json()).toMatchObject({ error: 'USER_NOT_FOUND' });
  });

  it('offers an account with an expired ID token, which the API answers with 403 TOKEN_EXPIRED', async () => {
    const login = await t.postLogin({ idToken: await signInAs('token.expired@contoso.example') });
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ error: 'TOKEN_EXPIRED' });
  });

  it('keeps the API routes and security headers for everything else', async () => {
    const health = await fetch(`${t.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
