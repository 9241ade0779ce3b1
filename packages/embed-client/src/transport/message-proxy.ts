import { EmbedError } from '../embed-error';
import { randomId, uniqueRandomId } from '../ids';
import { plainCopy } from './plain-copy';
import type { MessageHandler, PeerPolicy, RequestMessage, ResponseMessage } from './types';

/** Anything a proxy can listen on for `message` events: a window, or a stand-in in tests. */
export interface MessageReceiver {
  addEventListener(type: 'message', listener: (event: Event) => void): void;
  removeEventListener(type: 'message', listener: (event: Event) => void): void;
}

/** Options of a `MessageProxy`: its peer policy, and optional settings. */
export interface MessageProxyOptions {
  /** Prefix of logged lines; a random string by default. */
  name?: string;
  /** Log posts, receipts and replies with console.log. */
  logMessages?: boolean;
  /** Where to listen for `message` events; `window` (read when listening starts) by default. */
  receiveWindow?: MessageReceiver;
  /**
   * Which windows are peers, and at which origin they are posted to: required, so that no proxy
   * talks to every window by accident. The host's is a `FrameRegistry` (a `Service` sets its own),
   * a frame's a `ParentPeer`; `noPeers` until one is known, `anyPeer` only as an explicit opt-out.
   */
  peers: PeerPolicy;
  /** Milliseconds before an unanswered request rejects; 0 or Infinity waits forever. */
  requestTimeout?: number;
  /**
   * The window every received message counts as coming from (its replies go there), whatever its
   * `source`: as in window-post-message-proxy, for a relay or a test environment without sources.
   */
  eventSourceOverrideWindow?: Window;
}

interface Pending {
  target: Window;
  resolve(response: ResponseMessage): void;
  reject(reason: unknown): void;
  /** When the request times out (`Date.now()` time), and the error it then rejects with. */
  deadline: number;
  what: string;
  timeout: number;
}

type Message = Record<string, unknown> & { headers?: Record<string, unknown> };

/**
 * Posts `message`; one that cannot be cloned because a framework proxy wraps part of it (a config
 * read through Vue's reactive state) is posted as its plain copy, which the frame sees identically.
 */
function post(target: Window, message: unknown, origin: string): void {
  try {
    target.postMessage(message, origin);
  } catch (error) {
    if ((error as Error | undefined)?.name !== 'DataCloneError') throw error;
    target.postMessage(plainCopy(message), origin);
  }
}

/**
 * The reference's policy, as an explicit opt-out of the checks: every window that posts an object
 * is a peer, and posts go to "*".
 */
export const anyPeer: PeerPolicy = { accepts: () => true, targetOrigin: () => '*' };

/** No window is a peer: nothing received is accepted, and nothing can be posted. */
export const noPeers: PeerPolicy = { accepts: () => false, targetOrigin: () => undefined };

/** The default request timeout: one minute, far above any answer the real frame takes to give. */
export const DEFAULT_REQUEST_TIMEOUT = 60_000;

// setTimeout fires at once for delays that do not fit in 32 bits.
const MAX_DELAY = 2 ** 31 - 1;

// Windows whose frame is not ready yet (an iframe before its load), each with the posts waiting for it.
const waiting = new WeakMap<Window, (() => void)[]>();

/**
 * @hidden Requests to `target` wait until `postFirst(target, …, true)`: they are pending meanwhile,
 * their deadlines running, and are posted then, in order (a request posted to an iframe that still
 * holds `about:blank` is lost).
 */
export function holdPosts(target: Window | null | undefined): void {
  if (target && !waiting.has(target)) waiting.set(target, []);
}

/**
 * @hidden Runs `send`, whose requests to `target` are posted at once although it is held (they are
 * what readies its frame); then, with `release`, posts the requests that waited for it, in order.
 */
export function postFirst<T>(target: Window | null | undefined, send: () => T, release?: boolean): T {
  const queue = target && waiting.get(target);
  if (queue) waiting.delete(target!);
  try {
    return send();
  } finally {
    if (queue && release) queue.forEach((post) => post());
    else if (queue) waiting.set(target!, queue);
  }
}

