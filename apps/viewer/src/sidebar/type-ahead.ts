import { searchText } from './search-text.ts';

/** A pause longer than this between two keys starts a new type-ahead search. */
export const TYPE_AHEAD_PAUSE_MS = 500;

/** What a type-ahead remembers between keys: the letters typed so far and when the last came. */
export interface TypeAhead {
  typed: string;
  at: number;
}

export const NO_TYPE_AHEAD: TypeAhead = { typed: '', at: Number.NEGATIVE_INFINITY };

/**
 * The entry a typed character moves to (WAI-ARIA practices' type-ahead): the next name after
 * `current` that starts with the character; characters typed in quick succession make a prefix
 * ('ca' → 'Cardiology…'), searched from `current` itself; the same character again moves on to the
 * next name with that initial. Wraps round; `index` is undefined when no name matches.
 */
export function typeAhead(
  names: readonly string[],
  current: number,
  key: string,
  now: number,
  last: TypeAhead,
): { index: number | undefined; state: TypeAhead } {
  const typed = (now - last.at > TYPE_AHEAD_PAUSE_MS ? '' : last.typed) + searchText(key);
  const state = { typed, at: now };
  const repeated = [...typed].every((char) => char === typed[0]);
  const prefix = repeated ? typed[0] : typed;
  // A new or repeated initial moves on from the current entry; a longer prefix may stay on it.
  const start = repeated ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < names.length; step++) {
    const index = (start + step) % names.length;
    if (searchText(names[index]).startsWith(prefix)) return { index, state };
  }
  return { index: undefined, state };
}
