#!/usr/bin/env node
// Keeps every core busy for a bounded time, so that the suite can be run on a machine as loaded as a busy CI
// runner: `node scripts/cpu-hog.mjs --seconds 900 & npm test`. A test that passes calm and fails under it
// depends on the machine's speed, not on the product (T-CHAOS-03).
//
//   node scripts/cpu-hog.mjs [--workers N] [--seconds S]
//     --workers  busy threads (default: one per core, os.availableParallelism())
//     --seconds  how long before it stops by itself (default 600; it never runs unbounded)
// It prints what it starts and when it stops; Ctrl+C or SIGTERM stops it earlier.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

const { values } = parseArgs({
  options: { workers: { type: 'string' }, seconds: { type: 'string' } },
});

/** A positive whole number from a flag, or an error naming the flag and what it expects. */
function count(flag, text, fallback) {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`cpu-hog: --${flag} must be a whole number of at least 1 (got "${text}").`);
    process.exit(2);
  }
  return n;
}

const workers = count('workers', values.workers, os.availableParallelism());
const seconds = count('seconds', values.seconds, 600);

// Each worker spins until the main thread ends the process; a worker never yields, so each holds a core.
const spin = 'let x = 0; for (;;) x = (x + Math.sqrt(x + 1)) % 1e9;';
const threads = Array.from({ length: workers }, () => new Worker(spin, { eval: true }));

console.log(`cpu-hog: ${workers} busy worker(s) for ${seconds} s (pid ${process.pid}).`);

function stop(why) {
  console.log(`cpu-hog: stopping (${why}).`);
  for (const thread of threads) void thread.terminate();
  process.exit(0);
}

setTimeout(() => stop(`${seconds} s elapsed`), seconds * 1000);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
