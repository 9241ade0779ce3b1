// The shared-state suite of a cluster (instances of the API on one database), run on one engine per
// test file (shared-state-postgres.test.ts, shared-state-pglite.test.ts): the two engines' halves
// run side by side on the test workers instead of one after the other in one file.
import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Dashboard } from '../../src/dashboards/dashboard-service.ts';
import type { Database } from '../../src/db/database.ts';
import { DirectoryStore } from '../../src/db/directory-store.ts';
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';
import type { EmbedTokenProvider } from '../../src/embed/embed-token-provider.ts';
import { createLocalEmbedProvider } from '../../src/embed/local-embed-provider.ts';
import { loadLocalSigningKey } from '../../src/embed/local-signing-key.ts';
import { createSharedTokenCache } from '../../src/embed/shared-token-cache.ts';
import { createTokenCipher } from '../../src/embed/token-cipher.ts';
import { startFakePowerBi, type FakePowerBi } from './fake-powerbi.ts';
import { SESSION_SECRET, startTestApi, type TestApi } from './test-api.ts';
import { openTestPglite, openTestPostgres, type TestDatabase } from './test-databases.ts';

const ADELE = { oid: 'oid-adele', preferred_username: 'adele.vance@contoso.example' };
const ALEX = { oid: 'oid-alex', preferred_username: 'alex.wilber@contoso.example' };
const MEGAN = { oid: 'oid-megan', preferred_username: 'megan.bowen@contoso.example' };

/** The local provider behind a counter, slowed down so concurrent first requests overlap its call. */
async function countingProvider() {
  const local = createLocalEmbedProvider({
    reportOrigin: 'http://127.0.0.1:5175',
    tokenTtlSeconds: 3600,
    issuer: 'org-api',
    key: await loadLocalSigningKey(undefined),
  });
  const counter = { calls: [] as string[], failNext: 0 };
  const provider: EmbedTokenProvider = {
    ...local,
    async generateToken(subject, reports) {
      counter.calls.push(subject.email);
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (counter.failNext > 0) {
        counter.failNext -= 1;
        throw Object.assign(new Error('GenerateToken failed'), { statusCode: 502 });
      }
      return local.generateToken(subject, reports);
    },
  };
  return { provider, counter };
}

/**
 * Instances of the API on one database, as a cluster: on PostgreSQL each has its own pool (as
 * separate processes would); PGlite allows one connection, so its instances share the handle.
 */
interface Backend {
  /** The checklist ids the whole suite on this engine shows, besides each test's own. */
  ids: string;
  available: boolean;
  open(): Promise<{ main: TestDatabase; next(): Promise<TestDatabase> }>;
}

const backends: Record<'PostgreSQL' | 'PGlite', Backend> = {
  PostgreSQL: {
    ids: '',
    available: Boolean(inject('postgresUrl')),
    async open() {
      const main = await openTestPostgres();
      return {
        main,
        async next() {
          const db = await openPostgresDatabase(main.url as string);
          return { db, url: main.url, dispose: () => db.close() };
        },
      };
    },
  },
  PGlite: {
    // The embedded engine of `npm start` runs the same shared-state SQL as PostgreSQL.
    ids: '[A-SCALE-04] ',
    available: true,
    async open() {
      const main = await openTestPglite();
      return { main, next: async () => ({ db: main.db, dispose: async () => {} }) };
    },
  },
};

async function startCluster(
  size: number,
  options: { env?: Record<string, string>; provider?: EmbedTokenProvider } = {},
  backend: Backend,
) {
  const { main, next } = await backend.open();
  const instances: TestApi[] = [];
  for (let i = 0; i < size; i += 1) {
    instances.push(
      await startTestApi({
        database: await next(),
        env: { SESSION_SECRET, ...options.env },
        overrides: options.provider ? { provider: options.provider } : {},
      }),
    );
  }
  return {
    instances,
    db: main.db as Database,
    async close() {
      for (const instance of instances) await instance.close();
      await main.dispose();
    },
  };
}

async function counterValues(api: TestApi, name: string) {
  const metric = api.api.metrics?.registry.getSingleMetric(name);
  return metric ? (await metric.get()).values : [];
}

