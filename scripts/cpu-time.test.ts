import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { childrenCpuSeconds } from './cpu-time.mjs';

const cpuTime = fileURLToPath(new URL('./cpu-time.mjs', import.meta.url));
const onLinux = fs.existsSync('/proc/self/stat');
let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function reportFile() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-time-'));
  return path.join(dir, 'cpu');
}

describe("npm test's CPU count of a step (scripts/cpu-time.mjs)", () => {
  it('reads cutime and cstime from a stat line whose command name holds spaces and parentheses', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
    const stat = '4242 (node (a) b) S 1 4242 4242 0 -1 4194560 100 200 0 0 12 3 250 75 20 0 11 0';
    expect(childrenCpuSeconds(stat)).toBe(3.25);
  });

  it.runIf(onLinux)("counts the CPU of the command's whole process tree and passes its exit code on", () => {
    const file = reportFile();
    // A grandchild that does a fixed amount of work: counted through the child that waits for it.
    const work = 'let x = 0; for (let i = 0; i < 2e8; i++) x += i; process.exit(x > 0 ? 3 : 0)';
    const child = `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(work)}], { stdio: 'inherit' }); process.exit(3)`;
    const result = spawnSync(process.execPath, [cpuTime, file, process.execPath, '-e', child], { encoding: 'utf8' });
    expect(result.status).toBe(3);
    const seconds = Number(fs.readFileSync(file, 'utf8'));
    // The loop alone takes about 0.15 s of CPU on a quick core; the two Node start-ups add more.
    expect(seconds).toBeGreaterThan(0.05);
  });

  it.runIf(onLinux)(
    'passes a SIGTERM on to the command (a time bound stops the step, not just the wrapper)',
    async () => {
      const file = reportFile();
      const marker = `${file}.started`;
      const command = `require('node:fs').writeFileSync(${JSON.stringify(marker)}, ''); process.on('SIGTERM', () => process.exit(42)); setInterval(() => {}, 1000)`;
      const wrapper = spawn(process.execPath, [cpuTime, file, process.execPath, '-e', command], { stdio: 'ignore' });
      const exited = new Promise<number | null>((resolve) => wrapper.on('exit', (code) => resolve(code)));
      await expect.poll(() => fs.existsSync(marker), { timeout: 20_000 }).toBe(true);
      wrapper.kill('SIGTERM');
      // The command's own answer to SIGTERM (42) comes back: it got the signal and ended.
      expect(await exited).toBe(42);
      expect(fs.existsSync(file)).toBe(true);
    },
  );
});
