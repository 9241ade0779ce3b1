import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sessionTest as test, test as base, expect } from './support/fixtures.ts';
import { isDashboardsCall } from './support/dashboards-api.ts';
import { REPORT_IFRAME, fakeFrameState } from './support/report-frame.ts';
import { signInThroughPopup } from './support/sign-in.ts';
import { ACCOUNTS, API_URL } from './support/stack.ts';

// The dashboard and login screens under a missing network or a stopped API: they say so and get
// going by themselves once the API answers again. The real stack cannot lose its network or
// stop its API in the middle of a test, so `page.route` aborts the calls and `setOffline` takes
// the browser offline; the answers that finally arrive are the real API's.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });
const UNREACHABLE = "We can't reach the dashboard service. We'll keep trying — or press Retry.";
const visibleReport = (page: Page) => page.locator(REPORT_IFRAME).filter({ visible: true });

test('[V-CALM-01] an unreachable API: the message and Retry, then the dashboards by themselves once it answers', async ({
  page,
}) => {
  let reachable = false;
  let calls = 0;
  await page.route(
    (url) => isDashboardsCall(url),
    (route) => {
      calls += 1;
      return reachable ? route.continue() : route.abort('connectionrefused');
    },
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('alert')).toHaveText(UNREACHABLE);
  await expect(page.locator('details')).toContainText('GET /dashboards failed: the server could not be reached');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Never a blank frame: no report shows without a list (a frame warming up meanwhile stays hidden).
  await expect(visibleReport(page)).toHaveCount(0);
  // It keeps trying while the API stays away (the first automatic try 2 s after the failure).
  await expect.poll(() => calls, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('alert')).toBeVisible();

  reachable = true;
  // No click: the next automatic try (at most 8 s after the last one here) finds the API.
  await expect(sidebar(page).getByRole('link')).toHaveCount(5, { timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator(REPORT_IFRAME)).toBeVisible();
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
});

test('[V-CALM-01] offline: says so, and loads the dashboards as soon as the browser is back online', async ({
  page,
  context,
}) => {
  // The list request fails as on a lost network; then the browser goes offline for real.
  let reachable = false;
  await page.route(
    (url) => isDashboardsCall(url),
    (route) => (reachable ? route.continue() : route.abort('internetdisconnected')),
  );
  // The page's clock is Playwright's (it runs as usual until paused): below, time is run ahead and stopped
  // instead of waited for, so that what the test shows does not depend on the machine's speed.
  await page.clock.install();
  let listTries = 0;
  page.on('request', (request) => void (isDashboardsCall(request.url()) && (listTries += 1)));
  await page.goto('/dashboard');
  await expect(page.getByRole('alert')).toHaveText(UNREACHABLE);
  await expect(visibleReport(page)).toHaveCount(0);
  // The report frame warming up meanwhile (its code is a chunk of its own, so it starts a moment
  // after the failure) boots before the cut: this test is about the list. A frame whose boot meets
  // the lost network is the next test's case.
  await page
    .locator(REPORT_IFRAME)
    .waitFor({ state: 'attached', timeout: 5_000 })
    .catch(() => {});
  await Promise.all(page.frames().map((frame) => frame.waitForLoadState('load')));
  await context.setOffline(true);
  // The next automatic try (2 s after the failure) meets a browser that knows it is offline.
  await expect(page.getByRole('alert')).toHaveText(
    'You are offline. The dashboards will load as soon as the connection is back.',
    { timeout: 10_000 },
  );
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(visibleReport(page)).toHaveCount(0);

  // Offline, nothing is retried on a timer: with the clock stopped and then run 10 s ahead (past the tries
  // a timer would bring at 2 s and 4 s), no request goes out. Then, the clock still stopped, only the
  // `online` event can bring the next try, and it does.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const triesOffline = listTries;
  await page.clock.runFor(10_000);
  await expect(page.getByRole('alert')).toBeVisible();
  expect(listTries).toBe(triesOffline);
  reachable = true;
  await context.setOffline(false);
  await expect(sidebar(page).getByRole('link')).toHaveCount(5);
  await page.clock.resume();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator(REPORT_IFRAME)).toBeVisible();
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
});

test('[V-CALM-01] a report frame that started while offline boots again once back online', async ({
  page,
  context,
}) => {
  let offline = true;
  await page.route(
    (url) => isDashboardsCall(url),
    async (route) => {
      if (!offline) return route.continue();
      // The network goes while the list is on its way, before the report frame has booted.
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    },
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('alert')).toHaveText(
    'You are offline. The dashboards will load as soon as the connection is back.',
  );
  await page.locator(REPORT_IFRAME).waitFor({ state: 'attached' });
  await page.waitForTimeout(1_000);
  offline = false;
  await context.setOffline(false);
  await expect(sidebar(page).getByRole('link')).toHaveCount(5);
  await expect.poll(async () => (await fakeFrameState(page)).phase, { timeout: 15_000 }).toBe('rendered');
});

