import { sessionTest as test, expect } from './support/fixtures.ts';
import { type DashboardItem, isDashboardsCall } from './support/dashboards-api.ts';
import { frameMessages, posted, recordFrameMessages } from './support/frame-messages.ts';
import { REPORT_IFRAME, fakeFrameState } from './support/report-frame.ts';
import { EMBED_TOKEN_TTL_SECONDS, REPORTS } from './support/stack.ts';

test('the embed token is renewed before it expires without embedding the report again', async ({ page }) => {
  // The test stack's embed tokens live EMBED_TOKEN_TTL_SECONDS (40 s): the viewer fetches the list
  // again before then and hands the new token to the same report. Real time, real API, real frame.
  test.setTimeout((EMBED_TOKEN_TTL_SECONDS * 2 + 30) * 1000);
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
  await expect
    .poll(async () => posted(await frameMessages(page), '/report/token').length, {
      timeout: EMBED_TOKEN_TTL_SECONDS * 1000 + 15_000,
    })
    .toBeGreaterThanOrEqual(1);

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
  test.setTimeout((EMBED_TOKEN_TTL_SECONDS * 2 + 30) * 1000);
  await recordFrameMessages(page);
  // The first renewal meets an API outage (a 503 the real stack cannot produce on demand).
  let renewing = false;
  let renewals = 0;
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
  renewing = true;
  await expect
    .poll(async () => posted(await frameMessages(page), '/report/token').length, {
      timeout: EMBED_TOKEN_TTL_SECONDS * 1000 + 30_000,
    })
    .toBeGreaterThanOrEqual(1);
  expect(renewals).toBeGreaterThanOrEqual(2);
  expect(posted(await frameMessages(page), '/report/load')).toHaveLength(1);
  // The outage did not reach the screen: no error, the report and the list are still there.
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await fakeFrameState(page)).phase).toBe('rendered');
});

test('[V-ALERT-03] a 401 when renewing leads to / with INVALID TOKEN, PLEASE LOG IN AGAIN', async ({ page }) => {
  test.setTimeout((EMBED_TOKEN_TTL_SECONDS * 2 + 30) * 1000);
  // The session ends while the report is open (the API answers 401 to the renewal; made here, as
  // the real stack's sessions outlive the test).
  await recordFrameMessages(page);
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
  renewing = true;
  await expect(page).toHaveURL(/\/$/, { timeout: EMBED_TOKEN_TTL_SECONDS * 1000 + 15_000 });
  await expect(page.getByRole('alert')).toHaveText('INVALID TOKEN, PLEASE LOG IN AGAIN');
  expect((await page.context().cookies()).find((c) => c.name === 'jwt_token')).toBeUndefined();
});
