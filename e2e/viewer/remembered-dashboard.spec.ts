import { test as base, type Page } from '@playwright/test';
import { sessionTest as test, expect } from './support/fixtures.ts';
import { fakeFrameState, frameOf } from './support/report-frame.ts';
import { signIn } from './support/sign-in.ts';
import { ACCOUNTS, REPORTS } from './support/stack.ts';

// The viewer reopens the last dashboard and page per account (V-DAY-07), from localStorage keyed
// by the signed-in account. The truth is read from the frame and the sidebar.

type Report = (typeof REPORTS)[keyof typeof REPORTS];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });

/** Waits until the frame shows `report` on `pageName`, rendered, and the sidebar marks it. */
async function expectShowing(page: Page, report: Report, pageName: string): Promise<void> {
  await expect
    .poll(async () => {
      const state = await fakeFrameState(page);
      return `${String(state.config?.id)}/${state.phase}/${String(state.activePage)}`;
    })
    .toBe(`${report.id}/rendered/${pageName}`);
  await expect(sidebar(page).locator('[aria-current="page"] .sidebar-name')).toHaveText(report.name);
}

/** The remembered entries in this browser's localStorage. */
const rememberedEntries = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('lastDashboard:'))
      .map((key) => JSON.parse(localStorage.getItem(key)!) as { dashboardId: string; pageName?: string }),
  );

test('[V-DAY-07] /dashboard reopens the last dashboard on its last page, after a reload too', async ({ page }) => {
  await page.goto(`/dashboard/${REPORTS.labTurnaround.id}`);
  await expectShowing(page, REPORTS.labTurnaround, 'ReportSection1');
  await (await frameOf(page)).locator('.ff-nav button[data-page="ReportSection2"]').click();
  await expect(page).toHaveURL(/\?page=ReportSection2$/);

  await page.goto('/dashboard');
  await expectShowing(page, REPORTS.labTurnaround, 'ReportSection2');
  // Another dashboard, on its default page, is the last one from then on.
  await sidebar(page).getByRole('link', { name: REPORTS.pharmacyInventory.name }).click();
  await expectShowing(page, REPORTS.pharmacyInventory, 'ReportSection1');
  await page.goto('/dashboard');
  await expectShowing(page, REPORTS.pharmacyInventory, 'ReportSection1');
});

test('[V-DAY-07] a remembered dashboard no longer in the list falls back to the first dashboard', async ({ page }) => {
  await page.goto(`/dashboard/${REPORTS.labTurnaround.id}`);
  await expectShowing(page, REPORTS.labTurnaround, 'ReportSection1');
  expect(await rememberedEntries(page)).toEqual([{ dashboardId: REPORTS.labTurnaround.id }]);
  // The report was taken away from the account since.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith('lastDashboard:'))) {
      localStorage.setItem(key, JSON.stringify({ dashboardId: 'retired-report', pageName: 'ReportSection2' }));
    }
  });
  await page.goto('/dashboard');
  // Bed Occupancy comes first by name (the spec's default), on its default page.
  await expectShowing(page, REPORTS.bedOccupancy, 'ReportSection1');
});

base('[V-DAY-07] two accounts in one browser each reopen their own last dashboard', async ({ page }) => {
  base.setTimeout(120_000);
  await signIn(page, ACCOUNTS.adele);
  await sidebar(page).getByRole('link', { name: REPORTS.pharmacyInventory.name }).click();
  await expectShowing(page, REPORTS.pharmacyInventory, 'ReportSection1');
  await sidebar(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Alex sees Pharmacy Inventory too, but never looked at it: he gets his first dashboard.
  await signIn(page, ACCOUNTS.alex);
  await expectShowing(page, REPORTS.emergencyWaitTimes, 'ReportSection1');
  await sidebar(page).getByRole('link', { name: REPORTS.patientAdmissions.name }).click();
  await expectShowing(page, REPORTS.patientAdmissions, 'ReportSection1');
  await sidebar(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, ACCOUNTS.adele);
  await expectShowing(page, REPORTS.pharmacyInventory, 'ReportSection1');
  expect((await rememberedEntries(page)).map((entry) => entry.dashboardId).sort()).toEqual(
    [REPORTS.patientAdmissions.id, REPORTS.pharmacyInventory.id].sort(),
  );
});
