import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

/** Opens the embedded database: in `dataDir` (created if missing), or in memory when undefined. */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  return new PgliteDatabase(pg);
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  constructor(private readonly pg: PGlite) {}

  query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    return runQuery<Row>(this.pg, sql, params);
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) =>
      work({
        query: (sql, params = []) => runQuery(tx, sql, params),
        exec: async (sql) => {
          await tx.exec(sql);
        },
      }),
    );
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}

async function runQuery<Row>(target: PGlite | Transaction, sql: string, params: readonly unknown[]) {
  const result = await target.query<Row>(sql, params as unknown[]);
  return result.rows;
}
