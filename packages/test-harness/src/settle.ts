import type { Page } from 'playwright-core';

/**
 * Waits until `fingerprint()` (a picture of all traffic a test can see, e.g. message counts) has
 * not changed for three checks 50 ms apart: the messages a step started have all arrived.
 */
export async function waitForQuiet(page: Page, fingerprint: () => Promise<string>): Promise<void> {
  let last = await fingerprint();
  for (let quiet = 0; quiet < 3; ) {
    await page.waitForTimeout(50);
    const now = await fingerprint();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}
