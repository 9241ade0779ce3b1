// The load pool of a service (`maxConcurrentLoads`) in plain Node: elements are stand-ins with a
// page position and a box; the viewport is 1000×700 (globals stubbed).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPool } from '../../src/service/lazy-loading-feature';
import { LoadQueue } from '../../src/service/load-queue';

/** An element stand-in: events, a position in the page, and a box 800 px below the viewport unless `top` is set. */
class Place extends EventTarget {
  top = 800;
  constructor(readonly position: number) {
    super();
  }
  compareDocumentPosition(other: Place): number {
    return other.position < this.position ? 2 : 4;
  }
  getBoundingClientRect() {
    return { top: this.top, bottom: this.top + 400, left: 0, right: 600 };
  }
}

const places = (count: number) => Array.from({ length: count }, (_, i) => new Place(i));
const asElement = (place: Place) => place as unknown as HTMLElement;

beforeEach(() => {
  vi.stubGlobal('innerHeight', 700);
  vi.stubGlobal('innerWidth', 1000);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoadQueue', () => {
  it('[C-LAZY-03] starts at most `limit` loads; the rest start in page order as loaded, tileLoaded or error frees a slot', () => {
    const queue = new LoadQueue(2);
    const started: number[] = [];
    const els = places(5);
    for (const i of [4, 0, 3, 1, 2]) queue.request(asElement(els[i]), () => started.push(i));
    expect(started).toEqual([4, 0]);
    expect([queue.active, queue.queued]).toEqual([2, 3]);
    els[4].dispatchEvent(new Event('loaded'));
    expect(started).toEqual([4, 0, 1]);
    els[0].dispatchEvent(new Event('tileLoaded'));
    expect(started).toEqual([4, 0, 1, 2]);
    els[0].dispatchEvent(new Event('loaded')); // a second event of a finished load frees nothing
    expect(started).toEqual([4, 0, 1, 2]);
    els[1].dispatchEvent(new Event('error'));
    expect(started).toEqual([4, 0, 1, 2, 3]);
  });

  it('[C-LAZY-03] a waiting load whose container is in the viewport when a slot frees goes first', () => {
    const queue = new LoadQueue(1);
    const started: number[] = [];
    const els = places(4);
    els.forEach((el, i) => queue.request(asElement(el), () => started.push(i)));
    els[3].top = 100; // scrolled into view while waiting
    els[0].dispatchEvent(new Event('loaded'));
    expect(started).toEqual([0, 3]);
    els[3].dispatchEvent(new Event('loaded'));
    expect(started).toEqual([0, 3, 1]);
  });

  it('a cancelled waiting load never starts; a cancelled running one frees its slot', () => {
    const queue = new LoadQueue(1);
    const started: number[] = [];
    const els = places(3);
    const cancels = els.map((el, i) => queue.request(asElement(el), () => started.push(i)));
    cancels[1]();
    cancels[0]();
    expect(started).toEqual([0, 2]);
    cancels[2]();
    expect([queue.active, queue.queued]).toEqual([0, 0]);
  });

  it('a load that raises neither loaded nor error frees its slot after the timeout, and removes its listeners', () => {
    vi.useFakeTimers();
    const queue = new LoadQueue(1, 1000);
    const started: number[] = [];
    const els = places(2);
    const remove = vi.spyOn(els[0], 'removeEventListener');
    els.forEach((el, i) => queue.request(asElement(el), () => started.push(i)));
    vi.advanceTimersByTime(999);
    expect(started).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual([0, 1]);
    expect(remove.mock.calls.map(([name]) => name)).toEqual(['loaded', 'tileLoaded', 'error']);
  });
});

describe('loadPool (what a service with maxConcurrentLoads holds)', () => {
  it('no limit: no pool', () => {
    expect(loadPool(undefined, undefined)).toBeUndefined();
  });

  it('refuses a maxConcurrentLoads that is not a whole number ≥ 1, and a negative loadSlotTimeout, naming the option', () => {
    for (const value of [0, -1, 1.5, Infinity, '2', null]) {
      expect(() => loadPool(value, undefined)).toThrow(/^maxConcurrentLoads must be a whole number ≥ 1, not /);
    }
    expect(() => loadPool(2, -5)).toThrow('loadSlotTimeout must be a number of milliseconds ≥ 0, not -5');
  });

  it('[C-LAZY-03] loads asked for before the pool has loaded wait for it, then take the slots in the order asked; a cancel meanwhile takes its load back', async () => {
    // A fresh module: the pool's code has not arrived yet, whatever ran before in this worker.
    vi.resetModules();
    const fresh = await import('../../src/service/lazy-loading-feature');
    const pool = fresh.loadPool(2, undefined)!;
    expect(pool).not.toBeInstanceOf(LoadQueue);
    const started: number[] = [];
    const els = places(4);
    const cancels = [3, 0, 1, 2].map((i) => pool.request(asElement(els[i]), () => started.push(i)));
    cancels[1]();
    expect(started).toEqual([]);
    await vi.waitFor(() => expect(started).toEqual([3, 1]));
    els[3].dispatchEvent(new Event('loaded'));
    expect(started).toEqual([3, 1, 2]);
    // Handed over: the cancel of a held load now frees its slot.
    cancels[2]();
    expect(pool.request(asElement(els[0]), () => started.push(0))).toBeTypeOf('function');
    expect(started).toEqual([3, 1, 2, 0]);
    // Once it has arrived, the next service's pool is the pool itself.
    expect(fresh.loadPool(3, 500)).toMatchObject({ limit: 3, timeout: 500 });
  });

  it('should the pool fail to load (the network), every load held starts at once', async () => {
    vi.resetModules();
    vi.doMock('../../src/service/load-queue', () => {
      throw new Error('offline');
    });
    try {
      const fresh = await import('../../src/service/lazy-loading-feature');
      const pool = fresh.loadPool(1, undefined)!;
      const started: number[] = [];
      const els = places(3);
      for (const i of [2, 0, 1]) pool.request(asElement(els[i]), () => started.push(i));
      expect(started).toEqual([]);
      await vi.waitFor(() => expect(started).toEqual([2, 0, 1]));
    } finally {
      vi.doUnmock('../../src/service/load-queue');
      vi.resetModules();
    }
  });
});
