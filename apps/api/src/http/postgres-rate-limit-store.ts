import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database.ts';

const SWEEP_INTERVAL_MS = 60_000;
/** A full table is swept at once, but at most this often per instance. */
const FULL_SWEEP_INTERVAL_MS = 1_000;

/**
 * The most rows `login_rate_limits` holds (about 15 MB): far more than the keys of a busy minute
 * (two per person signing in), so only a flood of made-up addresses reaches it.
 */
export const RATE_LIMIT_MAX_ROWS = 100_000;

/**
 * A new key arrived while the table holds `maxRows` rows whose windows are all still open: the
 * attempt is refused (429) rather than the table grown. Existing keys keep counting.
 */
export class RateLimitTableFullError extends Error {
  override readonly name = 'RateLimitTableFullError';
  constructor(readonly retryAfterMs: number) {
    super('the login rate-limit table is full');
  }
}

/**
 * A store for `@fastify/rate-limit` that keeps its counters in the database (table
 * `login_rate_limits`), so every instance on the same database counts against one budget.
 *
 * Each key has one row: the first hit opens a window of `timeWindow`, later hits inside it add
 * one, and the first hit after it ends starts over at 1 — the same rule as the plugin's own
 * in-memory store. An existing key's hit is one `update … returning`; a new key's is one
 * `insert … on conflict do update … returning` that inserts only while the table has fewer than
 * `maxRows` rows; both are atomic, so concurrent hits from several instances never lose a count.
 * `read` returns a key's count without adding to it. Keys are stored as SHA-256 hashes. About once a minute each instance deletes the rows whose
 * window has ended, and at once (at most once a second) when the table is full; a new key that
 * still finds it full is refused with {@link RateLimitTableFullError}. Hits racing on several
 * connections can each see one row below the bound, so it may be passed by at most one row per
 * database connection.
 */
export function postgresRateLimitStore(
  db: Queryable,
  now: () => number = Date.now,
  maxRows: number = RATE_LIMIT_MAX_ROWS,
): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  let lastFullSweep = 0;
  const deleteEnded = (at: number) =>
    db.query('delete from login_rate_limits where window_ends_at <= $1', [new Date(at)]);
  const sweep = (at: number) => {
    if (at - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at;
    // Best effort: a failed sweep leaves rows that the next one removes.
    deleteEnded(at).catch(() => {});
  };
  type Row = { hits: number; window_ends_at: Date };
  const counted = (at: number, row: Row) => ({
    current: row.hits,
    ttl: Math.max(0, new Date(row.window_ends_at).getTime() - at),
  });
  const hit = async (key: string, timeWindow: number) => {
    const at = now();
    const keyHash = createHash('sha256').update(key).digest('hex');
    const params = [keyHash, new Date(at), new Date(at + timeWindow)];
    // A window that has ended starts over at 1.
    const next = `hits = case when l.window_ends_at <= $2 then 1 else l.hits + 1 end,
         window_ends_at = case when l.window_ends_at <= $2 then $3 else l.window_ends_at end`;
    const [existing] = await db.query<Row>(
      `update login_rate_limits as l set ${next} where key_hash = $1 returning hits, window_ends_at`,
      params,
    );
    sweep(at);
    if (existing) return counted(at, existing);
    const insert = () =>
      db.query<Row>(
        `insert into login_rate_limits as l (key_hash, hits, window_ends_at)
         select $1, 1, $3 where (select count(*) from (select 1 from login_rate_limits limit $4) as bounded) < $4
         on conflict (key_hash) do update set ${next}
         returning hits, window_ends_at`,
        [...params, maxRows],
      );
    let [inserted] = await insert();
    if (!inserted && at - lastFullSweep >= FULL_SWEEP_INTERVAL_MS) {
      lastFullSweep = at;
      await deleteEnded(at);
      [inserted] = await insert();
    }
    if (inserted) return counted(at, inserted);
    const [{ ends }] = await db.query<{ ends: Date | null }>(
      'select min(window_ends_at) as ends from login_rate_limits',
    );
    throw new RateLimitTableFullError(Math.max(1000, (ends ? new Date(ends).getTime() : at + timeWindow) - at));
  };

  /** A key's count without counting: 0 when it has no row, or its window has ended. */
  const read = async (key: string) => {
    const at = now();
    const [row] = await db.query<Row>(
      'select hits, window_ends_at from login_rate_limits where key_hash = $1 and window_ends_at > $2',
      [createHash('sha256').update(key).digest('hex'), new Date(at)],
    );
    return row ? counted(at, row) : { current: 0, ttl: 0 };
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    read(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1]): void {
      read(key).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Every limit shares the one table; the keys tell them apart.
    child(): FastifyRateLimitStore {
      return new PostgresRateLimitStore();
    }
  }
  return PostgresRateLimitStore;
}
