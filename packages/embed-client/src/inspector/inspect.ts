// The wire inspector: every message between a page and the frames of one service, observed from
// outside (the service's proxy's `postMessage`, its router's handler and a window `message`
// listener), so the main entry carries none of it. Published alone as `@org/embed-client/inspector`.
import type { MessageHandler, RequestMessage } from '../transport/types';
import { mountPanel } from './panel';
import type { InspectableService, Inspector, WireMessage } from './types';

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
    // Its answer is recorded as the proxy settles the call, before the caller's code resumes (a window
    // listener added after the proxy's would come too late); a failure without an answer (not posted,
    // timed out, its frame removed) is recorded as an error.
    const settled = (reply: unknown, answered: boolean) => {
      if (typeof id !== 'string' || !sent.has(id)) return;
      if (!answered) {
        record({ direction: 'page→frame', kind: 'error', ...answer(sent, id), error: String(reply) });
        return;
      }
      const { statusCode, headers, body } = reply as Message;
      record({
        direction: 'frame→page',
        kind: 'response',
        status: statusCode,
        headers: snapshot(headers),
        body: snapshot(body),
        ...answer(sent, id),
        ...failure(statusCode, body),
      });
    };
    const isResponse = (value: unknown) => !!value && typeof value === 'object' && 'statusCode' in value;
    void Promise.resolve(result).then(
      (reply) => settled(reply, !!reply && typeof reply === 'object'),
      (reason: unknown) => settled(reason, isResponse(reason)),
    );
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

  // Frame → page: every other message from one of the service's frames (its events and requests).
  const fromFrame = (event: MessageEvent): boolean => {
    const source = event.source as Window | null;
    if (!source) return false;
    try {
      if (service.frames) return service.frames.accepts(event);
      // powerbi-client's list of embeds (a public field there; ours keeps its list private, and has `frames`).
      const { embeds } = service as { embeds?: unknown };
      if (Array.isArray(embeds))
        return embeds.some((embed: { iframe?: HTMLIFrameElement }) => embed.iframe?.contentWindow === source);
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
    // The answer to one of the page's requests is recorded as its call settles (above).
    if (typeof id === 'string' && sent.has(id)) return;
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
