// Which calls take the embed made with one config to another: pure, so it is tested in Node.

/** Structural equality of plain data (settings, filters); functions and the rest by identity. */
function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a != 'object' || typeof b != 'object' || Array.isArray(a) != Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length == Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key as never], b[key as never]))
  );
}

/** Whether `config` can be embedded: an embed URL, and a token or a token provider. */
export const isLoadable = (config: ElementConfig): boolean =>
  !!config.embedUrl && !!(config.accessToken || config.tokenProvider);

/** `['embed']` (a new load on the element: an in-place switch on the same embed host), `['reset']`, or an update of one config key. */
export type Step = ['embed' | 'reset'] | [key: string, value: unknown];

/** A config as the element builds it (plain data, plus the token provider function). */
export type ElementConfig = Record<string, unknown>;

function hostOf(url: unknown): string {
  try {
    return new URL(String(url)).origin;
  } catch {
    return String(url);
  }
}

/**
 * The steps from `prev` (undefined: nothing embedded yet) to `next`: a change of a key in `updates`
 * is an update of that key; a change of any other key is a new load of the whole config (after a
 * reset when the embed host changes, whose frame cannot load another host's item). An unloadable
 * config changes nothing.
 */
export function planSteps(prev: ElementConfig | undefined, next: ElementConfig, updates: string[]): Step[] {
  if (!isLoadable(next)) return [];
  if (!prev) return [['embed']];
  // Every key of either, in the order of prev, then the new ones.
  const changed = Object.keys({ ...prev, ...next }).filter((key) => !deepEqual(prev[key], next[key]));
  if (changed.some((key) => !updates.includes(key)))
    return hostOf(prev.embedUrl) == hostOf(next.embedUrl) ? [['embed']] : [['reset'], ['embed']];
  return changed.map((key) => [key, next[key]]);
}
