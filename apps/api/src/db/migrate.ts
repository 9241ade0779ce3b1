import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.ts';

/**
 * The one folder of SQL migrations, shared by PGlite and PostgreSQL: `apps/api/migrations`,
 * seen from `src/db/` (the source) or from `dist/` (the build).
 */
const MIGRATIONS_DIR = ['../../migrations/', '../migrations/']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((dir) => existsSync(dir)) as string;

async function migrationNames(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => /^\d+[\w-]*\.sql$/.test(name)).sort();
}

/** The migrations of this build not yet recorded in the database (for /readyz). */
export async function pendingMigrations(db: Queryable, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const done = new Set(
    (await db.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version),
  );
  return (await migrationNames(dir)).filter((name) => !done.has(name));
}

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
  const files = await migrationNames(dir);
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
