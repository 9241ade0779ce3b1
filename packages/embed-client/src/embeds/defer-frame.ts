// When an embed's iframe is created: at once (the default, as powerbi-client does), once the
// container comes near the viewport (`lazy`), and/or once the service's load pool has a slot.
import type { LazyOptions } from '../host-options';
import type { LoadSlots } from '../host/embed-host';

/** Default of `lazy.rootMargin`: how near the viewport a container counts as seen. */
const DEFAULT_LAZY_ROOT_MARGIN = '200px';

/** Whether IntersectionObserver exists here; without it a lazy embed creates its frame at once. */
const canObserveIntersections = (): boolean => typeof IntersectionObserver === 'function';

/**
 * Calls `create` once `element` is near the viewport (when `lazy` is set and IntersectionObserver
 * exists) and `queue` gives it a slot (when there is a queue). Returns the function that cancels
 * whatever still waits and frees the slot; undefined when `create` ran at once with nothing to undo.
 */
export function deferFrame(
  element: HTMLElement,
  lazy: boolean | LazyOptions | undefined,
  queue: LoadSlots | undefined,
  create: () => void,
): (() => void) | undefined {
  let cancelSlot: (() => void) | undefined;
  let cancelled = false;
  const enqueue = () => {
    if (cancelled) return;
    if (queue) cancelSlot = queue.request(element, create);
    else create();
  };
  if (!lazy || !canObserveIntersections()) {
    enqueue();
    return cancelSlot;
  }
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
