import type { Embed, ICustomEvent, IEventHandler } from '@org/embed-client';
import type { AnyEventHandler, EventHandlers } from './embed-props';

/** The event subscriptions of one component: see `eventSubscriptions`. */
export interface EventSubscriptions {
  /** Subscribes `embed` to the names of `handlers` (the latest handlers are the ones called). */
  update(embed: Embed | undefined, handlers: EventHandlers | undefined): void;
  /** Removes every subscription made here (and only those). */
  clear(): void;
}

/**
 * Keeps an embed subscribed once per event name, with a listener that calls whatever handler was
 * passed last: new functions on each render cause no re-subscription (and no stale closures). A
 * name that disappears is unsubscribed with `off(name, ourListener)`, leaving the app's own `on`
 * handlers alone. Names the embed does not allow are logged once for each different list.
 */
export function eventSubscriptions(): EventSubscriptions {
  let latest = new Map<string, AnyEventHandler>();
  let subscribed = new Map<string, IEventHandler<unknown>>();
  let current: Embed | undefined;
  let reported = '';
  const clear = () => {
    subscribed.forEach((listener, name) => current?.off(name, listener));
    subscribed = new Map();
    current = undefined;
  };
  return {
    clear,
    update(embed, handlers) {
      const entries = handlers instanceof Map ? [...handlers] : Object.entries(handlers ?? {});
      latest = new Map(entries.filter((entry): entry is [string, AnyEventHandler] => !!entry[1]));
      if (embed != current) clear();
      if (!(current = embed)) return;
      const allowed = embed.allowedEvents;
      const invalid = [...latest.keys()].filter((name) => !allowed.includes(name)).join(',');
      if (invalid && invalid != reported) console.error('Following events are invalid: ' + invalid);
      reported = invalid;
      subscribed.forEach((listener, name) => {
        if (!latest.has(name)) {
          embed.off(name, listener);
          subscribed.delete(name);
        }
      });
      latest.forEach((_handler, name) => {
        if (subscribed.has(name) || !allowed.includes(name)) return;
        const listener = (event: ICustomEvent<unknown>) => latest.get(name)?.(event, embed);
        embed.on(name, listener);
        subscribed.set(name, listener);
      });
    },
  };
}
