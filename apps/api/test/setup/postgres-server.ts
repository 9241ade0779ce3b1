import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../support/free-port.ts';

const run = promisify(execFile);

export interface PostgresServer {
  /** Superuser URL of the `postgres` database on 127.0.0.1. */
  url: string;
  /** Shuts the server down (fast: open connections are cut), keeping its data and port. */
  pause(): Promise<void>;
  /** Starts it again after `pause()`; resolves once it accepts connections. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Finds the PostgreSQL server binaries: $PG_BIN_DIR, then Debian's /usr/lib/postgresql/<v>/bin
 * (newest first), then `pg_config --bindir`. Returns undefined when none is installed.
 */
export function findPostgresBinDir(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN_DIR) candidates.push(process.env.PG_BIN_DIR);
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debianRoot, v, 'bin')));
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
}

/**
 * Starts a throwaway PostgreSQL cluster: `initdb` in a temp folder (as the `postgres` user when
 * running as root, since the server refuses to run as root), trust auth, loopback only, fsync off.
 */
export async function startPostgresServer(binDir: string): Promise<PostgresServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'org-api-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  let uid: number | undefined;
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) throw new Error('running as root but there is no "postgres" user to run the server as');
    uid = Number(id.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    await chown(dir, uid, gid);
    await chmod(dir, 0o700);
  }
  const exec = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args])
      : run(path.join(binDir, tool), args);

  const port = await freePort();
  await exec('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const start = () =>
    exec('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  await start();

  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async pause() {
      await exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    async resume() {
      await start();
    },
    async stop() {
      await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
