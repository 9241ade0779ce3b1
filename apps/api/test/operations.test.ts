import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { parseRawResponse, rawExchange } from './support/raw-http.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { openTestPglite, type TestDatabase } from './support/test-databases.ts';

const REQUEST_TIMEOUT_MS = 1000;
const HEADERS_TIMEOUT_MS = 600;

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  error?: string;
  clientRequestId?: string;
}

let t: TestApi;
let port: number;
beforeAll(async () => {
  t = await startTestApi({
    env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) },
  });
  port = Number(new URL(t.url).port);
});
afterAll(() => t.close());

const logLines = (api: TestApi = t) => api.logs.map((line) => JSON.parse(line) as LogLine);
const requestLines = (api: TestApi = t) => logLines(api).filter((l) => l.msg === 'request');

function expectErrorShape(body: unknown, status: number, error: string) {
  expect(body).toEqual({ status, error, message: expect.any(String) });
}

// The tests of this block at the same time: the two timeouts are waited out together, and the failing API starts meanwhile.
describe.concurrent('timeouts', () => {
  it('[A-OPS-05] [A-OPS-07] cuts off a POST /login whose body never completes with 408 in the API shape, within REQUEST_TIMEOUT_MS', async () => {
    // Announces 1,000 bytes and sends 14.
    const exchange = await rawExchange(
      port,
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"idToken":"x`,
    );
    expect(exchange.closed).toBe(true);
    // The timeout plus Node's checking interval and a generous slack for a busy machine.
    expect(exchange.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 4000);
    const response = parseRawResponse(exchange.data);
    expect(response.status).toBe(408);
    expectErrorShape(response.body, 408, 'REQUEST_TIMEOUT');
    const reqId = /x-request-id: ([\w-]+)/.exec(response.headers)?.[1];
    expect(reqId).toBeDefined();
    // This request's own line (the headers timeout of the test alongside is a 408 too).
    expect(logLines().some((l) => l.msg === 'client error' && l.status === 408 && l.reqId === reqId)).toBe(true);
  });

  it('[A-OPS-05] closes a connection whose headers never complete within HEADERS_TIMEOUT_MS', async () => {
    const exchange = await rawExchange(port, 'GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1');
    expect(exchange.closed).toBe(true);
    expect(exchange.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 4000);
    expect(parseRawResponse(exchange.data).status).toBe(408);
  });

  it('rejects a request timeout shorter than the headers timeout at start', async () => {
    await expect(startTestApi({ env: { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' } })).rejects.toThrow(
      /HEADERS_TIMEOUT_MS: must not be larger than REQUEST_TIMEOUT_MS/,
    );
  });
});

describe('methods and error shapes', () => {
  it('[A-OPS-06] answers 405 with Allow for a known path and a wrong method; unknown paths stay 404', async () => {
    const getLogin = await fetch(`${t.url}/login`);
    expect(getLogin.status).toBe(405);
    expect(getLogin.headers.get('allow')).toBe('POST');
    expectErrorShape(await getLogin.json(), 405, 'METHOD_NOT_ALLOWED');

    const postDashboards = await fetch(`${t.url}/dashboards`, { method: 'DELETE' });
    expect(postDashboards.status).toBe(405);
    expect(postDashboards.headers.get('allow')).toBe('GET, HEAD');

    const unknown = await fetch(`${t.url}/login/extra`);
    expect(unknown.status).toBe(404);
    expectErrorShape(await unknown.json(), 404, 'NOT_FOUND');
  });

  it('[A-OPS-07] answers 400, 404, 405, 413 and 415 in the one error shape', async () => {
    const malformed = await t.postLogin('{"idToken": ');
    expect(malformed.status).toBe(400);
    expectErrorShape(await malformed.json(), 400, 'BAD_REQUEST');

    const badUrl = await rawExchange(
      port,
      'GET /api/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(parseRawResponse(badUrl.data).status).toBe(400);
    expectErrorShape(parseRawResponse(badUrl.data).body, 400, 'BAD_REQUEST');
    const badUrlId = /x-request-id: ([\w-]+)/.exec(parseRawResponse(badUrl.data).headers)?.[1];
    expect(requestLines().filter((l) => l.reqId === badUrlId)).toMatchObject([{ status: 400, error: 'BAD_REQUEST' }]);

    const notFound = await fetch(`${t.url}/nope`);
    expectErrorShape(await notFound.json(), 404, 'NOT_FOUND');

    const wrongMethod = await fetch(`${t.url}/healthz`, { method: 'POST' });
    expectErrorShape(await wrongMethod.json(), 405, 'METHOD_NOT_ALLOWED');

    const tooLarge = await t.postLogin({ idToken: 'x'.repeat(t.config.limits.bodyBytes + 1) });
    expect(tooLarge.status).toBe(413);
    expectErrorShape(await tooLarge.json(), 413, 'PAYLOAD_TOO_LARGE');

    const wrongType = await fetch(`${t.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(wrongType.status).toBe(415);
    expectErrorShape(await wrongType.json(), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('[A-OPS-07] answers an oversized header with 431 in the API shape (not Fastify’s own body)', async () => {
    const exchange = await rawExchange(
      port,
      `GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const response = parseRawResponse(exchange.data);
    expect(response.status).toBe(431);
    expectErrorShape(response.body, 431, 'HEADERS_TOO_LARGE');
  });

  it('[A-OPS-07] answers a request that is not HTTP with 400 in the API shape', async () => {
    const exchange = await rawExchange(port, 'HELLO THERE\r\n\r\n');
    const response = parseRawResponse(exchange.data);
    expect(response.status).toBe(400);
    expectErrorShape(response.body, 400, 'BAD_REQUEST');
  });

  it('[A-OPS-07] answers an unexpected failure with 500 INTERNAL_ERROR, and 429 in the same shape', async () => {
    const failing = await startTestApi({
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1' },
      overrides: {
        verifyIdToken: () => Promise.reject(new Error('boom: something broke')),
      },
    });
    try {
      const broken = await failing.postLogin({ idToken: 'x' });
      expect(broken.status).toBe(500);
      const body = await broken.json();
      expectErrorShape(body, 500, 'INTERNAL_ERROR');
      expect(JSON.stringify(body)).not.toContain('boom');

      const limited = await failing.postLogin({ idToken: 'x' });
      expect(limited.status).toBe(429);
      expectErrorShape(await limited.json(), 429, 'RATE_LIMITED');
    } finally {
      await failing.close();
    }
  });
});

describe('request ids', () => {
  it('[A-OPS-03] returns a generated request id on every response, errors included, and logs it', async () => {
    const ok = await fetch(`${t.url}/healthz`);
    const okId = ok.headers.get('x-request-id');
    expect(okId).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await fetch(`${t.url}/nope`);
    const missingId = missing.headers.get('x-request-id');
    expect(missingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(missingId).not.toBe(okId);
    const lines = requestLines();
    expect(lines.find((l) => l.reqId === okId)).toMatchObject({ route: '/api/healthz', status: 200 });
    expect(lines.find((l) => l.reqId === missingId)).toMatchObject({ status: 404, error: 'NOT_FOUND' });
  });

  it('[A-OPS-03] [A-SEC-07] never takes an incoming x-request-id as the request id: a well-formed one is logged as clientRequestId, a malformed one not at all', async () => {
    // Two requests with the same chosen id (a client reusing a victim's, seen in a support ticket).
    const chosen = 'lb-7f3a.42:edge_1';
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': chosen } });
      const id = response.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(id);
    }
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) expect(requestLines().find((l) => l.reqId === id)).toMatchObject({ clientRequestId: chosen });
    expect(requestLines().some((l) => l.reqId === chosen)).toBe(false);

    for (const bad of ['x'.repeat(129), 'has space', '<script>', 'a\u00e9b']) {
      const replaced = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': bad } });
      const id = replaced.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(requestLines().find((l) => l.reqId === id)).not.toHaveProperty('clientRequestId');
    }
  });
});

describe('health and readiness', () => {
  it('[A-OPS-01] /healthz answers 200 and /readyz 200 with each check named when everything is in place', async () => {
    const live = await fetch(`${t.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok', database: 'pglite' });
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', identityKeys: 'ok' },
    });
  });

  it('[A-OPS-01] /readyz answers 503 NOT_READY naming identityKeys when the issuer keys cannot be fetched; /healthz stays 200', async () => {
    const offline = await startTestApi({ env: { OIDC_JWKS_URI: 'http://127.0.0.1:9/keys' } });
    try {
      const ready = await fetch(`${offline.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('1');
      const body = (await ready.json()) as { message: string };
      expectErrorShape(body, 503, 'NOT_READY');
      expect(body.message).toContain('identityKeys');
      expect(body.message).not.toMatch(/database \(|migrations \(/);
      expect((await fetch(`${offline.url}/healthz`)).status).toBe(200);
    } finally {
      await offline.close();
    }
  });

  it('[A-OPS-01] /readyz answers 503 naming migrations when one is not applied, and database when it does not answer', async () => {
    const real = await openTestPglite();
    let down = false;
    const db: Database = {
      kind: real.db.kind,
      query: (sql, params) => (down ? Promise.reject(new Error('connection refused')) : real.db.query(sql, params)),
      exec: (sql) => real.db.exec(sql),
      transaction: (work) => real.db.transaction(work),
      close: () => real.db.close(),
    };
    const database: TestDatabase = { db, dispose: () => real.dispose() };
    const api = await startTestApi({ database });
    try {
      expect((await fetch(`${api.url}/readyz`)).status).toBe(200);

      await real.db.query("delete from schema_migrations where version = '0001_users_reports.sql'");
      const unmigrated = await fetch(`${api.url}/readyz`);
      expect(unmigrated.status).toBe(503);
      expect(((await unmigrated.json()) as { message: string }).message).toContain(
        'migrations (not applied: 0001_users_reports.sql)',
      );
      await real.db.query("insert into schema_migrations (version) values ('0001_users_reports.sql')");

      down = true;
      const noDatabase = await fetch(`${api.url}/readyz`);
      expect(noDatabase.status).toBe(503);
      const body = (await noDatabase.json()) as { message: string };
      expectErrorShape(body, 503, 'NOT_READY');
      expect(body.message).toContain('database (connection refused)');
      expect((await fetch(`${api.url}/healthz`)).status).toBe(200);

      down = false;
      expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('[A-OPS-04] /readyz answers 503 SHUTTING_DOWN once draining starts, while other routes still answer', async () => {
    const api = await startTestApi();
    try {
      api.api.readiness.drain();
      const ready = await fetch(`${api.url}/readyz`);
      expect(ready.status).toBe(503);
      expectErrorShape(await ready.json(), 503, 'SHUTTING_DOWN');
      expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});

describe('login rate limit per address and account', () => {
  it('[A-OPS-08] gives two accounts behind one address their own budget, and stops one account at its limit', async () => {
    const api = await startTestApi({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const attempt = async (username?: string) =>
        (await api.postLogin({ idToken: 'x', ...(username ? { account: { username } } : {}) })).status;
      const nurse = [];
      for (let i = 0; i < 4; i += 1) nurse.push(await attempt('nurse.joy@contoso.example'));
      expect(nurse).toEqual([401, 401, 401, 429]);
      // Another person at the same address is not limited by the nurse's attempts.
      const doctor = [];
      for (let i = 0; i < 3; i += 1) doctor.push(await attempt('Dr.House@contoso.example'));
      expect(doctor).toEqual([401, 401, 401]);
      // The same account in other letter case is the same budget.
      expect(await attempt('DR.HOUSE@CONTOSO.EXAMPLE')).toBe(429);
      // A body naming no account counts against the address alone.
      const anonymous = [];
      for (let i = 0; i < 4; i += 1) anonymous.push(await attempt());
      expect(anonymous).toEqual([401, 401, 401, 429]);
    } finally {
      await api.close();
    }
  });

  it('[A-OPS-08] caps one address over all accounts at LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE', async () => {
    const api = await startTestApi({
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3', LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '5' },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await api.postLogin({ idToken: 'x', account: { username: `made-up-${i}@example.com` } });
        statuses.push(response.status);
        if (response.status === 429) {
          const body = (await response.json()) as { message: string };
          expect(body.message).toContain('from this address');
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await api.close();
    }
  });
});

describe('request logging', () => {
  it('[A-OPS-09] logs each request once at info with request id, route, status and duration: a 401 and a 429 included, no token', async () => {
    const api = await startTestApi({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1' } });
    try {
      const session = await api.login({ preferred_username: 'adele.vance@contoso.example' });
      const idToken = await api.issuer.mintIdToken({ preferred_username: 'adele.vance@contoso.example' });
      const limited = await api.postLogin({ idToken, account: { username: 'adele.vance@contoso.example' } });
      expect(limited.status).toBe(429);
      const unauthorized = await fetch(`${api.url}/dashboards`, {
        headers: { authorization: `Bearer ${session}x`, cookie: `session=${session}` },
      });
      expect(unauthorized.status).toBe(401);
      const dashboards = await fetch(`${api.url}/dashboards?token=${session}`, {
        headers: { authorization: `Bearer ${session}` },
      });
      expect(dashboards.status).toBe(200);

      const lines = requestLines(api);
      for (const [response, status, route, error] of [
        [limited, 429, '/api/login', 'RATE_LIMITED'],
        [unauthorized, 401, '/api/dashboards', 'UNAUTHORIZED'],
        [dashboards, 200, '/api/dashboards', undefined],
      ] as const) {
        const id = response.headers.get('x-request-id');
        const mine = lines.filter((l) => l.reqId === id);
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({ level: 30, method: expect.any(String), route, status });
        expect(mine[0].error).toBe(error);
        expect(mine[0].durationMs).toBeGreaterThanOrEqual(0);
        // No other info line for that request: one line per request.
        expect(logLines(api).filter((l) => l.reqId === id && l.level === 30)).toHaveLength(1);
      }
      const all = api.logs.join('\n');
      for (const secret of [session, session.split('.')[2], idToken, idToken.split('.')[2]]) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await api.close();
    }
  });
});

describe('metrics', () => {
  it('[A-OPS-02] /metrics counts requests by route and status, latency, GenerateToken calls, cache hits and rate-limited logins', async () => {
    const api = await startTestApi({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1' } });
    const scrape = async () => {
      const response = await fetch(`${api.url}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      return response.text();
    };
    const value = (text: string, series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    };
    try {
      const before = await scrape();
      const session = await api.login({ preferred_username: 'adele.vance@contoso.example' });
      for (let i = 0; i < 2; i += 1) {
        const response = await fetch(`${api.url}/dashboards`, { headers: { authorization: `Bearer ${session}` } });
        expect(response.status).toBe(200);
      }
      const again = { idToken: 'x', account: { username: 'adele.vance@contoso.example' } };
      expect((await api.postLogin(again)).status).toBe(429);
      const after = await scrape();

      const login200 = 'api_http_requests_total{method="POST",route="/api/login",status="200"}';
      const login429 = 'api_http_requests_total{method="POST",route="/api/login",status="429"}';
      const dash200 = 'api_http_requests_total{method="GET",route="/api/dashboards",status="200"}';
      expect(value(after, login200) - value(before, login200)).toBe(1);
      expect(value(after, login429) - value(before, login429)).toBe(1);
      expect(value(after, dash200) - value(before, dash200)).toBe(2);
      const histogramCount =
        'api_http_request_duration_seconds_count{method="GET",route="/api/dashboards",status="200"}';
      expect(value(after, histogramCount)).toBe(2);
      expect(after).toMatch(
        /api_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/dashboards",status="200"\} \d+/,
      );
      expect(value(after, 'api_embed_generate_token_calls_total{provider="local",outcome="ok"}')).toBe(1);
      expect(value(after, 'api_embed_token_cache_total{result="miss"}')).toBe(1);
      expect(value(after, 'api_embed_token_cache_total{result="hit"}')).toBe(1);
      expect(value(after, 'api_login_rate_limited_total{limit="account"}')).toBe(1);
      expect(after).toContain('api_process_cpu_seconds_total');
    } finally {
      await api.close();
    }
  });

  it('[A-OPS-02] exposes the PostgreSQL pool figures when running on PostgreSQL', async ({ skip }) => {
    const { inject } = await import('vitest');
    if (!inject('postgresUrl')) skip(inject('postgresUnavailableReason'));
    const { openTestPostgres } = await import('./support/test-databases.ts');
    const api = await startTestApi({ database: await openTestPostgres() });
    try {
      const text = await (await fetch(`${api.url}/metrics`)).text();
      expect(text).toMatch(/^api_db_pool_connections \d+$/m);
      expect(text).toMatch(/^api_db_pool_idle_connections \d+$/m);
      expect(text).toMatch(/^api_db_pool_waiting_requests 0$/m);
    } finally {
      await api.close();
    }
  });

  it('turns /metrics off with METRICS_ENABLED=false', async () => {
    const api = await startTestApi({ env: { METRICS_ENABLED: 'false' } });
    try {
      expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
