import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Paces a poll whose end is a state (a line printed, a URL answering), not a time. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The status of `url`, or 0 while nothing answers there. */
async function statusOf(url: string): Promise<number> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return 0;
  }
}

/**
 * The local stack (scripts/local-stack.mjs, with the viewer's dev server: the build is not what is tested) keeps its
 * API and its report frame server running: one killed comes back with a one-line notice, and the viewer is served
 * all along. One stack for the file (its start is most of the time): the tests run in order.
 */
describe('the local stack restarts a part that dies', () => {
  let stack: ChildProcess;
  let output = '';
  let exit: Promise<number | null>;
  const ports = { viewer: 0, api: 0, frame: 0 };

  /** The pid of the stack's child whose command line contains `command`. */
  const partPid = (command: string) =>
    Number(execFileSync('pgrep', ['-P', String(stack.pid), '-f', command], { encoding: 'utf8' }).trim());

  async function until(what: string, done: () => boolean | Promise<boolean>) {
    while (!(await done())) {
      if (stack.exitCode !== null) throw new Error(`the stack stopped while waiting for ${what}:\n${output}`);
      await tick();
    }
  }

  beforeAll(async () => {
    ports.viewer = await freePort();
    ports.api = await freePort();
    ports.frame = await freePort();
    stack = spawn(
      process.execPath,
      [
        'scripts/local-stack.mjs',
        '--dev',
        '--quiet',
        '--temp-data',
        ...['--viewer-port', String(ports.viewer), '--api-port', String(ports.api)],
        ...['--frame-port', String(ports.frame)],
      ],
      { cwd: root, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    stack.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    stack.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exit = new Promise((resolve) => stack.once('exit', (code) => resolve(code)));
    await until('the banner', () => output.includes('Stop with Ctrl+C.'));
  }, 400_000);

  afterAll(async () => {
    if (stack && stack.exitCode === null) {
      stack.kill('SIGINT');
      // Ctrl+C still stops everything, quietly, after restarts.
      expect(await exit).toBe(0);
    }
  }, 60_000);

  async function killAndSeeItBack(name: string, command: string, url: string) {
    const viewerUrl = `http://127.0.0.1:${ports.viewer}/`;
    const viewer = partPid('vite.js');
    const before = partPid(command);
    expect(await statusOf(url)).toBe(200);
    const from = output.length;
    process.kill(before, 'SIGKILL');
    await until('the notice', () => output.slice(from).includes('\n'));
    expect(output.slice(from).trim()).toBe(`↻ local-stack: ${name} exited (signal SIGKILL); restarting it …`);
    // The viewer is served while the part is down and after (the same process: it was never stopped).
    expect(await statusOf(viewerUrl)).toBe(200);
    await until(`${name} to answer again`, async () => (await statusOf(url)) === 200);
    expect(partPid(command)).not.toBe(before);
    expect(partPid('vite.js')).toBe(viewer);
    expect(await statusOf(viewerUrl)).toBe(200);
    // One line, nothing more: the stack's output stays quiet.
    expect(output.slice(from).trim().split('\n')).toHaveLength(1);
  }

  /** The SESSION_SECRET the stack gave the running API (from its environment). */
  const apiSessionSecret = () =>
    readFileSync(`/proc/${partPid('src/main.ts')}/environ`, 'utf8')
      .split('\0')
      .find((entry) => entry.startsWith('SESSION_SECRET='));

  it('[T-DEADLINE-02] restarts a killed API with a one-line notice while the viewer stays served, and its sessions stay valid', async () => {
    const secret = apiSessionSecret();
    expect(secret?.length).toBeGreaterThan('SESSION_SECRET='.length + 20);
    await killAndSeeItBack('the API', 'src/main.ts', `http://127.0.0.1:${ports.api}/healthz`);
    // The same secret: a person signed in before the restart is still signed in after it.
    expect(apiSessionSecret()).toBe(secret);
  }, 400_000);

  it('[T-DEADLINE-02] restarts a killed report frame server with a one-line notice while the viewer stays served', async () => {
    await killAndSeeItBack(
      'the report frame server',
      'fake-frame/dist/cli.js',
      `http://127.0.0.1:${ports.frame}/reportEmbed?reportId=R1`,
    );
  }, 400_000);
});
