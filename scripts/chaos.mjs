#!/usr/bin/env node
// `pnpm test:chaos`: the seeded timing-chaos suite (e2e/chaos, README there) in Debian's Chromium.
//
//   pnpm test:chaos                    the fixed CI seed set (e2e/chaos/support/chaos-env.ts, CI_SEEDS)
//   pnpm test:chaos --seed 17          replays one seed (what a failure prints)
//   pnpm test:chaos --seeds 3,5,8      those seeds
//   pnpm test:chaos --runs 40          40 seeds from --from (default 1): 1…40
//   --viewer / --sdk                   only the viewer's sequences / only the SDK's
//   --root DIR                         put another checkout under chaos (its stack and libraries; built)
//
// The chaos stack's ports are 4291–4293 (CHAOS_VIEWER_PORT, CHAOS_API_PORT, CHAOS_FRAME_PORT move them).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function usage(message) {
  if (message) console.error(`test:chaos: ${message}`);
  console.error(
    'Usage: pnpm test:chaos [--seed N | --seeds N,M,… | --runs N [--from N]] [--viewer | --sdk] [--root DIR]',
  );
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      seed: { type: 'string' },
      seeds: { type: 'string' },
      runs: { type: 'string' },
      from: { type: 'string' },
      viewer: { type: 'boolean', default: false },
      sdk: { type: 'boolean', default: false },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  usage(error.message);
}
if (values.help) usage();

const whole = (name, text) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) usage(`${name} must be a whole number ≥ 0, not "${text}"`);
  return n;
};

/** @type {string | undefined} */
let seeds;
if ([values.seed, values.seeds, values.runs].filter((v) => v !== undefined).length > 1) {
  usage('give one of --seed, --seeds and --runs');
}
if (values.seed !== undefined) seeds = String(whole('--seed', values.seed));
if (values.seeds !== undefined)
  seeds = values.seeds
    .split(',')
    .map((s) => whole('--seeds', s.trim()))
    .join(',');
if (values.runs !== undefined) {
  const from = whole('--from', values.from ?? '1');
  seeds = Array.from({ length: whole('--runs', values.runs) }, (_, i) => from + i).join(',');
}

const env = { ...process.env };
if (seeds !== undefined) {
  env.CHAOS_SEEDS = seeds;
  env.CHAOS_SDK_SEEDS = seeds;
}
if (values.root) {
  const chosen = path.resolve(values.root);
  if (!fs.existsSync(path.join(chosen, 'scripts', 'local-stack.mjs'))) {
    usage(`--root ${chosen} is not a checkout of this repository (no scripts/local-stack.mjs)`);
  }
  env.CHAOS_ROOT = chosen;
}
const files = values.viewer && !values.sdk ? ['viewer.spec.ts'] : values.sdk && !values.viewer ? ['sdk.spec.ts'] : [];
// In e2e/ (pnpm --filter runs there), where Playwright is a dependency.
const args = ['--filter', '@org/e2e', 'exec', 'playwright', 'test', '-c', 'chaos/playwright.config.ts', ...files];
const result = spawnSync('pnpm', args, {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
