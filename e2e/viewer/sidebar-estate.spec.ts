import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sessionTest as test, expect } from './support/fixtures.ts';
import { type DashboardItem, isDashboardsCall } from './support/dashboards-api.ts';
import { fakeFrameState } from './support/report-frame.ts';
import { ACCOUNTS } from './support/stack.ts';

// Diego's 240 dashboards (V-DAY-09): the sidebar at the size of a real estate, with its filter box
// and keyboard navigation (V-DAY-08). The fake frame serves one report under all 240 ids.

test.use({ account: ACCOUNTS.diego });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });
const entries = (page: Page) => sidebar(page).getByRole('link');
const filterBox = (page: Page) => sidebar(page).getByRole('searchbox', { name: 'Filter dashboards' });
const entry = (page: Page, name: string) => entries(page).filter({ has: page.getByText(name, { exact: true }) });

/** Opens `path` and returns the list GET /dashboards answered (the real API's, in its order, which is the sidebar's). */
async function openEstate(page: Page, path = '/dashboard'): Promise<DashboardItem[]> {
  const response = page.waitForResponse((r) => isDashboardsCall(new URL(r.url())) && r.status() === 200);
  await page.goto(path);
  const items = (await (await response).json()) as DashboardItem[];
  await expect(entries(page)).toHaveCount(items.length);
  return items;
}

/** Whether `name`'s entry lies wholly inside the list's visible box. */
const inView = (page: Page, name: string) =>
  entry(page, name).evaluate((link) => {
    const box = link.getBoundingClientRect();
    const list = link.closest('ol')!.getBoundingClientRect();
    return box.top >= list.top && box.bottom <= list.bottom && box.height > 0;
  });

