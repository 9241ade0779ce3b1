import path from 'node:path';
import { ConfigError } from '../config/config-error.ts';
import { loadDatabaseConfig } from '../config/load-config.ts';
import { lockHolder } from '../data-dir-lock.ts';
import { DirectoryStore } from '../db/directory-store.ts';
import { openDatabase } from '../db/open-database.ts';
import { runAdminCommand } from './admin-commands.ts';

/** `pnpm --filter @org/api admin …`: manage users and report assignments in the configured database. */
async function main(): Promise<number> {
  let config;
  try {
    config = loadDatabaseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
  if (!config.url) {
    const holder = await lockHolder(config.dataDir);
    if (holder !== undefined) {
      console.error(
        `The API (process ${holder}) is using ${path.join(config.dataDir, 'pglite')}; PGlite allows one process. Stop it first, or run on PostgreSQL.`,
      );
      return 1;
    }
  }
  // Never seed here: a database whose first user comes from the admin is a real one.
  const db = await openDatabase({ ...config, seedDemoData: false });
  try {
    return await runAdminCommand(process.argv.slice(2), new DirectoryStore(db), console);
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
