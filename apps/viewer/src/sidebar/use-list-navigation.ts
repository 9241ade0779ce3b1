import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Opens the list's links in the app, as a router `<Link>` does, with one click handler for the
 * whole list: a plain click (or Enter) on a link of the app navigates without reloading the page;
 * a click with a modifier key, another button or a link with a target is left to the browser
 * (a new tab, a new window, a download).
 */
export function useListNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
      if (!link || !event.currentTarget.contains(link) || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    },
    [navigate],
  );
}