test('[V-DAY-09] [V-DAY-10] Diego sees 240 dashboards, numbered, Ward 2 before Ward 10, and each opens its report', async ({
  page,
}) => {
  const items = await openEstate(page);
  expect(items).toHaveLength(240);
  const names = items.map((item) => item.report.name);
  await expect(sidebar(page).locator('.sidebar-name')).toHaveText(names);
  await expect(sidebar(page).locator('.sidebar-number').last()).toHaveText('240');
  expect(names.indexOf('Ward 2 Bed Occupancy')).toBeLessThan(names.indexOf('Ward 10 Bed Occupancy'));
  expect(names.indexOf('Évry Community Clinic Attendances')).toBeLessThan(
    names.indexOf('Gastroenterology Length of Stay'),
  );
  // The first is shown; a late one opens from the list (the frame serves one report under every id).
  await expect.poll(async () => (await fakeFrameState(page)).config?.id).toBe(items[0].report.id);
  const late = items[225];
  await entry(page, late.report.name).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${late.report.id}`));
  await expect.poll(async () => (await fakeFrameState(page)).config?.id).toBe(late.report.id);
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('[V-DAY-08] [V-DAY-09] the filter box narrows the list as one types; Escape brings it all back', async ({
  page,
}) => {
  await openEstate(page);
  await expect(filterBox(page)).toBeVisible();
  await filterBox(page).click();
  await page.keyboard.type('ward');
  await expect(entries(page)).toHaveCount(48);
  await expect(sidebar(page).getByRole('status')).toHaveText('48 of 240 dashboards');
  await page.keyboard.type(' 1');
  // 'Ward 1 …' and 'Ward 10 …' to 'Ward 12 …': 4 dashboards a ward; each keeps its number in the whole list.
  await expect(entries(page)).toHaveCount(16);
  await expect(sidebar(page).locator('.sidebar-name').first()).toHaveText('Ward 1 Bed Occupancy');
  const number = await sidebar(page).locator('.sidebar-number').first().textContent();
  expect(Number(number)).toBe(185);
  await page.keyboard.type('0 STAFF');
  await expect(sidebar(page).locator('.sidebar-name')).toHaveText(['Ward 10 Nurse Staffing']);
  // Accents need not be typed.
  await filterBox(page).fill('evry theatre');
  await expect(sidebar(page).locator('.sidebar-name')).toHaveText(['Évry Community Clinic Theatre Lists']);
  await filterBox(page).fill('radiotherapy');
  await expect(entries(page)).toHaveCount(0);
  await expect(sidebar(page).getByRole('status')).toHaveText('No dashboard matches “radiotherapy”.');
  await expect(sidebar(page).getByRole('status')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(filterBox(page)).toHaveValue('');
  await expect(entries(page)).toHaveCount(240);
});

test('[V-DAY-08] the list by keyboard: one tab stop, arrows, Home/End, type-ahead, Enter opens', async ({ page }) => {
  const items = await openEstate(page);
  const names = items.map((item) => item.report.name);
  await filterBox(page).focus();
  // Down from the filter box goes to the first entry.
  await page.keyboard.press('ArrowDown');
  await expect(entries(page).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(entries(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(entries(page).first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(entries(page).last()).toBeFocused();
  await expect.poll(() => inView(page, names[239])).toBe(true);
  await page.keyboard.press('Home');
  await expect(entries(page).first()).toBeFocused();
  await expect.poll(() => inView(page, names[0])).toBe(true);
  // Type-ahead: 'o' goes to the first name starting with O, 'o' again to the next one.
  const firstO = names.findIndex((name) => name.startsWith('O'));
  await page.keyboard.press('o');
  await expect(entries(page).nth(firstO)).toBeFocused();
  await page.keyboard.press('o');
  await expect(entries(page).nth(firstO + 1)).toBeFocused();
  // The focus ring shows where the focus is.
  expect(
    await entries(page)
      .nth(firstO + 1)
      .evaluate((el) => getComputedStyle(el).outlineStyle),
  ).toBe('solid');
  // The entries are links: Enter opens the focused one.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/${items[firstO + 1].report.id}`));
  await expect(entries(page).nth(firstO + 1)).toHaveAttribute('aria-current', 'page');
  // The list is one tab stop: Tab leaves it for Log Out, Shift+Tab comes back to the entry left.
  await entries(page)
    .nth(firstO + 1)
    .focus();
  await page.keyboard.press('Tab');
  await expect(sidebar(page).getByRole('button', { name: 'Log Out' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(entries(page).nth(firstO + 1)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(filterBox(page)).toBeFocused();
});

for (const [width, height] of [
  [1024, 768],
  [1920, 1080],
] as const) {
  test(`[V-DAY-08] [V-DAY-09] the active entry is scrolled into view, open and in the rail, at ${width}×${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const items = await openEstate(page);
    const late = items[231];
    await page.goto(`/dashboard/${late.report.id}`);
    await expect(entry(page, late.report.name)).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => inView(page, late.report.name)).toBe(true);
    expect(await inView(page, items[0].report.name)).toBe(false);
    // The tab stop of the list is the active entry.
    await filterBox(page).focus();
    await page.keyboard.press('Tab');
    await expect(entry(page, late.report.name)).toBeFocused();

    await sidebar(page).getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(entries(page)).toHaveCount(240);
    await expect(filterBox(page)).toHaveCount(0);
    await expect.poll(() => inView(page, late.report.name)).toBe(true);
    await page.reload();
    await expect(entries(page)).toHaveCount(240);
    await expect.poll(() => inView(page, late.report.name)).toBe(true);
  });
}

test('[V-DAY-08] [V-DAY-09] the filter box and the long list have no axe-core violations, filtered or not', async ({
  page,
}) => {
  await openEstate(page);
  const axe = () => new AxeBuilder({ page }).include('nav').analyze();
  expect((await axe()).violations).toEqual([]);
  await filterBox(page).fill('cardiology');
  await expect(entries(page)).toHaveCount(6);
  expect((await axe()).violations).toEqual([]);
  await filterBox(page).fill('radiotherapy');
  await expect(entries(page)).toHaveCount(0);
  expect((await axe()).violations).toEqual([]);
});
