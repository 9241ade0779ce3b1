import { type RefObject, useLayoutEffect } from 'react';

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
    if (!active) return;
    const entry = active.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    if (entry.top >= box.top && entry.bottom <= box.bottom) return;
    list.scrollTop += entry.top - box.top - (box.height - entry.height) / 2;
  }, [listRef, activeId, rail, total, query]);
}
