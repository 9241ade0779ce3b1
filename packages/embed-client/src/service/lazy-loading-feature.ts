// Lazy frames (`lazy`) and the load pool (`maxConcurrentLoads`) as a feature of a service. The pool
// is here whole: a free slot creates the frame within `embed`, and a reset starts the next frame at
// once, so its accounting cannot wait for a chunk. The viewport watch of a lazy frame
// (embeds/defer-frame.ts) is loaded on the first lazy embed: its frame waits for it anyway.
import type { HostFeature, LoadSlots } from '../host/embed-host';
import type { LazyOptions } from '../host-options';
import { chunkLoader } from './chunk-loader';
import { createLoadQueue } from './load-queue';

const deferChunk = /* @__PURE__ */ chunkLoader(() => import('../embeds/defer-frame'));

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
export const lazyLoading: HostFeature = { frames: { queue: createLoadQueue, defer } };
