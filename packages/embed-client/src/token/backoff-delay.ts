import type { RefreshTiming } from './refresh-options';

/**
 * The wait before retry number `attempt` (1 for the first retry): `minBackoffMs` doubled per
 * attempt up to `maxBackoffMs`, with "equal jitter" (a random point in the upper half), so that
 * embeds that failed together do not retry together. `random` is `Math.random` unless given.
 */
export function backoffDelay(
  attempt: number,
  timing: Pick<RefreshTiming, 'minBackoffMs' | 'maxBackoffMs'>,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(0, attempt - 1), 30);
  const ceiling = Math.min(timing.maxBackoffMs, timing.minBackoffMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
