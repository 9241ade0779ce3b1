import { expect, test } from '@playwright/test';

import { cachedIdTokens } from './support/msal-cache.ts';
import { signIn } from './support/sign-in.ts';
import { ACCOUNTS } from './support/stack.ts';

test('Log Out also clears the Microsoft session in the tab: the next sign-in needs a click and the popup again', async ({
  page,
  context,
}) => {
  await signIn(page, ACCOUNTS.adele);
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
