import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A tab for one host page: a page of a browser context (a profile) of its own. */
export interface Tab {
  context: BrowserContext;
  page: Page;
}

/** The tabs of a test file's host pages: new ones, or clean ones an earlier host page gave back. */
export interface TabPool {
  /** A tab on `about:blank` whose profile no other open host page uses (navigate it to the host page). */
  open(): Promise<Tab>;
  /**
   * Ends the host page in `tab`. With `reuse` (the test never held the Playwright page itself, which
   * could have left a clock, routes, init scripts, listeners or a viewport on it), the tab is kept
   * for a later `open()` if nothing of the page is left behind: it is the profile's only page, has
   * no cookies, and none of its frames left local or session storage, IndexedDB, Cache Storage or a
   * service worker. The tab then goes to `about:blank`, so its document, frames and timers are gone
   * before the next host page starts; this happens after `release` returns (the next `open()` waits
   * for it). Otherwise the profile is closed, as without `reuse`.
   */
  release(tab: Tab, options: { reuse: boolean }): Promise<void>;
  /** Closes every profile the pool opened. */
  close(): Promise<void>;
}

/** What a frame's origin kept in its profile (run in each frame; 0 when nothing). */
async function leftovers(): Promise<number> {
  const workers = navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0;
  const databases = indexedDB.databases ? (await indexedDB.databases()).length : 0;
  const caches = globalThis.caches ? (await globalThis.caches.keys()).length : 0;
  return localStorage.length + sessionStorage.length + workers + databases + caches;
}

/** At most this many tabs wait for reuse (a file runs one or two host pages at a time, rarely more). */
const KEEP = 4;

/**
 * A pool of tabs for a test file's host pages. A fresh profile and tab take Chromium about three times
 * the CPU of a new document in a tab already open (a renderer process started, its first navigation,
 * then its shutdown), and most scenarios need only a fresh document: each host page still starts as a
 * new document (`goto` of its own URL), with no script, frame, timer, listener or storage of an earlier one.
 */
export function tabPool(browser: Browser): TabPool {
  const contexts = new Set<BrowserContext>();
  /** The tabs given back, each once it is on `about:blank` (undefined: its profile was closed instead). */
  const returned: Promise<Tab | undefined>[] = [];
  let closed = false;

  const discard = async (tab: Tab): Promise<undefined> => {
    await tab.context.close().catch(() => undefined);
    return undefined;
  };

  async function cleaned(tab: Tab): Promise<Tab | undefined> {
    const { context, page } = tab;
    try {
      if (page.isClosed() || context.pages().length !== 1) return await discard(tab);
      const kept = await Promise.all(page.frames().map((frame) => frame.evaluate(leftovers)));
      if (kept.some((count) => count !== 0)) return await discard(tab);
      await page.goto('about:blank');
      if (closed || (await context.cookies()).length !== 0) return await discard(tab);
      return tab;
    } catch {
      return discard(tab);
    }
  }

  return {
    async open() {
      while (returned.length) {
        const tab = await returned.shift();
        if (tab) return tab;
      }
      const context = await browser.newContext();
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      return { context, page: await context.newPage() };
    },
    async release(tab, { reuse }) {
      if (reuse && !closed && returned.length < KEEP) returned.push(cleaned(tab));
      else await discard(tab);
    },
    async close() {
      closed = true;
      await Promise.all(returned.splice(0));
      await Promise.all([...contexts].map((c) => c.close().catch(() => undefined)));
    },
  };
}
