// The local estate as a person sees it: every dashboard in the sidebar opens its own report.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { fakeFrameState, frameOf, reportFrame } from './support/report-frame.ts';
import { REPORTS } from './support/stack.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });

/** What the report frame shows: the report's title, its page tabs and the names of the visuals on the page. */
async function shownReport(page: Page) {
  const frame = await frameOf(page);
  return frame.evaluate(() => ({
    title: document.querySelector('.ff-title')?.textContent ?? '',
    pages: [...document.querySelectorAll('.ff-nav button')].map((b) => b.textContent ?? ''),
    visuals: [...document.querySelectorAll('[data-visual-name]')].map((v) => v.getAttribute('data-visual-name')),
  }));
}

test('[V-ESTATE-01] each dashboard in the sidebar opens its own report, with its own pages and visuals', async ({
  signedIn: page,
}) => {
  const seen = new Map<string, string>();
  // The first dashboard is shown before the sidebar is used.
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  for (const report of Object.values(REPORTS)) {
    await sidebar(page).getByRole('link', { name: report.name }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${report.id}$`));
    // The frame shows the report of that dashboard, under its name.
    await expect(reportFrame(page).locator('.ff-title')).toHaveText(report.name);
    await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
    const shown = await shownReport(page);
    expect(shown.pages.length, report.name).toBeGreaterThan(1);
    expect(shown.visuals.length, report.name).toBeGreaterThanOrEqual(3);
    seen.set(report.name, JSON.stringify({ pages: shown.pages, visuals: shown.visuals }));
  }
  // Five dashboards, five different reports: no two show the same pages and visuals.
  expect(new Set(seen.values()).size).toBe(5);
  expect(JSON.stringify([...seen.values()])).not.toContain('Hospital operations (sample)');
});

test('[V-ESTATE-01] a dashboard’s report shows data that fits its name', async ({ signedIn: page }) => {
  await page.goto(`/dashboard/${REPORTS.emergencyWaitTimes.id}`);
  const report = reportFrame(page);
  await expect(report.locator('.ff-title')).toHaveText('Emergency Department Wait Times');
  await expect(report.locator('[data-visual-name="waitByTriage"]')).toContainText('Average wait by triage level');
  await expect(report.locator('[data-visual-name="triageSlicer"]')).toContainText('3 Urgent');
  await expect(report.locator('[data-visual-name="waitsByHour"] tbody tr')).toHaveCount(24);

  await page.goto(`/dashboard/${REPORTS.pharmacyInventory.id}`);
  await expect(report.locator('.ff-title')).toHaveText('Pharmacy Inventory');
  await expect(report.locator('[data-visual-name="stockByClass"]')).toContainText('Units on hand by drug class');
  await expect(report.locator('[data-visual-name="drugClassSlicer"]')).toContainText('Antibiotics');
});

test('[V-ESTATE-02] the local stack’s frame answers an id it does not know as Power BI does (not found)', async ({
  signedIn: page,
}) => {
  await page.goto(`/dashboard/${REPORTS.labTurnaround.id}`);
  await expect(reportFrame(page).locator('.ff-title')).toHaveText('Lab Turnaround');
  const frame = await frameOf(page);
  expect(
    await frame.evaluate(
      () =>
        (window as unknown as { fakeFrame?: { options: { unknownReports?: string } } }).fakeFrame?.options
          .unknownReports,
    ),
  ).toBe('notFound');
});
