/**
 * The API as a cluster on one machine: N instances of the production build (`node dist/main.js`)
 * on loopback ports, all on one PostgreSQL, behind HAProxy (Debian's `/usr/sbin/haproxy`) with
 * round robin, health checks against `/readyz` (and `/healthz` for when none is ready) and retries
 * on another instance when a connection fails; the balancer's configuration is cluster/balancer.ts.
 * Used by `pnpm --filter @org/api cluster` (cluster/main.ts), the cluster tests (test/cluster/)
 * and `pnpm bench:api -- --cluster`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/support/free-port.ts';
import {
  BALANCER_SOURCE_ADDRESS,
  MAX_CONNECTIONS_PER_CLIENT,
  findHaproxy,
  startBalancer,
  type Balancer,
  type BackendServerState,
  type ClientConnections,
} from './balancer.ts';

export { findHaproxy };

/** The API package's folder (where `dist/main.js` and `migrations/` are). */
const API_DIR = fileURLToPath(new URL('../', import.meta.url));

export interface ClusterOptions {
  /** `postgres://…` every instance uses. */
  databaseUrl: string;
  /** How many API instances (default 3). */
  instances?: number;
  /** The balancer's port (0 or unset: a free one). */
  port?: number;
  /** The first instance's port; the others follow (unset: free ones). */
  firstInstancePort?: number;
  /** Environment for every instance on top of the cluster's own (identity, embed provider, …). */
  env: Record<string, string>;
  /**
   * A server the balancer sends the identity platform's paths to (`/<tenant>/…`, `/common/…`,
   * `/v1.0/me`): the local identity stand-in, so that the viewer signs in through the same URL.
   */
  identityOrigin?: string;
  /** Health check interval (default 500 ms); an instance is down after 2 failed checks. */
  checkIntervalMs?: number;
  /** Connections one client address may hold open at the balancer (default 500). */
  maxConnectionsPerClient?: number;
  /** Where the instances' and HAProxy's output goes, one line each (default: dropped). */
  log?: (line: string) => void;
}

interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
}

export interface Cluster {
  /** The balancer's URL: what clients and the viewer use. */
  url: string;
  instances: ClusterInstance[];
  /**
   * The API servers as HAProxy sees them (through its stats socket): in the pool of ready instances
   * (`api`, the default), or in the fallback pool of live ones (`api_live`).
   */
  backendState(backend?: 'api' | 'api_live'): Promise<BackendServerState[]>;
  /** Per client address: connections open at the balancer and requests refused over the cap. */
  clientConnections(): Promise<ClientConnections[]>;
  /** Stops HAProxy and the instances (SIGTERM, then SIGKILL) and removes the temp folder. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `GET url` answers 200, or rejects when the process exits or `timeoutMs` passes. */
async function waitForReady(url: string, child: ChildProcess, output: () => string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms:\n${output()}`);
}

/** Starts the instances and the balancer on an already running PostgreSQL. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!findHaproxy()) {
    throw new Error(
      "HAProxy not found (install Debian's haproxy: apt-get install -y haproxy, or set HAPROXY_PATH to the binary)",
    );
  }
  if (!existsSync(path.join(API_DIR, 'dist/main.js'))) {
    throw new Error('apps/api/dist/main.js is missing: run `pnpm --filter @org/api build` first');
  }
  const count = options.instances ?? 3;
  const log = options.log ?? (() => {});
  const checkIntervalMs = options.checkIntervalMs ?? 500;
  const dir = await mkdtemp(path.join(tmpdir(), 'org-api-cluster-'));
  const port = options.port || (await freePort());
  const ports: number[] = [];
  for (let i = 0; i < count; i += 1) {
    ports.push(options.firstInstancePort ? options.firstInstancePort + i : await freePort());
  }
  const instances: ClusterInstance[] = [];
  const children: ChildProcess[] = [];

  const startInstance = async (index: number) => {
    const name = `api${index + 1}`;
    const instancePort = ports[index];
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ...options.env,
        HOST: '127.0.0.1',
        PORT: String(instancePort),
        DATABASE_URL: options.databaseUrl,
        // The client's address is the one the balancer's connections (and only those) report; a
        // client connecting to an instance directly is its own address, whatever it sends.
        TRUST_PROXY: BALANCER_SOURCE_ADDRESS,
        // On SIGTERM, keep serving while the balancer's 2 checks see /readyz fail.
        SHUTDOWN_DELAY_MS: options.env.SHUTDOWN_DELAY_MS ?? String(checkIntervalMs * 3),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.setEncoding('utf8').on('data', (chunk: string) => {
        output = (output + chunk).slice(-20_000);
        for (const line of chunk.split('\n')) if (line.trim()) log(`[${name}] ${line}`);
      });
    }
    const url = `http://127.0.0.1:${instancePort}`;
    await waitForReady(`${url}/readyz`, child, () => output);
    instances[index] = { name, port: instancePort, url, process: child };
  };

  let balancer: Balancer | undefined;
  const stop = async () => {
    const exits = children
      .filter((c) => c.exitCode === null && c.signalCode === null)
      .map(
        (c) =>
          new Promise<void>((resolve) => {
            const force = setTimeout(() => c.kill('SIGKILL'), 10_000);
            c.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            c.kill('SIGTERM');
          }),
      );
    await Promise.all([...exits, balancer?.stop()]);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    // The first instance migrates (and seeds an empty database) alone; the others then start together.
    await startInstance(0);
    await Promise.all(ports.slice(1).map((_, i) => startInstance(i + 1)));

    balancer = await startBalancer({
      dir,
      port,
      servers: instances.map(({ name, port }) => ({ name, port })),
      identityOrigin: options.identityOrigin,
      viewerOrigins: (options.env.VIEWER_ORIGINS ?? 'http://127.0.0.1:5173,http://localhost:5173')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
      checkIntervalMs,
      maxConnectionsPerClient: options.maxConnectionsPerClient ?? MAX_CONNECTIONS_PER_CLIENT,
      log,
    });
    const { backendState, clientConnections } = balancer;
    const cluster: Cluster = { url: balancer.url, instances, backendState, clientConnections, stop };
    // Every instance is UP in both pools (the first checks pass) before anyone gets the URL.
    const deadline = Date.now() + 10_000;
    for (const pool of ['api', 'api_live'] as const) {
      while (!(await backendState(pool)).every((s) => s.status === 'UP')) {
        if (Date.now() > deadline) throw new Error(`HAProxy did not see every instance up in ${pool}`);
        await sleep(100);
      }
    }
    await waitForReady(`${balancer.url}/readyz`, balancer.process, () => '', 15_000);
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}
