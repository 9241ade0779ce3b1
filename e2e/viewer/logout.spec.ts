import type { Page } from '@playwright/test';
import { sessionTest as test, expect } from './support/fixtures.ts';
import { REPORT_IFRAME } from './support/report-frame.ts';

const logOutButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Dashboards' }).getByRole('button', { name: 'Log Out' });
const jwtCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'jwt_token');

test('[V-SIDEBAR-13] Log Out is the last item of the sidebar, below the dashboards', async ({ page }) => {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Dashboards' });
  await expect(nav.getByRole('link')).toHaveCount(5);
  await expect(logOutButton(page)).toBeVisible();
  const last = (await nav.getByRole('link').last().boundingBox())!;
  const button = (await logOutButton(page).boundingBox())!;
  const navBox = (await nav.boundingBox())!;
  expect(button.y).toBeGreaterThan(last.y + last.height);
  // At the bottom of the panel.
  expect(button.y + button.height).toBeGreaterThan(navBox.y + navBox.height - 100);
});

test('[V-SIDEBAR-14] [V-SIDEBAR-15] Log Out removes the stored token and goes to /; the dashboard stays closed after', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.locator(REPORT_IFRAME)).toBeVisible();
  expect(await jwtCookie(page)).toBeDefined();

  await logOutButton(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeVisible();
  expect(await jwtCookie(page)).toBeUndefined();
  // Logging out is not an error: no alert.
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The guard now sends /dashboard back to the login screen.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeVisible();
});

test('[V-SIDEBAR-13] Log Out works with the keyboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(logOutButton(page)).toBeVisible();
  await logOutButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  expect(await jwtCookie(page)).toBeUndefined();
});
