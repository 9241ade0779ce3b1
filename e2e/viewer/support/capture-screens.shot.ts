import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { reportFrame } from './report-frame.ts';
import { signInThroughPopup } from './sign-in.ts';
import { ACCOUNTS, REPORTS } from './stack.ts';

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

/** Opens a dashboard and waits until its own report is drawn in the frame. */
async function openDashboard(page: Page, report: { id: string; name: string }) {
  await page.goto(`/dashboard/${report.id}`);
  await expect(reportFrame(page).locator('.ff-title')).toHaveText(report.name);
  await expect(reportFrame(page).locator('.ff-root[data-phase="rendered"] .ff-visual').first()).toBeVisible();
}

// One screenshot per dashboard of the local estate, each with its own report (docs/screenshots/dashboard-<key>.png).
for (const [key, report] of Object.entries(REPORTS)) {
  const name = `dashboard-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  test(`dashboard: ${report.name}`, async ({ signedIn: page }) => {
    await openDashboard(page, report);
    await page.screenshot({ path: shot(name) });
  });
}

// The same dashboard at the widths the viewer supports, from 1024 px up (docs/screenshots/dashboard-<width>.png).
for (const [width, height] of [
  [1024, 768],
  [1280, 800],
  [1440, 900],
  [1920, 1080],
] as const) {
  test.describe(`dashboard at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test(`dashboard at ${width}`, async ({ signedIn: page }) => {
      await openDashboard(page, REPORTS.emergencyWaitTimes);
      await page.screenshot({ path: shot(`dashboard-${width}`) });
    });
  });
}
