import type { Page } from '@playwright/test';
import { sessionTest as test, expect } from './support/fixtures.ts';
import { frameMessages, posted, recordFrameMessages, type FrameMessage } from './support/frame-messages.ts';
import { fakeFrameState, frameOf } from './support/report-frame.ts';
import { REPORTS } from './support/stack.ts';

// The report page in the URL (V-DAY-06). The truth is read from inside the frame: the page it
// shows (`window.fakeFrame.state.activePage`) and the loads it was sent.

type Report = (typeof REPORTS)[keyof typeof REPORTS];

const lab = REPORTS.labTurnaround;
const href = (report: Report, page?: string) => `/dashboard/${report.id}${page ? `?page=${page}` : ''}`;
const exactly = (path: string) => new RegExp(`${path.replace(/[?]/g, '\\?')}$`);
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });

/** `<report id>/<phase>/<active page>`, one string to poll. */
const frameShows = async (page: Page) => {
  const state = await fakeFrameState(page);
  return `${String(state.config?.id)}/${state.phase}/${String(state.activePage)}`;
};

const loadsOf = (messages: FrameMessage[], report: Report) =>
  posted(messages, '/report/load').filter((m) => m.body?.id === report.id);

/** Clicks the page tab `pageName` inside the report, as the person does. */
async function choosePage(page: Page, pageName: string): Promise<void> {
  const frame = await frameOf(page);
  await frame.locator(`.ff-nav button[data-page="${pageName}"]`).click();
}

/** Arms the page's click on the sidebar entry `to` for the frame's next pageChanged (see the tests). */
const armClick = (page: Page, to: string) =>
  page.evaluate((entry) => ((window as unknown as { __clickOnPageChanged?: string }).__clickOnPageChanged = entry), to);

/** Waits until the armed click has been made. */
const expectClickFired = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => (window as unknown as { __clickOnPageChanged?: string }).__clickOnPageChanged))
    .toBeUndefined();

/** Waits until the frame shows `report` on `pageName`, then checks the URL and the sidebar name it too. */
async function expectSettled(page: Page, report: Report, pageName: string, url: string): Promise<void> {
  await expect.poll(() => frameShows(page), { timeout: 30_000 }).toBe(`${report.id}/rendered/${pageName}`);
  await expect(page).toHaveURL(exactly(url));
  await expect(sidebar(page).locator('[aria-current="page"] .sidebar-name')).toHaveText(report.name);
}

test('[V-DAY-06] a link with ?page= opens that page: the page is the load’s pageName', async ({ page }) => {
  await recordFrameMessages(page);
  await page.goto(href(lab, 'ReportSection2'));
  await expect.poll(() => frameShows(page)).toBe(`${lab.id}/rendered/ReportSection2`);
  const loads = loadsOf(await frameMessages(page), lab);
  expect(loads.map((m) => m.body?.pageName)).toEqual(['ReportSection2']);
  // Nothing moved the page afterwards (no setPage).
  expect((await frameMessages(page)).filter((m) => m.url === '/report/pages/active')).toEqual([]);
  await expect(page).toHaveURL(exactly(href(lab, 'ReportSection2')));
});

test('[V-DAY-06] a page change replaces the URL (no history entry) and a reload opens the same page', async ({
  page,
}) => {
  await page.goto(href(lab));
  await expect.poll(() => frameShows(page)).toBe(`${lab.id}/rendered/ReportSection1`);
  const entries = await page.evaluate(() => history.length);
  await choosePage(page, 'ReportSection2');
  await expect(page).toHaveURL(exactly(href(lab, 'ReportSection2')));
  await choosePage(page, 'ReportSection1');
  await expect(page).toHaveURL(exactly(href(lab, 'ReportSection1')));
  await choosePage(page, 'ReportSection2');
  await expect(page).toHaveURL(exactly(href(lab, 'ReportSection2')));
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.reload();
  await expect.poll(() => frameShows(page)).toBe(`${lab.id}/rendered/ReportSection2`);
  await expect(page).toHaveURL(exactly(href(lab, 'ReportSection2')));
});

test('[V-DAY-06] an unknown page name opens the report’s default page, and the URL names it', async ({ page }) => {
  await page.goto(href(lab, 'NoSuchPage'));
  await expect.poll(() => frameShows(page)).toBe(`${lab.id}/rendered/ReportSection1`);
  await expect(page.getByRole('heading', { level: 1, name: lab.name })).toBeAttached();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(exactly(href(lab, 'ReportSection1')));
  await expect(
    page.getByRole('group', { name: 'Report controls' }).getByRole('button', { name: 'Print' }),
  ).toBeEnabled();
});

