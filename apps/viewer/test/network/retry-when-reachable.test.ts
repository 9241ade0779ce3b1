import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelayMs, retryWhenReachable, type NetworkEnvironment } from '../../src/network/retry-when-reachable.ts';

/** A browser's network as the retry sees it: an `online` event to fire and a switchable offline flag. */
function fakeNetwork(offline = false) {
  const target = new EventTarget();
  const listeners = new Set<() => void>();
  const network: NetworkEnvironment & { goOnline(): void; listening(): number } = {
    addEventListener: (type, listener) => {
      listeners.add(listener);
      target.addEventListener(type, listener);
    },
    removeEventListener: (type, listener) => {
      listeners.delete(listener);
      target.removeEventListener(type, listener);
    },
    isOffline: () => offline,
    goOnline: () => {
      offline = false;
      target.dispatchEvent(new Event('online'));
    },
    listening: () => listeners.size,
  };
  return network;
}

describe('retryDelayMs', () => {
  it('[V-CALM-01] starts at 2 s and doubles up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10, 50].map(retryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('retryWhenReachable', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[V-CALM-01] retries once after the delay of its attempt', async () => {
    const network = fakeNetwork();
    const retry = vi.fn();
    retryWhenReachable(2, retry, network);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(retry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(retry).toHaveBeenCalledTimes(1);
    // Done: no listener left, and coming online later does not run it again.
    expect(network.listening()).toBe(0);
    network.goOnline();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('[V-CALM-01] retries at once when the browser comes back online, without waiting for the timer', async () => {
    const network = fakeNetwork();
    const retry = vi.fn();
    retryWhenReachable(4, retry, network);
    await vi.advanceTimersByTimeAsync(1_000);
    network.goOnline();
    expect(retry).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('[V-CALM-01] while the browser is offline only the online event brings the next try', async () => {
    const network = fakeNetwork(true);
    const retry = vi.fn();
    retryWhenReachable(0, retry, network);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(retry).not.toHaveBeenCalled();
    network.goOnline();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('[V-CALM-01] the cancellation stops the timer and the online listener (unmount)', async () => {
    const network = fakeNetwork();
    const retry = vi.fn();
    const stop = retryWhenReachable(0, retry, network);
    stop();
    expect(network.listening()).toBe(0);
    network.goOnline();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(retry).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
