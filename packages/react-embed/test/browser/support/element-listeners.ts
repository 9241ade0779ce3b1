/**
 * Counts the event listeners registered on elements (the component's container gets one per
 * subscribed event name from embed-client). Imported first by the test app, so it wraps
 * `addEventListener` before any other code runs; window listeners are counted by host-tools.
 */
type Listener = EventListenerOrEventListenerObject;

const registered = new WeakMap<EventTarget, Set<string>>();
const additions = new WeakMap<EventTarget, number>();
const ids = new WeakMap<Listener, number>();
let next = 0;
const key = (type: string, listener: Listener, options?: boolean | EventListenerOptions) => {
  if (!ids.has(listener)) ids.set(listener, ++next);
  const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
  return `${type}:${ids.get(listener)}:${capture}`;
};

const proto = EventTarget.prototype;
const add = proto.addEventListener;
const remove = proto.removeEventListener;
proto.addEventListener = function (this: EventTarget, type, listener, options) {
  if (listener && this instanceof Element) {
    const set = registered.get(this) ?? new Set<string>();
    set.add(key(type, listener, options));
    registered.set(this, set);
    additions.set(this, (additions.get(this) ?? 0) + 1);
  }
  return add.call(this, type, listener, options);
};
proto.removeEventListener = function (this: EventTarget, type, listener, options) {
  if (listener && this instanceof Element) registered.get(this)?.delete(key(type, listener, options));
  return remove.call(this, type, listener, options);
};

/** The listeners currently registered on `element` (all types), or only those of `type`. */
export function elementListenerCount(element: Element, type?: string): number {
  const all = [...(registered.get(element) ?? [])];
  return type ? all.filter((k) => k.startsWith(`${type}:`)).length : all.length;
}

/** How many times `addEventListener` was called on `element` so far (a re-subscription counts too). */
export const elementListenerAdditions = (element: Element): number => additions.get(element) ?? 0;
