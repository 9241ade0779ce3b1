// The pool of a service's frame loads (`maxConcurrentLoads`): at most `limit` frames load at once;
// the others wait for a slot, visible containers first, then in page order. Loaded when a service
// with a limit is created (service/lazy-loading-feature.ts checks the options and holds the loads
// asked for until it has arrived).
import type { LoadSlots } from '../host/embed-host';

/** `Node.DOCUMENT_POSITION_PRECEDING`: the other node comes first in the document. */
const PRECEDING = 2;

/** The events that end a load and free its slot (a tile raises `tileLoaded`, not `loaded`). */
const SETTLING_EVENTS = ['loaded', 'tileLoaded', 'error'] as const;

/** Default of `loadSlotTimeout`: a frame that raises neither `loaded` nor `error` frees its slot after this. */
const DEFAULT_LOAD_SLOT_TIMEOUT = 30_000;

interface Entry {
  element: HTMLElement;
  start: () => void;
  /** Undoes what a started entry registered (listeners, timer); set once it holds a slot. */
  release?: () => void;
}

/**
 * Limits how many frames of one service load at the same time. `request` starts a load at once
 * when a slot is free, else queues it; a slot frees when the container raises `loaded` or `error`,
 * when the returned cancel function is called (reset, replacement), or after `timeout` ms.
 */
export class LoadQueue implements LoadSlots {
  private readonly waiting: Entry[] = [];
  private readonly running = new Set<Entry>();

  constructor(
    readonly limit: number,
    readonly timeout: number = DEFAULT_LOAD_SLOT_TIMEOUT,
  ) {}

  /** How many loads hold a slot now. */
  get active(): number {
    return this.running.size;
  }

  /** How many loads wait for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Calls `start` (which creates the frame in `element`) when a slot is free, now or later.
   * Returns the function that takes the request back: out of the queue, or out of its slot.
   */
  request(element: HTMLElement, start: () => void): () => void {
    const entry: Entry = { element, start };
    this.waiting.push(entry);
    this.pump();
    return () => this.cancel(entry);
  }

  private cancel(entry: Entry): void {
    const index = this.waiting.indexOf(entry);
    if (index >= 0) this.waiting.splice(index, 1);
    else if (this.running.has(entry)) {
      this.finish(entry);
    }
  }

  private pump(): void {
    while (this.running.size < this.limit && this.waiting.length) {
      const entry = this.next();
      this.waiting.splice(this.waiting.indexOf(entry), 1);
      this.begin(entry);
    }
  }

  // Visible now first; among equals, the one earlier in the document.
  private next(): Entry {
    const visible = new Set(this.waiting.filter(({ element }) => inViewport(element)));
    return this.waiting.reduce((best, entry) => {
      if (visible.has(entry) !== visible.has(best)) return visible.has(entry) ? entry : best;
      return best.element.compareDocumentPosition(entry.element) & PRECEDING ? entry : best;
    });
  }

  private begin(entry: Entry): void {
    const { element } = entry;
    const done = () => this.finish(entry);
    const timer = setTimeout(done, this.timeout);
    for (const name of SETTLING_EVENTS) element.addEventListener(name, done);
    entry.release = () => {
      clearTimeout(timer);
      for (const name of SETTLING_EVENTS) element.removeEventListener(name, done);
    };
    this.running.add(entry);
    try {
      entry.start();
    } catch (error) {
      this.finish(entry);
      throw error;
    }
  }

  private finish(entry: Entry): void {
    if (!this.running.delete(entry)) return;
    entry.release?.();
    entry.release = undefined;
    this.pump();
  }
}

/** Whether some of `element` is in the viewport now. */
function inViewport(element: HTMLElement): boolean {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return bottom > 0 && right > 0 && top < innerHeight && left < innerWidth && bottom > top && right > left;
}
