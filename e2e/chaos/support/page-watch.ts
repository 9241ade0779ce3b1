import type { Page } from '@playwright/test';

/** What the page saw, reported as it happens (it survives reloads, which reset the page's own state). */
interface PageWatch {
  /** Uncaught errors and unhandled rejections of the viewer's page. */
  errors: string[];
  /** Each 'Loading...' that stayed up longer than the limit, in ms. */
  longLoading: number[];
}

/**
 * Watches the page from before its first script: unhandled rejections (besides Playwright's
 * `pageerror`), each continuous span of a visible 'Loading...' status longer than `loadingLimitMs`,
 * and the in-app navigations to '/' (read with {@link navigationsToLogin}).
 */
export async function watchPage(page: Page, loadingLimitMs: number): Promise<PageWatch> {
  const watch: PageWatch = { errors: [], longLoading: [] };
  page.on('pageerror', (error) => watch.errors.push(`${error.name}: ${error.message}`));
  await page.exposeBinding('__chaosReport', (_source, kind: string, detail: string | number) => {
    if (kind === 'rejection') watch.errors.push(`unhandled rejection: ${String(detail)}`);
    if (kind === 'loading') watch.longLoading.push(Number(detail));
  });
  await page.addInitScript((limit: number) => {
    if (window !== window.top) return;
    type Reporter = (kind: string, detail: string | number) => void;
    const report = (kind: string, detail: string | number) =>
      (window as unknown as { __chaosReport?: Reporter }).__chaosReport?.(kind, detail);
    window.addEventListener('unhandledrejection', (event) => {
      const reason = event.reason as { message?: string } | undefined;
      report('rejection', reason?.message ?? String(event.reason));
    });
    // The 'Loading...' status: since when it is up (performance.now()), and whether its span was reported.
    const state = window as unknown as { __chaosLoadingSince?: number; toLogin: number };
    let reported = false;
    const check = () => {
      const up = [...document.querySelectorAll('[role="status"]')].some(
        (el) => el.textContent?.includes('Loading...') && (el as HTMLElement).checkVisibility(),
      );
      const now = performance.now();
      if (up && state.__chaosLoadingSince === undefined) {
        state.__chaosLoadingSince = now;
        reported = false;
      }
      if (up && !reported && now - state.__chaosLoadingSince! > limit) {
        reported = true;
        report('loading', Math.round(now - state.__chaosLoadingSince!));
      }
      if (!up) state.__chaosLoadingSince = undefined;
    };
    // A poll, not only a MutationObserver: a span that outlives the limit with nothing changing must be seen.
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
  }, loadingLimitMs);
  return watch;
}

/** How many times the page's current document navigated to '/' in the app. */
export const navigationsToLogin = (page: Page) =>
  page.evaluate(() => (window as unknown as { toLogin?: number }).toLogin ?? 0);
