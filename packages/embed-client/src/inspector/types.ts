// The inspector's types: what it records, what it needs of a service, and what it offers.
import type { PeerMessage, RequestMessage } from '../transport/types';

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
