import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import type { Database, Queryable } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPgliteDatabase } from '../../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';

export interface TestDatabase {
  db: Database;
  /** For PostgreSQL: the URL of this test's own database. */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * Everything of a database's shape outside the system schemas: schemas, relations, columns with their
 * types and defaults, constraints, indexes, triggers, functions, extensions, and the recorded migrations.
 * Two databases with the same fingerprint and no rows (besides schema_migrations) are interchangeable.
 */
const FINGERPRINT_SQL = `
  select string_agg(x, E'\\n' order by x) as fingerprint from (
    select 'schema ' || nspname as x from pg_namespace
     where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg\\_%temp%'
    union all
    select 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 'column ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
           || ' ' || a.attnotnull::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where a.attnum > 0 and not a.attisdropped and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select 'index ' || pg_get_indexdef(i.indexrelid)
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 'trigger ' || tgrelid::regclass::text || ' ' || tgname from pg_trigger where not tgisinternal
    union all
    select 'function ' || p.oid::regprocedure::text
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select 'extension ' || extname || ' ' || extversion from pg_extension
    union all
    select 'migration ' || version from schema_migrations
  ) shape`;

interface PooledPglite {
  db: Database;
  dir: string;
}

/**
 * This test file's PGlite instances that no test is using. Opening one is a copy of the 39 MB
 * template folder and a start of the engine (seconds on a busy machine); handing back one a test
 * has finished with, emptied again, takes milliseconds. They close when the file's tests are done.
 */
const idle: PooledPglite[] = [];
let templateFingerprint: Promise<string> | undefined;
afterAll(async () => {
  for (const pooled of idle.splice(0)) await closePooled(pooled);
});

async function closePooled({ db, dir }: PooledPglite) {
  await db.close().catch(() => {});
  await rm(dir, { recursive: true, force: true });
}

async function fingerprint(db: Queryable): Promise<string> {
  const [row] = await db.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return row.fingerprint;
}

async function openPooledPglite(): Promise<PooledPglite> {
  const reused = idle.pop();
  if (reused) return reused;
  const templateDir = inject('pgliteTemplateDir');
  // Next to the template, in the run's folder that the global teardown removes.
  const dir = await mkdtemp(path.join(path.dirname(templateDir), 'pglite-'));
  // cpSync: about 0.3 s of CPU for the template's thousand files, against 0.9 s for the promise-based cp.
  cpSync(templateDir, dir, { recursive: true });
  const db = await openPgliteDatabase(dir);
  // The first copy opened in this file is the template as it is: its shape is what reuse checks against.
  templateFingerprint ??= fingerprint(db);
  await templateFingerprint;
  return { db, dir };
}

/**
 * Empties a PGlite a test has finished with back to the template's state (migrated, no rows) and
 * returns it to the pool; one whose shape the test changed (a dropped table, a removed migration
 * record), left in a transaction, or closed, is closed and its folder removed instead.
 */
async function release(pooled: PooledPglite) {
  try {
    // Also ends the session's advisory locks, prepared statements, settings and temporary tables;
    // it fails inside an open transaction, and on a closed database.
    await pooled.db.exec('discard all');
    const tables = await pooled.db.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') and tablename <> 'schema_migrations'`,
    );
    if (tables.length > 0) {
      await pooled.db.exec(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`);
    }
    if ((await fingerprint(pooled.db)) === (await templateFingerprint)) {
      idle.push(pooled);
      return;
    }
  } catch {
    // Not reusable: closed below.
  }
  await closePooled(pooled);
}

/**
 * A fresh, migrated PGlite database with no rows: a copy of the run's template folder, or one this
 * file used before, emptied. What the test holds is a handle of its own: once it is closed or
 * disposed, it refuses every call (as a closed PGlite does) even while the engine behind it serves
 * the next test.
 */
export async function openTestPglite(): Promise<TestDatabase> {
  const pooled = await openPooledPglite();
  let open = true;
  let released: Promise<void> | undefined;
  const check = () => {
    if (!open) throw new Error('PGlite is closed');
  };
  const db: Database = {
    kind: pooled.db.kind,
    async query(sql, params) {
      check();
      return pooled.db.query(sql, params);
    },
    async exec(sql) {
      check();
      return pooled.db.exec(sql);
    },
    async transaction(work) {
      check();
      return pooled.db.transaction(work);
    },
    async close() {
      open = false;
    },
  };
  return {
    db,
    dispose() {
      open = false;
      return (released ??= release(pooled));
    },
  };
}

/** A fresh, migrated database of its own on the test PostgreSQL server. */
export async function openTestPostgres(): Promise<TestDatabase> {
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) throw new Error(inject('postgresUnavailableReason'));
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  const db = await openPostgresDatabase(url);
  await migrate(db);
  return {
    db,
    url,
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
