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

/** How many ID tokens msal-browser keeps in this tab's session storage. */
function cachedIdTokens(page: Page) {
  return page.evaluate(
    () => Object.keys(sessionStorage).filter((key) => key.startsWith('msal.') && key.includes('|idtoken|')).length,
  );
}

test('Log Out also clears the Microsoft session in the tab: the next sign-in needs a click and the popup again', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await signInAs(page, ADELE);
  await expect(page.getByRole('navigation', { name: 'Dashboards' })).toBeVisible();
  expect(await cachedIdTokens(page)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).some((cookie) => cookie.name === 'jwt_token')).toBe(false);
  await expect.poll(() => cachedIdTokens(page)).toBe(0);

  // Signing in again goes through the account picker (no cached account is reused silently).
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with Microsoft' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Pick an account' })).toBeVisible();
  await popup.getByRole('button', { name: /adele\.vance@/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
});
