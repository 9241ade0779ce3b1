import { useEffect } from 'react';

/** The viewer's name: the last part of every title, and the whole title of the page as served. */
const APP_TITLE = 'CareLens Dashboards';

/** The id of the polite live region that says each new title to screen readers. */
const TITLE_ANNOUNCER_ID = 'route-announcer';

/** `Bed Occupancy – CareLens Dashboards`: the screen's own name first. */
export function documentTitle(screen: string | undefined): string {
  return screen ? `${screen} – ${APP_TITLE}` : APP_TITLE;
}

/**
 * Names the screen in the tab's title (`{screen} – CareLens Dashboards`) and says the new title to
 * screen readers, as a page load would: a single-page app changes screens without one. The region
 * is a polite live region outside the app's root, made on first use and kept for the page's life;
 * the title the page opened with is not said (the screen reader reads it with the page).
 */
export function useDocumentTitle(screen: string | undefined): void {
  const title = documentTitle(screen);
  useEffect(() => {
    if (document.title === title) return;
    const first = !document.getElementById(TITLE_ANNOUNCER_ID);
    document.title = title;
    announce(title, first);
  }, [title]);
}

function announce(title: string, first: boolean): void {
  let region = document.getElementById(TITLE_ANNOUNCER_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = TITLE_ANNOUNCER_ID;
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  // The first screen is the page load's: its title is read with the page.
  if (!first) region.textContent = title;
}
