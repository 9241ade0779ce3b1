import { expect, test } from '@playwright/test';
import { signInThroughPopup } from './support/sign-in.ts';
import { ACCOUNTS } from './support/stack.ts';

const DASHBOARD_CHUNK = /dashboard-route/;

// The guard only asks whether a jwt_token cookie exists; these tests stop at the dashboard's
// chunk, before any API call, so a placeholder token is enough to pass it.
async function pretendSignedIn(context: import('@playwright/test').BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'jwt_token', value: 'placeholder', url: baseURL ?? 'http://127.0.0.1' }]);
}

test('[V-CHUNK-01] the dashboard screen is a chunk of its own, fetched only when a dashboard route is opened', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeEnabled();
  expect(requested.filter((url) => DASHBOARD_CHUNK.test(url))).toEqual([]);
  // The sign-in code (msal-browser) is a later chunk too, fetched after the screen is there.
  expect(requested.some((url) => /microsoft-sign-in/.test(url))).toBe(true);

  const chunk = page.waitForRequest((request) => DASHBOARD_CHUNK.test(request.url()));
  await signInThroughPopup(page, ACCOUNTS.adele, { goto: false });
  await chunk;
  await expect(page).toHaveURL(/\/dashboard\/?$/);
});

test('[V-CHUNK-02] a chunk that has not arrived after 120 seconds gives the reload prompt', async ({
  page,
  context,
  baseURL,
}) => {
  await pretendSignedIn(context, baseURL);
  // Paused before the page exists: the 120 s count starts with the import, and only runFor moves
  // it (a clock that also ran on its own would add however long the navigation took).
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  // A request that never answers: the real server always answers, so only interception can
  // stand for a stalled network.
  let stalled = false;
  await page.route(DASHBOARD_CHUNK, () => {
    stalled = true;
  });
  // The stalled module keeps the load event from firing: wait only for the navigation itself.
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect.poll(() => stalled).toBe(true);
  await page.clock.runFor(119_000);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('A part of the app failed to load');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});
