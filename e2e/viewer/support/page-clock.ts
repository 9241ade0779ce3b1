import type { Page } from '@playwright/test';

/**
 * Runs the page's clock (Playwright's `page.clock`, installed before the page opened; it runs as usual
 * otherwise) ahead to the scheduled renewal of an embed token that expires at `expiresAt` (ISO 8601, the
 * `embedTokenExpiration` of `GET /dashboards`), instead of waiting for it. The viewer renews at half the
 * lifetime the token had left when it got it, which was before now: at the latest halfway from now to
 * the expiry. The jump goes 1 s past that point, and never to the expiry itself (a token has far more
 * than 2 s left here): the old token is still valid when the renewal goes out.
 */
export async function runToTokenRenewal(page: Page, expiresAt: string | undefined): Promise<void> {
  if (!expiresAt) throw new Error('GET /dashboards gave no embedTokenExpiration');
  const expiry = Date.parse(expiresAt);
  const now = await page.evaluate(() => Date.now());
  if (expiry - now <= 2_000)
    throw new Error(`the token expires at ${expiresAt}, too soon to run the clock to its renewal`);
  await page.clock.fastForward(Math.ceil((expiry - now) / 2) + 1_000);
}

/**
 * Counts, in the page, the embed's `tokenRefreshFailed` events (they bubble from the report's container):
 * `tokenRefreshFailures(page)` reads the count. Call before the page opens the dashboard.
 */
export async function countTokenRefreshFailures(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { tokenRefreshFailures: number };
    counted.tokenRefreshFailures = 0;
    document.addEventListener('tokenRefreshFailed', () => (counted.tokenRefreshFailures += 1));
  });
}

export const tokenRefreshFailures = (page: Page) =>
  page.evaluate(() => (window as unknown as { tokenRefreshFailures?: number }).tokenRefreshFailures ?? 0);
