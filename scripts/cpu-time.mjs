#!/usr/bin/env node
// `npm test`'s CPU count of a step (Linux): runs a command with this process's output, then writes to
// <report-file> the CPU seconds (user + system) that it and every process it waited for used, and exits
// with its code. Two lanes share the cores, so a step's wall time says little about what it costs; its CPU
// seconds do (issue 30: which step to make cheaper).
//
//   node scripts/cpu-time.mjs <report-file> <command> [args…]
//
// The figure is the kernel's count of this process's waited-for children (/proc/self/stat, cutime + cstime):
// processes that detach (a daemonised database server) are not in it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc's counters: 100 on every Linux build that Node supports. */
const TICKS_PER_SECOND = 100;

/** CPU seconds of this process's waited-for children, or undefined where /proc is not there. */
export function childrenCpuSeconds(stat = readStat()) {
  if (stat === undefined) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 (cutime) and 17 (cstime) of proc(5), i.e. 14 and 15 after the state field (3).
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

function readStat() {
  try {
    return fs.readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
}

/** @param {string[]} argv */
function main(argv) {
  const [reportFile, command, ...args] = argv;
  if (!reportFile || !command) {
    console.error('usage: node scripts/cpu-time.mjs <report-file> <command> [args…]');
    process.exit(2);
  }
  const child = spawn(command, args, { stdio: 'inherit' });
  // A time bound or Ctrl-C stops this wrapper: pass it on, so the step itself stops.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(error.message);
    process.exit(1);
  });
  child.on('close', (code, signal) => {
    const seconds = childrenCpuSeconds();
    if (seconds !== undefined) fs.writeFileSync(reportFile, String(seconds));
    process.exit(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1));
  });
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2));
}
