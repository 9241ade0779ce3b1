/** The automatic retries' pace: the first after 2 s, each next one twice as late, never more than 30 s apart. */
const RETRY_FIRST_DELAY_MS = 2_000;
const RETRY_MAX_DELAY_MS = 30_000;

/**
 * How long to wait before automatic retry number `attempt` (0 for the first retry after a
 * failure): 2 s, 4 s, 8 s, 16 s, then 30 s for every later one.
 */
export function retryDelayMs(attempt: number): number {
  const doubled = RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, Math.floor(attempt));
  return Math.min(doubled, RETRY_MAX_DELAY_MS);
}

/** What the retry listens to and reads; the browser's `window` by default, a stand-in in tests. */
export interface NetworkEnvironment {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
  /** `navigator.onLine`: false means the browser knows it has no network at all. */
  isOffline(): boolean;
}

const browserNetwork: NetworkEnvironment = {
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  isOffline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
};

/**
 * Arranges one more try of something that could not reach the server: `retry` runs once, either
 * after {@link retryDelayMs}(attempt), or as soon as the browser says it is back online,
 * whichever comes first. While the browser knows it is offline no timer runs: only the `online`
 * event can bring the next try, so an offline laptop does not keep knocking. Returns the
 * cancellation (for an unmount, or when the person retries by hand); after `retry` has run it
 * does nothing.
 */
export function retryWhenReachable(
  attempt: number,
  retry: () => void,
  network: NetworkEnvironment = browserNetwork,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const stop = () => {
    done = true;
    if (timer !== undefined) clearTimeout(timer);
    network.removeEventListener('online', fire);
  };
  function fire() {
    if (done) return;
    stop();
    retry();
  }
  network.addEventListener('online', fire);
  if (!network.isOffline()) timer = setTimeout(fire, retryDelayMs(attempt));
  return stop;
}
