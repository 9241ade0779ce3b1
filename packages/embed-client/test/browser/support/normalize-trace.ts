import type { RecordedMessage } from '@org/test-harness/page/recorder';
import type { Serialized } from '@org/test-harness/page/serialize';

/** The kinds of random values a trace carries, and the shape each has on the wire. */
const KINDS = {
  /** Tracking ids (`headers.id`) of requests and replies. */
  id: /^[0-9a-z]{1,13}$/,
  /** Unique ids of embeds (`headers.uid`, `body.uniqueId`), as generated (base 36). */
  uid: /^[0-9a-z]{1,13}$/,
  /** The service's session id (`headers.sdkSessionId`): 20 hex characters. */
  session: /^[0-9a-f]{20}$/,
} as const;
type Kind = keyof typeof KINDS;

type Obj = { [key: string]: Serialized };
const isObject = (value: Serialized | undefined): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The random values of one message, in the order they appear in it. */
function randomValues(data: Serialized): [Kind, string][] {
  if (!isObject(data)) return [];
  const found: [Kind, unknown][] = [];
  const headers = data.headers;
  if (isObject(headers)) found.push(['id', headers.id], ['uid', headers.uid], ['session', headers.sdkSessionId]);
  if (isObject(data.body)) found.push(['uid', data.body.uniqueId]);
  return found.filter((f): f is [Kind, string] => typeof f[1] === 'string' && KINDS[f[0]].test(f[1]));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces random values in any serialised value, with the numbering a trace established. */
export type Normalizer = (value: Serialized) => Serialized;

/**
 * Learns the random values of a trace (tracking ids, uniqueIds/uids, session ids) and numbers
 * them by first appearance (`<id1>`, `<uid1>`, `<session1>`). The returned function replaces
 * them everywhere a value occurs as a whole string, and uids and session ids also inside strings
 * (e.g. `…&uid=<uid1>` or a path segment). Values that do not look random (a `powerbi-name` such
 * as `my-report`) stay as they are, so a wrong name still shows in a diff.
 */
export function traceNormalizer(trace: RecordedMessage[]): Normalizer {
  const names = new Map<string, string>();
  const counts: Record<Kind, number> = { id: 0, uid: 0, session: 0 };
  const inside: string[] = [];
  for (const message of trace) {
    for (const [kind, value] of randomValues(message.data)) {
      if (names.has(value)) continue;
      names.set(value, `<${kind}${++counts[kind]}>`);
      if (kind !== 'id') inside.push(value);
    }
  }
  // Longest first, so a value that contains another is replaced whole.
  inside.sort((a, b) => b.length - a.length);
  const pattern = inside.length ? new RegExp(`(?<![0-9a-z])(${inside.map(escape).join('|')})(?![0-9a-z])`, 'g') : null;
  const replace: Normalizer = (value) => {
    if (typeof value === 'string') {
      const whole = names.get(value);
      if (whole) return whole;
      return pattern ? value.replace(pattern, (match) => names.get(match) ?? match) : value;
    }
    if (Array.isArray(value)) return value.map(replace);
    if (isObject(value)) {
      const out: Obj = {};
      for (const key of Object.keys(value)) out[key] = replace(value[key]);
      return out;
    }
    return value;
  };
  return replace;
}

/** A trace with its random values replaced by placeholders (see {@link traceNormalizer}). */
export function normalizeTrace(trace: RecordedMessage[]): RecordedMessage[] {
  const replace = traceNormalizer(trace);
  return trace.map((message) => ({ ...message, data: replace(message.data) }));
}

/** One line of JSON per message: what conformance tests compare (key order included). */
export function traceLines(trace: RecordedMessage[]): string[] {
  return trace.map((message) => JSON.stringify(message));
}
