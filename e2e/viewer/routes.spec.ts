import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { cachedIdTokens } from './support/msal-cache.ts';
import { signIn } from './support/sign-in.ts';
import { ACCOUNTS } from './support/stack.ts';

test.describe('route guard', () => {
  test('[V-ROUTES-01] /dashboard/{id} without a stored token goes to the login screen', async ({ page }) => {
    await page.goto('/dashboard/3f1c2a9e-5b7d-4e21-9a0c-1d2e3f4a5b61');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeVisible();
  });

  test('[V-ROUTES-02] /dashboard without a stored token goes to the login screen', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeVisible();
  });

  test('[V-STORE-02] a session cookie that disappears (expired, or removed by another tab) sends the dashboard back to /', async ({
    page,
    context,
  }) => {
    await signIn(page, ACCOUNTS.adele);
    await expect(page.getByRole('navigation', { name: 'Dashboards' })).toBeVisible();
    expect(await cachedIdTokens(page)).toBeGreaterThan(0);
    await context.clearCookies({ name: 'jwt_token' });
    // No navigation, no reload: only the 300 ms cookie watch can notice.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeEnabled();
    // The session ended for good: the Microsoft account cached in the tab is gone too, so the login
    // screen waits for a click instead of signing the person back in silently.
    await expect.poll(() => cachedIdTokens(page)).toBe(0);
  });
});

test.describe('404', () => {
  test('[V-ROUTES-05] [V-ROUTES-06] any other path shows Page not found with Back to home to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to home' });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeVisible();
  });

  test('/dashboard/ with extra segments is the 404 page, not a dashboard', async ({ page }) => {
    await page.goto('/dashboard/a/b');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('axe-core finds no violations on the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
