import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/config-error.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { clientKey } from '../src/http/login-rate-limit.ts';
import {
  postgresRateLimitStore,
  RATE_LIMIT_MAX_ROWS,
  RateLimitTableFullError,
} from '../src/http/postgres-rate-limit-store.ts';
import { openTestPglite, type TestDatabase } from './support/test-databases.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// The client address the login limit counts by (TRUST_PROXY, X-Forwarded-For), and the bound on the
// limiter's table. Through the balancer: test/cluster/cluster.test.ts.

const ENTRA = {
  ENTRA_TENANT_ID: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
  ENTRA_CLIENT_ID: '11111111-2222-4333-8444-555555555555',
};

function configProblems(env: Record<string, string>): readonly string[] {
  try {
    loadConfig({ ...ENTRA, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

/** POST /login with a bad ID token, from `localAddress`, with the X-Forwarded-For given; the status. */
function failedLogin(api: TestApi, o: { xff?: string; localAddress?: string; username?: string }) {
  const { hostname, port, pathname } = new URL(`${api.url}/login`);
  const body = JSON.stringify({ idToken: 'x', account: { username: o.username ?? 'adele.vance@contoso.example' } });
  return new Promise<{ status: number; retryAfter: string | undefined; error: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        path: pathname,
        method: 'POST',
        agent: false,
        localAddress: o.localAddress ?? '127.0.0.1',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(o.xff ? { 'x-forwarded-for': o.xff } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            error: (JSON.parse(text) as { error: string }).error,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const statuses = async (n: number, attempt: (i: number) => Promise<{ status: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) out.push((await attempt(i)).status);
  return out;
};

describe('[A-SEC-02] TRUST_PROXY', () => {
  it('[A-SEC-02] reads false, true (one proxy), a number of proxies, or the proxies’ addresses; any other value is a configuration error naming TRUST_PROXY', () => {
    const trust = (value: string | undefined) =>
      loadConfig({ ...ENTRA, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    for (const off of [undefined, '', 'false', 'no', '0']) expect(trust(off)).toBe(false);
    // `true` (and the other words for it) trusts exactly one hop: the proxy in front, not what the client sent it.
    for (const one of ['true', 'TRUE', 'yes', '1']) {
      const fn = trust(one) as (address: string, hop: number) => boolean;
      expect([fn('10.0.0.5', 0), fn('10.99.0.1', 1)]).toEqual([true, false]);
    }
    const two = trust('2') as (address: string, hop: number) => boolean;
    expect([two('10.0.0.5', 0), two('10.0.0.6', 1), two('10.99.0.1', 2)]).toEqual([true, true, false]);
    expect(trust('127.0.0.2')).toEqual(['127.0.0.2']);
    expect(trust(' 10.0.0.5, 10.0.1.0/24 ,fd00::/8, ::1,loopback')).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
      '::1',
      'loopback',
    ]);

    for (const [value, detail] of [
      ['maybe', '"maybe" is not an IP address or CIDR range'],
      ['10.0.0.5,proxy.internal', '"proxy.internal" is not an IP address or CIDR range'],
      ['10.0.0.0/33', '"10.0.0.0/33" has a prefix length other than 0–32'],
      ['fd00::/129', '"fd00::/129" has a prefix length other than 0–128'],
      ['11', '11 hops is more than 10'],
      [',', '"," is none of these'],
    ]) {
      const problems = configProblems({ TRUST_PROXY: value });
      expect(problems, value).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY: expected false, true \(1 proxy\), a number of proxy hops/);
      expect(problems[0]).toContain(detail);
    }
  });
});

describe('[A-SEC-02] the client address the login limit counts', () => {
  let api: TestApi | undefined;
  afterAll(() => api?.close());

  it('[A-SEC-02] TRUST_PROXY=true: X-Forwarded-For entries written before the proxy’s own are not the address, so rotating them still reaches the per-address ceiling', async () => {
    api = await startTestApi({
      env: { TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_PER_MINUTE: '3', LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '5' },
    });
    // As a proxy that appends would forward it: the client's made-up entry, then the address it saw.
    const sameAccount = await statuses(4, (i) => failedLogin(api!, { xff: `10.99.0.${i}, 198.51.100.7` }));
    expect(sameAccount).toEqual([401, 401, 401, 429]);
    const rotatedAccounts = await statuses(3, (i) =>
      failedLogin(api!, { xff: `10.99.1.${i}, 198.51.100.7`, username: `made.up${i}@contoso.example` }),
    );
    // 3 attempts were counted for 198.51.100.7 above (the account's refusal counts nowhere): two more
    // are allowed, then the address's ceiling.
    expect(rotatedAccounts).toEqual([401, 401, 429]);
    // The proxy's own entry is the address: another one has its own budget.
    expect((await failedLogin(api, { xff: '10.99.0.1, 198.51.100.8' })).status).toBe(401);
    // An IPv6 client counts as its /64: rotating the rest of the address buys nothing.
    const ipv6 = await statuses(6, (i) =>
      failedLogin(api!, { xff: `2001:db8:7:7::${i + 1}`, username: `v6.${i}@contoso.example` }),
    );
    expect(ipv6).toEqual([401, 401, 401, 401, 401, 429]);
    await api.close();
    api = undefined;
  });

  it('[A-SEC-02] TRUST_PROXY=<the balancer’s address>: a connection from elsewhere is its own address whatever X-Forwarded-For says; one from the balancer is the address it names', async () => {
    api = await startTestApi({
      env: { TRUST_PROXY: '127.0.0.2', LOGIN_RATE_LIMIT_PER_MINUTE: '3', LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '5' },
    });
    // Straight from 127.0.0.1 (not the balancer): its X-Forwarded-For is ignored.
    const direct = await statuses(4, (i) => failedLogin(api!, { xff: `10.99.0.${i}` }));
    expect(direct).toEqual([401, 401, 401, 429]);
    // From the balancer's address: each named client has its own budget, the 4th of one is refused.
    expect(await statuses(3, (i) => failedLogin(api!, { localAddress: '127.0.0.2', xff: `198.51.100.${i}` }))).toEqual([
      401, 401, 401,
    ]);
    expect(await statuses(3, () => failedLogin(api!, { localAddress: '127.0.0.2', xff: '198.51.100.0' }))).toEqual([
      401, 401, 429,
    ]);
    await api.close();
    api = undefined;
  });

  it('[A-SEC-02] an address’s budget key: IPv4 as it is (also IPv4-mapped), IPv6 as its /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('[A-SEC-02] the login rate-limit table is bounded', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestPglite();
  });
  afterAll(() => database.dispose());

  const rows = async () =>
    Number((await database.db.query<{ n: number | string }>('select count(*) as n from login_rate_limits'))[0].n);

  it('[A-SEC-02] at maxRows a new key is refused (RateLimitTableFullError, with the time until a row ends) while known keys keep counting; rows whose window ended make room', async () => {
    await database.db.query('delete from login_rate_limits');
    const clock = { now: Date.now() };
    const Store = postgresRateLimitStore(database.db, () => clock.now, 5);
    const store = new Store({});
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 5),
      );
    for (let i = 0; i < 5; i += 1) {
      expect(await incr(`key ${i}`)).toEqual({ current: 1, ttl: 60_000 });
      clock.now += 1000;
    }
    expect(await rows()).toBe(5);
    const refused = await incr('one key too many').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitTableFullError);
    // The first row's window ends 60 s after it began, 5 s ago.
    expect((refused as RateLimitTableFullError).retryAfterMs).toBe(55_000);
    expect(await rows()).toBe(5);
    // A known key still counts.
    expect(await incr('key 4')).toEqual({ current: 2, ttl: 59_000 });
    // Once the first two windows have ended, a new key takes a freed row.
    clock.now += 56_000;
    expect(await incr('one key too many')).toEqual({ current: 1, ttl: 60_000 });
    expect(await rows()).toBe(4);
  });

  it(`[A-SEC-02] a login whose address is new while the table holds ${RATE_LIMIT_MAX_ROWS.toLocaleString('en')} rows gets 429 RATE_LIMITED with Retry-After, counted as limit="table" and logged; the table does not grow`, async () => {
    const api = await startTestApi({ database: { db: database.db, dispose: async () => {} } });
    try {
      await database.db.query('delete from login_rate_limits');
      await database.db.query(
        `insert into login_rate_limits (key_hash, hits, window_ends_at)
         select md5(n::text), 1, now() + interval '30 seconds' from generate_series(1, $1::int) n`,
        [RATE_LIMIT_MAX_ROWS],
      );
      const answer = await failedLogin(api, {});
      expect(answer).toMatchObject({ status: 429, error: 'RATE_LIMITED' });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(30);
      expect(await rows()).toBe(RATE_LIMIT_MAX_ROWS);
      const metrics = await (await fetch(`${api.url}/metrics`)).text();
      expect(metrics).toContain('api_login_rate_limited_total{limit="table"} 1');
      expect(api.logs.some((line) => line.includes('login rate-limit table full'))).toBe(true);
    } finally {
      await api.close();
    }
  });
});
