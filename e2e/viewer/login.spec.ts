import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { signIn, signInThroughPopup } from './support/sign-in.ts';
import { ACCOUNTS } from './support/stack.ts';

test.describe('login screen', () => {
  test('[V-LOGIN-01] [V-LOGIN-02] [V-LOGIN-03] / shows the side illustration, the logo and Login with Microsoft', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toHaveText('Login with Microsoft');
    const illustration = page.getByTestId('login-illustration');
    await expect(illustration).toBeVisible();
    await expect(illustration).toHaveAccessibleName(/clinician/i);
    const logo = page.getByTestId('logo');
    await expect(logo).toBeVisible();
    await expect(logo.getByRole('img', { name: 'CareLens logo' })).toBeVisible();
    await expect(logo).toContainText('CareLens');
  });

  test('the screen is painted before the sign-in code arrives: a busy placeholder holds the button place', async ({
    page,
  }) => {
    // Holds back the login button's chunk (msal-browser) to see the screen without it; the real
    // stack serves it at once, so only interception can show the in-between state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/microsoft-sign-in/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const placeholder = page.getByTestId('login-placeholder');
    await expect(placeholder).toBeDisabled();
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeEnabled();
    await expect(placeholder).toHaveCount(0);
  });

  test('axe-core finds no violations on the login screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeEnabled();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('sign-in', () => {
  test('[V-LOGIN-04] [V-LOGIN-05] [A-LOGIN-01] [A-LOGIN-02] [A-LOGIN-03] [V-STORE-01] [V-CALM-06] signs in through the real popup, posts the account and ID token to /login and stores jwt_token until expiration_time', async ({
    page,
    context,
  }) => {
    const loginRequest = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/login$/.test(request.url()),
    );
    const loginResponse = page.waitForResponse(
      (response) => /\/login$/.test(response.url()) && response.request().method() === 'POST',
    );
    await signIn(page, ACCOUNTS.adele);

    // A-LOGIN: MSAL's account and the ID token, as JSON, no Authorization.
    const request = await loginRequest;
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.headers().authorization).toBeUndefined();
    const body = request.postDataJSON() as { account?: { username?: string }; idToken?: string; mail?: string };
    expect(body.account?.username).toBe(ACCOUNTS.adele);
    expect(typeof body.idToken).toBe('string');
    expect(body.mail ?? body.account?.username).toMatch(/adele\.vance@/i);
    // V-CALM-06: the account object and the ID token only; the Graph access token stays in the browser.
    expect(Object.keys(body).sort()).toEqual(['account', 'idToken']);
    expect(request.postData()).not.toMatch(/accessToken|access_token/);

    const answer = (await (await loginResponse).json()) as {
      response: { access_token: string; expiration_time: number };
      status: number;
    };
    expect(answer.status).toBe(200);

    await expect(page).toHaveURL(/\/dashboard\/?$/);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'jwt_token');
    expect(cookie?.value).toBe(answer.response.access_token);
    // Cookie expiry has one-second precision (it is written as an HTTP date).
    expect(cookie!.expires).toBe(Math.floor(answer.response.expiration_time / 1000));
  });

  test('[V-ALERT-01] a disabled or unknown account gets the alert USER NOT FOUND and stays signed out', async ({
    page,
    context,
  }) => {
    await signInThroughPopup(page, ACCOUNTS.formerStaff);
    await expect(page.getByRole('alert')).toHaveText('USER NOT FOUND');
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'jwt_token')).toBe(false);
  });

  test('[V-ALERT-02] an expired ID token gets the alert TOKEN EXPIRED and stays signed out', async ({
    page,
    context,
  }) => {
    const loginResponse = page.waitForResponse((response) => /\/login$/.test(response.url()));
    await signInThroughPopup(page, ACCOUNTS.tokenExpired);
    expect((await loginResponse).status()).toBe(403);
    await expect(page.getByRole('alert')).toHaveText('TOKEN EXPIRED');
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'jwt_token')).toBe(false);
  });

  test('cancelling in the popup shows no alert and leaves the button usable', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Login with Microsoft' });
    await expect(button).toBeEnabled();
    const popupPromise = page.waitForEvent('popup');
    await button.click();
    const popup = await popupPromise;
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('[V-CALM-03] closing the sign-in window itself gives Login with Microsoft back within about a second, like Cancel', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Login with Microsoft' });
    await expect(button).toBeEnabled();
    const popupPromise = page.waitForEvent('popup');
    await button.click();
    const popup = await popupPromise;
    await popup.waitForURL(/\/oauth2\/v2\.0\/authorize/);
    await popup.close();
    await expect(button).not.toHaveAttribute('aria-busy', 'true', { timeout: 1500 });
    await expect(button).toBeEnabled({ timeout: 100 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a signed-in visitor of / goes straight to the dashboards', async ({ page }) => {
    await signIn(page, ACCOUNTS.adele);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard\/?$/);
  });
});
