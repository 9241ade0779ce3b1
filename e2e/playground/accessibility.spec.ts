import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectRendered, outputLines, setCode, sharedPlayground } from './playground-page.ts';

/** The playground with everything on show (an embed, output lines, inspector rows with an error) passes axe. */
const playground = sharedPlayground();

for (const width of [1280, 1920]) {
  test(`[P-PLAY-08] axe finds nothing at ${width} px, and the page does not scroll sideways`, async () => {
    // A hang guard: two frames and axe over all of it take a while on a busy machine.
    test.setTimeout(180_000);
    const page = playground();
    await page.setViewportSize({ width, height: 1000 });
    await expectRendered(page, 'Report');
    await setCode(page, "log(await embed.getPages());\nawait embed.setPage('NoSuchPage');");
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(outputLines(page).last()).toContainText('EntityNotFound');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.locator('#share-status')).not.toBeEmpty();
    // The frames are left out, as the gallery's test leaves its embeds out: the report frame's page is @org/fake-frame's
    // (its suites check it), and the run frame's is that report frame in a titled landmark.
    const results = await new AxeBuilder({ page }).exclude('#run-frame').analyze();
    expect(results.violations).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
}
