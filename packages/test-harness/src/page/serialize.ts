/**
 * A JSON-safe picture of a structured-clone value that keeps what JSON loses: key order (JSON
 * keeps it too, but the picture is compared as text), keys that are present with the value
 * undefined, Dates, non-finite numbers and non-plain objects. Tagged values are objects whose
 * only key is `$type`-led, e.g. `{ "$type": "undefined" }`; a plain object that itself owns a
 * `$type` key is wrapped as `{ "$type": "object", "entries": [...] }` so nothing is ambiguous.
 */
export type Serialized = null | boolean | number | string | Serialized[] | { [key: string]: Serialized };

const TAG = '$type';

function tagged(type: string, extra: Record<string, Serialized> = {}): Serialized {
  return { [TAG]: type, ...extra };
}

function serializeNumber(value: number): Serialized {
  if (Number.isNaN(value) || !Number.isFinite(value)) return tagged('number', { value: String(value) });
  if (Object.is(value, -0)) return tagged('number', { value: '-0' });
  return value;
}

function serializeObject(value: object, stack: object[]): Serialized {
  if (stack.includes(value)) return tagged('cycle');
  stack.push(value);
  try {
    if (Array.isArray(value)) {
      const items: Serialized[] = [];
      for (let i = 0; i < value.length; i++) items.push(i in value ? serializeValue(value[i], stack) : tagged('hole'));
      return items;
    }
    const proto = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) {
      const keys = Object.keys(value);
      const out: Record<string, Serialized> = {};
      for (const key of keys) out[key] = serializeValue((value as Record<string, unknown>)[key], stack);
      return keys.includes(TAG) ? tagged('object', { entries: keys.map((k) => [k, out[k]]) }) : out;
    }
    if (value instanceof Date)
      return tagged('Date', { value: Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString() });
    if (value instanceof RegExp) return tagged('RegExp', { value: String(value) });
    if (value instanceof Error) return tagged('Error', { name: value.name, message: value.message });
    if (value instanceof Map)
      return tagged('Map', {
        entries: [...value].map(([k, v]) => [serializeValue(k, stack), serializeValue(v, stack)]),
      });
    if (value instanceof Set) return tagged('Set', { values: [...value].map((v) => serializeValue(v, stack)) });
    // Anything else that survives structured clone (typed arrays, Blobs, boxed primitives, …)
    // is named by its tag: the frame would see a non-plain value, which is what a diff must show.
    return tagged(Object.prototype.toString.call(value).slice(8, -1));
  } finally {
    stack.pop();
  }
}

function serializeValue(value: unknown, stack: object[]): Serialized {
  switch (typeof value) {
    case 'undefined':
      return tagged('undefined');
    case 'number':
      return serializeNumber(value);
    case 'bigint':
      return tagged('bigint', { value: String(value) });
    case 'string':
    case 'boolean':
      return value;
    case 'symbol':
    case 'function':
      return tagged(typeof value);
    default:
      return value === null ? null : serializeObject(value as object, stack);
  }
}

/** Serialises a received `event.data` faithfully (see {@link Serialized}). */
export function serialize(value: unknown): Serialized {
  return serializeValue(value, []);
}
