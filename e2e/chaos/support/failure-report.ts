import path from 'node:path';
import { CHAOS_ROOT } from './chaos-env.ts';

const thisRepo = path.resolve(import.meta.dirname, '..', '..', '..');

/** The replay command of one seed, against the same checkout. */
function replayCommand(part: 'viewer' | 'sdk', seed: number): string {
  const root = CHAOS_ROOT === thisRepo ? '' : ` --root ${CHAOS_ROOT}`;
  return `pnpm test:chaos --seed ${seed}${part === 'sdk' ? ' --sdk' : ' --viewer'}${root}`;
}

/** What a failing seed prints: the seed, its schedule and actions, what broke, and how to replay it. */
export function failureReport(part: 'viewer' | 'sdk', seed: number, plan: string, violations: string[]): string {
  return [
    `chaos ${part}: seed ${seed} broke ${violations.length} invariant(s)`,
    plan,
    'violations:',
    ...violations.map((v) => `  - ${v}`),
    `replay: ${replayCommand(part, seed)}`,
  ].join('\n');
}
