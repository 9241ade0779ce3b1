import type { Timers } from '../../src/timers.ts';

interface Timer {
  at: number;
  kind: 'sleep' | 'timeout';
  fire(): void;
}

/**
 * A clock for `createApi`'s `timers` override (the JWKS refetch pause and fetch timeout, Power BI's
 * retry backoffs and per-attempt timeouts): its time moves only when the test moves it, so a wait of
 * the API's takes no real time and a test can see it start, and see what happens before and after it ends.
 * With `passSleeps`, every sleep is let pass as soon as it starts (the time moves on by its length);
 * timeouts always wait for `advance`.
 */
export class ManualClock implements Timers {
  #now = Date.now();
  #timers: Timer[] = [];
  #sleepWaiters: (() => void)[] = [];
  /** Every sleep asked for (ms), in order. */
  readonly sleeps: number[] = [];

  constructor(private readonly options: { passSleeps?: boolean } = {}) {}

  now(): number {
    return this.#now;
  }

  /** The API's sleep on this clock: it ends when the clock is moved past it (never by real time passing). */
  readonly sleep = (ms: number): Promise<void> => {
    this.sleeps.push(ms);
    if (this.options.passSleeps) {
      this.advance(ms);
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      this.#timers.push({ at: this.#now + ms, kind: 'sleep', fire: resolve });
      for (const wake of this.#sleepWaiters.splice(0)) wake();
    });
  };

  timeout(ms: number): AbortSignal {
    const controller = new AbortController();
    const reason = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    this.#timers.push({ at: this.#now + ms, kind: 'timeout', fire: () => controller.abort(reason) });
    return controller.signal;
  }

  /** The sleeps not yet over: how long each has still to go (ms). */
  pendingSleeps(): number[] {
    return this.#pending('sleep');
  }

  /** The timeouts not yet over (also those of calls that have answered since): how long each has still to go (ms). */
  pendingTimeouts(): number[] {
    return this.#pending('timeout');
  }

  #pending(kind: Timer['kind']): number[] {
    return this.#timers.filter((t) => t.kind === kind).map((t) => t.at - this.#now);
  }

  /** Resolves once a sleep is pending (at once if one already is). */
  sleeping(): Promise<void> {
    if (this.pendingSleeps().length > 0) return Promise.resolve();
    return new Promise((resolve) => this.#sleepWaiters.push(resolve));
  }

  /** Moves the time on by `ms`, ending each sleep and timeout that falls due, in order. */
  advance(ms: number): void {
    const target = this.#now + ms;
    for (;;) {
      const due = this.#timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.#timers.splice(this.#timers.indexOf(due), 1);
      this.#now = due.at;
      due.fire();
    }
    this.#now = target;
  }
}