// A peer policy or a handler test that throws says no.
const safely = (test: () => boolean): boolean => {
  try {
    return test();
  } catch {
    return false;
  }
};

/**
 * Request/response messaging over `postMessage`, wire-compatible with window-post-message-proxy as
 * powerbi-client configures it (tracking id in `headers.id`, status-based errors), but checking
 * every sender against a `PeerPolicy`, posting to a known origin, and settling every request.
 */
export class MessageProxy {
  declare name: string;
  declare logMessages: boolean;
  declare peers: PeerPolicy;
  declare requestTimeout: number;
  declare readonly receiveWindow?: MessageReceiver;
  declare readonly eventSourceOverrideWindow?: Window;
  private readonly handlers: MessageHandler[] = [];
  // Behind a function, never in a property: a framework may wrap this object in a proxy (Vue's
  // reactive state does) that wraps what it reads through `this`, and a pending entry holds a
  // cross-origin window, which throws a SecurityError when such a wrapper touches it.
  declare private readonly requests: () => Map<string, Pending>;
  declare private alarm?: ReturnType<typeof setTimeout>;
  private alarmAt = Infinity;
  declare private listeningOn?: MessageReceiver;
  private readonly listener = (event: Event): void => this.receive(event as MessageEvent);

  constructor(options: MessageProxyOptions) {
    this.name = options.name || randomId();
    this.logMessages = !!options.logMessages;
    // Untyped callers that pass no policy get none: deny by default (see `receive` and `postMessage`).
    this.peers = options.peers;
    this.requestTimeout = options.requestTimeout ?? DEFAULT_REQUEST_TIMEOUT;
    this.receiveWindow = options.receiveWindow;
    this.eventSourceOverrideWindow = options.eventSourceOverrideWindow;
    const pending = new Map<string, Pending>();
    this.requests = () => pending;
  }

  /** How many requests are waiting for an answer (held ones too: see `holdPosts`). */
  get pendingCount(): number {
    return this.requests().size;
  }

  /** Starts listening for `message` events (once; posting and adding a handler start it too). */
  start(): void {
    if (!this.listeningOn) (this.listeningOn = this.receiveWindow ?? window).addEventListener('message', this.listener);
  }

  /** Stops listening; pending requests stay pending until they time out or are rejected. */
  stop(): void {
    this.listeningOn?.removeEventListener('message', this.listener);
    this.listeningOn = undefined;
  }

  /** Adds a request handler; the first handler whose `test` is true answers a request. */
  addHandler(handler: MessageHandler): void {
    this.handlers.push(handler);
    this.start();
  }

  /** Removes a handler added before; an unknown handler throws. */
  removeHandler(handler: MessageHandler): void {
    const index = this.handlers.indexOf(handler);
    if (index < 0) throw new Error('You attempted to remove a handler but no matching handler was found.');
    this.handlers.splice(index, 1);
  }

  /**
   * Posts `message` (setting `headers.id` to a fresh tracking id) and resolves with the whole
   * response when its status is absent or 2xx; rejects with the whole response otherwise, or with
   * an `EmbedError` when it cannot be posted or is not answered in time.
   */
  postMessage<T = unknown>(
    target: Window,
    message: RequestMessage,
    options?: { timeout?: number },
  ): Promise<ResponseMessage<T>> {
    this.start();
    const pending = this.requests();
    const id = uniqueRandomId((taken) => pending.has(taken));
    (message.headers ||= {}).id = id;
    const what = `${message.method} ${message.url}`;
    return new Promise<ResponseMessage<T>>((resolve, reject) => {
      const origin = this.peers?.targetOrigin(target);
      if (origin === undefined) {
        reject(
          new EmbedError('PostFailed', `${what} was not posted: the target window is not one of this proxy's peers.`),
        );
        return;
      }
      const timeout = options?.timeout ?? this.requestTimeout;
      const deadline = timeout > 0 ? Date.now() + timeout : Infinity;
      const entry: Pending = { target, resolve: resolve as Pending['resolve'], reject, deadline, what, timeout };
      pending.set(id, entry);
      if (deadline < this.alarmAt) this.arm(deadline);
      this.log('Posting message:', message);
      const send = () => {
        try {
          post(target, message, origin);
        } catch (cause) {
          this.settle(id);
          reject(new EmbedError('PostFailed', `${what} could not be posted: ${String(cause)}`, { cause }));
        }
      };
      // Held (see holdPosts): posted on release unless it timed out or was rejected meanwhile.
      const queue = waiting.get(target);
      if (queue) queue.push(() => pending.get(id) === entry && send());
      else send();
    });
  }

