import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { viewerConfig } from '../../src/config/viewer-config.ts';
import { startTestServer } from '../support/http-test-server.ts';
import { login, loginRequestBody } from '../../src/api/login.ts';

describe('login', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let answer: (response: ServerResponse) => void;
  const originalBase = viewerConfig.apiBaseUrl;

  beforeAll(async () => {
    server = await startTestServer((_request, response) => answer(response));
    viewerConfig.apiBaseUrl = server.baseUrl;
  });
  afterAll(async () => {
    viewerConfig.apiBaseUrl = originalBase;
    await server.close();
  });
  beforeEach(() => {
    answer = (response) => json(response, 500, {});
  });

  function json(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }

  it('[A-LOGIN-02] [A-LOGIN-03] posts the sign-in result as JSON to /login, without Authorization', async () => {
    answer = (response) => json(response, 200, { response: { access_token: 't', expiration_time: 1 }, status: 200 });
    const account = { account: { username: 'adele.vance@contoso.example' }, idToken: 'id.token.here' };
    const before = server.seen.length;
    await login({ ...account, mail: 'a@b' });
    const seen = server.seen[before]!;
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/login');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers.authorization).toBeUndefined();
    expect(JSON.parse(seen.body)).toEqual(account);
  });

  it('[V-CALM-06] POST /login carries the account object and ID token only: no access token leaves the browser', async () => {
    answer = (response) => json(response, 200, { response: { access_token: 't', expiration_time: 1 }, status: 200 });
    const account = { homeAccountId: 'h', username: 'adele.vance@contoso.example', idToken: 'id.on.account' };
    const signInResult = {
      account,
      idToken: 'id.token.here',
      accessToken: 'graph.access.token',
      scopes: ['user.read'],
      tokenType: 'Bearer',
      displayName: 'Adele Vance',
      mail: 'adele.vance@contoso.example',
    };
    expect(loginRequestBody(signInResult)).toEqual({ account, idToken: 'id.token.here' });
    const before = server.seen.length;
    await login(signInResult);
    const sent = server.seen[before]!.body;
    expect(JSON.parse(sent)).toEqual({ account, idToken: 'id.token.here' });
    expect(sent).not.toMatch(/accessToken|graph\.access\.token/);
  });

  it('[A-LOGIN-04] reads {response:{access_token, expiration_time}, status} as success', async () => {
    answer = (response) =>
      json(response, 200, {
        response: { access_token: 'jwt.session', expiration_time: 1_900_000_000_000 },
        status: 200,
      });
    await expect(login({})).resolves.toEqual({ kind: 'success', token: 'jwt.session', expiresAt: 1_900_000_000_000 });
  });

  it('[A-LOGIN-04] takes the outcome from the body status field, not the HTTP status', async () => {
    // A proxy that answers 200 for everything must not turn a user-not-exist body into a sign-in.
    answer = (response) => json(response, 200, { status: 400, error: 'USER_NOT_FOUND', message: 'no such user' });
    await expect(login({})).resolves.toEqual({ kind: 'userNotFound' });
    answer = (response) => json(response, 200, { status: 403, error: 'TOKEN_EXPIRED', message: 'expired' });
    await expect(login({})).resolves.toEqual({ kind: 'tokenExpired' });
  });

  it('[A-LOGIN-04] maps the API error answers: 400 user not found, 403 token expired, others failed', async () => {
    answer = (response) => json(response, 400, { status: 400, error: 'USER_NOT_FOUND', message: 'unknown' });
    await expect(login({})).resolves.toEqual({ kind: 'userNotFound' });
    answer = (response) => json(response, 403, { status: 403, error: 'TOKEN_EXPIRED', message: 'expired' });
    await expect(login({})).resolves.toEqual({ kind: 'tokenExpired' });
    answer = (response) =>
      json(response, 400, { status: 400, error: 'ID_TOKEN_REQUIRED', message: 'id token required' });
    await expect(login({})).resolves.toEqual({ kind: 'failed', message: 'Sign-in failed: id token required' });
    answer = (response) => json(response, 401, { status: 401, error: 'INVALID_ID_TOKEN', message: 'bad aud' });
    await expect(login({})).resolves.toEqual({ kind: 'failed', message: 'Sign-in failed: bad aud' });
  });

  it('[A-LOGIN-04] refuses a success answer without a usable token or expiry', async () => {
    answer = (response) => json(response, 200, { response: { expiration_time: 1 }, status: 200 });
    await expect(login({})).resolves.toMatchObject({ kind: 'failed' });
    answer = (response) =>
      json(response, 200, { response: { access_token: 't', expiration_time: '2030' }, status: 200 });
    await expect(login({})).resolves.toMatchObject({ kind: 'failed' });
  });
});
