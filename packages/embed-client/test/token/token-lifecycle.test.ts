/**
 * The token lifecycle on its own, with fake timers and a stand-in for the embed: when it fetches,
 * how often, what it does on failure, and what it leaves behind.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbedError } from '../../src/embed-error';
import { refreshTiming } from '../../src/service/refresh-timing';
import { TokenLifecycle, type TokenHost } from '../../src/token/token-lifecycle';
import type { TokenProvider, TokenRefreshOptions, TokenRequest } from '../../src/token/token-provider';

const T0 = Date.UTC(2026, 0, 1, 12);
const MINUTE = 60_000;

/** A document and a window stand-in: event targets with a settable visibility. */
class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
}

interface Harness {
  lifecycle: TokenLifecycle;
  host: TokenHost;
  applied: { token: string; first: boolean }[];
  reloads: number;
  events: { name: string; detail: unknown }[];
  requests: Omit<TokenRequest, 'signal'>[];
}

const recorders = new WeakMap<TokenProvider, { wrapper: TokenProvider; requests: Omit<TokenRequest, 'signal'>[] }>();

/** A lifecycle over a fake embed whose frame has `initial` (none: the first token is fetched). */
function start(provider: TokenProvider, options: TokenRefreshOptions = {}, initial?: string): Harness {
  const target = new EventTarget();
  const h = { applied: [], reloads: 0, events: [] } as unknown as Harness;
  let token = initial;
  // One recording wrapper per provider, so that embeds sharing a provider still share its identity.
  let recording = recorders.get(provider);
  if (!recording) {
    const requests: Omit<TokenRequest, 'signal'>[] = [];
    const wrapper: TokenProvider = (request) => {
      const { signal: _signal, ...rest } = request;
      requests.push(rest);
      return provider(request);
    };
    recorders.set(provider, (recording = { wrapper, requests }));
  }
  h.requests = recording.requests;
  h.host = {
    provider: recording.wrapper,
    timing: refreshTiming(options),
    describe: () => ({ type: 'report', id: 'R1', tokenType: 1 }),
    currentToken: () => token,
    applyToken: async (next, first) => {
      h.applied.push({ token: next, first });
      token = next;
    },
    reload: async () => void h.reloads++,
    target,
    disposers: [],
    fail: (code, message) => new EmbedError(code, message),
  };
  for (const name of ['tokenRefreshed', 'tokenRefreshFailed'])
    target.addEventListener(name, (event) => h.events.push({ name, detail: (event as CustomEvent).detail }));
  h.lifecycle = new TokenLifecycle(h.host);
  h.lifecycle.start();
  return h;
}

const expiredError = () =>
  new CustomEvent('error', { detail: { message: 'TokenExpired', detailedMessage: 'Access token has expired' } });

let doc: FakeDocument;
let win: EventTarget;
beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  doc = new FakeDocument();
  win = new EventTarget();
  vi.stubGlobal('document', doc);
  vi.stubGlobal('window', win);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A provider handing out `token-1`, `token-2`, … each valid `lifetime` ms from now. */
const counting = (lifetime = 10 * MINUTE) => {
  let n = 0;
  return vi.fn(async () => ({ token: `token-${++n}`, expiresAt: Date.now() + lifetime }));
};

