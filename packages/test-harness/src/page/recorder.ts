/**
 * Frame-side prelude of the test frame page: it runs before the frame itself, so its `message`
 * listener is the first one and sees every message exactly as it arrived (before a router adds
 * `params` to it). It also gives tests a control channel to post as the frame (events, hooks,
 * junk) without touching the frame's own code.
 */
import { serialize, type Serialized } from './serialize';

/** One message the frame received. */
export interface RecordedMessage {
  /** `event.origin` of the message. */
  origin: string;
  /** Whether it came from the embedding window (anything else is a stray or a forgery). */
  fromParent: boolean;
  data: Serialized;
}

/** What a request posted through the control channel looks like on the wire. */
export interface ControlRequest {
  method: string;
  url: string;
  headers?: Record<string, unknown>;
  body?: unknown;
}

/** The frame-side global `window.frameRecorder`, driven by the harness through Playwright. */
export interface FrameRecorder {
  records: RecordedMessage[];
  /** The `uid` query parameter of the frame's own URL (the embed's uniqueId at creation). */
  uid(): string;
  /** Posts a request to the parent as the frame would (tracking id in `headers.id`); returns the id. */
  send(request: ControlRequest): string;
  /** Like `send`, then waits for the reply with that id (rejects after `timeout` ms). */
  request(request: ControlRequest, timeout?: number): Promise<Serialized>;
  /** Posts any value to the parent, unchanged. */
  postRaw(data: unknown): void;
}

declare global {
  interface Window {
    frameRecorder: FrameRecorder;
  }
}

const records: RecordedMessage[] = [];
const waiting = new Map<string, (reply: Serialized) => void>();
let counter = 0;

window.addEventListener(
  'message',
  (event) => {
    const data = serialize(event.data);
    records.push({ origin: event.origin, fromParent: event.source === window.parent, data });
    const id = (event.data as { headers?: { id?: unknown } } | null)?.headers?.id;
    if (typeof id === 'string' && event.source === window.parent) {
      const resolve = waiting.get(id);
      if (resolve && !('method' in event.data && 'url' in event.data)) {
        waiting.delete(id);
        resolve(data);
      }
    }
  },
  { capture: true },
);

function send(request: ControlRequest): string {
  const id = `ctl${++counter}`;
  const message: Record<string, unknown> = { method: request.method, url: request.url };
  message.headers = { ...request.headers, id };
  if ('body' in request) message.body = request.body;
  window.parent.postMessage(message, '*');
  return id;
}

window.frameRecorder = {
  records,
  uid: () => new URLSearchParams(location.search).get('uid') ?? '',
  send,
  request(request, timeout = 10_000) {
    return new Promise((resolve, reject) => {
      const id = send(request);
      waiting.set(id, resolve);
      setTimeout(() => {
        if (waiting.delete(id)) reject(new Error(`no reply to ${request.method} ${request.url} within ${timeout} ms`));
      }, timeout);
    });
  },
  postRaw: (data) => window.parent.postMessage(data, '*'),
};
