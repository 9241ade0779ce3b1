// [A-SCALE-01..04] on PGlite, the embedded engine of `npm start`: three API instances sharing its one
// handle (the suite: support/shared-state-cluster.ts), and the sweeps of expired shared-state rows.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedTokenCache } from '../src/embed/shared-token-cache.ts';
import { createTokenCipher } from '../src/embed/token-cipher.ts';
import { postgresRateLimitStore } from '../src/http/postgres-rate-limit-store.ts';
import { describeClusterOn } from './support/shared-state-cluster.ts';
import { SESSION_SECRET } from './support/test-api.ts';
import { openTestPglite, type TestDatabase } from './support/test-databases.ts';

describeClusterOn('PGlite');

describe('cleanup of shared state', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestPglite();
  });
  afterAll(() => database.dispose());

  const countOf = async (table: string) =>
    Number((await database.db.query<{ n: number | string }>(`select count(*) as n from ${table}`))[0].n);

  it('[A-SCALE-01] rate-limit rows whose window has ended are deleted by a later attempt (about once a minute)', async () => {
    const clock = { now: Date.now() };
    const Store = postgresRateLimitStore(database.db, () => clock.now);
    const store = new Store({});
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 5),
      );
    expect(await incr('a')).toEqual({ current: 1, ttl: 60_000 });
    clock.now += 1_000;
    expect(await incr('a')).toEqual({ current: 2, ttl: 59_000 });
    await incr('b');
    expect(await countOf('login_rate_limits')).toBe(2);
    clock.now += 61_000;
    // 'a' starts a new window; 'b' has ended and is swept.
    expect(await incr('a')).toEqual({ current: 1, ttl: 60_000 });
    await expect.poll(() => countOf('login_rate_limits')).toBe(1);
  });

  it("LOCAL_EMBED_TOKEN_REUSE_SECONDS (the e2e stack's knob): 0 makes a new token per request; unset, the cached token is handed out until the refresh margin", async () => {
    const clock = { now: Date.now() };
    const [user] = await database.db.query<{ id: string }>(
      "insert into users (email) values ('reuse@contoso.example') returning id",
    );
    let issued = 0;
    const generate = async () => ({ token: `token-${++issued}`, expiresAt: clock.now + 3_600_000 });
    const cacheWith = (reuseMs: number | undefined) =>
      createSharedTokenCache(database.db, {
        cipher: createTokenCipher(new TextEncoder().encode(SESSION_SECRET)),
        refreshMarginMs: 300_000,
        reuseMs,
        now: () => clock.now,
      });
    const cached = cacheWith(undefined);
    expect((await cached.get(user.id, 'cached', generate)).issued.token).toBe('token-1');
    clock.now += 1_000;
    expect((await cached.get(user.id, 'cached', generate)).issued.token).toBe('token-1');
    const renewedEachTime = cacheWith(0);
    expect((await renewedEachTime.get(user.id, 'knob', generate)).issued.token).toBe('token-2');
    clock.now += 1_000;
    expect((await renewedEachTime.get(user.id, 'knob', generate)).issued.token).toBe('token-3');
    // The next test counts every row of the table.
    await database.db.query('delete from embed_tokens where user_id = $1', [user.id]);
  });

  it('[A-SCALE-02] expired embed-token rows are deleted by a later lookup (about once a minute)', async () => {
    const clock = { now: Date.now() };
    const [user] = await database.db.query<{ id: string }>(
      "insert into users (email) values ('sweep@contoso.example') returning id",
    );
    const tokens = createSharedTokenCache(database.db, {
      cipher: createTokenCipher(new TextEncoder().encode(SESSION_SECRET)),
      refreshMarginMs: 0,
      now: () => clock.now,
    });
    const generate = async () => ({ token: 'short-lived', expiresAt: clock.now + 10_000 });
    await tokens.get(user.id, 'old', generate);
    expect(await countOf('embed_tokens')).toBe(1);
    clock.now += 61_000;
    await tokens.get(user.id, 'new', generate);
    await expect.poll(() => countOf('embed_tokens')).toBe(1);
    const [row] = await database.db.query<{ key_hash: string }>('select key_hash from embed_tokens');
    expect(row.key_hash).toBe(createHash('sha256').update('new').digest('hex'));
  });
});