test('[V-CALM-01] losing the network with a report on screen: a notice says so, the report stays, the notice goes once back', async ({
  page,
  context,
}) => {
  await page.goto('/dashboard');
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  const notice = page.getByRole('complementary', { name: 'Connection' });
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice.getByRole('status')).toHaveText(
    'You are offline. What is on screen stays; the viewer reconnects by itself.',
  );
  await expect(page.locator(REPORT_IFRAME)).toBeVisible();
  // The viewer's own screen with the notice (the report frame's content is the frame's business).
  expect((await new AxeBuilder({ page }).exclude(REPORT_IFRAME).analyze()).violations).toEqual([]);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(page.locator(REPORT_IFRAME)).toBeVisible();
});

test('[V-CALM-01] an API answering 503 (unavailable) is retried by itself too', async ({ page }) => {
  let status = 503;
  let calls = 0;
  await page.route(
    (url) => isDashboardsCall(url),
    (route) => {
      calls += 1;
      if (status === 200) return route.continue();
      // The API's own shape for a database that is down (503) and for a fault (500).
      return route.fulfill({ status, json: { status, error: 'UNAVAILABLE', message: 'database unavailable' } });
    },
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('alert')).toHaveText(
    "The dashboard service isn't available right now. We'll keep trying — or press Retry.",
  );
  await expect(page.locator('details')).toContainText(
    'The dashboards could not be loaded (HTTP 503: database unavailable).',
  );
  await expect.poll(() => calls, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  status = 200;
  await expect(sidebar(page).getByRole('link')).toHaveCount(5, { timeout: 20_000 });
});

test('[V-CALM-01] a 500 is not retried by itself: it stays until Retry', async ({ page }) => {
  let status = 500;
  let calls = 0;
  await page.route(
    (url) => isDashboardsCall(url),
    (route) => {
      calls += 1;
      if (status === 200) return route.continue();
      return route.fulfill({ status, json: { status, error: 'INTERNAL', message: 'boom' } });
    },
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('alert')).toHaveText(
    'The dashboard service ran into a problem. Press Retry; if it happens again, tell your IT service desk.',
  );
  await expect(page.locator('details')).toContainText('The dashboards could not be loaded (HTTP 500: boom).');
  await page.waitForTimeout(3_000);
  expect(calls).toBe(1);
  status = 200;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(sidebar(page).getByRole('link')).toHaveCount(5);
});

const SIGN_IN_UNAVAILABLE =
  'Sign-in is unavailable right now. The button will be ready as soon as the sign-in service answers.';
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login with Microsoft' });

base(
  '[V-CALM-05] the API down when the login screen loads: the button comes back by itself once it answers, and signs in',
  async ({ page }) => {
    // Every call to the API (the identity stand-in's sign-in configuration first) is refused.
    let calls = 0;
    const refuse = (route: import('@playwright/test').Route) => {
      calls += 1;
      return route.abort('connectionrefused');
    };
    await page.route(`${API_URL}/**`, refuse);
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText(SIGN_IN_UNAVAILABLE);
    await expect(page.getByRole('alert')).not.toContainText('reload');
    await expect(loginButton(page)).toBeDisabled();
    // It keeps trying (2 s after the failure) while the API stays away.
    await expect.poll(() => calls, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect(loginButton(page)).toBeDisabled();

    await page.unroute(`${API_URL}/**`, refuse);
    // No reload: the next automatic try (at most 8 s after the last) finds the API.
    await expect(loginButton(page)).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await signInThroughPopup(page, ACCOUNTS.adele, { goto: false });
    await expect(page).toHaveURL(/\/dashboard(\/|$)/);
  },
);

base(
  '[V-CALM-05] offline when the login screen loads: the button comes back as soon as the browser is online',
  async ({ page, context }) => {
    // The sign-in configuration request meets the lost network (the screen itself has loaded).
    let offline = true;
    await page.route(/openid-configuration/, async (route) => {
      if (!offline) return route.continue();
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    // Playwright's clock (it runs as usual until paused): time is run ahead and stopped, not waited for.
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText(SIGN_IN_UNAVAILABLE);
    await expect(loginButton(page)).toBeDisabled();
    // Offline, no timer retries: 10 s run ahead on the stopped clock bring none. With the clock still
    // stopped, only the online event can bring the button back, and it does.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(10_000);
    await expect(loginButton(page)).toBeDisabled();
    offline = false;
    await context.setOffline(false);
    await expect(loginButton(page)).toBeEnabled();
    await page.clock.resume();
    await expect(page.getByRole('alert')).toHaveCount(0);
  },
);

base(
  '[V-CALM-05] the report frame code lost as the app starts: the login screen stays usable, the dashboard offers a reload',
  async ({ page }) => {
    // The network loses the report frame's chunk (shared by the page-wide stage and the dashboard
    // screen); the real server always serves it, so only interception can lose it.
    await page.route(/\/assets\/dashboard-report-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(loginButton(page)).toBeEnabled();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    // Signing in works; the dashboard screen needs the lost code and says so, with a reload.
    await signInThroughPopup(page, ACCOUNTS.adele, { goto: false });
    await expect(page.getByRole('alert')).toContainText('A part of the app failed to load');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
);
