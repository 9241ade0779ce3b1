import path from 'node:path';
import type { Config } from '../config/load-config.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { seedDemoData } from './seed-demo-data.ts';

/**
 * Opens PostgreSQL when a URL is configured, else PGlite under the data folder; then applies
 * pending migrations and, on an empty database, the demo data.
 */
export async function openDatabase(config: Config['database']): Promise<Database> {
  const db = config.url
    ? await openPostgresDatabase(config.url)
    : await openPgliteDatabase(path.join(config.dataDir, 'pglite'));
  try {
    await migrate(db);
    if (config.seedDemoData) await seedDemoData(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
