import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Listens on a free port of `host` and returns the server and its port. */
async function occupyPort(host: string): Promise<{ server: net.Server; port: number }> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  return { server, port: (server.address() as net.AddressInfo).port };
}

/** Runs `node scripts/run.mjs start …` and returns its exit code, output and duration (killed after `limitMs`). */
function runStart(args: string[], limitMs: number) {
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/run.mjs', 'start', ...args], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

describe('npm start with a port already taken', () => {
  const servers: net.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('[V-CALM-08] stops before installing or building, in one line naming the port and the option that moves it', async () => {
    const { server, port } = await occupyPort('127.0.0.1');
    servers.push(server);
    // The other ports: free ones, so that only the taken API port can stop the start.
    const free = await occupyPort('127.0.0.1');
    const freePort = free.port;
    await new Promise((resolve) => free.server.close(resolve));

    const result = await runStart(['--api-port', String(port), '--viewer-port', String(freePort)], 20_000);

    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual([
      `local-stack: port ${port} (the API) is already in use: stop what uses it, or pass --api-port N (or API_PORT=N)`,
    ]);
    // Nothing was installed or built: no pnpm command ran, no build header was printed.
    expect(result.stdout).not.toMatch(/Build the libraries|\$ pnpm/);
    expect(result.ms).toBeLessThan(10_000);
  });

  it('[V-CALM-08] names the variable too: VIEWER_PORT moves the viewer', async () => {
    const { server, port } = await occupyPort('127.0.0.1');
    servers.push(server);
    const result = await runStart(['--viewer-port', String(port)], 20_000);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe(
      `local-stack: port ${port} (the viewer) is already in use: stop what uses it, or pass --viewer-port N (or VIEWER_PORT=N)`,
    );
    expect(result.stdout).not.toMatch(/Build the libraries|\$ pnpm/);
  });
});