async function counterSum(instances: TestApi[], name: string, labels: Record<string, string>) {
  let sum = 0;
  for (const instance of instances) {
    for (const value of await counterValues(instance, name)) {
      if (Object.entries(labels).every(([k, v]) => value.labels[k] === v)) sum += value.value;
    }
  }
  return sum;
}

async function dashboards(instance: TestApi, session: string) {
  const response = await fetch(`${instance.url}/dashboards`, { headers: { authorization: `Bearer ${session}` } });
  return { status: response.status, body: (await response.json()) as Dashboard[] };
}

/** Declares the cluster suite on `engine` (skipped when that engine is not available here). */
export function describeClusterOn(engine: keyof typeof backends): void {
  const backend = backends[engine];

  describe.skipIf(!backend.available)(`${backend.ids}a cluster on ${engine}`, () => {
    describe('login rate limit', () => {
      let cluster: Awaited<ReturnType<typeof startCluster>>;
      beforeAll(async () => {
        cluster = await startCluster(
          3,
          { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '5', LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '12' } },
          backend,
        );
      });
      afterAll(() => cluster.close());

      it(`[A-SCALE-01] one account's budget holds across 3 instances (${engine})`, async () => {
        const { instances } = cluster;
        const attempt = (i: number) =>
          instances[i % instances.length].postLogin({
            idToken: 'not-a-jwt',
            account: { username: 'one@contoso.example' },
          });
        // Five attempts spread over the instances (two, two and one each) use up the one budget.
        const allowed = await Promise.all([0, 1, 2, 3, 4].map(attempt));
        expect(allowed.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
        // The sixth is refused on every instance, though none of them has seen five itself.
        for (let i = 0; i < instances.length; i += 1) {
          const refused = await attempt(i);
          expect(refused.status).toBe(429);
          expect(await refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        }
        expect(await counterSum(instances, 'api_login_rate_limited_total', { limit: 'account' })).toBe(3);
        // Another account from the same address still has its own budget.
        expect(
          (await instances[0].postLogin({ idToken: 'x', account: { username: 'two@contoso.example' } })).status,
        ).toBe(401);
      });

      it(`[A-SCALE-01] the per-address ceiling counts every instance's attempts (${engine})`, async () => {
        const { instances } = cluster;
        // The address made 6 counted attempts above (the refused ones stop at the account's
        // budget); six more accounts, spread over the instances, reach the ceiling of 12.
        const more = await Promise.all(
          [0, 1, 2, 3, 4, 5].map((i) =>
            instances[i % 3].postLogin({ idToken: 'x', account: { username: `n${i}@contoso.example` } }),
          ),
        );
        expect(more.map((r) => r.status)).toEqual(Array(6).fill(401));
        const refused = await instances[2].postLogin({ idToken: 'x', account: { username: 'fresh@contoso.example' } });
        expect(refused.status).toBe(429);
        expect(await counterSum(instances, 'api_login_rate_limited_total', { limit: 'ip' })).toBe(1);
        const [{ count }] = await cluster.db.query<{ count: number | string }>(
          'select count(*) as count from login_rate_limits',
        );
        // One row per key, keys stored only as hashes.
        expect(Number(count)).toBeGreaterThan(0);
        const keys = await cluster.db.query<{ key_hash: string }>('select key_hash from login_rate_limits');
        for (const { key_hash } of keys) expect(key_hash).toMatch(/^[0-9a-f]{64}$/);
      });
    });

    describe('embed-token cache against the Power BI REST stand-in', () => {
      const WORKSPACE = 'aaaa0000-0000-4000-8000-0000000000aa';
      const REPORT = 'eeee0000-0000-4000-8000-0000000000aa';
      let fake: FakePowerBi;
      let cluster: Awaited<ReturnType<typeof startCluster>>;
      beforeAll(async () => {
        fake = await startFakePowerBi({
          tenantId: 'aaaaaaaa-1111-4222-8333-444444444444',
          clientId: 'bbbbbbbb-1111-4222-8333-444444444444',
          clientSecret: 'sp-secret',
          workspaces: [{ id: WORKSPACE, reports: [{ id: REPORT, name: 'Ward Census', datasetId: 'ds-1' }] }],
        });
        cluster = await startCluster(3, { env: fake.env() }, backend);
        const store = new DirectoryStore(cluster.db);
        await store.upsertReport({ id: REPORT, name: 'Ward Census', workspaceId: WORKSPACE });
        await store.assignReports(ADELE.preferred_username, [REPORT]);
        await store.assignReports(ALEX.preferred_username, [REPORT]);
      });
      afterAll(async () => {
        await cluster.close();
        await fake.close();
      });

      it(`[A-SCALE-02] [A-SCALE-03] 2 users × 30 concurrent first requests over 3 instances: 2 GenerateToken calls, one per user (${engine})`, async () => {
        const { instances } = cluster;
        const sessions = [await instances[0].login(ADELE), await instances[1].login(ALEX)];
        const answers = await Promise.all(
          sessions.map((session) =>
            Promise.all(Array.from({ length: 30 }, (_, i) => dashboards(instances[i % instances.length], session))),
          ),
        );
        for (const perUser of answers) expect(perUser.map((a) => a.status)).toEqual(Array(30).fill(200));
        expect(fake.callsTo('/GenerateToken')).toHaveLength(2);
        const tokensOf = (perUser: (typeof answers)[number]) =>
          new Set(perUser.flatMap((a) => a.body.map((d) => d.embedToken)));
        const [adele, alex] = answers.map(tokensOf);
        expect([adele.size, alex.size]).toEqual([1, 1]);
        expect([...adele][0]).not.toBe([...alex][0]);
        expect(await counterSum(instances, 'api_embed_generate_token_calls_total', { provider: 'powerbi' })).toBe(2);
      });
    });

    describe('embed-token cache', () => {
      let cluster: Awaited<ReturnType<typeof startCluster>>;
      let counter: Awaited<ReturnType<typeof countingProvider>>['counter'];
      beforeAll(async () => {
        const counting = await countingProvider();
        counter = counting.counter;
        cluster = await startCluster(3, { provider: counting.provider }, backend);
      });
      afterAll(() => cluster.close());

      it(`[A-SCALE-02] 30 concurrent first requests over 3 instances make one GenerateToken call (${engine})`, async () => {
        const { instances } = cluster;
        const session = await instances[0].login(ADELE);
        counter.calls.length = 0;
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) => dashboards(instances[i % instances.length], session)),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
        expect(counter.calls).toEqual(['adele.vance@contoso.example']);
        const tokens = new Set(answers.flatMap((a) => a.body.map((d) => d.embedToken)));
        expect(tokens.size).toBe(1);
        // Later requests on any instance are served from the cache.
        for (const instance of instances) await dashboards(instance, session);
        expect(counter.calls).toHaveLength(1);
        expect(await counterSum(instances, 'api_embed_generate_token_calls_total', { outcome: 'ok' })).toBe(1);
        expect(await counterSum(instances, 'api_embed_token_cache_total', { result: 'miss' })).toBe(1);
        expect(await counterSum(instances, 'api_embed_token_cache_total', { result: 'hit' })).toBe(32);
        // At rest the token is encrypted.
        const rows = await cluster.db.query<{ token: string }>('select token from embed_tokens');
        for (const row of rows) expect(row.token).not.toContain([...tokens][0].split('.')[1]);
      });

      it(`[A-SCALE-03] two users with the same reports, asking at once on every instance, each get their own token (${engine})`, async () => {
        const { instances } = cluster;
        // Megan sees exactly Alex's reports, so only the user tells their tokens apart.
        const [megan] = await cluster.db.query<{ id: string }>(
          "insert into users (email, display_name) values ('megan.bowen@contoso.example', 'Megan Bowen') returning id",
        );
        await cluster.db.query(
          `insert into user_reports (user_id, report_id)
           select $1, report_id from user_reports where user_id = (select id from users where email = $2)`,
          [megan.id, ALEX.preferred_username],
        );
        const alex = await instances[1].login(ALEX);
        const meganSession = await instances[2].login(MEGAN);
        counter.calls.length = 0;
        const [alexAnswers, meganAnswers] = await Promise.all(
          [alex, meganSession].map((session) =>
            Promise.all(Array.from({ length: 12 }, (_, i) => dashboards(instances[i % instances.length], session))),
          ),
        );
        expect(counter.calls.sort()).toEqual([ALEX.preferred_username, MEGAN.preferred_username]);
        const emails = (answers: typeof alexAnswers) =>
          new Set(answers.flatMap((a) => a.body.map((d) => decodeJwt(d.embedToken).email)));
        expect(emails(alexAnswers)).toEqual(new Set([ALEX.preferred_username]));
        expect(emails(meganAnswers)).toEqual(new Set([MEGAN.preferred_username]));
        expect(alexAnswers[0].body.map((d) => d.report.id)).toEqual(meganAnswers[0].body.map((d) => d.report.id));
      });

      it(`[A-SCALE-03] a token row moved to another user does not open there: that user gets a new token (${engine})`, async () => {
        const { instances } = cluster;
        // Copy Adele's sealed token over Alex's row (same report set not needed: the row is the key).
        const [adeleRow] = await cluster.db.query<{ token: string; user_id: string }>(
          "select t.token, t.user_id from embed_tokens t join users u on u.id = t.user_id where u.email = 'adele.vance@contoso.example'",
        );
        await cluster.db.query(
          "update embed_tokens set token = $1 where user_id = (select id from users where email = 'alex.wilber@contoso.example')",
          [adeleRow.token],
        );
        // A new instance (empty memory) reads the row: it cannot open it, so it makes Alex a new one.
        const fresh = await startTestApi({
          database: { db: cluster.db, dispose: async () => {} },
          overrides: { provider: instances[0].api.provider },
        });
        try {
          counter.calls.length = 0;
          const alex = await fresh.login(ALEX);
          const { body } = await dashboards(fresh, alex);
          expect(new Set(body.map((d) => decodeJwt(d.embedToken).email))).toEqual(
            new Set(['alex.wilber@contoso.example']),
          );
          expect(counter.calls).toEqual(['alex.wilber@contoso.example']);
        } finally {
          await fresh.close();
        }
      });

      it(`[A-SCALE-02] a lease left by an instance that died is taken over once it lapses (${engine})`, async () => {
        const [adele] = await cluster.db.query<{ id: string }>('select id from users where email = $1', [
          ADELE.preferred_username,
        ]);
        const tokens = createSharedTokenCache(cluster.db, {
          cipher: createTokenCipher(new TextEncoder().encode(SESSION_SECRET)),
          refreshMarginMs: 300_000,
          leaseMs: 1_000,
        });
        const key = 'a key whose GenerateToken call died with its instance';
        const keyHash = createHash('sha256').update(key).digest('hex');
        await cluster.db.query(
          'insert into embed_tokens (user_id, key_hash, lease_owner, lease_until) values ($1, $2, $3, $4)',
          [adele.id, keyHash, 'dead-instance', new Date(Date.now() + 500)],
        );
        let calls = 0;
        const generate = async () => {
          calls += 1;
          return { token: 'taken-over', expiresAt: Date.now() + 3_600_000 };
        };
        const [first, second] = await Promise.all([
          tokens.get(adele.id, key, generate),
          tokens.get(adele.id, key, generate),
        ]);
        expect([first.issued.token, second.issued.token]).toEqual(['taken-over', 'taken-over']);
        expect(calls).toBe(1);
        expect([first.generated, second.generated].sort()).toEqual([false, true]);
      });

      it(`[A-SCALE-02] a failed GenerateToken caches nothing; the next request calls again (${engine})`, async () => {
        const { instances } = cluster;
        const [user] = await cluster.db.query<{ id: string }>(
          "insert into users (email, display_name) values ('fail.once@contoso.example', 'Fail Once') returning id",
        );
        await cluster.db.query('insert into user_reports (user_id, report_id) select $1, id from reports limit 1', [
          user.id,
        ]);
        const session = await instances[0].login({ oid: 'oid-fail', preferred_username: 'fail.once@contoso.example' });
        counter.calls.length = 0;
        counter.failNext = 1;
        expect((await dashboards(instances[0], session)).status).toBeGreaterThanOrEqual(500);
        const [row] = await cluster.db.query<{ token: string | null; lease_owner: string | null }>(
          'select token, lease_owner from embed_tokens where user_id = $1',
          [user.id],
        );
        expect(row).toMatchObject({ token: null, lease_owner: null });
        expect((await dashboards(instances[1], session)).status).toBe(200);
        expect(counter.calls).toHaveLength(2);
      });
    });
  });
}
