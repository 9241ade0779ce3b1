import { sessionTest as test, expect } from './support/fixtures.ts';
import { type DashboardItem, isDashboardsCall } from './support/dashboards-api.ts';
import { frameMessages, posted, recordFrameMessages } from './support/frame-messages.ts';
import { REPORT_IFRAME, fakeFrameState } from './support/report-frame.ts';
import { countTokenRefreshFailures, runToTokenRenewal, tokenRefreshFailures } from './support/page-clock.ts';
import { REPORTS } from './support/stack.ts';

// The renewals come when the page's clock says so: the clock (page.clock, running as usual) is run
// ahead to the renewal instead of waiting half the token's lifetime (EMBED_TOKEN_TTL_SECONDS) for it.
// The API of the test stack makes a new token for each GET /dashboards (LOCAL_EMBED_TOKEN_REUSE_SECONDS=0),
// so a renewal brings a new token without waiting for the API's own renewal time either.

test('the embed token is renewed before it expires without embedding the report again', async ({ page }) => {
  // The test stack's embed tokens live EMBED_TOKEN_TTL_SECONDS (40 s): the viewer fetches the list
  // again before then and hands the new token to the same report. The page's clock, the real API, the real frame.
  await page.clock.install();
  await recordFrameMessages(page);
  const answers: DashboardItem[][] = [];
  page.on('response', async (response) => {
    if (isDashboardsCall(response.url()) && response.status() === 200) answers.push(await response.json());
  });

  await page.goto(`/dashboard/${REPORTS.patientAdmissions.id}`);
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  await expect.poll(() => answers.length).toBe(1);
  const first = answers[0].find((item) => item.report.id === REPORTS.patientAdmissions.id)!;
  // The API says when the tokens expire; that is what the viewer schedules by.
  expect(first.embedTokenExpiration).toBeDefined();

  // A renewal: a token update reaches the frame.
  await runToTokenRenewal(page, first.embedTokenExpiration);
  await expect.poll(async () => posted(await frameMessages(page), '/report/token').length).toBeGreaterThanOrEqual(1);

  const messages = await frameMessages(page);
  // One load only: the report was not embedded again.
  expect(posted(messages, '/report/load')).toHaveLength(1);
  await expect(page.locator(REPORT_IFRAME)).toHaveCount(1);
  // The token the frame got is the one of the latest list, a new one.
  const latest = answers.at(-1)!.find((item) => item.report.id === REPORTS.patientAdmissions.id)!;
  expect(answers.length).toBeGreaterThanOrEqual(2);
  expect(latest.embedToken).not.toBe(first.embedToken);
  expect(posted(messages, '/report/token').at(-1)?.body).toBe(latest.embedToken);

  // The report still shows, on the new token.
  const state = await fakeFrameState(page);
  expect(state.phase).toBe('rendered');
  expect(state.tokenExpired).toBe(false);
  expect(state.accessToken).toBe(latest.embedToken);
  await expect(page.getByRole('navigation', { name: 'Dashboards' }).getByRole('link')).toHaveCount(5);
});

test('a failed renewal is retried, and the report then gets the new token', async ({ page }) => {
  await page.clock.install();
  await recordFrameMessages(page);
  await countTokenRefreshFailures(page);
  // The first renewal meets an API outage (a 503 the real stack cannot produce on demand).
  let renewing = false;
  let renewals = 0;
  const answers: DashboardItem[][] = [];
  page.on('response', async (response) => {
    if (isDashboardsCall(response.url()) && response.status() === 200) answers.push(await response.json());
  });
  await page.route(
    (url) => isDashboardsCall(url),
    async (route) => {
      if (!renewing) return route.fallback();
      renewals += 1;
      if (renewals > 1) return route.fallback();
      await route.fulfill({ status: 503, json: { status: 503, error: 'UNAVAILABLE', message: 'try again' } });
    },
  );
  await page.goto('/dashboard');
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  await expect.poll(() => answers.length).toBe(1);
  renewing = true;
  await runToTokenRenewal(page, answers[0][0].embedTokenExpiration);
  // The renewal failed (503): a retry is armed, after a back-off of at most 5 s, which the clock jumps.
  await expect.poll(() => tokenRefreshFailures(page)).toBeGreaterThanOrEqual(1);
  await page.clock.fastForward(5_000);
  await expect.poll(async () => posted(await frameMessages(page), '/report/token').length).toBeGreaterThanOrEqual(1);
  expect(renewals).toBeGreaterThanOrEqual(2);
  const messages = await frameMessages(page);
  expect(posted(messages, '/report/load')).toHaveLength(1);
  // The token of the retry's list, a new one, is the one the frame got.
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(2);
  const reportId = posted(messages, '/report/load')[0].body?.id;
  const tokenOf = (answer: DashboardItem[]) => answer.find((item) => item.report.id === reportId)?.embedToken;
  const latest = tokenOf(answers.at(-1)!);
  expect(latest).toBeDefined();
  expect(latest).not.toBe(tokenOf(answers[0]));
  expect(posted(messages, '/report/token').at(-1)?.body).toBe(latest);
  // The outage did not reach the screen: no error, the report and the list are still there.
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await fakeFrameState(page)).phase).toBe('rendered');
});

test('[V-ALERT-03] a 401 when renewing leads to / with INVALID TOKEN, PLEASE LOG IN AGAIN', async ({ page }) => {
  // The session ends while the report is open (the API answers 401 to the renewal; made here, as
  // the real stack's sessions outlive the test).
  await page.clock.install();
  await recordFrameMessages(page);
  const list = page.waitForResponse((response) => isDashboardsCall(response.url()) && response.status() === 200);
  let renewing = false;
  await page.route(
    (url) => isDashboardsCall(url),
    async (route) => {
      if (!renewing) return route.fallback();
      await route.fulfill({ status: 401, json: { status: 401, error: 'UNAUTHORIZED', message: 'Session expired' } });
    },
  );
  await page.goto('/dashboard');
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  const [item] = (await (await list).json()) as DashboardItem[];
  renewing = true;
  await expect(page).toHaveURL(/\/dashboard/);
  await runToTokenRenewal(page, item.embedTokenExpiration);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert')).toHaveText('INVALID TOKEN, PLEASE LOG IN AGAIN');
  expect((await page.context().cookies()).find((c) => c.name === 'jwt_token')).toBeUndefined();
});
