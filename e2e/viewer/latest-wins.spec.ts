import type { Page } from '@playwright/test';
import { sessionTest as test, expect } from './support/fixtures.ts';
import { REPORT_IFRAME, fakeFrameState, frameOf } from './support/report-frame.ts';
import { REPORTS } from './support/stack.ts';

// "The latest request wins" (issue: the wrong report under a dashboard's name): whatever the
// sidebar clicks, back/forward and reloads, the frame ends on the report the sidebar and the URL
// name. The truth is read from inside the frame (`window.fakeFrame.state`), never from the viewer.

type Report = (typeof REPORTS)[keyof typeof REPORTS];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });
const entryHref = (report: Report) => `/dashboard/${encodeURIComponent(report.id)}`;

/**
 * Marks the report frame's current document. The viewer's 15 s watch gives a report that never
 * said `loaded` a new frame, which would hide a lost switch: a test checks the mark is still there.
 */
async function markFrameDocument(page: Page): Promise<void> {
  const frame = await frameOf(page);
  await frame.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

const frameDocumentMarked = async (page: Page) =>
  (await frameOf(page)).evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** The frame's loaded report and phase, as one string to poll (`<report id>/<phase>`). */
const frameShows = async (page: Page) => {
  const state = await fakeFrameState(page);
  return `${String(state.config?.id)}/${state.phase}`;
};

/** Marks the report's iframe element: the watch's new frame is another element. */
const markIframe = (page: Page) =>
  page.locator(REPORT_IFRAME).evaluate((iframe) => ((iframe as unknown as { __first: boolean }).__first = true));

const iframeMarked = (page: Page) =>
  page.locator(REPORT_IFRAME).evaluate((iframe) => (iframe as unknown as { __first?: boolean }).__first === true);

/**
 * Waits until the frame has rendered `report`, then checks that the URL and the sidebar's current
 * entry name it too, and that it happened in the frame marked before (not by the watch's new frame).
 */
async function expectSettledOn(page: Page, report: Report, { sameDocument = true } = {}): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${entryHref(report)}$`));
  await expect(sidebar(page).locator('[aria-current="page"] .sidebar-name')).toHaveText(report.name);
  await expect.poll(() => frameShows(page), { timeout: 30_000 }).toBe(`${report.id}/rendered`);
  expect(await iframeMarked(page), 'the switch landed in the same iframe, not in a new one').toBe(true);
  if (sameDocument) expect(await frameDocumentMarked(page), 'the iframe was not loaded again').toBe(true);
}

/** Opens the dashboard of `report` and waits until its report is rendered in the frame. */
async function openOn(page: Page, report: Report): Promise<void> {
  await page.goto(entryHref(report));
  await expect.poll(() => frameShows(page), { timeout: 30_000 }).toBe(`${report.id}/rendered`);
  await markFrameDocument(page);
  await markIframe(page);
}

/** Clicks the sidebar entry of `first`, then `gapMs` later the one of `second`, both from inside the page. */
async function clickTwo(page: Page, first: Report, second: Report, gapMs: number): Promise<void> {
  await page.evaluate(
    ([a, b, gap]) =>
      new Promise<void>((resolve) => {
        const link = (href: string) => document.querySelector<HTMLAnchorElement>(`nav a[href="${href}"]`)!;
        link(a).click();
        setTimeout(() => {
          link(b).click();
          resolve();
        }, gap);
      }),
    [entryHref(first), entryHref(second), gapMs] as const,
  );
}

test.describe('sidebar clicks at short gaps', () => {
  for (const gap of [0, 30, 60, 90, 150, 300]) {
    test(`[T-LATEST-04] two sidebar clicks ${gap} ms apart end on the second report`, async ({ page }) => {
      test.setTimeout(90_000);
      await openOn(page, REPORTS.bedOccupancy);
      await clickTwo(page, REPORTS.labTurnaround, REPORTS.pharmacyInventory, gap);
      await expectSettledOn(page, REPORTS.pharmacyInventory);
    });
  }
});

test('[T-LATEST-04] a click at the instant the first report renders ends on the clicked report', async ({ page }) => {
  test.setTimeout(90_000);
  // In the page, before the app: once armed, the first `rendered` event the frame posts clicks the
  // entry named, right after the SDK has handled the event (what a fast person does at best).
  await page.addInitScript(() => {
    if (window !== window.top) return;
    window.addEventListener('message', (event: MessageEvent) => {
      const url = (event.data as { url?: unknown } | null)?.url;
      const armed = window as unknown as { __clickOnRendered?: string };
      const href = armed.__clickOnRendered;
      if (!href || typeof url !== 'string' || !/\/events\/rendered$/.test(url)) return;
      armed.__clickOnRendered = undefined;
      setTimeout(() => document.querySelector<HTMLAnchorElement>(`nav a[href="${href}"]`)!.click());
    });
  });
  await openOn(page, REPORTS.bedOccupancy);
  await page.evaluate(
    ([first, second]) => {
      (window as unknown as { __clickOnRendered?: string }).__clickOnRendered = second;
      document.querySelector<HTMLAnchorElement>(`nav a[href="${first}"]`)!.click();
    },
    [entryHref(REPORTS.labTurnaround), entryHref(REPORTS.pharmacyInventory)] as const,
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __clickOnRendered?: string }).__clickOnRendered))
    .toBeUndefined();
  await expectSettledOn(page, REPORTS.pharmacyInventory);
});

test('[T-LATEST-04] back, forward and reload end on the report the URL names', async ({ page }) => {
  test.setTimeout(90_000);
  await openOn(page, REPORTS.bedOccupancy);
  await clickTwo(page, REPORTS.labTurnaround, REPORTS.pharmacyInventory, 300);
  await expectSettledOn(page, REPORTS.pharmacyInventory);
  // Back twice and forward once, each as soon as the last has changed the URL: Lab Turnaround.
  await page.goBack();
  await page.goBack();
  await page.goForward();
  await expectSettledOn(page, REPORTS.labTurnaround);
  await page.goBack();
  await expectSettledOn(page, REPORTS.bedOccupancy);
  await page.goForward();
  await page.goForward();
  await expectSettledOn(page, REPORTS.pharmacyInventory);
  await page.reload();
  await expect.poll(() => frameShows(page), { timeout: 30_000 }).toBe(`${REPORTS.pharmacyInventory.id}/rendered`);
  await markFrameDocument(page);
  await markIframe(page);
  await clickTwo(page, REPORTS.patientAdmissions, REPORTS.emergencyWaitTimes, 0);
  await expectSettledOn(page, REPORTS.emergencyWaitTimes);
});

test('[T-LATEST-03] [T-LATEST-04] clicks as soon as the sidebar shows, while the frame may still be booting, land', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(entryHref(REPORTS.bedOccupancy));
  // The frame boots from the app's start; the sidebar comes with the list. Nothing is waited for
  // in between: the clicks meet the frame booting, loading or rendering, whatever the machine.
  await page.locator(`nav a[href="${entryHref(REPORTS.pharmacyInventory)}"]`).waitFor();
  await markIframe(page);
  await clickTwo(page, REPORTS.labTurnaround, REPORTS.pharmacyInventory, 30);
  await expectSettledOn(page, REPORTS.pharmacyInventory, { sameDocument: false });
});
