// The wire inspector: every message between a page and the frames of one service, observed from
// outside (the service's proxy's `postMessage`, its router's handler and a window `message`
// listener), so the main entry carries none of it. Published alone as `@org/embed-client/inspector`.
import type { MessageHandler, PeerMessage, RequestMessage } from '../transport/types';
import { mountPanel } from './panel';

/** Who posted a message: the page to one of its frames, or a frame to the page. */
export type WireDirection = 'page→frame' | 'frame→page';

/** One message on the wire (or, `kind: 'error'`, a request that got no answer). */
export interface WireMessage {
  /** Its place in the record, from 1. */
  seq: number;
  /** Milliseconds since `inspect` was called. */
  at: number;
  direction: WireDirection;
  /** A request, its response, an event (a frame's `POST …/events/:name` or `/ready/:uid`), or a request that failed without an answer. */
  kind: 'request' | 'response' | 'event' | 'error';
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  body?: unknown;
  /** A response's status. */
  status?: number;
  /** The `id` header of the request a response (or an error) answers. */
  answers?: string;
  /** Milliseconds between that request and this answer. */
  elapsed?: number;
  /** The name of the event a frame raised (its `body` is the detail the embed raises). */
  event?: string;
  /** A response with a status of 400 or more, or a request that failed without an answer: what went wrong. */
  error?: string;
}

/** What `inspect` needs of a service: ours (`Service`, `EmbedService`, `window.powerbi`) or powerbi-client's. */
export interface InspectableService {
  wpmp: { postMessage(target: Window, message: RequestMessage, ...rest: never[]): Promise<unknown> };
  router?: unknown;
  /** Our services' frame registry: which windows are the service's frames. */
  frames?: { accepts(event: PeerMessage): boolean };
  /** powerbi-client's list of embeds (ours keeps its list private). */
  embeds?: unknown;
}

/** The wire view of one service; see `inspect`. */
export interface Inspector {
  /** A snapshot of every message recorded so far, in order. */
  readonly messages: WireMessage[];
  /** Calls `listener` with the messages after each change (a new message, `clear`); returns its removal. */
  subscribe(listener: (messages: readonly WireMessage[]) => void): () => void;
  /** The messages as a JSON value (so `JSON.stringify(inspector)` gives them). */
  toJSON(): WireMessage[];
  /** The messages as indented JSON text, also written to the clipboard when the page may. */
  copyAsJSON(): Promise<string>;
  /** Forgets the messages recorded so far. */
  clear(): void;
  /** Shows a panel (a filterable table, a "Copy as JSON" button) in `element` (a new one at the end of the body by default). */
  mount(element?: HTMLElement): HTMLElement;
  /** Removes every hook, listener and panel: nothing more is recorded. */
  dispose(): void;
}

// A copy of a message as it was when it was posted (the router adds `params` to a request it routes).
function snapshot<T>(value: T): T {
  try {
    return structuredClone(value);
  } catch {
    try {
      return JSON.parse(JSON.stringify(value)) as T;
    } catch {
      return value;
    }
  }
}

const now = () => performance.now();
const round = (ms: number) => Math.round(ms * 10) / 10;
const EVENT_URL = /\/events\/([^/?]+)|^\/ready\//;
type Message = Partial<RequestMessage> & { statusCode?: number; statusText?: string };

/**
 * Starts recording every message between the page and the frames of `service` (the page's
 * `window.powerbi` by default): `const inspector = inspect(powerbi)`.
 */
