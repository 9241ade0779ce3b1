import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate } from './pglite-template.ts';
import { findPostgresBinDir, startPostgresServer, type PostgresServer } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that test files copy (made once, then kept between runs: pglite-template.ts). */
    pgliteTemplateDir: string;
    /** Superuser URL of the test PostgreSQL server, or null when it cannot run here. */
    postgresUrl: string | null;
    /** Why postgresUrl is null. */
    postgresUnavailableReason: string;
  }
}

/** Prepares the databases once for the whole run: a PGlite template and a PostgreSQL server. */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'org-api-test-'));
  const templateDir = path.join(root, 'pglite-template');

  let server: PostgresServer | undefined;
  let reason = '';
  const startServer = async () => {
    const binDir = findPostgresBinDir();
    if (!binDir) {
      reason = 'PostgreSQL server binaries not found (install Debian\'s "postgresql" package, or set PG_BIN_DIR)';
      return;
    }
    try {
      server = await startPostgresServer(binDir);
    } catch (error) {
      reason = `PostgreSQL from ${binDir} did not start: ${(error as Error).message}`;
    }
  };
  await Promise.all([preparePgliteTemplate(templateDir), startServer()]);
  project.provide('pgliteTemplateDir', templateDir);
  if (!server) {
    // CI installs PostgreSQL; not having it there is a broken pipeline, not a reason to skip.
    if (process.env.CI) throw new Error(`[api tests] ${reason}`);
    console.warn(`[api tests] PostgreSQL tests will be skipped: ${reason}`);
  }
  project.provide('postgresUrl', server?.url ?? null);
  project.provide('postgresUnavailableReason', reason);

  return async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  };
}
