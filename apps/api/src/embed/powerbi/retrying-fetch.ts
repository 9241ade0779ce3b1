import { systemTimers, type Timers } from '../../timers.ts';
import { PowerBiError, retryAfterSeconds } from './powerbi-error.ts';

/** How one call to Microsoft (token endpoint or Power BI REST) is retried. */
export interface RetryPolicy {
  /** Attempts per call, the first one included. */
  attempts: number;
  /** One attempt's bound; the attempts of one call together stay within twice this. */
  timeoutMs: number;
  /** First backoff; it doubles per retry (with jitter) when the answer names no Retry-After. */
  baseDelayMs: number;
  /** A Retry-After up to this is waited for; a longer one goes back to the viewer as 503. */
  maxRetryAfterSeconds: number;
  /** The clock the timeouts and waits run on (the system's unless a test passes its own). */
  timers?: Timers;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 3,
  timeoutMs: 8000,
  baseDelayMs: 250,
  maxRetryAfterSeconds: 2,
};

// Throttled and passing server-side failures; anything else is the answer to keep.
const TRANSIENT = new Set([429, 500, 502, 503, 504]);

/**
 * Sends one request with bounded retries: a 429/5xx answer or an attempt that times out or
 * cannot connect is tried again after a backoff (or the answer's Retry-After, when that is
 * short), within the attempt count and the call's deadline. Resolves with the last answer
 * (successful or not, for the caller to read); rejects with a 503 PowerBiError when no answer
 * came at all. `init` is called per attempt, so each one gets a fresh body and token.
 */
export async function fetchWithRetry(
  doFetch: typeof fetch,
  url: string,
  init: () => Promise<RequestInit> | RequestInit,
  what: string,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<Response> {
  // The attempts share twice one timeout; the waits between them come on top (at most
  // `maxRetryAfterSeconds` or the backoff each).
  const timers = policy.timers ?? systemTimers;
  let deadline = timers.now() + policy.timeoutMs * 2;
  // A retry is only worth sending when it still has a fair part of a timeout to answer in.
  const worthRetrying = () => deadline - timers.now() >= policy.timeoutMs / 4;
  const wait = (delay: number) => {
    deadline += delay;
    return timers.sleep(delay);
  };
  for (let attempt = 1; ; attempt += 1) {
    const request = await init();
    const timeoutMs = Math.min(policy.timeoutMs, deadline - timers.now());
    let response: Response;
    try {
      response = await doFetch(url, { ...request, signal: timers.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      if (attempt < policy.attempts && worthRetrying()) {
        await wait(backoff(policy, attempt));
        continue;
      }
      throw new PowerBiError(
        timedOut ? 504 : 0,
        timedOut ? 'Timeout' : 'Unreachable',
        `${what}: ${timedOut ? `no answer within ${timeoutMs} ms` : 'could not connect'} (attempt ${attempt})`,
        undefined,
        { cause: error },
      );
    }
    if (!TRANSIENT.has(response.status) || attempt >= policy.attempts || !worthRetrying()) return response;
    const retryAfter = retryAfterSeconds(response, timers.now());
    if (retryAfter !== undefined && retryAfter > policy.maxRetryAfterSeconds) return response;
    await response.body?.cancel();
    await wait(retryAfter !== undefined ? retryAfter * 1000 : backoff(policy, attempt));
  }
}

/** base × 2^(attempt-1), with up to a quarter added at random so instances do not retry in step. */
function backoff(policy: RetryPolicy, attempt: number): number {
  const delay = policy.baseDelayMs * 2 ** (attempt - 1);
  return Math.round(delay * (1 + Math.random() / 4));
}
