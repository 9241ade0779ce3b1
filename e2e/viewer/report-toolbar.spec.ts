import AxeBuilder from '@axe-core/playwright';
import type { ConsoleMessage, Page } from '@playwright/test';
import { sessionTest as test, expect } from './support/fixtures.ts';
import { frameMessages, posted, recordFrameMessages } from './support/frame-messages.ts';
import { REPORT_IFRAME, fakeFrameState, frameOf, serveFramesWith } from './support/report-frame.ts';
import { REPORTS } from './support/stack.ts';

// The report toolbar (V-DAY-05): each control is driven by keyboard against the local frame, and
// what the frame received (its counters, the load it was sent) is read from inside the frame.

const toolbar = (page: Page) => page.getByRole('group', { name: 'Report controls' });
const control = (page: Page, name: string) => toolbar(page).getByRole('button', { name });
const lab = REPORTS.labTurnaround;

async function openRendered(page: Page, href: string, reportId: string): Promise<void> {
  await page.goto(href);
  await expect.poll(async () => (await fakeFrameState(page)).config?.id).toBe(reportId);
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
}

/** Moves the keyboard focus to `name` with Tab from the control before it (the first: from the page's start). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await control(page, name).evaluate((button) => button === document.activeElement)) return;
  }
  throw new Error(`Tab never reached the "${name}" control`);
}

test('[V-DAY-05] print, refresh and full screen by keyboard: the frame receives each call', async ({ page }) => {
  await recordFrameMessages(page);
  await openRendered(page, `/dashboard/${lab.id}`, lab.id);
  await expect(control(page, 'Print')).toBeEnabled();

  await tabTo(page, 'Print');
  // The focus is visible: the app's focus ring on the focused control.
  const ring = await control(page, 'Print').evaluate((button) => ({
    focusVisible: button.matches(':focus-visible'),
    outline: getComputedStyle(button).outlineStyle,
  }));
  expect(ring).toEqual({ focusVisible: true, outline: 'solid' });
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await fakeFrameState(page)).printCount).toBe(1);

  await tabTo(page, 'Refresh data');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await fakeFrameState(page)).refreshCount).toBe(1);
  await expect(toolbar(page)).toContainText("The report's data is being refreshed.");
  const messages = await frameMessages(page);
  expect(posted(messages, '/report/print')).toHaveLength(1);
  expect(posted(messages, '/report/refresh')).toHaveLength(1);

  // Full screen is the browser's: embed-client asks for the report's iframe to be shown full screen.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(control(page, 'Full screen')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page.evaluate((selector) => document.fullscreenElement === document.querySelector(selector), REPORT_IFRAME),
    )
    .toBe(true);
  await page.evaluate(() => document.exitFullscreen());
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(toolbar(page).getByRole('alert')).toHaveCount(0);
});

test('[V-DAY-05] reset goes back to the default view: default page, no slicer, and the URL drops its page', async ({
  page,
}) => {
  await recordFrameMessages(page);
  // Opened from a link to its second page: the default view is still the report's own first page.
  await openRendered(page, `/dashboard/${lab.id}?page=ReportSection2`, lab.id);
  const frame = await frameOf(page);
  // The person moves to the first page, ticks a slicer value there and goes back to the second.
  await frame.locator('.ff-nav button[data-page="ReportSection1"]').click();
  await frame.locator('.ff-slicer input[type="checkbox"]').first().check();
  await expect.poll(async () => Object.keys((await fakeFrameState(page)).slicers as object).length).toBe(1);
  await frame.locator('.ff-nav button[data-page="ReportSection2"]').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${lab.id}\\?page=ReportSection2$`));
  const loadsBefore = posted(await frameMessages(page), '/report/load').length;

  await tabTo(page, 'Reset view');
  await page.keyboard.press('Enter');
  // One more load of the same report, without a page: the frame opens it as published.
  await expect.poll(async () => posted(await frameMessages(page), '/report/load').length).toBe(loadsBefore + 1);
  const reset = posted(await frameMessages(page), '/report/load').at(-1)!;
  expect(reset.body?.id).toBe(lab.id);
  expect(reset.body).not.toHaveProperty('pageName');
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  const state = await fakeFrameState(page);
  expect([state.activePage, state.slicers]).toEqual(['ReportSection1', {}]);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${lab.id}$`));
  await expect(toolbar(page)).toContainText('The report is back to its default view.');
});

test('[V-DAY-05] the controls are disabled while no report is loaded', async ({ page }) => {
  // The frame never answers the load: the report never says `loaded`.
  await serveFramesWith(page, 'hang', '/report/load');
  await recordFrameMessages(page);
  await page.goto(`/dashboard/${lab.id}`);
  // The frame was sent the report's load, and never answers it.
  await expect
    .poll(async () => posted(await frameMessages(page), '/report/load').map((m) => m.body?.id))
    .toEqual([lab.id]);
  await expect(toolbar(page)).toBeVisible();
  for (const name of ['Full screen', 'Print', 'Refresh data', 'Reset view']) {
    await expect(control(page, name)).toBeDisabled();
  }
});

test('[V-DAY-05] a call the frame refuses is said in plain words, and the detail goes to the console', async ({
  page,
}) => {
  await serveFramesWith(page, 'fail', '/report/print:500,/report/refresh:500');
  const errors: ConsoleMessage[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message)));
  await openRendered(page, `/dashboard/${lab.id}`, lab.id);

  await tabTo(page, 'Print');
  await page.keyboard.press('Enter');
  const alert = toolbar(page).getByRole('alert');
  await expect(alert).toHaveText('The report could not be printed. Try again in a moment.');
  // The console keeps what the frame answered.
  const printError = errors.find((message) => message.text().includes('Report toolbar: "Print" failed'));
  expect(await printError?.args()[1]?.jsonValue()).toMatchObject({ message: 'FakeFrameFailure', errorCode: '500' });
  expect((await fakeFrameState(page)).printCount ?? 0).toBe(0);
  // It stays until the next press.
  await tabTo(page, 'Refresh data');
  await page.keyboard.press('Enter');
  await expect(alert).toHaveText("The report's data could not be refreshed. Try again in a moment.");

  const { violations } = await new AxeBuilder({ page }).include('.report-toolbar').analyze();
  expect(violations).toEqual([]);
});

for (const [width, height] of [
  [1024, 768],
  [1920, 1080],
] as const) {
  test(`[V-DAY-05] the toolbar has no axe-core violations and fits on one row at ${width}×${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openRendered(page, `/dashboard/${lab.id}`, lab.id);
    await expect(control(page, 'Reset view')).toBeEnabled();
    const { violations } = await new AxeBuilder({ page }).include('.report-toolbar').analyze();
    expect(violations).toEqual([]);
    // One row, above the report, every control whole.
    const bar = (await toolbar(page).boundingBox())!;
    const iframe = (await page.locator(REPORT_IFRAME).boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(iframe.y + 1);
    expect(bar.height).toBeLessThan(60);
    for (const name of ['Full screen', 'Print', 'Refresh data', 'Reset view']) {
      const box = (await control(page, name).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(bar.x + bar.width);
    }
  });
}
