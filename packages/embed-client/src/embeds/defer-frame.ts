// When a lazy embed's iframe is created: once the container comes near the viewport, and then once
// the service's load pool has a slot. Loaded on the first lazy embed (service/lazy-loading-feature.ts,
// which creates every other frame at once or through the pool): it imports nothing the rest of the
// package has.
import type { LazyOptions } from '../host-options';
import type { LoadSlots } from '../host/embed-host';

/** Default of `lazy.rootMargin`: how near the viewport a container counts as seen. */
const DEFAULT_LAZY_ROOT_MARGIN = '200px';

/**
 * Calls `create` once `element` is near the viewport (IntersectionObserver exists: the caller made
 * sure) and `queue` gives it a slot (when there is a queue). Returns the function that cancels
 * whatever still waits and frees the slot.
 */
export function deferFrame(
  element: HTMLElement,
  lazy: true | LazyOptions,
  queue: LoadSlots | undefined,
  create: () => void,
): () => void {
  let cancelSlot: (() => void) | undefined;
  let cancelled = false;
  const enqueue = () => {
    if (cancelled) return;
    if (queue) cancelSlot = queue.request(element, create);
    else create();
  };
  const rootMargin = (typeof lazy === 'object' && lazy.rootMargin) || DEFAULT_LAZY_ROOT_MARGIN;
  const observer = new IntersectionObserver(
    (records) => {
      if (!records.some((record) => record.isIntersecting)) return;
      observer.disconnect();
      enqueue();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => {
    cancelled = true;
    observer.disconnect();
    cancelSlot?.();
  };
}
