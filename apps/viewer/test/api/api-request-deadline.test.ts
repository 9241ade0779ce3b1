import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_DEADLINE_MS, ApiRequestError, apiRequest } from '../../src/api/api-request.ts';

/** A server that never answers: the fetch settles only when its signal aborts (as the browser's does). */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    const signal = init.signal!;
    signals.push(signal);
    return new Promise<Response>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  });
  vi.stubGlobal('fetch', fetch);
  return signals;
}

describe('apiRequest deadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[T-DEADLINE-01] gives up on a server that does not answer after 10 s: aborted, and "could not be reached"', async () => {
    expect(API_DEADLINE_MS).toBe(10_000);
    const signals = hangingFetch();
    const request = apiRequest('GET', '/dashboards', { baseUrl: 'http://api.test' });
    const settled = vi.fn();
    request.then(settled, settled);
    await vi.advanceTimersByTimeAsync(API_DEADLINE_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(request).rejects.toThrow(
      new ApiRequestError(
        'GET /dashboards failed: the server could not be reached (no answer within 10 s)',
        '/dashboards',
      ),
    );
    await expect(request).rejects.toBeInstanceOf(ApiRequestError);
    expect(signals[0]!.aborted).toBe(true);
  });

  it('[T-DEADLINE-01] counts a body that never finishes against the same deadline', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const signal = init.signal!;
        signals.push(signal);
        const text = () =>
          new Promise<string>((_resolve, reject) =>
            signal.addEventListener('abort', () => reject(signal.reason as Error)),
          );
        return Promise.resolve({ status: 200, text } as unknown as Response);
      }),
    );
    const request = apiRequest('POST', '/login', { baseUrl: 'http://api.test', body: {} });
    request.catch(() => {});
    await vi.advanceTimersByTimeAsync(API_DEADLINE_MS);
    await expect(request).rejects.toThrow(
      'POST /login failed: the server could not be reached (no answer within 10 s)',
    );
    expect(signals[0]!.aborted).toBe(true);
  });

  it('[T-DEADLINE-01] an abort by the caller (an unmount) stops the request at once and leaves no timer behind', async () => {
    const signals = hangingFetch();
    const unmount = new AbortController();
    const request = apiRequest('GET', '/dashboards', { baseUrl: 'http://api.test', signal: unmount.signal });
    request.catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    unmount.abort();
    expect(signals[0]!.aborted).toBe(true);
    const failure = await request.then(
      () => undefined,
      (error: unknown) => error,
    );
    // The caller's own abort, not "could not be reached": nobody is waiting for a message.
    expect(failure).not.toBeInstanceOf(ApiRequestError);
    expect((failure as Error).name).toBe('AbortError');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an answer in time clears the deadline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"ok":true}', { status: 200 }))),
    );
    await expect(apiRequest('GET', '/dashboards', { baseUrl: 'http://api.test' })).resolves.toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(vi.getTimerCount()).toBe(0);
  });
});
