/**
 * A copy of `value` made of plain objects and arrays, with what structured cloning keeps of it:
 * own enumerable keys in order (present-but-undefined ones too), the data of class instances
 * without their prototype. For a message that cannot be cloned as it is because a framework
 * wrapped part of it in a proxy (Vue's reactive state): proxies cannot be cloned, their targets can.
 * Anything else (dates, typed arrays, maps, functions) is kept as it is, for postMessage to judge.
 */
export function plainCopy(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(plainCopy(item, seen));
    return copy;
  }
  const tag = Object.prototype.toString.call(value);
  if (tag !== '[object Object]') return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const key of Object.keys(value)) copy[key] = plainCopy((value as Record<string, unknown>)[key], seen);
  return copy;
}
