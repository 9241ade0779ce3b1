import type { EmbedErrorCode } from '../embed-error';
import type { RefreshTiming } from './refresh-options';
import { scheduleOf, type ScheduledToken } from './refresh-schedule';
import { fetchToken, type TokenAsk } from './fetch-token';
import type { TokenProvider } from './token-provider';

// One slot per provider function and sharing key: the call in flight and the last token it gave.
interface Slot {
  inFlight?: Promise<ScheduledToken>;
  last?: ScheduledToken;
}

// Keyed by the provider function, so a provider that is dropped takes its slots with it.
const slots = new WeakMap<TokenProvider, Map<string, Slot>>();

/**
 * A token from `provider`, scheduled by `timing`. With `timing.key`, embeds with the same provider
 * function and key share it: a call already in flight is joined, and a token fetched by another
 * embed whose refresh time has not come yet is reused (unless `ask.reason` is `expired`). Without a
 * key every call goes to the provider.
 */
export function sharedTokenFetch(
  provider: TokenProvider,
  ask: TokenAsk,
  timing: RefreshTiming,
  fail: (code: EmbedErrorCode, message: string) => Error,
  now: () => number = Date.now,
): Promise<ScheduledToken> {
  const call = () =>
    fetchToken(provider, ask, timing.timeoutMs, fail).then((grant) => scheduleOf(grant, now(), timing));
  if (timing.key === undefined) return call();
  let byKey = slots.get(provider);
  if (!byKey) slots.set(provider, (byKey = new Map()));
  let slot = byKey.get(timing.key);
  if (!slot) byKey.set(timing.key, (slot = {}));
  if (slot.inFlight) return slot.inFlight;
  if (slot.last && ask.reason !== 'expired' && slot.last.refreshAt > now()) return Promise.resolve(slot.last);
  const own = slot;
  const inFlight = call().then((token) => {
    own.last = token;
    return token;
  });
  own.inFlight = inFlight;
  const clear = () => {
    if (own.inFlight === inFlight) own.inFlight = undefined;
  };
  inFlight.then(clear, clear);
  return inFlight;
}
