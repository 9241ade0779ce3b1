/**
 * The clock that the API's own waits run on: the pause before a JWKS refetch and its fetch timeout,
 * Power BI's retry backoffs and per-attempt timeouts. Production uses {@link systemTimers}; tests pass
 * a manual clock (`createApi`'s `timers` override) so those waits pass without real time passing.
 */
export interface Timers {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** A signal that aborts with a `TimeoutError` after `ms`, as `AbortSignal.timeout` does. */
  timeout(ms: number): AbortSignal;
}

export const systemTimers: Timers = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  timeout: (ms) => AbortSignal.timeout(ms),
};
