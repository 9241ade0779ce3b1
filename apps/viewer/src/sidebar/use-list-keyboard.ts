import { type KeyboardEvent, type RefObject, useCallback, useRef } from 'react';
import { keepInView } from './keep-in-view.ts';
import { NO_TYPE_AHEAD, TYPE_AHEAD_PAUSE_MS, typeAhead } from './type-ahead.ts';

/** The links of the list, in order. */
export function listLinks(list: HTMLElement | null): HTMLAnchorElement[] {
  return list ? [...list.querySelectorAll<HTMLAnchorElement>('a.sidebar-link')] : [];
}

/**
 * Keyboard navigation through a list of links (WAI-ARIA practices): Down and Up move the focus
 * to the next and the previous entry, Home and End to the first and the last, and a typed
 * character to the next entry whose name starts with it (characters typed in quick succession
 * make a prefix). The entries stay links: Enter opens one, as it does anywhere.
 */
export function useListKeyboard(
  listRef: RefObject<HTMLElement | null>,
  names: readonly string[],
): (event: KeyboardEvent<HTMLElement>) => void {
  const typed = useRef(NO_TYPE_AHEAD);
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const links = listLinks(listRef.current);
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (current < 0 || links.length === 0) return;
      let next: number | undefined;
      if (event.key === 'ArrowDown') next = Math.min(current + 1, links.length - 1);
      else if (event.key === 'ArrowUp') next = Math.max(current - 1, 0);
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = links.length - 1;
      else if (event.key.length === 1) {
        const now = event.timeStamp;
        // A space only continues a name being typed ('ward 1'); otherwise it is the browser's.
        if (event.key === ' ' && (typed.current.typed === '' || now - typed.current.at > TYPE_AHEAD_PAUSE_MS)) return;
        const found = typeAhead(names, current, event.key, now, typed.current);
        typed.current = found.state;
        next = found.index;
      } else return;
      event.preventDefault();
      const target = next === undefined ? undefined : links[next];
      if (target && listRef.current) {
        target.focus();
        keepInView(target, listRef.current);
      }
    },
    [listRef, names],
  );
}
