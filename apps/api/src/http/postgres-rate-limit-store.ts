import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database.ts';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * A store for `@fastify/rate-limit` that keeps its counters in the database (table
 * `login_rate_limits`), so every instance on the same database counts against one budget.
 *
 * Each key has one row: the first hit opens a window of `timeWindow`, later hits inside it add
 * one, and the first hit after it ends starts over at 1 — the same rule as the plugin's own
 * in-memory store. One `insert … on conflict do update … returning` statement does it, so
 * concurrent hits from several instances never lose a count. Keys are stored as SHA-256
 * hashes. About once a minute each instance deletes the rows whose window has ended.
 */
export function postgresRateLimitStore(db: Queryable, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = (at: number) => {
    if (at - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at;
    // Best effort: a failed sweep leaves rows that the next one removes.
    db.query('delete from login_rate_limits where window_ends_at <= $1', [new Date(at)]).catch(() => {});
  };
  const hit = async (key: string, timeWindow: number) => {
    const at = now();
    const [row] = await db.query<{ hits: number; window_ends_at: Date }>(
      `insert into login_rate_limits as l (key_hash, hits, window_ends_at) values ($1, 1, $3)
       on conflict (key_hash) do update set
         hits = case when l.window_ends_at <= $2 then 1 else l.hits + 1 end,
         window_ends_at = case when l.window_ends_at <= $2 then excluded.window_ends_at else l.window_ends_at end
       returning hits, window_ends_at`,
      [createHash('sha256').update(key).digest('hex'), new Date(at), new Date(at + timeWindow)],
    );
    sweep(at);
    return { current: row.hits, ttl: Math.max(0, new Date(row.window_ends_at).getTime() - at) };
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
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
