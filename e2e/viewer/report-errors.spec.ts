import type { Page } from '@playwright/test';
import { sessionTest as test, expect } from './support/fixtures.ts';
import { isDashboardsCall } from './support/dashboards-api.ts';
import { frameMessages, posted, recordFrameMessages } from './support/frame-messages.ts';
import { REPORT_IFRAME, fakeFrameState, frameOf, serveFramesWith } from './support/report-frame.ts';
import { REPORTS } from './support/stack.ts';

// The report frame's errors reach the person as a short message in the report area (issue 19,
// part 3), never a silent blank; the message goes when a report loads fine.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });
// The report area: where the report, or the message in its place, is shown.
const reportArea = (page: Page) => page.locator('.report-area');

/** Opens a dashboard and waits until its report has rendered. */
async function openRendered(page: Page, reportId: string): Promise<void> {
  await page.goto(`/dashboard/${reportId}`);
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
}

/** Makes the report frame raise its `error` event, as the service does (IError shape). */
async function frameRaisesError(page: Page, error: Record<string, unknown>): Promise<void> {
  const frame = await frameOf(page);
  await frame.evaluate(
    (value) =>
      (
        window as unknown as { fakeFrame: { postEvent(name: string, value: unknown): Promise<unknown> } }
      ).fakeFrame.postEvent('error', value),
    error,
  );
}

test("[V-CALM-02] [V-DAY-01] a report that does not exist says so in the report area, the frame's words under Technical details and on the console; choosing another dashboard clears it", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openRendered(page, REPORTS.bedOccupancy.id);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await frameRaisesError(page, {
    message: 'PowerBIEntityNotFound',
    detailedMessage: 'Report was not found.',
    errorCode: '404',
    level: 6,
    technicalDetails: { requestId: 'e2e' },
  });
  const alert = reportArea(page).getByRole('alert');
  await expect(alert).toContainText('This report could not be found.');
  const frameSaid = 'The report frame said: 404 · PowerBIEntityNotFound · Report was not found.';
  // The frame's own words are for whoever fixes it: closed under Technical details, and on the console.
  const details = alert.getByText('Technical details');
  await expect(alert.getByText(frameSaid)).toBeHidden();
  await details.focus();
  await page.keyboard.press('Enter');
  await expect(alert.getByText(frameSaid)).toBeVisible();
  expect(warnings).toContainEqual(expect.stringContaining(frameSaid));
  // The frame is set aside, not left as a blank beside the message.
  await expect(page.locator(REPORT_IFRAME)).not.toBeVisible();

  await sidebar(page)
    .getByRole('link', { name: /Lab Turnaround/ })
    .click();
  await expect(alert).toHaveCount(0);
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  await expect(page.locator(REPORT_IFRAME)).toBeVisible();
});

test('[V-CALM-02] an expired token says so while it is renewed, and the message goes once the report is back', async ({
  page,
}) => {
  await openRendered(page, REPORTS.patientAdmissions.id);
  // The renewal (GET /dashboards again) fails until released: the message must hold meanwhile.
  let renewals = 'refused';
  await page.route(
    (url) => isDashboardsCall(url),
    (route) => (renewals === 'refused' ? route.abort('connectionrefused') : route.continue()),
  );
  await frameRaisesError(page, {
    message: 'TokenExpired',
    detailedMessage: 'Access token has expired, resubmit with a new access token',
    errorCode: '403',
    level: 6,
    technicalDetails: { requestId: 'e2e' },
  });
  const alert = reportArea(page).getByRole('alert');
  await expect(alert).toContainText('Your access to this report has expired.');
  renewals = 'allowed';
  // The SDK retries the renewal (after 5 s), loads the report again, and the message goes.
  await expect(alert).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator(REPORT_IFRAME)).toBeVisible();
});

test('[V-CALM-02] a load the frame refuses shows that the report could not be loaded', async ({ page }) => {
  // The frame page is served with its `fail` switch on: every /report/load answers 500.
  await serveFramesWith(page, 'fail', '/report/load:500');
  await page.goto(`/dashboard/${REPORTS.emergencyWaitTimes.id}`);
  await expect(reportArea(page).getByRole('alert')).toContainText('The report could not be loaded.');
  await expect(page.locator(REPORT_IFRAME)).not.toBeVisible();
});

test('[V-CALM-02] a frame error after the report is shown that does not stop it leaves the report alone', async ({
  page,
}) => {
  await openRendered(page, REPORTS.pharmacyInventory.id);
  await frameRaisesError(page, {
    message: 'invalidInput',
    detailedMessage: 'The filter is invalid.',
    errorCode: '400',
    level: 3,
    technicalDetails: { requestId: 'e2e' },
  });
  // Give the event time to arrive, then: still the report, no message.
  await page.waitForTimeout(500);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator(REPORT_IFRAME)).toBeVisible();
});

test('[V-CALM-02] a frame that never answers the load gets one more try in a new frame, then the message', async ({
  page,
}) => {
  // The viewer's patience (15 s per frame) runs on the page's clock (page.clock), run ahead instead of waited for.
  await page.clock.install();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await recordFrameMessages(page);
  // Every frame page is served with its `hang` switch on: /report/load is never answered.
  await serveFramesWith(page, 'hang', '/report/load');
  await page.goto(`/dashboard/${REPORTS.labTurnaround.id}`);
  const iframe = page.locator(REPORT_IFRAME);
  await expect(iframe).toHaveCount(1);
  const first = await iframe.elementHandle();
  await expect(reportArea(page).getByRole('alert')).toHaveCount(0);
  // The 15 s start when the report is chosen, before its load is posted to the frame: once the frame has
  // the load, running the clock 15 s ahead passes them.
  await expect.poll(async () => posted(await frameMessages(page), '/report/load').length).toBe(1);
  await page.clock.fastForward(15_000);
  // After 15 s without an answer: a new frame for the same report.
  await expect
    .poll(() => page.evaluate((el) => el !== document.querySelector('iframe[src*="/reportEmbed"]'), first))
    .toBe(true);
  expect(warnings).toContainEqual(expect.stringContaining('its frame did not answer in 15 s'));
  await expect(iframe).toHaveCount(1);
  await expect(reportArea(page).getByRole('alert')).toHaveCount(0);
  // After as long again (the second wait started when the new frame was made): the message, not a blank.
  await page.clock.fastForward(15_000);
  await expect(reportArea(page).getByRole('alert')).toContainText('The report could not be loaded.');
});
