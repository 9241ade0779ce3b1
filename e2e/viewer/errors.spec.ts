import { expect, test, type Page } from '@playwright/test';

const ADELE = 'adele.vance@contoso.example';

/** Clicks 'Login with Microsoft' and picks `username` in the local identity's real popup. */
async function signInAs(page: Page, username: string) {
  const button = page.getByRole('button', { name: 'Login with Microsoft' });
  await expect(button).toBeEnabled();
  const popupPromise = page.waitForEvent('popup');
  await button.click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: new RegExp(username.replace(/\./g, '\\.')) }).click();
}

test('[V-ERROR-04] [V-CHUNK-03] a route chunk that fails to load shows the route error page with a reload prompt; Reload recovers', async ({
  page,
}) => {
  // A network failure of the dashboard chunk: the real server cannot be made to drop one request,
  // so the request is aborted here.
  await page.route(/dashboard-route/, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await signInAs(page, ADELE);

  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('A part of the app failed to load (ChunkLoadError)');
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

  await page.unroute(/dashboard-route/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboards' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
});
