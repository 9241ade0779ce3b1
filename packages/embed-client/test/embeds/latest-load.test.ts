// The load history of one component (latest-load.ts) on vitest's fake clock: what counts as a
// repeat, how a deferred load waits, is superseded and is cancelled without leaving a timer, and
// when the events of a replaced load are stale.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelDeferred, deferLoad, noteSent, postedForm, type LoadHistory } from '../../src/embeds/latest-load';
import type { IEmbedConfiguration } from '../../src/configurations';

const config = (id: string, uniqueId = 'u-' + id): IEmbedConfiguration =>
  ({ type: 'report', id, embedUrl: 'https://app.powerbi.com/reportEmbed', accessToken: 'T', uniqueId }) as never;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the load history of a component', () => {
  it('[T-LATEST-01] a repeat is the same path and posted config; a new uniqueId alone does not make it another', () => {
    const loads: LoadHistory = {};
    noteSent(loads, postedForm('/report/load', config('R1', 'first')), 'first', Promise.resolve());
    expect(postedForm('/report/load', config('R1', 'second'))).toBe(loads.form);
    expect(loads.uid).toBe('first');
    expect(postedForm('/report/load', config('R2'))).not.toBe(loads.form);
    expect(postedForm('/report/prepare', config('R1'))).not.toBe(loads.form);
    const other = { ...config('R1'), settings: { filterPaneEnabled: false } };
    expect(postedForm('/report/load', other)).not.toBe(loads.form);
  });

  it('[T-LATEST-01] an unserialisable configuration has no posted form: it counts as changed', () => {
    const cyclic = config('R1') as IEmbedConfiguration & { self?: unknown };
    cyclic.self = cyclic;
    expect(postedForm('/report/load', cyclic)).toBeUndefined();
  });

  it('[T-LATEST-01] a deferred load is sent when its time comes; a newer one supersedes it (its promise: undefined)', async () => {
    const loads: LoadHistory = {};
    const send = vi.fn((what: string) => Promise.resolve(what) as Promise<never>);
    const first = deferLoad(loads, 60, () => send('first'));
    vi.advanceTimersByTime(30);
    const second = deferLoad(loads, 30, () => send('second'));
    expect(vi.getTimerCount()).toBe(1);
    await expect(first).resolves.toBeUndefined();
    vi.advanceTimersByTime(29);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('second');
    await expect(second).resolves.toBe('second');
    expect(vi.getTimerCount()).toBe(0);
    expect(loads.resolve).toBeUndefined();
  });

  it('[T-LATEST-01] cancelDeferred drops the waiting load: no timer left, nothing sent, its promise resolves undefined', async () => {
    const loads: LoadHistory = {};
    const send = vi.fn(() => Promise.resolve());
    const waiting = deferLoad(loads, 100, send);
    cancelDeferred(loads);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(send).not.toHaveBeenCalled();
    await expect(waiting).resolves.toBeUndefined();
    cancelDeferred(loads); // twice is harmless
  });

  it('[T-LATEST-01] a load sent supersedes the one waiting', () => {
    const loads: LoadHistory = {};
    void deferLoad(loads, 100, () => Promise.resolve());
    noteSent(loads, postedForm('/report/load', config('R2')), 'u-R2', new Promise(() => {}));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('[T-LATEST-02] the events of a load are stale only between a replacing load (same uid) and its answer', async () => {
    const loads: LoadHistory = {};
    let answerFirst!: () => void;
    noteSent(loads, 'a', 'same', new Promise<void>((resolve) => (answerFirst = resolve)));
    // The first load replaces nothing: its events are its own even before the answer.
    expect(loads.stale).toBeUndefined();
    answerFirst();
    let answerSecond!: () => void;
    noteSent(loads, 'b', 'same', new Promise<void>((resolve) => (answerSecond = resolve)));
    expect(loads.stale).toBeDefined();
    answerSecond();
    await Promise.resolve();
    expect(loads.stale).toBeUndefined();
  });

  it('[T-LATEST-02] a load under another uid holds nothing back: the old uid is no longer heard at all', () => {
    const loads: LoadHistory = {};
    noteSent(loads, 'a', 'first', Promise.resolve());
    noteSent(loads, 'b', 'second', new Promise(() => {}));
    expect(loads.stale).toBeUndefined();
  });

  it('[T-LATEST-02] the answer of a replaced load does not end the wait for the newer one', async () => {
    const loads: LoadHistory = {};
    noteSent(loads, 'a', 'same', Promise.resolve());
    await Promise.resolve();
    let answerFirst!: () => void;
    noteSent(loads, 'b', 'same', new Promise<void>((resolve) => (answerFirst = resolve)));
    noteSent(loads, 'c', 'same', new Promise(() => {}));
    answerFirst();
    await Promise.resolve();
    expect(loads.stale).toBeDefined();
  });
});
