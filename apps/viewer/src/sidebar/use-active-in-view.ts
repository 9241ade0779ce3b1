import { type RefObject, useLayoutEffect } from 'react';
import { keepInView } from './keep-in-view.ts';

/**
 * Keeps the active entry in sight: when the active dashboard, the list's look (rail or open) or
 * the list itself changes, the list scrolls so that the active entry (`aria-current`) is in the
 * middle, unless it is in view already. While a filter narrows the list it starts at its top.
 */
export function useActiveInView(
  listRef: RefObject<HTMLElement | null>,
  activeId: string | undefined,
  rail: boolean,
  total: number,
  query: string,
): void {
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (query.trim()) {
      list.scrollTop = 0;
      return;
    }
    const active = list.querySelector<HTMLElement>('[aria-current="page"]');
    if (active) keepInView(active, list, true);
  }, [listRef, activeId, rail, total, query]);
}
