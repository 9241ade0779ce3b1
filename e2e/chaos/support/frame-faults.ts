import type { BrowserContext } from '@playwright/test';

/** The fake frame's behaviour switches a schedule sets (packages/fake-frame/README.md, "Behaviour switches"). */
interface FrameFaults {
  /** Wait before every answer. */
  delayMs: number;
  /** The frame script arrives this late (the boot cost). */
  bootMs: number;
  /** Each load and render takes this long (`loadMs`, `renderMs`). */
  loadMs?: number;
  /** The first this many frame documents never answer `/report/load`. */
  hangLoads: number;
}

/** Marks a frame URL whose switches are already set, so that it goes to the server as it is. */
const MARK = 'chaos';

/**
 * Gives every report frame the context opens the switches of `faults`. The frame reads them from its
 * own URL's query, which the embedding page sets: so the frame's navigation is redirected to the same
 * URL with the switches added, and the server's own answer is what the frame gets (a page fulfilled by
 * Playwright would lose its loopback address space, and Chromium would then block the frame's requests
 * to the API). Works with any checkout's fake-frame server. Returns how many frame documents were asked for.
 */
export async function applyFrameFaults(
  context: BrowserContext,
  frameOrigin: string,
  faults: FrameFaults,
): Promise<() => number> {
  let served = 0;
  await context.route(
    (url) => url.origin === frameOrigin && url.pathname === '/reportEmbed' && !url.searchParams.has(MARK),
    async (route) => {
      served += 1;
      const url = new URL(route.request().url());
      url.searchParams.set(MARK, String(served));
      if (faults.delayMs) url.searchParams.set('delay', String(faults.delayMs));
      if (faults.bootMs) url.searchParams.set('bootMs', String(faults.bootMs));
      if (faults.loadMs) {
        url.searchParams.set('loadMs', String(faults.loadMs));
        url.searchParams.set('renderMs', String(faults.loadMs));
      }
      if (served <= faults.hangLoads) url.searchParams.set('hang', '/report/load');
      await route.fulfill({ status: 302, headers: { location: url.href, 'cache-control': 'no-store' } });
    },
  );
  return () => served;
}
