import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/admin/admin-commands.ts';
import { DirectoryStore } from '../src/db/directory-store.ts';
import { parseRawResponse, rawExchange } from './support/raw-http.ts';
import { SESSION_SECRET, startTestApi, type TestApi } from './support/test-api.ts';

const VIEWER = 'http://viewer.test:5173';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('security basics', () => {
  it("answers CORS preflights for the viewer's origin only", async () => {
    const allowed = await fetch(`${t.url}/dashboards`, {
      method: 'OPTIONS',
      headers: {
        origin: VIEWER,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(VIEWER);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');

    const other = await fetch(`${t.url}/dashboards`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const simple = await fetch(`${t.url}/healthz`, { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends security headers', async () => {
    const response = await fetch(`${t.url}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('writes structured JSON logs without headers or tokens in them', async () => {
    const token = await t.login();
    await fetch(`${t.url}/dashboards`, { headers: { authorization: `Bearer ${token}` } });
    const entries = t.logs.map((line) => JSON.parse(line) as { msg?: string; req?: unknown });
    expect(entries.filter((e) => e.msg === 'request').length).toBeGreaterThan(0);
    expect(entries.filter((e) => e.req !== undefined)).toEqual([]);
    expect(t.logs.join('\n')).not.toContain(token);
    expect(t.logs.join('\n')).not.toContain(token.split('.')[2]);
  });

  it('answers 404 NOT_FOUND in the same error shape', async () => {
    const response = await fetch(`${t.url}/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, error: 'NOT_FOUND', message: 'No route GET /api/nope' });
  });

  it('rate-limits /login per client with 429 RATE_LIMITED and Retry-After, without touching /dashboards', async () => {
    const limited = await startTestApi({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '5' } });
    try {
      const token = await limited.login(); // 1 of 5
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await limited.postLogin({ idToken: 'x' });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(await response.json()).toMatchObject({ status: 429, error: 'RATE_LIMITED' });
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const dashboards = await fetch(`${limited.url}/dashboards`, { headers: { authorization: `Bearer ${token}` } });
      expect(dashboards.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 503 IDENTITY_PROVIDER_UNAVAILABLE when the issuer keys cannot be fetched', async () => {
    const offline = await startTestApi({ env: { OIDC_JWKS_URI: 'http://127.0.0.1:9/keys' } });
    try {
      const response = await offline.postLogin({ idToken: await offline.issuer.mintIdToken() });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 503, error: 'IDENTITY_PROVIDER_UNAVAILABLE' });
    } finally {
      await offline.close();
    }
  });
});

interface LogLine {
  msg: string;
  reqId?: string;
  method?: string;
  status?: number;
  error?: string;
}

const requestLine = (reqId: string) =>
  t.logs.map((line) => JSON.parse(line) as LogLine).find((l) => l.msg === 'request' && l.reqId === reqId);

describe('[A-SEC-06] requests Node answers before Fastify, in the API shape', () => {
  const port = () => Number(new URL(t.url).port);

  it('[A-SEC-06] answers an HTTP/1.1 request without a Host header with 400 BAD_REQUEST in the API shape, closes the connection and logs it', async () => {
    const exchange = await rawExchange(port(), 'GET /api/healthz HTTP/1.1\r\n\r\n');
    expect(exchange.closed).toBe(true);
    const answer = parseRawResponse(exchange.data);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: 400, error: 'BAD_REQUEST', message: expect.stringContaining('Host') });
    expect(answer.headers).toContain('\r\nconnection: close');
    const reqId = /\r\nx-request-id: ([0-9a-f-]{36})/.exec(answer.headers)![1];
    expect(requestLine(reqId)).toMatchObject({ method: 'GET', status: 400, error: 'BAD_REQUEST' });
    // HTTP/1.0 has no Host requirement.
    const old = parseRawResponse((await rawExchange(port(), 'GET /api/healthz HTTP/1.0\r\n\r\n')).data);
    expect(old.status).toBe(200);
  });

  it('[A-SEC-06] answers CONNECT with 405 METHOD_NOT_ALLOWED in the API shape with Allow, and logs and counts it', async () => {
    const exchange = await rawExchange(
      port(),
      'CONNECT internal.example:443 HTTP/1.1\r\nHost: internal.example:443\r\n\r\n',
    );
    expect(exchange.closed).toBe(true);
    const answer = parseRawResponse(exchange.data);
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ status: 405, error: 'METHOD_NOT_ALLOWED', message: expect.any(String) });
    expect(answer.headers).toContain('\r\nallow: get, head, post, options');
    const reqId = /\r\nx-request-id: ([0-9a-f-]{36})/.exec(answer.headers)![1];
    expect(requestLine(reqId)).toMatchObject({ method: 'CONNECT', status: 405, error: 'METHOD_NOT_ALLOWED' });
    expect(await t.api.metrics!.registry.metrics()).toContain(
      'api_http_requests_total{method="CONNECT",route="(none)",status="405"} 1',
    );
  });
});

describe('[A-SEC-07] disabling a user ends their sessions for good', () => {
  const store = () => new DirectoryStore(t.database.db);
  const admin = (...argv: string[]) => runAdminCommand(argv, store(), { log: () => {}, error: () => {} });
  const dashboardsStatus = async (session: string) =>
    (await fetch(`${t.url}/dashboards`, { headers: { authorization: `Bearer ${session}` } })).status;

  it('[A-SEC-07] a session from before a user was disabled stays refused after the user is enabled again; a new sign-in works', async () => {
    await store().addUser('returning.nurse@contoso.example', 'Returning Nurse');
    const claims = { oid: 'oid-returning-nurse', preferred_username: 'returning.nurse@contoso.example' };
    const old = await t.login(claims);
    expect(await dashboardsStatus(old)).toBe(200);
    expect(await admin('users', 'disable', 'returning.nurse@contoso.example')).toBe(0);
    expect(await dashboardsStatus(old)).toBe(401);
    expect(await admin('users', 'enable', 'returning.nurse@contoso.example')).toBe(0);
    expect(await dashboardsStatus(old)).toBe(401);
    const fresh = await t.login(claims);
    expect(await dashboardsStatus(fresh)).toBe(200);
    expect(await dashboardsStatus(old)).toBe(401);
  });

  it('[A-SEC-07] users end-sessions ends the sessions of a user who stays enabled, those issued before session versions (no sv claim) included', async () => {
    await store().addUser('shared.device@contoso.example', 'Shared Device');
    const claims = { oid: 'oid-shared-device', preferred_username: 'shared.device@contoso.example' };
    const current = await t.login(claims);
    const user = (await store().findUserForLogin('oid-shared-device', undefined))!;
    // A session as issued before this change: no `sv` claim, read as version 0.
    const legacy = await new SignJWT({ email: user.email, name: user.displayName })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(t.config.session.issuer)
      .setAudience('org-viewer')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SESSION_SECRET));
    expect(await dashboardsStatus(legacy)).toBe(200);
    expect(await dashboardsStatus(current)).toBe(200);
    expect(await admin('users', 'end-sessions', 'Shared.Device@contoso.example')).toBe(0);
    expect(await dashboardsStatus(legacy)).toBe(401);
    expect(await dashboardsStatus(current)).toBe(401);
    expect(await dashboardsStatus(await t.login(claims))).toBe(200);
  });
});