export function inspect(
  service: InspectableService = (globalThis as unknown as { powerbi: InspectableService }).powerbi,
): Inspector {
  const start = now();
  let records: WireMessage[] = [];
  const listeners = new Set<(messages: readonly WireMessage[]) => void>();
  // The requests of each direction waiting for an answer, by id: when they were sent.
  const sent = new Map<string, number>();
  const received = new Map<string, number>();
  const addressed = new WeakSet<object>();
  let seq = 0;
  let live = true;
  let panel: (() => void) | undefined;

  const changed = () => {
    const messages = records.slice();
    listeners.forEach((listener) => listener(messages));
  };
  const record = (entry: Omit<WireMessage, 'seq' | 'at'>) => {
    if (!live) return;
    records.push({ seq: ++seq, at: round(now() - start), ...entry });
    changed();
  };
  const answer = (pending: Map<string, number>, id: unknown) => {
    const at = typeof id === 'string' ? pending.get(id) : undefined;
    if (at === undefined) return {};
    pending.delete(id as string);
    return { answers: id as string, elapsed: round(now() - at) };
  };
  const failure = (status: number | undefined, body: unknown) =>
    status !== undefined && status >= 400 ? { error: `${status}: ${JSON.stringify(body)}` } : {};

  // Page → frame requests: through the proxy every request of the service goes through.
  const wpmp = service.wpmp;
  const ownPost = Object.prototype.hasOwnProperty.call(wpmp, 'postMessage');
  const post = wpmp.postMessage;
  const wrappedPost = function (this: unknown, target: Window, message: RequestMessage, ...rest: never[]) {
    const result = post.call(this, target, message, ...rest);
    if (target) addressed.add(target);
    const id = message?.headers?.id;
    if (live && typeof id === 'string') sent.set(id, now());
    record({
      direction: 'page→frame',
      kind: 'request',
      method: message?.method,
      url: message?.url,
      headers: snapshot(message?.headers),
      ...('body' in (message ?? {}) ? { body: snapshot(message.body) } : {}),
    });
    // A request that fails without a response (not posted, timed out, the frame removed).
    result.catch((reason: unknown) => {
      if (reason && typeof reason === 'object' && 'statusCode' in reason) return;
      if (typeof id === 'string' && sent.has(id))
        record({ direction: 'page→frame', kind: 'error', ...answer(sent, id), error: String(reason) });
    });
    return result;
  };
  wpmp.postMessage = wrappedPost;

  // Page → frame responses: what our router answers a frame's event or hook with.
  const handler = (service.router as { handler?: MessageHandler } | undefined)?.handler;
  const handle = handler?.handle;
  const wrappedHandle: MessageHandler['handle'] = (request) => {
    const result: unknown = handle!.call(handler, request);
    const id = request?.headers?.id;
    void Promise.resolve(result).then(
      (reply) => {
        const { statusCode, headers, body } = (reply ?? {}) as Message;
        record({
          direction: 'page→frame',
          kind: 'response',
          status: statusCode,
          headers: snapshot({ ...headers, id }),
          body: snapshot(body),
          ...answer(received, id),
          ...failure(statusCode, body),
        });
      },
      () => undefined,
    );
    return result;
  };
  if (handler && typeof handle === 'function') handler.handle = wrappedHandle;

  // Frame → page: every message from one of the service's frames (captured before the proxy reads it).
  const fromFrame = (event: MessageEvent): boolean => {
    const source = event.source as Window | null;
    if (!source) return false;
    try {
      if (service.frames) return service.frames.accepts(event);
      if (Array.isArray(service.embeds))
        return service.embeds.some((embed: { iframe?: HTMLIFrameElement }) => embed.iframe?.contentWindow === source);
    } catch {
      return false;
    }
    return addressed.has(source);
  };
  const listener = (event: MessageEvent) => {
    const data = event.data as Message | null;
    if (!live || typeof data !== 'object' || !data || !fromFrame(event)) return;
    const id = data.headers?.id;
    if (typeof data.method === 'string' && typeof data.url === 'string') {
      const name = EVENT_URL.exec(data.url);
      if (typeof id === 'string') received.set(id, now());
      record({
        direction: 'frame→page',
        kind: name ? 'event' : 'request',
        method: data.method,
        url: data.url,
        headers: snapshot(data.headers),
        body: snapshot(data.body),
        ...(name ? { event: name[1] ? decodeURIComponent(name[1]) : 'ready' } : {}),
      });
      return;
    }
    record({
      direction: 'frame→page',
      kind: 'response',
      status: data.statusCode,
      headers: snapshot(data.headers),
      body: snapshot(data.body),
      ...answer(sent, id),
      ...failure(data.statusCode, data.body),
    });
  };
  addEventListener('message', listener, true);

  const toJSON = () => records.slice();
  return {
    get messages() {
      return records.slice();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toJSON,
    async copyAsJSON() {
      const text = JSON.stringify(records, null, 2);
      await navigator.clipboard?.writeText(text).catch(() => undefined);
      return text;
    },
    clear() {
      records = [];
      changed();
    },
    mount(element) {
      panel?.();
      const mounted = mountPanel(this, element);
      panel = mounted.unmount;
      return mounted.element;
    },
    dispose() {
      if (!live) return;
      live = false;
      removeEventListener('message', listener, true);
      // Put back only what is still ours (a hook added over ours stays, and ours then records nothing).
      if (wpmp.postMessage === wrappedPost) {
        if (ownPost) wpmp.postMessage = post;
        else delete (wpmp as Partial<InspectableService['wpmp']>).postMessage;
      }
      if (handler?.handle === wrappedHandle) handler.handle = handle!;
      panel?.();
      panel = undefined;
      listeners.clear();
      sent.clear();
      received.clear();
    },
  };
}
