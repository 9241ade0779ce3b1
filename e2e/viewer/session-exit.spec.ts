import type { Page } from '@playwright/test';
import { test as base, sessionTest as test, expect } from './support/fixtures.ts';
import { isDashboardsCall } from './support/dashboards-api.ts';

// Whatever ends the session, the person lands on '/' once, with the alert of that reason, whichever
// path notices first (the 401 handler, the cookie watch, Log Out, another tab). The viewer's
// README, "Leaving a session", lists the reasons and their alerts.

const INVALID_TOKEN_ALERT = 'INVALID TOKEN, PLEASE LOG IN AGAIN';
const LOGGED_OUT_ELSEWHERE_ALERT = 'You logged out in another tab. Log in again to see your dashboards.';
const SESSION_EXPIRED_ALERT = 'Your session has expired. Please log in again.';
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login with Microsoft' });
const logOutButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Dashboards' }).getByRole('button', { name: 'Log Out' });

/** Chromium's CPU slowed down `rate` times (DevTools protocol): the races of a busy machine, made common. */
async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Counts the page's in-app navigations to '/' (the router's history calls), so a test can check the
 * person was taken there once, not twice by two paths.
 */
async function countNavigationsToLogin(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { toLogin: number };
    counted.toLogin = 0;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url !== undefined && url !== null && new URL(url, location.href).pathname === '/') counted.toLogin += 1;
        original(state, unused, url);
      };
    }
  });
}
const navigationsToLogin = (page: Page) => page.evaluate(() => (window as unknown as { toLogin: number }).toLogin);

// The forged-cookie run, repeated: one lost alert in 15 runs at 6× was the figure. The
// checklist's 50-run figure is measured by hand with SESSION_EXIT_RUNS=50 (README, "Leaving a session").
const RUNS = Number(process.env.SESSION_EXIT_RUNS) || 8;
const RATE = Number(process.env.SESSION_EXIT_CPU_RATE) || 10;

base(
  `[T-SESSION-01] a forged session cookie ends on / with ${INVALID_TOKEN_ALERT}, with the CPU throttled ${RATE}× (${RUNS} runs)`,
  async ({ page, baseURL }) => {
    // Hang guards only: at 10× on a busy two-core machine a cold load can take the viewer past its own
    // 10 s API deadline ('could not be reached', then its retry 2 s later meets the 401), so each run
    // may take a while; what is checked is where it ends, not how fast.
    base.setTimeout(RUNS * 60_000);
    await throttleCpu(page, RATE);
    await countNavigationsToLogin(page);
    const lost: number[] = [];
    const twice: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      await page.context().addCookies([{ name: 'jwt_token', value: 'forged.not-a.token', url: baseURL! }]);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/$/, { timeout: 45_000 });
      await expect(loginButton(page)).toBeVisible({ timeout: 15_000 });
      // Settled: the login screen is up. The alert is there (it came with the navigation) or lost.
      const alert = page.getByRole('alert');
      const shown = await alert
        .filter({ hasText: INVALID_TOKEN_ALERT })
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      if (!shown) lost.push(run);
      if ((await navigationsToLogin(page)) !== 1) twice.push(run);
    }
    console.log(`[T-SESSION-01] ${RATE}× CPU: the alert was lost in ${lost.length} of ${RUNS} runs`);
    expect(lost, `runs whose alert was lost (of ${RUNS})`).toEqual([]);
    expect(twice, `runs not taken to / exactly once (of ${RUNS})`).toEqual([]);
  },
);

test('[T-SESSION-01] Log Out in another tab: this tab lands on / once, saying so; the other tab without an alert', async ({
  page,
  context,
}) => {
  // Both tabs open the dashboards side by side; this one's CPU is slowed 10× from before the other logs
  // out (its own load is not the subject) until the end.
  await countNavigationsToLogin(page);
  const other = await context.newPage();
  await Promise.all([page.goto('/dashboard'), other.goto('/dashboard')]);
  await expect(logOutButton(page)).toBeVisible();
  await throttleCpu(page, RATE);
  await logOutButton(other).click();
  await expect(other).toHaveURL(/\/$/);
  await expect(loginButton(other)).toBeVisible();
  await expect(other.getByRole('alert')).toHaveCount(0);

  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveText(LOGGED_OUT_ELSEWHERE_ALERT, { timeout: 15_000 });
  await expect(loginButton(page)).toBeVisible();
  expect(await navigationsToLogin(page)).toBe(1);
});

test('[T-SESSION-01] the session cookie expiring: lands on / once with a plain-words alert', async ({
  page,
  context,
}) => {
  // The CPU is slowed 10× once the dashboards are up (their load is not the subject), before the cookie expires.
  await countNavigationsToLogin(page);
  await page.goto('/dashboard');
  await expect(logOutButton(page)).toBeVisible();
  await throttleCpu(page, RATE);
  // The same session cookie, now expiring in 2 s (the browser's own clock decides: page.clock does
  // not reach cookies). The test waits for the outcome, not for the 2 s.
  const cookie = (await context.cookies()).find((c) => c.name === 'jwt_token')!;
  await context.addCookies([{ ...cookie, expires: Math.floor(Date.now() / 1000) + 2 }]);

  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveText(SESSION_EXPIRED_ALERT, { timeout: 15_000 });
  await expect(loginButton(page)).toBeVisible();
  expect(await navigationsToLogin(page)).toBe(1);
});

test('Log Out here: lands on / once, without an alert, also with the CPU throttled', async ({ page }) => {
  // The CPU is slowed 10× once the dashboards are up (their load is not the subject), before Log Out.
  await countNavigationsToLogin(page);
  await page.goto('/dashboard');
  await expect(logOutButton(page)).toBeVisible();
  await throttleCpu(page, RATE);
  await logOutButton(page).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(loginButton(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await navigationsToLogin(page)).toBe(1);
});

test('[T-DEADLINE-01] an API that does not answer: after 10 s the "could not be reached" state with Retry, then the dashboards by themselves', async ({
  page,
}) => {
  // A hung API: the list request reaches the server and no answer comes (page.route holds it)
  // until the test lets it through. The page's clock jumps over the 10 s deadline.
  await page.clock.install();
  let frozen = true;
  let heard!: () => void;
  const requestHeld = new Promise<void>((resolve) => (heard = resolve));
  await page.route(
    (url) => isDashboardsCall(url),
    async (route) => {
      if (!frozen) return route.continue();
      heard();
      // Never answered: the viewer's deadline must end the wait.
      await new Promise(() => {});
    },
  );
  await page.goto('/dashboard');
  await requestHeld;
  await expect(page.getByRole('status')).toHaveText('Loading...');
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('alert')).toHaveText(
    "We can't reach the dashboard service. We'll keep trying — or press Retry.",
  );
  await expect(page.locator('details')).toContainText(
    'GET /dashboards failed: the server could not be reached (no answer within 10 s)',
  );
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The API answers again: the automatic retry (2 s after the failure) brings the list, no click.
  frozen = false;
  await page.clock.fastForward(2_000);
  await expect(page.getByRole('navigation', { name: 'Dashboards' }).getByRole('link')).toHaveCount(5);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
