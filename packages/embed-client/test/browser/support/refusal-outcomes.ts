/* eslint-disable @typescript-eslint/no-explicit-any -- calls run in the page against two clients whose types differ */
/**
 * How a public call ended, pictured so that two clients can be compared value for value: whether
 * it threw at once, returned, resolved, rejected or never settled, and what it gave, by type
 * (string, number, plain object, array, Error with its constructor, `name`, `message` and own
 * fields, other class instances by constructor). Used by `refusal-values.test.ts`: the same call
 * runs with powerbi-client 2.22.4 and with ours, and the two pictures must be equal.
 */
import type { HostPage } from './harness';

/** A value as a call gave it, by type; `entries` keep key order. */
export type Described =
  | { type: 'undefined' }
  | { type: 'null' }
  | { type: 'string'; value: string }
  | { type: 'number' | 'bigint'; value: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'symbol' | 'function' | 'cycle' | 'deeper' }
  | { type: 'array'; items: Described[] }
  | { type: 'object'; entries: [string, Described][] }
  /** `instanceof Error`: its constructor's name, `name`, `message` and own enumerable fields (not `stack`). */
  | { type: 'error'; ctor: string; name: string; message: string; entries: [string, Described][] }
  /** Any other non-plain object: its constructor's name, its `[object Tag]` and own enumerable fields. */
  | { type: 'instance'; ctor: string; tag: string; entries: [string, Described][] }
  /** A DOM node (its fields are the browser's, not the client's). */
  | { type: 'node'; nodeName: string };

/** How a call ended: `threw` synchronously, `returned` a non-promise, or its promise `resolved` / `rejected` / stayed `pending`. */
export interface CallOutcome {
  kind: 'threw' | 'returned' | 'resolved' | 'rejected' | 'pending';
  value?: Described;
}

/**
 * In-page: calls `call` and pictures how it ended (a promise is awaited up to `timeoutMs`).
 * Self-contained (it is sent to the page as source); inner helpers are arrow functions.
 */
export const outcomeOf = async (call: () => unknown, timeoutMs: number): Promise<CallOutcome> => {
  const describe = (value: any, depth: number, stack: object[]): Described => {
    switch (typeof value) {
      case 'undefined':
        return { type: 'undefined' };
      case 'string':
        return { type: 'string', value };
      case 'boolean':
        return { type: 'boolean', value };
      case 'number':
      case 'bigint':
        return { type: typeof value as 'number' | 'bigint', value: Object.is(value, -0) ? '-0' : String(value) };
      case 'symbol':
      case 'function':
        return { type: typeof value as 'symbol' | 'function' };
    }
    if (value === null) return { type: 'null' };
    if (stack.includes(value)) return { type: 'cycle' };
    if (depth > 6) return { type: 'deeper' };
    if (typeof Node !== 'undefined' && value instanceof Node) return { type: 'node', nodeName: value.nodeName };
    const inner = [...stack, value];
    const entries = (keys: string[]): [string, Described][] =>
      keys.map((key) => [key, describe(value[key], depth + 1, inner)]);
    if (Array.isArray(value)) return { type: 'array', items: value.map((item) => describe(item, depth + 1, inner)) };
    const proto = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) return { type: 'object', entries: entries(Object.keys(value)) };
    const ctor = String(value.constructor?.name ?? '');
    if (value instanceof Error) {
      const own = Object.keys(value).filter((key) => key !== 'stack');
      return { type: 'error', ctor, name: String(value.name), message: String(value.message), entries: entries(own) };
    }
    return { type: 'instance', ctor, tag: Object.prototype.toString.call(value), entries: entries(Object.keys(value)) };
  };
  let returned: any;
  try {
    returned = call();
  } catch (error) {
    return { kind: 'threw', value: describe(error, 0, []) };
  }
  if (!returned || typeof returned.then !== 'function') return { kind: 'returned', value: describe(returned, 0, []) };
  const PENDING = {};
  try {
    const settled = await Promise.race([
      returned,
      new Promise((resolve) => setTimeout(() => resolve(PENDING), timeoutMs)),
    ]);
    return settled === PENDING ? { kind: 'pending' } : { kind: 'resolved', value: describe(settled, 0, []) };
  } catch (error) {
    return { kind: 'rejected', value: describe(error, 0, []) };
  }
};

/** Makes {@link outcomeOf} available in the page as `t.vars.outcomeOf`. */
export async function installOutcomeOf(host: HostPage): Promise<void> {
  await host.run(
    (_pbi, _powerbi, source, t) => void (t.vars.outcomeOf = (0, eval)(`(${source})`)),
    outcomeOf.toString(),
  );
}

/** A call of a public path: `(pbi, powerbi, vars, tools) => value`, self-contained (it runs in the page). */
export type PathCall = (pbi: any, powerbi: any, v: any, t: any) => unknown;

