/**
 * Host-page prelude (after host-tools, before the elements): counts what could outlive an element —
 * listeners on window and document, pending timers, observed elements of IntersectionObservers.
 * `window.tracker.counts()` gives the numbers now.
 */
type Listener = EventListenerOrEventListenerObject;

export interface TrackerCounts {
  windowListeners: number;
  documentListeners: number;
  timers: number;
  observed: number;
}

declare global {
  interface Window {
    tracker: { counts(): TrackerCounts };
  }
}

const listeners = new Map<EventTarget, Set<string>>([
  [window, new Set()],
  [document, new Set()],
]);
const ids = new WeakMap<Listener, number>();
let next = 0;
const key = (type: string, listener: Listener, options?: boolean | EventListenerOptions) => {
  if (!ids.has(listener)) ids.set(listener, ++next);
  return `${type}:${ids.get(listener)}:${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;
};
for (const target of [window, document] as EventTarget[]) {
  const add = target.addEventListener;
  const remove = target.removeEventListener;
  target.addEventListener = function (
    type: string,
    listener: Listener | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (listener) listeners.get(target)!.add(key(type, listener, options));
    return add.call(this, type, listener, options);
  };
  target.removeEventListener = function (
    type: string,
    listener: Listener | null,
    options?: boolean | EventListenerOptions,
  ) {
    if (listener) listeners.get(target)!.delete(key(type, listener, options));
    return remove.call(this, type, listener, options);
  };
}

const timers = new Set<number>();
const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window;
window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
  const id: number = set(
    (...a: unknown[]) => {
      timers.delete(id);
      if (typeof handler == 'function') handler(...a);
    },
    ms,
    ...args,
  );
  timers.add(id);
  return id;
}) as typeof setTimeout;
window.clearTimeout = ((id?: number) => {
  timers.delete(id!);
  clear(id);
}) as typeof clearTimeout;
window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
  const id = every(handler, ms, ...args);
  timers.add(id);
  return id;
}) as typeof setInterval;
window.clearInterval = ((id?: number) => {
  timers.delete(id!);
  stop(id);
}) as typeof clearInterval;

const observed = new Map<IntersectionObserver, Set<Element>>();
const io = IntersectionObserver.prototype;
const { observe, unobserve, disconnect } = io;
io.observe = function (target) {
  observed.set(this, (observed.get(this) ?? new Set()).add(target));
  observe.call(this, target);
};
io.unobserve = function (target) {
  observed.get(this)?.delete(target);
  unobserve.call(this, target);
};
io.disconnect = function () {
  observed.delete(this);
  disconnect.call(this);
};

window.tracker = {
  counts: () => ({
    windowListeners: listeners.get(window)!.size,
    documentListeners: listeners.get(document)!.size,
    timers: timers.size,
    observed: [...observed.values()].reduce((sum, set) => sum + set.size, 0),
  }),
};
