import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

/** The one folder of SQL migrations, shared by PGlite and PostgreSQL. */
const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * The advisory lock that makes instances starting together take turns at migrating and seeding.
 * Any constant works; it only has to be the same for every instance of the API.
 */
export const STARTUP_LOCK_KEY = 7_270_001;

/**
 * Applies, in name order and in one transaction, the migrations not yet recorded in
 * `schema_migrations`; returns the names applied. Instances starting together take turns
 * through an advisory lock, so each migration runs once.
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d+[\w-]*\.sql$/.test(name)).sort();
  const scripts = await Promise.all(
    files.map(async (name) => [name, await readFile(`${dir}/${name}`, 'utf8')] as const),
  );
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
    await tx.exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const [name, sql] of scripts) {
      if (done.has(name)) continue;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
