import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const LOCK_NAME = 'api.pid';

/**
 * PGlite is single-process: a second process opening the same folder would corrupt it. The
 * server holds a pid file while it runs; the admin command refuses to run while it is held.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_NAME);
  const holder = await lockHolder(dataDir);
  if (holder !== undefined) {
    throw new Error(
      `${dataDir} is in use by process ${holder}; stop it first (or use DATABASE_URL for several processes)`,
    );
  }
  await writeFile(file, String(process.pid));
  return () => rm(file, { force: true });
}

/** The pid of a live process holding the data folder, if any (stale pid files are ignored). */
export async function lockHolder(dataDir: string): Promise<number | undefined> {
  const pid = Number(await readFile(path.join(dataDir, LOCK_NAME), 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