/** Runs each call in the page, one after the other, and returns how each ended. */
export async function runCalls(
  host: HostPage,
  calls: Record<string, PathCall>,
  timeoutMs = 3000,
): Promise<Record<string, CallOutcome>> {
  const sources = Object.entries(calls).map(([name, call]) => [name, call.toString()]);
  return host.run(
    async (pbi, powerbi, { sources, timeoutMs }, t) => {
      const out: Record<string, unknown> = {};
      for (const [name, source] of sources) {
        const call = (0, eval)(`(${source})`);
        out[name] = await t.vars.outcomeOf(() => call(pbi, powerbi, t.vars, t), timeoutMs);
      }
      return out;
    },
    { sources, timeoutMs },
  ) as Promise<Record<string, CallOutcome>>;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * The one difference between the clients' DOM that messages may quote: our iframe carries a
 * `title` attribute (accessibility), the reference's has none. In ours' strings only, and only
 * inside an `<iframe …>` start tag, the ` title="…"` attribute is removed; nothing else is touched,
 * so any other difference of the quoted `outerHTML` (attribute order, src, style) still shows.
 */
export const withoutIframeTitle = (text: string): string =>
  text.replace(/<iframe\b[^>]*>/g, (tag) => tag.replace(/ title="[^"]*"/, ''));

/**
 * Makes an outcome comparable. For both clients: the frame's random request ids (UUIDs, made up by
 * the fake frame per answer) become `<uuid>`, and the tracking id in a whole rejected response
 * (`{ statusCode, headers: { id } }`, random per request) becomes `<id>`; a returned non-Error
 * instance loses its class name (Errors keep theirs). For ours: {@link withoutIframeTitle}.
 */
export function normalizeOutcome(outcome: CallOutcome, client: 'ours' | 'reference'): CallOutcome {
  const text = (s: string) => {
    const out = s.replace(UUID, '<uuid>');
    return client === 'ours' ? withoutIframeTitle(out) : out;
  };
  const fixEntries = (entries: [string, Described][]): [string, Described][] => {
    const isResponse = entries.some(([k]) => k === 'statusCode') && entries.some(([k]) => k === 'headers');
    return entries.map(([key, value]) => {
      if (isResponse && key === 'headers' && value.type === 'object') {
        const headers = value.entries.map(([k, v]): [string, Described] =>
          k === 'id' ? [k, { type: 'string', value: '<id>' }] : [k, fix(v)],
        );
        return [key, { type: 'object', entries: headers }];
      }
      return [key, fix(value)];
    });
  };
  const fix = (value: Described): Described => {
    switch (value.type) {
      case 'string':
        return { type: 'string', value: text(value.value) };
      case 'array':
        return { type: 'array', items: value.items.map(fix) };
      case 'object':
        return { type: 'object', entries: fixEntries(value.entries) };
      case 'error':
        return { ...value, name: text(value.name), message: text(value.message), entries: fixEntries(value.entries) };
      case 'instance':
        // A returned instance (a filter, a component) is compared by its `[object Tag]` and fields,
        // not its class name: esbuild names a class with static members `_Name` (`_BasicFilter`).
        return { ...value, ctor: '', entries: fixEntries(value.entries) };
      default:
        return value;
    }
  };
  return outcome.value ? { kind: outcome.kind, value: fix(outcome.value) } : { kind: outcome.kind };
}

/** Where two pictures first differ (`undefined` when they are equal), e.g. `value.message: "a" ≠ "b"`. */
export function firstDifference(reference: unknown, ours: unknown, at = ''): string | undefined {
  if (reference === ours) return undefined;
  const show = (v: unknown) => (v === undefined ? 'absent' : JSON.stringify(v));
  if (typeof reference !== 'object' || typeof ours !== 'object' || reference === null || ours === null)
    return `${at || 'outcome'}: ${show(reference)} ≠ ${show(ours)}`;
  if (Array.isArray(reference) !== Array.isArray(ours)) return `${at}: ${show(reference)} ≠ ${show(ours)}`;
  const keys = [...new Set([...Object.keys(reference), ...Object.keys(ours)])];
  if (Array.isArray(reference) && reference.length !== (ours as unknown[]).length)
    return `${at}.length: ${reference.length} ≠ ${(ours as unknown[]).length}`;
  // Key order matters for the entries of objects (they are arrays of pairs), not for the pictures' own keys.
  for (const key of keys) {
    const diff = firstDifference(
      (reference as Record<string, unknown>)[key],
      (ours as Record<string, unknown>)[key],
      at ? `${at}.${key}` : key,
    );
    if (diff) return diff;
  }
  return undefined;
}

/** Compares two outcomes after {@link normalizeOutcome}; `undefined` when equal, else where they differ. */
export function compareOutcomes(reference: CallOutcome, ours: CallOutcome): string | undefined {
  return firstDifference(normalizeOutcome(reference, 'reference'), normalizeOutcome(ours, 'ours'));
}

/** A short text for a picture: `'text'`, `Error("…")`, `EmbedError{code:…}("…")`, `[{message:'…'}]`, … */
export function showValue(value: Described | undefined, max = 160): string {
  const cut = (s: string) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
  if (!value) return '';
  const fields = (entries: [string, Described][]) => entries.map(([k, v]) => `${k}: ${showValue(v, 60)}`).join(', ');
  switch (value.type) {
    case 'string':
      return cut(JSON.stringify(value.value));
    case 'number':
    case 'bigint':
      return value.value;
    case 'boolean':
      return String(value.value);
    case 'array':
      return cut(`[${value.items.map((item) => showValue(item, 80)).join(', ')}]`);
    case 'object':
      return cut(`{ ${fields(value.entries)} }`);
    case 'error': {
      const extra = value.entries.filter(([k]) => k !== 'name' && k !== 'message');
      const label = value.ctor === value.name ? value.ctor : `${value.ctor}(name ${value.name})`;
      return cut(`${label}${extra.length ? `{ ${fields(extra)} }` : ''}(${JSON.stringify(value.message)})`);
    }
    case 'instance':
      return cut(`${value.ctor || value.tag}{ ${fields(value.entries)} }`);
    case 'node':
      return `<${value.nodeName.toLowerCase()}>`;
    default:
      return value.type;
  }
}

/** `threw "text"`, `rejected Error("…")`, `resolved undefined`, `pending`. */
export const showOutcome = (outcome: CallOutcome): string =>
  outcome.kind === 'pending' ? 'pending' : `${outcome.kind} ${showValue(outcome.value)}`;
