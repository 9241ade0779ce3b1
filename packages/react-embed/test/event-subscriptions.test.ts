import type { Embed, ICustomEvent } from '@org/embed-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventSubscriptions } from '../src/event-subscriptions.ts';

type Listener = (event: ICustomEvent<unknown>) => void;

// An embed that keeps its `on` subscriptions like embed-client does (off(name, handler) removes that one only).
function fakeEmbed(allowedEvents = ['loaded', 'error', 'dataSelected']) {
  let subscriptions: [string, Listener][] = [];
  const embed = {
    allowedEvents,
    on: vi.fn((name: string, handler: Listener) => void subscriptions.push([name, handler])),
    off: vi.fn((name: string, handler?: Listener) => {
      subscriptions = subscriptions.filter(([n, h]) => n != name || (handler && h != handler));
    }),
    raise: (name: string, detail: unknown) =>
      subscriptions.filter(([n]) => n == name).forEach(([, h]) => h({ detail } as ICustomEvent<unknown>)),
    count: (name: string) => subscriptions.filter(([n]) => n == name).length,
  };
  return embed as typeof embed & Embed;
}

afterEach(() => vi.restoreAllMocks());

describe('eventSubscriptions', () => {
  it('calls handlers with the event and the embed, from a Map or an object', () => {
    const embed = fakeEmbed();
    const seen: unknown[] = [];
    const subscriptions = eventSubscriptions();
    subscriptions.update(embed, new Map([['loaded', (event, e) => seen.push(event.detail, e)]]));
    embed.raise('loaded', 1);
    subscriptions.update(embed, { loaded: (event, e) => seen.push(event.detail, e) });
    embed.raise('loaded', 2);
    expect(seen).toEqual([1, embed, 2, embed]);
  });

  it('subscribes once per name and always calls the latest function passed', () => {
    const embed = fakeEmbed();
    const subscriptions = eventSubscriptions();
    const log: string[] = [];
    subscriptions.update(embed, { loaded: () => log.push('first') });
    subscriptions.update(embed, { loaded: () => log.push('second') });
    subscriptions.update(embed, { loaded: () => log.push('third') });
    embed.raise('loaded', null);
    expect(log).toEqual(['third']);
    expect(embed.on).toHaveBeenCalledOnce();
    expect(embed.off).not.toHaveBeenCalled();
  });

  it("unsubscribes a name that disappears (or gets null), leaving the app's own handlers", () => {
    const embed = fakeEmbed();
    const own = vi.fn();
    embed.on('loaded', own);
    const subscriptions = eventSubscriptions();
    const ours = vi.fn();
    subscriptions.update(embed, { loaded: ours, error: ours });
    expect(embed.count('loaded')).toBe(2);
    subscriptions.update(embed, { error: ours, loaded: null });
    expect(embed.count('loaded')).toBe(1);
    subscriptions.update(embed, undefined);
    expect(embed.count('error')).toBe(0);
    embed.raise('loaded', null);
    expect(own).toHaveBeenCalledOnce();
    expect(ours).not.toHaveBeenCalled();
  });

  it('moves to a new embed: off the old one, on the new one', () => {
    const first = fakeEmbed();
    const second = fakeEmbed();
    const subscriptions = eventSubscriptions();
    const handler = vi.fn();
    subscriptions.update(first, { loaded: handler });
    subscriptions.update(second, { loaded: handler });
    expect(first.count('loaded')).toBe(0);
    second.raise('loaded', null);
    expect(handler).toHaveBeenCalledWith({ detail: null }, second);
    subscriptions.clear();
    expect(second.count('loaded')).toBe(0);
  });

  it('[R-LOG-05] logs invalid names once: "Following events are invalid: <names>"', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const embed = fakeEmbed();
    const subscriptions = eventSubscriptions();
    const noop = () => undefined;
    subscriptions.update(embed, { loaded: noop, bogus: noop, nope: noop });
    subscriptions.update(embed, { loaded: noop, bogus: noop, nope: noop });
    expect(error.mock.calls).toEqual([['Following events are invalid: bogus,nope']]);
    expect(embed.on).toHaveBeenCalledTimes(1);
    subscriptions.update(embed, { bogus: noop });
    expect(error.mock.calls.at(-1)).toEqual(['Following events are invalid: bogus']);
  });

  it('does nothing without an embed, and subscribes once one is there', () => {
    const subscriptions = eventSubscriptions();
    const handler = vi.fn();
    subscriptions.update(undefined, { loaded: handler });
    const embed = fakeEmbed();
    subscriptions.update(embed, { loaded: handler });
    embed.raise('loaded', 3);
    expect(handler).toHaveBeenCalledOnce();
  });
});