  /** Rejects every pending request sent to `target` with `error`; returns how many there were. */
  rejectPending(target: Window, error: Error): number {
    let count = 0;
    for (const [id, entry] of this.requests()) {
      if (entry.target !== target) continue;
      this.settle(id);
      entry.reject(error);
      count++;
    }
    return count;
  }

  private settle(id: string): void {
    const pending = this.requests();
    pending.delete(id);
    if (!pending.size) this.arm(Infinity);
  }

  // One timer per proxy, set for the earliest deadline (a timer per request costs a third of a
  // round trip when thousands are in flight); answered requests simply leave the map. `Infinity`:
  // no timer.
  private arm(at: number): void {
    clearTimeout(this.alarm);
    this.alarmAt = at;
    this.alarm = at < Infinity ? setTimeout(() => this.expire(), Math.min(at - Date.now(), MAX_DELAY)) : undefined;
  }

  private expire(): void {
    const now = Date.now();
    let next = Infinity;
    for (const [id, entry] of this.requests()) {
      if (entry.deadline <= now) {
        this.settle(id);
        entry.reject(new EmbedError('RequestTimeout', `${entry.what} got no answer within ${entry.timeout} ms.`));
      } else if (entry.deadline < next) next = entry.deadline;
    }
    this.arm(next);
  }

  private receive(event: MessageEvent): void {
    const override = this.eventSourceOverrideWindow;
    const source = (override ?? event.source) as Window | null;
    const origin = event.origin;
    // The policy judges the override window in place of the event's own source.
    if (!source || !safely(() => this.peers.accepts(override ? { source, origin } : event))) return;
    const data: unknown = event.data;
    this.log('Received message:', data);
    if (typeof data !== 'object' || data === null) {
      if (this.logMessages)
        console.warn(`Proxy(${this.name}): Received message that was not an object. Discarding message`);
      return;
    }
    const message = data as Message;
    const request = data as RequestMessage;
    const id = message.headers?.id;
    const entry = typeof id === 'string' ? this.requests().get(id) : undefined;
    // A frame's own request may carry an id equal to one of ours: only answers count as answers.
    if (entry && entry.target === source && !(typeof request.method === 'string' && typeof request.url === 'string')) {
      this.settle(id as string);
      const status = message.statusCode;
      const success = typeof status !== 'number' || (status >= 200 && status < 300);
      (success ? entry.resolve : entry.reject)(message as unknown as ResponseMessage);
      return;
    }
    const handler = this.handlers.find((candidate) => safely(() => candidate.test(request)));
    if (!handler) {
      this.log('No handler for message:', message);
      return;
    }
    let result: unknown;
    try {
      result = handler.handle(request);
    } catch {
      // As in the reference, a handler that throws gets the default response (below).
    }
    // A rejected handler (or an answer that cannot be posted) means no reply, as in the reference.
    Promise.resolve(result)
      .then((response) => {
        const answer = (response || {
          warning: `Handler for message: ${JSON.stringify(message, null, 2)} did not return a response message. The default response message will be returned instead.`,
        }) as Message;
        const headers = (answer.headers ||= {});
        if (id) headers.id = id;
        this.log('Sending response:', answer);
        // An answer to an override window goes to that window's origin as the policy knows it (the
        // message's own origin is the sender's), else to "*". An opaque origin ("null") cannot be
        // named as a target; the policy accepted it, so "*" it is.
        const target = override ? this.peers.targetOrigin(source) : origin;
        post(source, answer, target && target !== 'null' ? target : '*');
      })
      .catch((error: unknown) => this.log('No reply sent:', error));
  }

  private log(what: string, value: unknown): void {
    if (this.logMessages) console.log(`${this.name} ${what}`, value);
  }
}
