import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { isConnectionFailure, translateDatabaseError } from './database-unavailable.ts';

// While PostgreSQL is down or stuck, a request waits at most this long for a connection (a new
// one, or a pooled one to come free) and then this long for its query's answer; a failure or
// timeout becomes 503 DATABASE_UNAVAILABLE (see database-unavailable.ts).
const CONNECT_TIMEOUT_MS = 3000;
const QUERY_TIMEOUT_MS = 5000;

/** Connects a pool to PostgreSQL; the first query fails fast if the server is unreachable. */
export async function openPostgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  await pool.query('select 1');
  return new PostgresDatabase(pool);
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  constructor(private readonly pool: pg.Pool) {}

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    const result = await this.pool.query(sql, params as unknown[]).catch(translateDatabaseError);
    return result.rows as Row[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql).catch(translateDatabaseError);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect().catch(translateDatabaseError);
    let lost = false;
    try {
      await client.query('begin');
      const result = await work({
        query: async <Row>(sql: string, params: readonly unknown[] = []) =>
          (await client.query(sql, params as unknown[])).rows as Row[],
        exec: async (sql) => {
          await client.query(sql);
        },
      });
      await client.query('commit');
      return result;
    } catch (error) {
      lost = isConnectionFailure(error);
      if (!lost) await client.query('rollback').catch(() => {});
      return translateDatabaseError(error);
    } finally {
      // A connection that failed is closed rather than handed to the next request.
      client.release(lost);
    }
  }

  poolStats() {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
