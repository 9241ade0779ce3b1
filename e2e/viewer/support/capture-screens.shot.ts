import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { reportFrame } from './report-frame.ts';
import { signInThroughPopup } from './sign-in.ts';
import { ACCOUNTS } from './stack.ts';

// Not a test: each block saves one screen of the viewer to docs/screenshots/<name>.png for the
// README (run by screenshots.config.ts). Real stack throughout, except the route error page, which
// needs a chunk that fails to load (aborted here, as in errors.spec.ts).
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');
const shot = (name: string) => path.join(out, `${name}.png`);

test('login', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeEnabled();
  await page.screenshot({ path: shot('login') });
});

test('login with an alert', async ({ page }) => {
  await signInThroughPopup(page, ACCOUNTS.formerStaff);
  await expect(page.getByRole('alert')).toHaveText('USER NOT FOUND');
  await page.screenshot({ path: shot('login-alert') });
});

test('dashboard, sidebar open', async ({ signedIn: page }) => {
  await expect(page.getByRole('navigation', { name: 'Dashboards' })).toBeVisible();
  await expect(reportFrame(page).locator('.ff-root[data-phase="rendered"] .ff-visual').first()).toBeVisible();
  await page.screenshot({ path: shot('dashboard') });
});

test('dashboard, sidebar collapsed', async ({ signedIn: page }) => {
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(reportFrame(page).locator('.ff-root[data-phase="rendered"] .ff-visual').first()).toBeVisible();
  await page.screenshot({ path: shot('dashboard-collapsed') });
  // The open state is remembered per browser; this context is thrown away, so nothing to undo.
});

test('page not found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await page.screenshot({ path: shot('not-found') });
});

test('route error', async ({ page, sessionState }) => {
  await page.context().addCookies(sessionState.cookies);
  await page.route(/dashboard-route/, (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await page.screenshot({ path: shot('route-error') });
});

test.describe('tablet in portrait', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('tablet message', async ({ signedIn: page }) => {
    await expect(page.getByTestId('rotate-device-icon')).toBeVisible();
    await page.screenshot({ path: shot('tablet-portrait') });
  });
});
