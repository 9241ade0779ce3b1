// Lazy frames (`lazy`) and the load pool (`maxConcurrentLoads`) as a feature of a service. Here is
// only what must happen at once: the options are checked (a wrong one throws from the constructor or
// `embed`) and the calls are held. The pool (service/load-queue.ts) is loaded when the first service
// with a limit is created, the loads asked for meanwhile waiting for it in the order asked; the
// viewport watch of a lazy frame (embeds/defer-frame.ts) on the first lazy embed.
import { EmbedError } from '../embed-error';
import type { HostFeature, LoadSlots } from '../host/embed-host';
import type { LazyOptions } from '../host-options';
import { chunkLoader } from './chunk-loader';

const deferChunk = /* @__PURE__ */ chunkLoader(() => import('../embeds/defer-frame'));
const queueChunk = /* @__PURE__ */ chunkLoader(() => import('./load-queue'));

/**
 * The service's load pool for `maxConcurrentLoads` (none when it is not set); refuses a value that
 * is not a whole number ≥ 1, and a `loadSlotTimeout` that is not a number ≥ 0. Until the pool's code
 * has arrived, the loads asked for wait and a cancel takes them back; they are then handed to the
 * pool one by one, as if asked for then. Should the code fail to load (the network), every load
 * starts at once: nothing waits for a chunk forever.
 */
export function loadPool(maxConcurrentLoads: unknown, loadSlotTimeout: unknown): LoadSlots | undefined {
  if (loadSlotTimeout !== undefined && !(typeof loadSlotTimeout === 'number' && loadSlotTimeout >= 0)) {
    throw new EmbedError(
      'InvalidArgument',
      `loadSlotTimeout must be a number of milliseconds ≥ 0, not ${JSON.stringify(loadSlotTimeout)}`,
    );
  }
  if (maxConcurrentLoads === undefined) return undefined;
  if (!(typeof maxConcurrentLoads === 'number' && Number.isInteger(maxConcurrentLoads) && maxConcurrentLoads >= 1)) {
    throw new EmbedError(
      'InvalidArgument',
      `maxConcurrentLoads must be a whole number ≥ 1, not ${JSON.stringify(maxConcurrentLoads)}`,
    );
  }
  const timeout = loadSlotTimeout as number | undefined;
  if (queueChunk.loaded) return new queueChunk.loaded.LoadQueue(maxConcurrentLoads, timeout);
  let pool: LoadSlots | undefined;
  // Each load asked for meanwhile, as the call that hands it to the pool (a Set keeps their order).
  const held = new Set<() => void>();
  const open = (slots: LoadSlots) => {
    pool = slots;
    for (const handOver of held) {
      try {
        handOver();
      } catch (error) {
        // A frame that could not be created (thrown from `embed` had the pool been there): reported, the others go on.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    held.clear();
  };
  queueChunk.load().then(
    ({ LoadQueue }) => open(new LoadQueue(maxConcurrentLoads, timeout)),
    () => open({ request: (_element, start) => (start(), () => {}) }),
  );
  return {
    request(element, start) {
      if (pool) return pool.request(element, start);
      let cancel: (() => void) | undefined;
      const handOver = () => (cancel = pool!.request(element, start));
      held.add(handOver);
      return () => {
        held.delete(handOver);
        cancel?.();
      };
    },
  };
}

/**
 * Creates the frame now (through the pool when there is one) unless it is lazy and IntersectionObserver
 * exists; a lazy frame is handed to `deferFrame` once its chunk has loaded. Should the chunk fail to
 * load (the network), the frame is created as if it were not lazy: nothing waits for a chunk forever.
 */
function defer(
  element: HTMLElement,
  lazy: boolean | LazyOptions | undefined,
  queue: LoadSlots | undefined,
  create: () => void,
): (() => void) | undefined {
  const now = () => (queue ? queue.request(element, create) : create());
  if (!lazy || typeof IntersectionObserver !== 'function') return now() || undefined;
  if (deferChunk.loaded) return deferChunk.loaded.deferFrame(element, lazy, queue, create);
  let cancel: (() => void) | undefined | void;
  let cancelled = false;
  deferChunk.load().then(
    ({ deferFrame }) => {
      if (!cancelled) cancel = deferFrame(element, lazy, queue, create);
    },
    () => {
      if (!cancelled) cancel = now();
    },
  );
  return () => {
    cancelled = true;
    cancel?.();
  };
}

/** Lazy frames (`lazy`) and the load pool (`maxConcurrentLoads`), for `new EmbedService({ features: [lazyLoading] })`; `Service` has it. */
export const lazyLoading: HostFeature = { frames: { queue: loadPool, defer } };
