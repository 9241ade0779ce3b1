import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../../config/chromium.ts';
import { expectRendered, openPlayground, outputLines, setCode } from './playground-page.ts';

/**
 * The user's code runs in the run frame, on another site than the playground page: a thrown error or a rejected
 * promise comes back as an error line, and an endless loop blocks only the run frame, which the page's heartbeat
 * replaces. These tests launch Chromium as users run it (site isolation on: a frame of another site gets a process of
 * its own); the suites' default turns it off, which would put the run frame in the page's process.
 */
// No trace: its snapshots of every frame would wait on the run frame the loop blocks.
test.use({ launchOptions: chromiumLaunchOptions, trace: 'off' });

test.beforeEach(async ({ page }) => {
  // A hang bound of 8 s: long enough that the page's buttons are used while the loop still runs (the bound is only a
  // hang guard; nothing waits for it but expect).
  await openPlayground(page, '/playground.html?hang=8000');
  await expectRendered(page, 'Report');
});

const run = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Run', exact: true }).click();

test('[P-PLAY-03] a thrown error shows as an error line, and the next run works', async ({ page }) => {
  await setCode(page, "log('before');\nthrow new TypeError('boom');");
  await run(page);
  await expect(outputLines(page)).toHaveText(['log: before', 'error: TypeError: boom']);
  await expect(page.locator('#run-status')).toHaveText(/^Run 1 failed after \d+ ms; the playground goes on\.$/);
  await setCode(page, 'const pages = await embed.getPages();\nlog(pages.length > 0);\nreturn 42;');
  await run(page);
  await expect(outputLines(page)).toHaveText(['log: before', 'error: TypeError: boom', 'log: true', 'returned: 42']);
});

test('[P-PLAY-03] a rejected promise and a rejected SDK call show as error lines with the value and its EmbedError code', async ({
  page,
}) => {
  await setCode(page, "await Promise.reject('no reason');");
  await run(page);
  await expect(outputLines(page).last()).toHaveText(
    'error: Rejected with "no reason" (EmbedError code InvalidArgument)',
  );
  await setCode(page, "await embed.setPage('NoSuchPage');");
  await run(page);
  await expect(outputLines(page).last()).toContainText('error: Rejected with {"message":"PowerBIEntityNotFound"');
  await expect(outputLines(page).last()).toContainText('(EmbedError code EntityNotFound)');
  const result = await page.evaluate(async () => {
    window.playground!.setCode("log('still fine');");
    return window.playground!.run();
  });
  expect(result).toEqual({ ok: true, logs: [['still fine']], value: undefined });
});

test('[P-PLAY-03] an endless loop does not take the playground down: its buttons respond, the run frame is restarted, the next run works', async ({
  page,
}) => {
  await setCode(page, "log('first');");
  await run(page);
  await expect(outputLines(page)).toHaveText(['log: first']);
  const firstFrame = await page.locator('#run-frame').elementHandle();

  await setCode(page, 'while (true) {}');
  await run(page);
  await expect(page.locator('#run-status')).toHaveText('Run 2 is running…');
  // While the loop runs, the page's own controls answer: clearing the output, filtering the inspector.
  await page.getByRole('button', { name: 'Clear output' }).click();
  await expect(outputLines(page)).toHaveCount(0);
  await page.getByLabel('Kind', { exact: true }).selectOption('event');
  await expect(page.locator('#wire-status')).toHaveText(/^\d+ of \d+ messages shown$/);
  await expect(page.locator('#run-status')).toHaveText('Run 2 is running…');

  // The heartbeat finds the run frame silent, removes it and starts another (the output was cleared above, so this
  // is the only line: the restart came after the clicks).
  const restarted = 'error: Your code did not finish within 8 s; the run frame was restarted.';
  await expect(outputLines(page)).toHaveText([restarted], { timeout: 30_000 });
  expect(await firstFrame!.evaluate((frame) => frame.isConnected)).toBe(false);
  await expect(page.locator('#run-frame')).toHaveCount(1);
  await expectRendered(page, 'Report');
  await setCode(page, "log('after the restart');");
  await run(page);
  await expect(outputLines(page)).toHaveText([restarted, 'log: after the restart']);
  await expect(page.locator('#run-status')).toHaveText(/^Run 3 finished in \d+ ms\.$/);
});
