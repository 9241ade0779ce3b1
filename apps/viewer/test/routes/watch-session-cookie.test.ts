import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_POLL_INTERVAL_MS, watchSessionCookie } from '../../src/routes/watch-session-cookie.ts';

describe('watchSessionCookie', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[V-STORE-02] reads the token cookie every 300 ms', () => {
    expect(SESSION_POLL_INTERVAL_MS).toBe(300);
    const read = vi.fn(() => 'token');
    const stop = watchSessionCookie(() => {}, { read });
    vi.advanceTimersByTime(299);
    expect(read).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(900);
    expect(read).toHaveBeenCalledTimes(4);
    stop();
  });

  it('[V-STORE-02] calls back once, at the first poll after the cookie is gone, then stops polling', () => {
    let token: string | undefined = 'token';
    const read = vi.fn(() => token);
    const onGone = vi.fn();
    watchSessionCookie(onGone, { read });
    vi.advanceTimersByTime(600);
    expect(onGone).not.toHaveBeenCalled();
    token = undefined;
    vi.advanceTimersByTime(299);
    expect(onGone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onGone).toHaveBeenCalledTimes(1);
    const reads = read.mock.calls.length;
    vi.advanceTimersByTime(3000);
    expect(onGone).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(reads);
  });

  it('stops polling when stopped', () => {
    const read = vi.fn(() => undefined);
    const onGone = vi.fn();
    const stop = watchSessionCookie(onGone, { read });
    stop();
    vi.advanceTimersByTime(3000);
    expect(read).not.toHaveBeenCalled();
    expect(onGone).not.toHaveBeenCalled();
  });
});
