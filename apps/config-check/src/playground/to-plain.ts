/**
 * A value as plain data that `postMessage` can carry and a person can read: functions and DOM nodes named, cycles
 * cut, objects below a depth summarised, and the class objects a class object holds only named (an embed's page
 * links back to its report, its service, its iframe…).
 */
export function toPlain(value: unknown, depth = 4, seen = new WeakSet<object>(), inInstance = false): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value === undefined) return undefined;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof Node !== 'undefined' && value instanceof Node) return `[${value.nodeName.toLowerCase()} element]`;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (seen.has(value)) return '[circular]';
  // An object of a class (a Page, a Report) shows its own fields; the objects of classes it holds (its report, its
  // service) are only named, so a logged page reads as a page.
  const proto = Object.getPrototypeOf(value) as object | null;
  const instance = !Array.isArray(value) && proto !== null && proto !== Object.prototype;
  if (instance && inInstance)
    return `[${(value as { constructor?: { name?: string } }).constructor?.name || 'object'}]`;
  const inner = inInstance || instance;
  if (depth <= 0) return Array.isArray(value) ? `[a list of ${value.length}]` : '[an object]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => toPlain(item, depth - 1, seen, inner) ?? null);
    if (value instanceof Map) return toPlain(Object.fromEntries(value), depth, seen, inner);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const plain = toPlain(item, depth - 1, seen, inner);
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
