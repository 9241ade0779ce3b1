// Calls made right after `embed` wait for their frame. Until the iframe's `load` event the iframe
// holds `about:blank`, and a request posted there is lost (the reference's promise never settled).
// So a request made on an embed whose frame is not ready yet is held, and posted once the frame is
// ready, right after the load: the frame receives what it would have had the app waited for `loaded`.
import { MessageProxy, timeoutError } from '../transport/message-proxy';
import type { IService } from '../service/configuration';

/** A request waiting for its frame: `post` sends it, `fail` rejects it unsent. */
interface Held {
  post(): void;
  fail(error: Error): void;
}

/** An iframe the SDK created: whether its frame is ready, and the requests waiting until it is. */
interface Gate {
  ready: boolean;
  held: Held[];
}

const MAX_DELAY = 2 ** 31 - 1;

// Only iframes the SDK created and watches have a gate; any other iframe is posted to at once.
const gates = new WeakMap<HTMLIFrameElement, Gate>();

// True while the SDK posts what readies the frame (the load, the creation, the front-loaded config).
let readying = false;

/** Runs `send`, whose requests go out at once: they are what makes the frame ready, so they go first. */
export function readyingRequest<T>(send: () => T): T {
  const outer = readying;
  readying = true;
  try {
    return send();
  } finally {
    readying = outer;
  }
}

/** Requests to `iframe` (just created, its frame not loaded) wait until `markFrameReady(iframe)`. */
export function watchFrame(iframe: HTMLIFrameElement): void {
  gates.set(iframe, { ready: false, held: [] });
}

/** Requests to `iframe` wait again until `markFrameReady(iframe)`: its frame awaits a load that is not sent yet. */
export function holdFrame(iframe: HTMLIFrameElement | undefined): void {
  const gate = iframe && gates.get(iframe);
  if (gate) gate.ready = false;
}

/** The frame of `iframe` is ready (its load was posted): the held requests are posted, in order. */
export function markFrameReady(iframe: HTMLIFrameElement | undefined): void {
  const gate = iframe && gates.get(iframe);
  if (!gate || gate.ready) return;
  gate.ready = true;
  gate.held.splice(0).forEach((held) => held.post());
}

/** Rejects every request held for `iframe` with `error` (the embed was reset or replaced). */
export function rejectHeld(iframe: HTMLIFrameElement | undefined, error: Error): void {
  const gate = iframe && gates.get(iframe);
  gate?.held.splice(0).forEach((held) => held.fail(error));
}

/**
 * Posts with `post` now when the frame of `iframe` is ready (or is not one the SDK watches);
 * otherwise holds the request until it is. With our own message proxy, a held request keeps the
 * deadline of the moment it was made: it times out as a posted one does, and once posted it gets
 * only the time left. `what` is its "METHOD url", for the timeout's message.
 */
export function whenFrameReady<T>(
  service: IService,
  iframe: HTMLIFrameElement,
  what: string,
  post: () => Promise<T>,
): Promise<T> {
  const gate = gates.get(iframe);
  // An iframe that left the page will not load: the post fails at once, as it always did.
  if (readying || !gate || gate.ready || !iframe.isConnected) return post();
  const proxy = service.hpm?.windowPostMessageProxy;
  const own = proxy instanceof MessageProxy ? proxy : undefined;
  const timeout = own?.requestTimeout ?? 0;
  const deadline = timeout > 0 ? Date.now() + timeout : Infinity;
  return new Promise<T>((resolve, reject) => {
    // Counted as pending while held; each held request is taken off its list before it settles, so once.
    if (own) own.held++;
    let alarm: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(alarm);
      if (own) own.held--;
    };
    const held: Held = {
      post() {
        settle();
        resolve(own && deadline < Infinity ? own.postWithin(deadline, timeout, post) : post());
      },
      fail(error) {
        settle();
        reject(error);
      },
    };
    // setTimeout fires at once for delays that do not fit in 32 bits: those wait as if unbounded.
    if (deadline - Date.now() <= MAX_DELAY) {
      alarm = setTimeout(() => {
        gate.held.splice(gate.held.indexOf(held), 1);
        held.fail(timeoutError(what, timeout));
      }, deadline - Date.now());
    }
    gate.held.push(held);
  });
}
