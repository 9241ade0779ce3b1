import { afterAll, beforeAll, describe, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { seedDemoData } from '../src/db/seed-demo-data.ts';
import type { Database } from '../src/db/database.ts';
import { findPostgresBinDir, startPostgresServer, type PostgresServer } from './setup/postgres-server.ts';
import { startFreezableProxy } from './support/freezable-proxy.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { openTestPostgres } from './support/test-databases.ts';

// PostgreSQL stopped and started again while one client keeps signing people in (each first
// login writes the person's Entra object id) and reading dashboards. Its own server, since
// the run's shared one must not go down under other test files. The stuck PostgreSQL is a frozen
// proxy in front of a database of its own on the run's shared server, which stays up: the two tests
// run at the same time, each mostly waiting (an outage window, a query timeout).

const binDir = findPostgresBinDir();
const PEOPLE = 2000;
const UP_BEFORE_MS = 1500;
const OUTAGE_MS = 2500;
// Stated bound for any answer while the database is down: 3 s to connect + 5 s per query,
// with slack for a loaded machine.
const ANSWER_BOUND_MS = 12_000;

interface Answer {
  kind: 'login' | 'dashboards';
  status: number;
  error?: string;
  retryAfter: string | null;
  at: number;
  ms: number;
  person?: number;
}

let server: PostgresServer;
let db: Database;
let t: TestApi;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!binDir)('PostgreSQL restarted under requests', () => {
  beforeAll(async () => {
    server = await startPostgresServer(binDir!);
    db = await openPostgresDatabase(server.url);
    await migrate(db);
    await seedDemoData(db);
    await db.query(
      `insert into users (email, display_name)
       select 'outage.' || n || '@contoso.example', 'Outage ' || n from generate_series(1, $1::int) n`,
      [PEOPLE],
    );
    t = await startTestApi({
      database: { db, url: server.url, dispose: () => db.close() },
      seed: false,
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000', LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '100000' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  it.concurrent('[A-FAULT-02] answers 503 with Retry-After (never 500, never a hang) while PostgreSQL is down, /readyz turns false, and recovers within 10 s of its return with no lost or duplicated rows', async ({
    expect,
  }) => {
    const count = async (sql: string) => Number((await db.query<{ n: string }>(sql))[0].n);
    const adele = await t.login({ oid: 'oid-adele', preferred_username: 'adele.vance@contoso.example' });
    const dashboardsBefore = await (
      await fetch(`${t.url}/dashboards`, { headers: { authorization: `Bearer ${adele}` } })
    ).json();

    const rowsBefore = {
      users: await count('select count(*) n from users'),
      reports: await count('select count(*) n from reports'),
      userReports: await count('select count(*) n from user_reports'),
      embedTokens: await count('select count(*) n from embed_tokens'),
    };

    const answers: Answer[] = [];
    const ready: { at: number; status: number }[] = [];
    let running = true;
    let nextPerson = 1;
    const call = async (kind: Answer['kind'], person?: number) => {
      const startedAt = Date.now();
      const response =
        kind === 'login'
          ? await t.postLogin({
              idToken: await t.issuer.mintIdToken({
                oid: `oid-outage-${person}`,
                preferred_username: `outage.${person}@contoso.example`,
              }),
            })
          : await fetch(`${t.url}/dashboards`, { headers: { authorization: `Bearer ${adele}` } });
      const body = (await response.json()) as { error?: string };
      answers.push({
        kind,
        person,
        status: response.status,
        error: body.error,
        retryAfter: response.headers.get('retry-after'),
        at: Date.now(),
        ms: Date.now() - startedAt,
      });
      return response.status;
    };
    // One client, three requests at a time: two sign people in (a refused one is retried
    // with the same person), one reads dashboards.
    const signIn = async () => {
      let person = nextPerson++;
      while (running) {
        if ((await call('login', person)) === 200) person = nextPerson++;
        await sleep(15);
      }
    };
    const read = async () => {
      while (running) {
        await call('dashboards');
        await sleep(15);
      }
    };
    const probe = async () => {
      while (running) {
        ready.push({ at: Date.now(), status: (await fetch(`${t.url}/readyz`)).status });
        await sleep(200);
      }
    };
    const load = Promise.all([signIn(), signIn(), read(), probe()]);

    await sleep(UP_BEFORE_MS);
    const downAt = Date.now();
    await server.pause();
    await sleep(OUTAGE_MS);
    await server.resume();
    const upAt = Date.now();
    // Run until both kinds of request have succeeded again, then one second more (at most 15 s).
    const recovered = (kind: Answer['kind']) => answers.find((a) => a.kind === kind && a.at > upAt && a.status === 200);
    while ((!recovered('login') || !recovered('dashboards')) && Date.now() - upAt < 15_000) await sleep(50);
    await sleep(1000);
    running = false;
    await load;

    // Every answer is 200 or 503 DATABASE_UNAVAILABLE with Retry-After, and none took too long.
    const refused = answers.filter((a) => a.status !== 200);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    for (const a of refused) {
      expect(a.error).toBe('DATABASE_UNAVAILABLE');
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    expect(refused.length).toBeGreaterThan(0);
    const slowest = Math.max(...answers.map((a) => a.ms));
    expect(slowest).toBeLessThan(ANSWER_BOUND_MS);

    // Readiness went false during the outage and is true again.
    expect(ready.some((r) => r.at > downAt && r.status === 503)).toBe(true);
    expect(ready.at(-1)?.status).toBe(200);

    // Recovery within 10 s of PostgreSQL accepting connections again.
    const recoveredAt = Math.max(recovered('login')!.at, recovered('dashboards')!.at);
    expect(recoveredAt - upAt).toBeLessThan(10_000);
    const afterwards = answers.filter((a) => a.at > recoveredAt + 100);
    expect(afterwards.filter((a) => a.status !== 200)).toEqual([]);

    // Reads are back with the same content; the seed rows are intact.
    const dashboardsAfter = await (
      await fetch(`${t.url}/dashboards`, { headers: { authorization: `Bearer ${adele}` } })
    ).json();
    expect(dashboardsAfter).toEqual(dashboardsBefore);
    expect({
      users: await count('select count(*) n from users'),
      reports: await count('select count(*) n from reports'),
      userReports: await count('select count(*) n from user_reports'),
      embedTokens: await count('select count(*) n from embed_tokens'),
    }).toEqual(rowsBefore);

    // No lost writes: everyone signed in has their object id recorded; no duplicates: the
    // linked people are exactly those tried, each once, with their own id.
    const signedIn = new Set(answers.filter((a) => a.kind === 'login' && a.status === 200).map((a) => a.person));
    const tried = new Set(answers.filter((a) => a.kind === 'login').map((a) => a.person));
    const linked = await db.query<{ email: string; entra_object_id: string }>(
      "select email, entra_object_id from users where email like 'outage.%' and entra_object_id is not null",
    );
    const linkedPeople = new Set(linked.map((row) => Number(row.email.split('.')[1].split('@')[0])));
    for (const person of signedIn) expect(linkedPeople.has(person!)).toBe(true);
    for (const person of linkedPeople) expect(tried.has(person)).toBe(true);
    for (const row of linked) expect(row.entra_object_id).toBe(`oid-${row.email.split('@')[0].replace('.', '-')}`);
    expect(linked.length).toBe(linkedPeople.size);

    const duringOutage = answers.filter((a) => a.at > downAt && a.at < upAt);
    console.info(
      `[A-FAULT-02] ${answers.length} requests (${signedIn.size} sign-ins written); outage ${upAt - downAt} ms: ` +
        `${duringOutage.filter((a) => a.status === 503).length} × 503 of ${duringOutage.length} during it, ` +
        `${refused.length} × 503 in all, 0 × 500; slowest answer ${slowest} ms; recovered ${recoveredAt - upAt} ms after PostgreSQL returned; ` +
        `readyz 503 × ${ready.filter((r) => r.status === 503).length}; rows users ${rowsBefore.users}, reports ${rowsBefore.reports}, ` +
        `assignments ${rowsBefore.userReports}, embed tokens ${rowsBefore.embedTokens} before and after; ${linked.length} object ids linked for ${signedIn.size} sign-ins`,
    );
  }, 60_000);

  it.concurrent('[A-FAULT-02] a PostgreSQL that stops answering (connections open, nothing moves) gives 503 within the connect and query timeouts, not a hang, and the next request after it answers again succeeds', async ({
    expect,
  }) => {
    const database = await openTestPostgres();
    await seedDemoData(database.db);
    const proxy = await startFreezableProxy(Number(new URL(database.url!).port));
    const viaProxy = await openPostgresDatabase(database.url!.replace(/:\d+\//, `:${proxy.port}/`));
    const stuck = await startTestApi({ database: { db: viaProxy, dispose: () => viaProxy.close() }, seed: false });
    try {
      const session = await stuck.login({ oid: 'oid-adele', preferred_username: 'adele.vance@contoso.example' });
      const dashboards = async () => {
        const startedAt = Date.now();
        const response = await fetch(`${stuck.url}/dashboards`, { headers: { authorization: `Bearer ${session}` } });
        const body = (await response.json()) as { error?: string };
        return {
          status: response.status,
          error: body.error,
          retryAfter: response.headers.get('retry-after'),
          ms: Date.now() - startedAt,
        };
      };
      expect((await dashboards()).status).toBe(200);

      proxy.freeze();
      // More requests at once than the pool has connections: pooled ones wait for answers,
      // new ones for the handshake, the rest for a free connection.
      const [answers, ready] = await Promise.all([
        Promise.all(Array.from({ length: 14 }, dashboards)),
        fetch(`${stuck.url}/readyz`).then((r) => r.status),
      ]);
      for (const a of answers) {
        expect(a).toMatchObject({ status: 503, error: 'DATABASE_UNAVAILABLE', retryAfter: '2' });
        expect(a.ms).toBeLessThan(ANSWER_BOUND_MS);
      }
      expect(ready).toBe(503);

      proxy.thaw();
      const thawedAt = Date.now();
      let after = await dashboards();
      while (after.status !== 200 && Date.now() - thawedAt < 10_000) after = await dashboards();
      expect(after.status).toBe(200);
      console.info(
        `[A-FAULT-02] stuck PostgreSQL: 14 × 503 in ${Math.min(...answers.map((a) => a.ms))}–${Math.max(...answers.map((a) => a.ms))} ms; 200 again ${Date.now() - thawedAt} ms after it answers`,
      );
    } finally {
      await stuck.close();
      await proxy.close();
      await database.dispose();
    }
  }, 60_000);
});
