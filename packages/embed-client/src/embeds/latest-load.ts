// "The latest load wins": the 100 ms rule of powerbi-client, without losing a configuration.
//
// powerbi-client sends no second load within 100 ms of the last one, whatever it carries: a second
// report asked for in that window (a quick second click, a switch the moment the first report
// rendered) was silently lost, and the frame kept the first one. Here a load in that window is
// compared with the last one sent (`postedForm`): the same configuration is still not sent, as in
// powerbi-client; another one is deferred until the 100 ms have passed, and then the configuration
// of that moment (the latest asked for) is sent. So every sequence powerbi-client handles (loads
// more than 100 ms apart, a repeat within 100 ms) puts the same messages on the wire.

import type { IEmbedConfiguration } from '../configurations';

/** powerbi-client's minimum time between two loads of one component. */
export const LOAD_INTERVAL_MS = 100;

/** The load that waits for the 100 ms to pass: its timer and whoever waits for its answer. */
interface Deferred {
  timer: ReturnType<typeof setTimeout>;
  phasedRender?: boolean;
  resolve: (answer: Promise<void>) => void;
}

/**
 * What a load posts, as text, to tell a repeat from a change: the path and the whole posted
 * configuration except `uniqueId`, which embed-client makes anew on every re-embed (the same
 * report embedded twice is a repeat). Unserialisable configurations count as changed.
 */
function postedForm(path: string, config: IEmbedConfiguration): string | undefined {
  try {
    return path + ' ' + JSON.stringify({ ...config, uniqueId: undefined });
  } catch {
    return undefined;
  }
}

/**
 * The load history of one component: what it last sent and when, the load waiting for the 100 ms
 * to pass (at most one), and whether the frame has answered the last load yet (until then, its
 * `loaded`, `rendered` and `error` events belong to an earlier load).
 */
export class LatestLoad {
  private posted?: { form?: string; uniqueId?: string };
  private deferred?: Deferred;
  private answered = true;
  private replaced = false;
  private generation = 0;

  /** Notes a load sent now to `path` with `config`; a deferred load is superseded by it. */
  sent(path: string, config: IEmbedConfiguration, answer: Promise<unknown>): void {
    this.cancel();
    // Only a load under the same uid can be mistaken for the one it replaces: the frame's events
    // name the uid of their load, and a re-embed's new uid already leaves the old one's unheard.
    this.replaced = !!this.posted && this.posted.uniqueId === config.uniqueId;
    this.posted = { form: postedForm(path, config), uniqueId: config.uniqueId };
    this.answered = false;
    const generation = ++this.generation;
    const settle = () => {
      if (generation === this.generation) this.answered = true;
    };
    answer.then(settle, settle);
  }

  /** Whether a load of `config` to `path` would repeat the last one sent. */
  repeats(path: string, config: IEmbedConfiguration): boolean {
    const form = postedForm(path, config);
    return form !== undefined && form === this.posted?.form;
  }

  /** The `uniqueId` the last load sent carried: the frame's events name it. */
  get postedUniqueId(): string | undefined {
    return this.posted?.uniqueId;
  }

  /**
   * Sends a load once `delayMs` have passed, by calling `send` then (which reads the configuration
   * of that moment). A load already waiting is superseded: its caller's promise resolves with
   * undefined, as powerbi-client's does for a load it does not send.
   */
  defer(delayMs: number, phasedRender: boolean | undefined, send: (phasedRender?: boolean) => Promise<void>) {
    this.cancel();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.deferred = undefined;
        resolve(send(phasedRender));
      }, delayMs);
      this.deferred = { timer, phasedRender, resolve };
    });
  }

  /** Drops the load waiting for its turn (a reset, a repeat, a newer load sent): nothing is sent. */
  cancel(): void {
    const deferred = this.deferred;
    if (!deferred) return;
    this.deferred = undefined;
    clearTimeout(deferred.timer);
    deferred.resolve(Promise.resolve());
  }

  /**
   * Whether the frame's event `name` belongs to a load that a newer one under the same uid
   * replaced: a `loaded`, `rendered` or `error` that arrives after the newer load was sent and
   * before the frame answered it (the frame answers a load before it raises that load's events).
   */
  isStale(name: string): boolean {
    return this.replaced && !this.answered && (name === 'loaded' || name === 'rendered' || name === 'error');
  }
}
