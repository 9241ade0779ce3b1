import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { isDashboardsCall } from './dashboards-api.ts';
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

test('dashboard, sidebar collapsed to its rail', async ({ signedIn: page }) => {
  await openDashboard(page, REPORTS.labTurnaround);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  // The rail's tooltip: the second entry's name.
  await page.getByRole('navigation', { name: 'Dashboards' }).getByRole('link').nth(1).hover();
  await expect(page.locator('.rail-tooltip')).toBeVisible();
  await page.screenshot({ path: shot('dashboard-collapsed') });
  // The open state is remembered per browser; this context is thrown away, so nothing to undo.
});

test('report toolbar, Print focused', async ({ signedIn: page }) => {
  await page.goto(`/dashboard/${REPORTS.labTurnaround.id}?page=ReportSection2`);
  await expect(reportFrame(page).locator('.ff-root[data-phase="rendered"] .ff-visual').first()).toBeVisible();
  const toolbar = page.getByRole('group', { name: 'Report controls' });
  await expect(toolbar.getByRole('button', { name: 'Print' })).toBeEnabled();
  await toolbar.getByRole('button', { name: 'Full screen' }).focus();
  await page.keyboard.press('Tab');
  await page.screenshot({ path: shot('report-toolbar') });
});

test('filter box with 240 dashboards', async ({ page }) => {
  await signInThroughPopup(page, ACCOUNTS.diego);
  const nav = page.getByRole('navigation', { name: 'Dashboards' });
  await expect(nav.getByRole('link')).toHaveCount(240);
  await nav.getByRole('searchbox', { name: 'Filter dashboards' }).fill('ward 1');
  await expect(nav.getByRole('link')).toHaveCount(16);
  await expect(reportFrame(page).locator('.ff-root[data-phase="rendered"] .ff-visual').first()).toBeVisible();
  await page.screenshot({ path: shot('estate-filter') });
});

test('login, sign-in not configured', async ({ page }) => {
  // A build with a malformed client id (as in plain-words.spec.ts): the entry chunk's id replaced.
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    const response = await route.fetch();
    const script = await response.text();
    await route.fulfill({
      response,
      body: script.replaceAll('11111111-2222-4333-8444-555555555555', 'Not-A-Client-Id'),
    });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Sign-in isn't set up yet" })).toBeVisible();
  await page.screenshot({ path: shot('login-not-configured') });
});

test('dashboard service unreachable, in plain words', async ({ page, sessionState }) => {
  await page.context().addCookies(sessionState.cookies);
  await page.route(
    (url) => isDashboardsCall(url),
    (route) => route.abort('connectionrefused'),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByText('Technical details').click();
  await page.screenshot({ path: shot('dashboards-unreachable') });
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
