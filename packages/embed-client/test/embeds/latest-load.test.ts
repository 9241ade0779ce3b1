// The load history of one component (`LatestLoad`) on vitest's fake clock: what counts as a repeat,
// how a deferred load waits, is superseded and is cancelled without leaving a timer, and which
// events of a replaced load are held back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LatestLoad } from '../../src/embeds/latest-load';
import type { IEmbedConfiguration } from '../../src/configurations';

const config = (id: string, uniqueId = 'u-' + id): IEmbedConfiguration =>
  ({ type: 'report', id, embedUrl: 'https://app.powerbi.com/reportEmbed', accessToken: 'T', uniqueId }) as never;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LatestLoad', () => {
  it('[T-LATEST-01] a repeat is the same path and posted config; a new uniqueId alone does not make it another', () => {
    const loads = new LatestLoad();
    loads.sent('/report/load', config('R1', 'first'), Promise.resolve());
    expect(loads.repeats('/report/load', config('R1', 'second'))).toBe(true);
    expect(loads.postedUniqueId).toBe('first');
    expect(loads.repeats('/report/load', config('R2'))).toBe(false);
    expect(loads.repeats('/report/prepare', config('R1'))).toBe(false);
    expect(loads.repeats('/report/load', { ...config('R1'), settings: { filterPaneEnabled: false } })).toBe(false);
  });

  it('[T-LATEST-01] a deferred load is sent when its time comes; a newer one supersedes it (its promise: undefined)', async () => {
    const loads = new LatestLoad();
    const send = vi.fn((phased?: boolean) => Promise.resolve(phased ? 'phased' : 'sent') as Promise<never>);
    const first = loads.defer(60, false, send);
    vi.advanceTimersByTime(30);
    const second = loads.defer(30, true, send);
    expect(vi.getTimerCount()).toBe(1);
    await expect(first).resolves.toBeUndefined();
    vi.advanceTimersByTime(29);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(true);
    await expect(second).resolves.toBe('phased');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('[T-LATEST-01] cancel drops the waiting load: no timer left, nothing sent, its promise resolves undefined', async () => {
    const loads = new LatestLoad();
    const send = vi.fn(() => Promise.resolve());
    const waiting = loads.defer(100, undefined, send);
    loads.cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(send).not.toHaveBeenCalled();
    await expect(waiting).resolves.toBeUndefined();
    loads.cancel(); // twice is harmless
  });

  it('[T-LATEST-01] a load sent supersedes the one waiting', () => {
    const loads = new LatestLoad();
    const send = vi.fn(() => Promise.resolve());
    void loads.defer(100, undefined, send);
    loads.sent('/report/load', config('R2'), new Promise(() => {}));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('[T-LATEST-02] loaded, rendered and error are stale only between a replacing load and its answer', async () => {
    const loads = new LatestLoad();
    let answerFirst!: () => void;
    loads.sent('/report/load', config('R1', 'same'), new Promise<void>((resolve) => (answerFirst = resolve)));
    // The first load replaces nothing: its events are its own even before the answer.
    expect(loads.isStale('loaded')).toBe(false);
    answerFirst();
    let answerSecond!: () => void;
    loads.sent('/report/load', config('R2', 'same'), new Promise<void>((resolve) => (answerSecond = resolve)));
    expect(['loaded', 'rendered', 'error', 'pageChanged'].map((name) => loads.isStale(name))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    answerSecond();
    await Promise.resolve();
    expect(loads.isStale('loaded')).toBe(false);
  });

  it('[T-LATEST-02] a load under another uid holds nothing back: the old uid is no longer heard at all', () => {
    const loads = new LatestLoad();
    loads.sent('/report/load', config('R1', 'first'), Promise.resolve());
    loads.sent('/report/load', config('R2', 'second'), new Promise(() => {}));
    expect(loads.isStale('loaded')).toBe(false);
  });

  it('[T-LATEST-02] the answer of a replaced load does not end the wait for the newer one', async () => {
    const loads = new LatestLoad();
    loads.sent('/report/load', config('R0', 'same'), Promise.resolve());
    await Promise.resolve();
    let answerFirst!: () => void;
    loads.sent('/report/load', config('R1', 'same'), new Promise<void>((resolve) => (answerFirst = resolve)));
    loads.sent('/report/load', config('R2', 'same'), new Promise(() => {}));
    answerFirst();
    await Promise.resolve();
    expect(loads.isStale('rendered')).toBe(true);
  });
});
