/* eslint-disable @typescript-eslint/no-explicit-any -- `vars` holds whatever a scenario keeps between steps */
/**
 * Host-page prelude, loaded before the client under test: it counts the window's `message`
 * listeners (by wrapping add/removeEventListener before the client can call them), sees every
 * message the window receives (its listener is registered first), and offers scenario helpers.
 */

/** A message the host window received, as far as the tests need to know. */
export interface HostReceived {
  origin: string;
  /** `'frame'` for one of the page's iframes, `'self'` for the window itself, else `'other'`. */
  source: 'frame' | 'self' | 'other' | 'none';
}

/** Helpers available to scenarios as their fourth argument (and as `window.hostTools`). */
export interface HostTools {
  /** Appends a fresh 800×600 container `<div>` to the body (with `id` when given) and returns it. */
  container(id?: string): HTMLDivElement;
  /** The next `name` event dispatched on `target`, resolved with its `detail` (rejects after `timeout` ms). */
  nextEvent<T = unknown>(target: EventTarget, name: string, timeout?: number): Promise<T>;
  /** Records every `name` event on `target` into the returned array (detail only). */
  recordEvents(target: EventTarget, names: string[]): { name: string; detail: unknown }[];
  /** Resolves after `ms` milliseconds. */
  sleep(ms: number): Promise<void>;
  /** Resolves once `condition()` is true, checked at once and then every 10 ms (rejects after `timeout` ms). */
  until(condition: () => boolean, timeout?: number): Promise<void>;
  /** Window `message` listeners currently registered by anything but these tools. */
  messageListenerCount(): number;
  /** Every message the window received so far, in order. */
  received: HostReceived[];
  /** What a scenario keeps between its steps (components, elements, logs). */
  vars: Record<string, any>;
  /** Settles `promise` into a comparable value: `{ resolved }` or `{ rejected }` (an Error as `{ message }`). */
  outcome(promise: unknown): Promise<Outcome>;
}

/** A settled promise, comparable between clients. */
export type Outcome = { resolved: unknown } | { rejected: unknown };

declare global {
  interface Window {
    hostTools: HostTools;
  }
}

type Listener = EventListenerOrEventListenerObject;
const active = new Map<Listener, Set<boolean>>();
const capture = (options?: boolean | EventListenerOptions) =>
  typeof options === 'boolean' ? options : Boolean(options?.capture);

const received: HostReceived[] = [];
window.addEventListener('message', (event) => {
  const frames = Array.from(document.querySelectorAll('iframe'), (f) => f.contentWindow);
  const source = !event.source
    ? 'none'
    : event.source === window
      ? 'self'
      : frames.includes(event.source as Window)
        ? 'frame'
        : 'other';
  received.push({ origin: event.origin, source });
});

const add = window.addEventListener;
const remove = window.removeEventListener;
window.addEventListener = function (
  this: Window,
  type: string,
  listener: Listener | null,
  options?: boolean | AddEventListenerOptions,
) {
  if (type === 'message' && listener) {
    const set = active.get(listener) ?? new Set<boolean>();
    set.add(capture(options));
    active.set(listener, set);
  }
  return add.call(this, type, listener as Listener, options);
} as typeof window.addEventListener;
window.removeEventListener = function (
  this: Window,
  type: string,
  listener: Listener | null,
  options?: boolean | EventListenerOptions,
) {
  if (type === 'message' && listener) {
    const set = active.get(listener);
    set?.delete(capture(options));
    if (set?.size === 0) active.delete(listener);
  }
  return remove.call(this, type, listener as Listener, options);
} as typeof window.removeEventListener;

// A whole response carries the random tracking id of its request; everything else in it is compared.
function withoutTrackingId(value: unknown): unknown {
  const headers = (value as { statusCode?: unknown; headers?: unknown } | null)?.headers;
  if (typeof value !== 'object' || value === null || !('statusCode' in value) || typeof headers !== 'object')
    return value;
  return { ...value, headers: { ...headers, id: '<id>' } };
}

window.hostTools = {
  container(id) {
    const div = document.createElement('div');
    if (id) div.id = id;
    div.style.cssText = 'width:800px;height:600px';
    document.body.append(div);
    return div;
  },
  // The default is a hang guard under the suites' 60 s test bound, not a claim about speed.
  nextEvent<T>(target: EventTarget, name: string, timeout = 50_000) {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${name} event within ${timeout} ms`)), timeout);
      target.addEventListener(
        name,
        (event) => {
          clearTimeout(timer);
          resolve((event as CustomEvent<T>).detail);
        },
        { once: true },
      );
    });
  },
  recordEvents(target, names) {
    const log: { name: string; detail: unknown }[] = [];
    for (const name of names)
      target.addEventListener(name, (event) => log.push({ name, detail: (event as CustomEvent).detail }));
    return log;
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  until(condition, timeout = 50_000) {
    const deadline = Date.now() + timeout;
    return new Promise<void>((resolve, reject) => {
      const check = () => {
        if (condition()) resolve();
        else if (Date.now() > deadline) reject(new Error(`condition not met within ${timeout} ms`));
        else setTimeout(check, 10);
      };
      check();
    });
  },
  messageListenerCount: () => [...active.values()].reduce((sum, set) => sum + set.size, 0),
  received,
  vars: {},
  async outcome(promise) {
    try {
      return { resolved: withoutTrackingId(await promise) };
    } catch (error) {
      return { rejected: error instanceof Error ? { message: error.message } : withoutTrackingId(error) };
    }
  },
};