describe('token lifecycle', () => {
  it('[C-RENEW-02] without a token, the first one is fetched at once and given as the first', async () => {
    const provider = counting();
    const h = start(provider);
    expect(h.lifecycle.refreshPending).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.applied).toEqual([{ token: 'token-1', first: true }]);
    expect(h.requests).toEqual([{ reason: 'initial', attempt: 0, type: 'report', id: 'R1', tokenType: 1 }]);
    expect(h.lifecycle.refreshPending).toBe(false);
  });

  it('[C-RENEW-03] refreshes the skew before the provider expiry, over and over, with setAccessToken', async () => {
    const provider = counting(10 * MINUTE);
    const h = start(provider, { skewSeconds: 60 });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(9 * MINUTE - 1);
    expect(provider).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(provider).toHaveBeenCalledTimes(2);
    expect(h.applied[1]).toEqual({ token: 'token-2', first: false });
    await vi.advanceTimersByTimeAsync(9 * MINUTE * 3);
    expect(provider).toHaveBeenCalledTimes(5);
    expect(h.requests.slice(1).every((r) => r.reason === 'scheduled')).toBe(true);
    expect(h.reloads).toBe(0);
  });

  it('[C-RENEW-03] a token given in the config is refreshed by the default lifetime when it is not a JWT', async () => {
    const provider = counting();
    start(provider, { skewSeconds: 120, defaultLifetimeSeconds: 3600 }, 'opaque-config-token');
    await vi.advanceTimersByTimeAsync(58 * MINUTE - 1);
    expect(provider).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it('[C-RENEW-04] concurrent triggers cause one provider call', async () => {
    let release!: (grant: { token: string }) => void;
    const provider = vi.fn(() => new Promise<{ token: string }>((resolve) => (release = resolve)));
    const h = start(provider, {}, 'T0');
    const all = [h.lifecycle.refresh('scheduled'), h.lifecycle.refresh('visible'), h.lifecycle.refresh('online')];
    h.host.target.dispatchEvent(expiredError());
    expect(provider).toHaveBeenCalledTimes(1);
    release({ token: 'T1' });
    await Promise.all(all);
    expect(h.applied).toEqual([{ token: 'T1', first: false }]);
  });

  it('[C-RENEW-04] embeds with the same provider and tokenRefresh.key share one call; other keys do not', async () => {
    const provider = counting();
    const a = start(provider, { key: 'workspace-1' });
    const b = start(provider, { key: 'workspace-1' });
    const c = start(provider, { key: 'workspace-2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(provider).toHaveBeenCalledTimes(2);
    expect(a.applied[0].token).toBe(b.applied[0].token);
    expect(c.applied[0].token).not.toBe(a.applied[0].token);
    // A third embed arriving later reuses the shared token while it is not due for refresh.
    const d = start(provider, { key: 'workspace-1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(provider).toHaveBeenCalledTimes(2);
    expect(d.applied[0].token).toBe(a.applied[0].token);
  });

  it('[C-RENEW-05] a failing provider is retried with exponential backoff and jitter, then recovers', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    let failures = 3;
    const provider = vi.fn(async () => {
      if (failures-- > 0) throw new Error('token service down');
      return { token: 'good', expiresAt: Date.now() + 10 * MINUTE };
    });
    const h = start(provider, { minBackoffMs: 1000, maxBackoffMs: 60_000 });
    await vi.advanceTimersByTimeAsync(0);
    const failed = () => h.events.filter((e) => e.name === 'tokenRefreshFailed').map((e) => e.detail);
    expect(failed()).toEqual([{ error: new Error('token service down'), attempt: 1, nextRetryAt: T0 + 750 }]);
    expect(h.lifecycle.refreshPending).toBe(true);
    await vi.advanceTimersByTimeAsync(749);
    expect(provider).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(provider).toHaveBeenCalledTimes(2);
    // 750 (1000 jittered), 1500 (2000 jittered), 3000 (4000 jittered): each wait doubles.
    expect(failed().map((d) => (d as { nextRetryAt: number }).nextRetryAt)).toEqual([T0 + 750, T0 + 750 + 1500]);
    await vi.advanceTimersByTimeAsync(1500 + 3000);
    expect(provider).toHaveBeenCalledTimes(4);
    expect(h.requests.map((r) => r.attempt)).toEqual([0, 1, 2, 3]);
    expect(h.applied).toEqual([{ token: 'good', first: true }]);
    expect(h.lifecycle.refreshPending).toBe(false);
    expect(h.events.at(-1)).toEqual({
      name: 'tokenRefreshed',
      detail: { expiresAt: T0 + 5250 + 10 * MINUTE, reason: 'initial' },
    });
  });

  it('[C-RENEW-05] a provider call that exceeds its timeout counts as a failure and its signal is aborted', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const signals: AbortSignal[] = [];
    const provider = vi.fn((request: TokenRequest) => {
      signals.push(request.signal);
      return signals.length === 1 ? new Promise<string>(() => {}) : 'late-but-fine';
    });
    const h = start(provider, { timeoutMs: 5000, minBackoffMs: 2000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(h.events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0].aborted).toBe(true);
    const [failed] = h.events;
    expect(failed.name).toBe('tokenRefreshFailed');
    expect((failed.detail as { error: Error }).error.message).toMatch(/tokenRefresh\.timeoutMs \(5000 ms\)/);
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.applied).toEqual([{ token: 'late-but-fine', first: true }]);
  });

  it('[C-RENEW-06] becoming visible or online after the refresh time refreshes at once; before it, not', async () => {
    const provider = counting(10 * MINUTE);
    const h = start(provider, { skewSeconds: 60 });
    await vi.advanceTimersByTimeAsync(0);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    // A background tab's timers are throttled: pretend the scheduled one has not run.
    vi.setSystemTime(T0 + 5 * MINUTE);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('online'));
    expect(provider).toHaveBeenCalledTimes(1);
    vi.setSystemTime(T0 + 9 * MINUTE + 1);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(provider).toHaveBeenCalledTimes(2);
    expect(h.requests[1].reason).toBe('visible');
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(T0 + 19 * MINUTE);
    win.dispatchEvent(new Event('online'));
    expect(h.requests.map((r) => r.reason)).toEqual(['initial', 'visible', 'online']);
  });

  it('[C-RENEW-07] [C-RENEW-08] a TokenExpired error triggers exactly one refresh, then one reload', async () => {
    const provider = counting();
    const h = start(provider, {}, 'config-token');
    h.host.target.dispatchEvent(expiredError());
    h.host.target.dispatchEvent(expiredError());
    h.host.target.dispatchEvent(new CustomEvent('error', { detail: { message: 'LoadReportFailed' } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(provider).toHaveBeenCalledTimes(1);
    expect(h.requests[0].reason).toBe('expired');
    expect(h.applied).toEqual([{ token: 'token-1', first: false }]);
    expect(h.reloads).toBe(1);
    // A scheduled refresh later applies without reloading.
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(h.applied.length).toBe(2);
    expect(h.reloads).toBe(1);
  });

  it('[C-RENEW-08] a token the frame refuses counts as a failure and is retried', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const provider = counting();
    const h = start(provider, { minBackoffMs: 1000 }, 'config-token');
    let refusals = 1;
    const apply = h.host.applyToken;
    h.host.applyToken = (token, first) => (refusals-- > 0 ? Promise.reject(new Error('403')) : apply(token, first));
    void h.lifecycle.refresh('scheduled');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.events.map((e) => e.name)).toEqual(['tokenRefreshFailed']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.events.map((e) => e.name)).toEqual(['tokenRefreshFailed', 'tokenRefreshed']);
    expect(h.applied).toEqual([{ token: 'token-2', first: false }]);
  });

  it('[C-RENEW-09] tokenRefreshed carries expiresAt and reason', async () => {
    const h = start(async () => ({ token: 'a', expiresAt: T0 + 30 * MINUTE }));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.events).toEqual([{ name: 'tokenRefreshed', detail: { expiresAt: T0 + 30 * MINUTE, reason: 'initial' } }]);
  });

  it('[C-RENEW-09] a provider answer without a token fails naming tokenProvider and what was expected', async () => {
    const h = start(async () => ({ nope: true }) as never);
    await vi.advanceTimersByTimeAsync(0);
    const detail = h.events[0].detail as { error: Error; attempt: number };
    expect(h.events[0].name).toBe('tokenRefreshFailed');
    expect(detail.error.message).toMatch(/^tokenProvider must resolve to a non-empty string or to \{ token/);
    expect(detail.attempt).toBe(1);
  });

  it('[C-RENEW-10] the disposers stop every timer and listener, during a wait and during a backoff', async () => {
    const provider = vi.fn(async () => {
      throw new Error('down');
    });
    const h = start(provider);
    const removed: string[] = [];
    for (const target of [doc, win, h.host.target]) {
      const remove = target.removeEventListener.bind(target);
      target.removeEventListener = (name: string, listener: EventListenerOrEventListenerObject | null) => {
        removed.push(name);
        remove(name, listener);
      };
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1); // the retry
    h.host.disposers.splice(0).forEach((dispose) => dispose());
    expect(vi.getTimerCount()).toBe(0);
    expect(removed.sort()).toEqual(['error', 'online', 'visibilitychange']);
    await vi.advanceTimersByTimeAsync(10 * 60 * MINUTE);
    expect(provider).toHaveBeenCalledTimes(1);
    // After the reset nothing reacts any more.
    doc.dispatchEvent(new Event('visibilitychange'));
    h.host.target.dispatchEvent(expiredError());
    expect(provider).toHaveBeenCalledTimes(1);
    expect(h.lifecycle.refreshPending).toBe(false);
  });
});
