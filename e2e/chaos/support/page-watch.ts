import type { Page } from '@playwright/test';

/** What the page saw, reported as it happens (it survives reloads, which reset the page's own state). */
interface PageWatch {
  /** Uncaught errors and unhandled rejections of the viewer's page. */
  errors: string[];
  /** The viewer's report watchdog acting (its console warnings): a frame that did not answer its load in time. */
  watchdog: string[];
}

/** The viewer's console warnings when its report watchdog acts (apps/viewer/src/dashboard/dashboard-report.tsx). */
const WATCHDOG = /its frame did not answer in|no answer from its new frame either/;

/**
 * Watches the page from before its first script: unhandled rejections (besides Playwright's
 * `pageerror`), since when a 'Loading...' status is up (read with {@link loadingUpFor}), and the
 * in-app navigations to '/' (read with {@link navigationsToLogin}).
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { errors: [], watchdog: [] };
  page.on('pageerror', (error) => watch.errors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'warning' && WATCHDOG.test(message.text())) watch.watchdog.push(message.text());
  });
  await page.exposeBinding('__chaosReport', (_source, kind: string, detail: string | number) => {
    if (kind === 'rejection') watch.errors.push(`unhandled rejection: ${String(detail)}`);
  });
  await page.addInitScript(() => {
    if (window !== window.top) return;
    type Reporter = (kind: string, detail: string | number) => void;
    const report = (kind: string, detail: string | number) =>
      (window as unknown as { __chaosReport?: Reporter }).__chaosReport?.(kind, detail);
    window.addEventListener('unhandledrejection', (event) => {
      const reason = event.reason as { message?: string } | undefined;
      report('rejection', reason?.message ?? String(event.reason));
    });
    // The 'Loading...' status: since when it is up (performance.now()), read by loadingUpFor().
    const state = window as unknown as { __chaosLoadingSince?: number; toLogin: number };
    const check = () => {
      const up = [...document.querySelectorAll('[role="status"]')].some(
        (el) => el.textContent?.includes('Loading...') && (el as HTMLElement).checkVisibility(),
      );
      if (!up) state.__chaosLoadingSince = undefined;
      else state.__chaosLoadingSince ??= performance.now();
    };
    // A poll besides the observer: a status that stays up with nothing changing must still be seen.
    setInterval(check, 250);
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    // In-app navigations to '/', so that a session exit can be checked to happen once.
    state.toLogin = 0;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url !== undefined && url !== null && new URL(url, location.href).pathname === '/') state.toLogin += 1;
        original(data, unused, url);
      };
    }
  });
  return watch;
}

/** How many times the page's current document navigated to '/' in the app. */
export const navigationsToLogin = (page: Page) =>
  page.evaluate(() => (window as unknown as { toLogin?: number }).toLogin ?? 0);

/** How long the current 'Loading...' has been up, in ms (0 when none is). */
export const loadingUpFor = (page: Page) =>
  page.evaluate(() => {
    const since = (window as unknown as { __chaosLoadingSince?: number }).__chaosLoadingSince;
    return since === undefined ? 0 : Math.round(performance.now() - since);
  });
