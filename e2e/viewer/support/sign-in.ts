import { expect, type Page } from '@playwright/test';

/** The sign-in button's text (spec §2). */
const LOGIN_BUTTON = 'Login with Microsoft';

/**
 * Opens the login screen (unless told not to), presses 'Login with Microsoft' and, in the real
 * popup of the local identity stand-in, continues as `username`. Resolves once the popup has
 * closed; it does not wait for any outcome: use {@link signIn} for a sign-in that must succeed.
 */
export async function signInThroughPopup(page: Page, username: string, { goto = true } = {}): Promise<void> {
  if (goto) await page.goto('/');
  // The button is a disabled placeholder until msal-browser and the authority metadata are loaded;
  // click() waits for the real, enabled one.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
  const popup = await popupOpened;
  // msal's redirect bridge hands the answer back and closes the popup, possibly before click()
  // returns: listen first.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: username }).click();
  await closed;
}

/** Signs in as `username` through the real popup and waits for the dashboard screen. */
export async function signIn(page: Page, username: string): Promise<void> {
  await signInThroughPopup(page, username);
  await expect(page).toHaveURL(/\/dashboard(\/|$)/);
}
