import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPgliteDatabase } from '../../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';

export interface TestDatabase {
  db: Database;
  /** For PostgreSQL: the URL of this test's own database. */
  url?: string;
  dispose(): Promise<void>;
}

/** A fresh, migrated PGlite database: a copy of the run's template folder. */
export async function openTestPglite(): Promise<TestDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'org-api-pglite-'));
  await cp(inject('pgliteTemplateDir'), dir, { recursive: true });
  const db = await openPgliteDatabase(dir);
  return {
    db,
    async dispose() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
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
