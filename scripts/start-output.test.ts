import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Whether this machine can listen on ::1 (some containers have no IPv6). */
function hasIpv6Loopback(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(0, '::1', () => probe.close(() => resolve(true)));
  });
}

/**
 * `npm start` as a newcomer runs it (`node scripts/run.mjs start`, install and library build included), on ports of
 * its own and a throwaway database: what it prints before the banner, where the report frame answers, and what is
 * left behind once it is stopped. One start for the whole file (it builds everything): the tests run in order.
 */
describe('npm start, as a newcomer sees it', () => {
  let child: ChildProcess;
  let output = '';
  let exit: Promise<number | null>;
  const ports = { viewer: 0, api: 0, frame: 0 };

  beforeAll(async () => {
    ports.viewer = await freePort();
    ports.api = await freePort();
    ports.frame = await freePort();
    child = spawn(
      process.execPath,
      [
        'scripts/run.mjs',
        'start',
        '--viewer-port',
        String(ports.viewer),
        '--api-port',
        String(ports.api),
        '--frame-port',
        String(ports.frame),
        '--temp-data',
      ],
      // A process group of its own, as a terminal gives a command: Ctrl+C is a SIGINT to the whole group.
      {
        cwd: root,
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + 290_000;
    while (!output.includes('Stop with Ctrl+C.')) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not get ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 300_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await exit;
    }
  });

  it('prints one line per step before the banner, not the build logs (--verbose shows them)', () => {
    const beforeBanner = output.slice(0, output.indexOf('The viewer: ')).trim().split('\n');
    expect(beforeBanner).toEqual([
      expect.stringMatching(/^Node \d+\.\d+\.\d+, pnpm /),
      expect.stringMatching(/^✔ Install dependencies \(\d+\.\d s\)$/),
      // Skipped when dist/ is newer than every input (as in CI, where the first step built them).
      expect.stringMatching(/^✔ Build the libraries \((\d+\.\d s|up to date)\)$/),
      expect.stringMatching(/^✔ Build the viewer \(production\) \(\d+\.\d s\)$/),
    ]);
  });

  it('serves the report frame at http://localhost:<port> as the README says, on 127.0.0.1 and ::1 alike', async () => {
    expect(output).toContain(`report frame http://localhost:${ports.frame}`);
    const hosts = ['localhost', '127.0.0.1', ...((await hasIpv6Loopback()) ? ['[::1]'] : [])];
    for (const host of hosts) {
      const response = await fetch(`http://${host}:${ports.frame}/reportEmbed?reportId=R1`);
      expect(response.status, host).toBe(200);
      expect(await response.text(), host).toContain('fake-frame.global.js');
    }
  });

  it('stops on Ctrl+C with every part, quietly (exit code 0), and leaves no build folder behind', async () => {
    const buildDir = path.join(os.tmpdir(), `org-viewer-build-${ports.viewer}`);
    expect(fs.existsSync(buildDir)).toBe(true);
    const stoppedAt = output.length;
    // Ctrl+C reaches every part of the stack at once (run.mjs forwards it to the stack's process group), and a part
    // can end before the stack's own handler has run: here the viewer's server gets it first, alone.
    const viewer = execFileSync('pgrep', ['-f', `vite.js preview --outDir ${buildDir} `], { encoding: 'utf8' }).trim();
    expect(viewer).toMatch(/^\d+$/);
    process.kill(Number(viewer), 'SIGINT');
    // A stop is not a failure: exit code 0 and no '✘ … exited (SIGINT)' line.
    expect(await exit).toBe(0);
    expect(output.slice(stoppedAt)).not.toContain('✘');
    // The stack runs in a process group of its own: wait for it (not only run.mjs) to be gone.
    const deadline = Date.now() + 15_000;
    while (fs.existsSync(buildDir) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fs.existsSync(buildDir)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${ports.viewer}/`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${ports.frame}/reportEmbed`)).rejects.toThrow();
  });
});
