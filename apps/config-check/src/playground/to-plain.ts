/**
 * A value as plain data that `postMessage` can carry and a person can read: functions and DOM nodes named, cycles
 * cut, and objects below a depth summarised (an embed's page links back to its report, its service, its iframe…).
 */
export function toPlain(value: unknown, depth = 4, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value === undefined) return undefined;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof Node !== 'undefined' && value instanceof Node) return `[${value.nodeName.toLowerCase()} element]`;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (seen.has(value)) return '[circular]';
  if (depth <= 0) return Array.isArray(value) ? `[a list of ${value.length}]` : '[an object]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => toPlain(item, depth - 1, seen) ?? null);
    if (value instanceof Map) return toPlain(Object.fromEntries(value), depth, seen);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const plain = toPlain(item, depth - 1, seen);
      if (plain !== undefined) out[key] = plain;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** A value as one line of the output panel. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  return JSON.stringify(value) ?? String(value);
}
