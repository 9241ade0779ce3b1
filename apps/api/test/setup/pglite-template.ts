import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../src/db/migrate.ts';
import { openPgliteDatabase } from '../../src/db/pglite-database.ts';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));
/** Where migrated templates are kept between runs: the workspace's node_modules/.cache, gone with a fresh install. */
const CACHE_DIR = path.join(apiDir, '..', '..', 'node_modules', '.cache', 'org-api-test');

/**
 * What a migrated template depends on: PGlite's version, the migrations, and the code that opens and
 * migrates a database. Any change to one of them makes a new template.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  // The installed PGlite (its package.json is not among its exports: read the file beside its folder).
  const pgliteDir = path.join(apiDir, 'node_modules', '@electric-sql', 'pglite');
  hash.update(readFileSync(path.join(pgliteDir, 'package.json')));
  const files = [
    ...readdirSync(path.join(apiDir, 'migrations'))
      .sort()
      .map((name) => path.join('migrations', name)),
    'src/db/migrate.ts',
    'src/db/pglite-database.ts',
  ];
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(path.join(apiDir, file)));
  return hash.digest('hex').slice(0, 16);
}

async function removeOtherTemplates(keep: string): Promise<void> {
  const old = (await readdir(CACHE_DIR)).filter((name) => name.startsWith('pglite-template-') && name !== keep);
  await Promise.all(old.map((name) => rm(path.join(CACHE_DIR, name), { recursive: true, force: true })));
}

/**
 * Puts a migrated PGlite data folder at `dir` for the run's test files to copy. Making one (PGlite's
 * initdb, then the migrations) takes about 5 s, which every test file of `pnpm test:unit` waited for;
 * the folder is kept in node_modules/.cache under a key of what it depends on, so a later run copies
 * it (a few hundred ms) instead. A fresh clone makes it once. Two runs at once each make their own and
 * the first to finish keeps it.
 */
export async function preparePgliteTemplate(dir: string): Promise<void> {
  const cached = path.join(CACHE_DIR, `pglite-template-${templateKey()}`);
  try {
    // cpSync: a third of the promise-based cp's time for the template's thousand files, at the start of every run.
    cpSync(cached, dir, { recursive: true, errorOnExist: true, force: false });
    return;
  } catch {
    await rm(dir, { recursive: true, force: true });
  }
  const template = await openPgliteDatabase(dir);
  await migrate(template);
  await template.close();
  // Keep a copy for the next run, renamed into place whole so that no run ever copies half of one.
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = await mkdtemp(path.join(CACHE_DIR, 'partial-'));
    await cp(dir, partial, { recursive: true });
    await rename(partial, cached).then(
      // Templates of older migrations are of no use any more: 39 MB each.
      () => removeOtherTemplates(path.basename(cached)),
      () => rm(partial, { recursive: true, force: true }),
    );
  } catch {
    // A cache that cannot be written only costs the next run its 5 s.
  }
}
