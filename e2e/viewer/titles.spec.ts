import type { Page } from '@playwright/test';
import { sessionTest, test, expect } from './support/fixtures.ts';
import { REPORTS } from './support/stack.ts';

// Each screen names itself in the tab's title, and the change is said to screen readers by a
// polite live region (a single-page app changes screens without the page load that would say it).

const announcer = (page: Page) => page.locator('#route-announcer');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });

test('[V-DAY-03] the login screen, each dashboard (its name first), no dashboard and 404 have their own title, and each change is announced', async ({
  signedIn: page,
}) => {
  // /dashboard opens the first dashboard by name.
  await expect(page).toHaveTitle('Bed Occupancy – CareLens Dashboards');
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');

  await sidebar(page).getByRole('link', { name: REPORTS.pharmacyInventory.name }).click();
  await expect(page).toHaveTitle('Pharmacy Inventory – CareLens Dashboards');
  await expect(announcer(page)).toHaveText('Pharmacy Inventory – CareLens Dashboards');
  // Heard, not seen: in the accessibility tree, visually hidden.
  await expect(announcer(page)).toBeAttached();
  expect(await announcer(page).evaluate((region) => region.getBoundingClientRect().width)).toBeLessThanOrEqual(1);

  await page.goto('/dashboard/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveTitle('No dashboard available – CareLens Dashboards');

  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found – CareLens Dashboards');
  await page.getByRole('link', { name: 'Back to home' }).click();
  // Signed in, '/' goes on to the dashboards (the one last shown): the title follows, and is said.
  await expect(page).toHaveTitle(/^(?!Page not found|Dashboards –).+ – CareLens Dashboards$/);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(page).toHaveTitle(`${heading} – CareLens Dashboards`);
  await expect(announcer(page)).toHaveText(`${heading} – CareLens Dashboards`);
});

test('[V-DAY-03] the login screen and the error page have their own title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Sign in – CareLens Dashboards');
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found – CareLens Dashboards');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveTitle('Sign in – CareLens Dashboards');
  await expect(announcer(page)).toHaveText('Sign in – CareLens Dashboards');
});

sessionTest('[V-DAY-03] the route error page has its own title', async ({ page }) => {
  // The dashboard screen's code lost on the way: the route error page.
  await page.route(/dashboard-route/, (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page).toHaveTitle('Something went wrong – CareLens Dashboards');
});
