// Stand-ins for browser windows in Node: each FakeWindow has an origin and an EventTarget that
// proxies listen on; posting structured-clones the message (so functions throw DataCloneError),
// drops it when the target origin does not match (as browsers do), and delivers it in a later
// task with `source` = the receiver's handle on the sender and `origin` = the sender's origin.
import type { MessageReceiver } from '../../../src/transport';

const nextTask = globalThis.setImmediate;

/** One `postMessage` call made through a handle. */
export interface Post {
  from: FakeWindow;
  to: FakeWindow;
  data: unknown;
  targetOrigin: string;
}

/** A fake window: `receiver` is where its proxies listen, `handle(other)` is how it reaches `other`. */
export class FakeWindow {
  readonly receiver: MessageReceiver & EventTarget = new EventTarget();
  /** Every post this window made, delivered or not. */
  readonly posts: Post[] = [];
  detached = false;
  private readonly handles = new Map<FakeWindow, Window>();

  constructor(readonly origin: string) {}

  /** The object this window uses to reach `other` (what it sees as `event.source` and `contentWindow`). */
  handle(other: FakeWindow): Window {
    let handle = this.handles.get(other);
    if (!handle) {
      handle = {
        postMessage: (data: unknown, targetOrigin: string) => this.send(other, data, targetOrigin),
      } as unknown as Window;
      this.handles.set(other, handle);
    }
    return handle;
  }

  /** Delivers a message event to this window's listeners right now, from any source and origin. */
  deliver(data: unknown, origin: string, source: unknown): void {
    this.receiver.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  }

  private send(to: FakeWindow, data: unknown, targetOrigin: string): void {
    if (to.detached) throw new TypeError('Cannot post to a detached window');
    const clone = structuredClone(data);
    this.posts.push({ from: this, to, data: clone, targetOrigin });
    if (targetOrigin !== '*' && targetOrigin !== to.origin) return;
    nextTask(() => to.deliver(clone, this.origin, to.handle(this)));
  }
}

/** Waits until queued deliveries and the promise chains they start have run. */
export async function flush(turns = 5): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => nextTask(resolve));
}

/** A request as the fake frame receives it. */
export interface Incoming {
  method: string;
  url: string;
  headers: Record<string, unknown> & { id: string };
  body?: unknown;
}

/** A FakeWindow that answers every request it receives through `answer` (undefined = no answer). */
export function responder(
  win: FakeWindow,
  answer: (request: Incoming) => Record<string, unknown> | undefined,
): FakeWindow {
  win.receiver.addEventListener('message', (event) => {
    const { data, source } = event as MessageEvent;
    if (typeof data?.method !== 'string') return;
    const response = answer(data);
    if (!response) return;
    response.headers = { ...(response.headers as object), id: data.headers.id };
    (source as Window).postMessage(response, '*');
  });
  return win;
}