test.describe('switching dashboards drops the page of the last one', () => {
  for (const gap of [0, 20, 50]) {
    test(`[V-DAY-06] [T-LATEST-04] from a report on ?page=, two sidebar clicks ${gap} ms apart end on the second report’s default page`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await recordFrameMessages(page);
      await page.goto(href(lab, 'ReportSection2'));
      await expect.poll(() => frameShows(page)).toBe(`${lab.id}/rendered/ReportSection2`);
      await page.evaluate(
        ([a, b, wait]) =>
          new Promise<void>((resolve) => {
            const link = (to: string) => document.querySelector<HTMLAnchorElement>(`nav a[href="${to}"]`)!;
            link(a).click();
            setTimeout(() => {
              link(b).click();
              resolve();
            }, wait);
          }),
        [href(REPORTS.bedOccupancy), href(REPORTS.pharmacyInventory), gap] as const,
      );
      await expect(page).toHaveURL(exactly(href(REPORTS.pharmacyInventory)));
      await expect(sidebar(page).locator('[aria-current="page"] .sidebar-name')).toHaveText(
        REPORTS.pharmacyInventory.name,
      );
      await expect
        .poll(() => frameShows(page), { timeout: 30_000 })
        .toBe(`${REPORTS.pharmacyInventory.id}/rendered/ReportSection1`);
      // No page of the last report went to the next ones, by the load or by a page change.
      const messages = await frameMessages(page);
      for (const report of [REPORTS.bedOccupancy, REPORTS.pharmacyInventory]) {
        for (const load of loadsOf(messages, report)) expect(load.body).not.toHaveProperty('pageName');
      }
      expect(messages.filter((m) => m.url === '/report/pages/active')).toEqual([]);
      await expect(page).toHaveURL(exactly(href(REPORTS.pharmacyInventory)));
    });
  }

  /**
   * The race both tests below set up (their init script decides when the armed click fires): the lab report
   * changes to its second page while a click on Pharmacy Inventory is armed; the click wins, on its report's
   * default page.
   */
  async function raceClickWithPageChange(page: Page) {
    await page.goto(href(lab));
    await expect.poll(() => frameShows(page)).toBe(`${lab.id}/rendered/ReportSection1`);
    await armClick(page, href(REPORTS.pharmacyInventory));
    await choosePage(page, 'ReportSection2');
    await expectClickFired(page);
    await expectSettled(page, REPORTS.pharmacyInventory, 'ReportSection1', href(REPORTS.pharmacyInventory));
  }

  test('[V-DAY-06] a page change of the report arriving right after a sidebar click neither undoes the click nor follows it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // In the page, before the app: once armed, the frame's next pageChanged message clicks the entry
    // named, before the SDK hands the event on. The viewer then hears the last report's page change
    // while the click's navigation is under way or just done, at any machine speed.
    await page.addInitScript(() => {
      if (window !== window.top) return;
      window.addEventListener('message', (event: MessageEvent) => {
        const url = (event.data as { url?: unknown } | null)?.url;
        const armed = window as unknown as { __clickOnPageChanged?: string };
        const href = armed.__clickOnPageChanged;
        if (!href || typeof url !== 'string' || !/\/events\/pageChanged$/.test(url)) return;
        armed.__clickOnPageChanged = undefined;
        document.querySelector<HTMLAnchorElement>(`nav a[href="${href}"]`)!.click();
      });
    });
    await raceClickWithPageChange(page);
    // Back: the last report, on the page its URL names (its entry kept the change or never got it).
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${lab.id}(\\?page=ReportSection2)?$`));
    const shownPage = new URL(page.url()).searchParams.get('page') ?? 'ReportSection1';
    await expect.poll(() => frameShows(page), { timeout: 30_000 }).toBe(`${lab.id}/rendered/${shownPage}`);
  });

  test('[V-DAY-06] a sidebar click right after the report changed its page keeps that page with the report it was made in', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The click comes in the same dispatch as the viewer's pageChanged handler, right after it (a
    // listener on the document, which the report element's event bubbles to): whatever the viewer
    // did with the URL must not be lost to, nor undo, the navigation the click starts.
    await page.addInitScript(() => {
      if (window !== window.top) return;
      document.addEventListener('pageChanged', () => {
        const armed = window as unknown as { __clickOnPageChanged?: string };
        const href = armed.__clickOnPageChanged;
        if (!href) return;
        armed.__clickOnPageChanged = undefined;
        document.querySelector<HTMLAnchorElement>(`nav a[href="${href}"]`)!.click();
      });
    });
    await raceClickWithPageChange(page);
    await page.goBack();
    await expect(page).toHaveURL(exactly(href(lab, 'ReportSection2')));
    await expect.poll(() => frameShows(page), { timeout: 30_000 }).toBe(`${lab.id}/rendered/ReportSection2`);
  });

  test('[V-DAY-06] back to a dashboard left on a page opens it on that page again', async ({ page }) => {
    await page.goto(href(lab));
    await expect.poll(() => frameShows(page)).toBe(`${lab.id}/rendered/ReportSection1`);
    await choosePage(page, 'ReportSection2');
    await expect(page).toHaveURL(exactly(href(lab, 'ReportSection2')));
    await sidebar(page).getByRole('link', { name: REPORTS.bedOccupancy.name }).click();
    await expect.poll(() => frameShows(page)).toBe(`${REPORTS.bedOccupancy.id}/rendered/ReportSection1`);
    await page.goBack();
    await expect(page).toHaveURL(exactly(href(lab, 'ReportSection2')));
    await expect.poll(() => frameShows(page)).toBe(`${lab.id}/rendered/ReportSection2`);
  });
});
