import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sessionTest as test, expect } from './support/fixtures.ts';
import { REPORTS } from './support/stack.ts';

// The collapsed sidebar is a rail (V-DAY-04): every dashboard's number and icon, its name as
// tooltip and accessible name, the active one marked, Log Out at the bottom.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });
const entries = (page: Page) => sidebar(page).getByRole('link');
const tooltip = (page: Page) => page.locator('.rail-tooltip');
const lab = REPORTS.labTurnaround;

/** Opens `path` with the sidebar collapsed (as a person left it) and waits for the five entries. */
async function openRail(page: Page, path = `/dashboard/${lab.id}`): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('sidebarOpen', 'false'));
  await page.goto(path);
  await expect(sidebar(page).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(entries(page)).toHaveCount(5);
}

test('[V-DAY-04] collapsed, the sidebar is a narrow rail of every dashboard: number and icon, the name as accessible name', async ({
  page,
}) => {
  await openRail(page);
  expect((await sidebar(page).boundingBox())!.width).toBeLessThanOrEqual(64);
  const names = Object.values(REPORTS)
    .map((r) => r.name)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  for (const [index, name] of names.entries()) {
    const entry = entries(page).nth(index);
    await expect(entry).toHaveAccessibleName(`${index + 1} ${name}`);
    await expect(entry.locator('.sidebar-number')).toBeVisible();
    await expect(entry.locator('.sidebar-number')).toHaveText(String(index + 1));
    await expect(entry.locator('svg[data-icon="document"]')).toBeVisible();
    // The name is not shown in the rail (only as the tooltip): it would not fit.
    expect((await entry.locator('.sidebar-name').boundingBox())!.width).toBeLessThanOrEqual(1);
    const box = (await entry.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(64);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  // The active dashboard is marked, for sight and for assistive technology.
  const active = entries(page).filter({ hasText: lab.name });
  await expect(active).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).locator('[aria-current]')).toHaveCount(1);
  const [activeBackground, otherBackground] = await Promise.all([
    active.evaluate((el) => getComputedStyle(el).backgroundColor),
    entries(page)
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor),
  ]);
  expect(activeBackground).not.toBe(otherBackground);
  // An entry of the rail opens its dashboard.
  await entries(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${REPORTS.bedOccupancy.id}`));
  await expect(entries(page).first()).toHaveAttribute('aria-current', 'page');
});

test('[V-DAY-04] the rail shows a dashboard’s name as a tooltip on hover and on keyboard focus; Escape hides it', async ({
  page,
}) => {
  // Placed from script inside the strict CSP (CSSOM, not a style attribute): the browser reports any refusal.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await openRail(page);
  const second = entries(page).nth(1);
  await second.hover();
  await expect(tooltip(page)).toHaveText(REPORTS.emergencyWaitTimes.name);
  await expect(tooltip(page)).toBeVisible();
  // Beside the rail, level with the entry.
  const [tip, entry, rail] = await Promise.all([
    tooltip(page).boundingBox(),
    second.boundingBox(),
    sidebar(page).boundingBox(),
  ]);
  expect(tip!.x).toBeGreaterThanOrEqual(rail!.x + rail!.width - 1);
  expect(Math.abs(tip!.y + tip!.height / 2 - (entry!.y + entry!.height / 2))).toBeLessThan(2);
  // The tooltip stays while the pointer moves onto it.
  await page.mouse.move(tip!.x + tip!.width / 2, tip!.y + tip!.height / 2);
  await expect(tooltip(page)).toHaveText(REPORTS.emergencyWaitTimes.name);
  await page.mouse.move(700, 700);
  await expect(tooltip(page)).toHaveCount(0);

  // By keyboard: the toggle, then the list's one tab stop (the active entry), then Log Out.
  await page.keyboard.press('Tab');
  await expect(sidebar(page).getByRole('button', { name: 'Expand sidebar' })).toBeFocused();
  await page.keyboard.press('Tab');
  const active = entries(page).filter({ hasText: lab.name });
  await expect(active).toBeFocused();
  expect(await active.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await expect(tooltip(page)).toHaveText(lab.name);
  await page.keyboard.press('Escape');
  await expect(tooltip(page)).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(entries(page).filter({ hasText: REPORTS.patientAdmissions.name })).toBeFocused();
  await expect(tooltip(page)).toHaveText(REPORTS.patientAdmissions.name);
  await page.keyboard.press('Tab');
  const logOut = sidebar(page).getByRole('button', { name: 'Log Out' });
  await expect(logOut).toBeFocused();
  await expect(tooltip(page)).toHaveText('Log Out');
  expect(violations).toEqual([]);
});

test('[V-DAY-04] Log Out is at the bottom of the rail and logs out', async ({ page }) => {
  await openRail(page);
  const logOut = sidebar(page).getByRole('button', { name: 'Log Out' });
  await expect(logOut).toBeVisible();
  const [button, rail, last] = await Promise.all([
    logOut.boundingBox(),
    sidebar(page).boundingBox(),
    entries(page).last().boundingBox(),
  ]);
  expect(button!.y).toBeGreaterThan(last!.y);
  expect(rail!.y + rail!.height - (button!.y + button!.height)).toBeLessThan(24);
  await logOut.click();
  await expect(page).toHaveURL(/\/$/);
});

test('[V-DAY-04] open or closed is still remembered: the rail after a reload, the open list after expanding', async ({
  page,
}) => {
  await page.goto(`/dashboard/${lab.id}`);
  await sidebar(page).getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.reload();
  await expect(sidebar(page).getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  await expect(entries(page)).toHaveCount(5);
  await expect(sidebar(page).locator('.sidebar-name').first()).toHaveCSS('position', 'absolute');
  expect(await page.evaluate(() => localStorage.getItem('sidebarOpen'))).toBe('false');
  await sidebar(page).getByRole('button', { name: 'Expand sidebar' }).click();
  await page.reload();
  await expect(sidebar(page).getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sidebar(page).locator('.sidebar-name').first()).toBeVisible();
  await expect(sidebar(page).locator('.sidebar-name').first()).not.toHaveCSS('position', 'absolute');
});

for (const [width, height] of [
  [1024, 768],
  [1920, 1080],
] as const) {
  test(`[V-DAY-04] the rail has no axe-core violations, its tooltip shown, at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openRail(page);
    await entries(page).nth(2).hover();
    await expect(tooltip(page)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('nav').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
}
