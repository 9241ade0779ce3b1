import { sessionTest as test, expect } from './support/fixtures.ts';
import { type DashboardItem, isDashboardsCall } from './support/dashboards-api.ts';
import { type FrameMessage, frameMessages, posted, recordFrameMessages } from './support/frame-messages.ts';
import { REPORT_IFRAME, fakeFrameState } from './support/report-frame.ts';
import { REPORTS } from './support/stack.ts';

const loads = (messages: FrameMessage[]) => posted(messages, '/report/load').map((m) => m.body!);

test('[V-DASH-05] embeds one report built from its list item: report url, report id and embed token', async ({
  page,
}) => {
  await recordFrameMessages(page);
  const answer = page.waitForResponse((r) => isDashboardsCall(r.url()) && r.status() === 200);
  await page.goto(`/dashboard/${REPORTS.emergencyWaitTimes.id}`);
  const items = (await (await answer).json()) as DashboardItem[];
  const item = items.find((i) => i.report.id === REPORTS.emergencyWaitTimes.id)!;

  await expect(page.locator(REPORT_IFRAME)).toHaveCount(1);
  // The frame was booted at the report service's endpoint before the list came (V-SPEED-01): the
  // report url's endpoint, and the report url itself in the load.
  const src = new URL((await page.locator(REPORT_IFRAME).getAttribute('src'))!);
  const url = new URL(item.report.url);
  expect(src.origin + src.pathname).toBe(url.origin + url.pathname);
  await expect.poll(async () => loads(await frameMessages(page))).toHaveLength(1);
  const [load] = loads(await frameMessages(page));
  expect(load).toMatchObject({ id: item.report.id, embedUrl: item.report.url, accessToken: item.embedToken });
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  expect((await fakeFrameState(page)).accessToken).toBe(item.embedToken);
});

test('[V-DASH-06] [V-DASH-07] [V-DASH-08] the load message has the Embed token type and a collapsed, hidden filter pane', async ({
  page,
}) => {
  await recordFrameMessages(page);
  await page.goto('/dashboard');
  await expect.poll(async () => loads(await frameMessages(page))).toHaveLength(1);
  const [load] = loads(await frameMessages(page));
  // models.TokenType.Embed is 1 (Aad is 0).
  expect(load.tokenType).toBe(1);
  expect(load.settings).toMatchObject({ panes: { filters: { expanded: false, visible: false } } });
  // And the frame applied them.
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  expect((await fakeFrameState(page)).settings).toMatchObject({
    panes: { filters: { expanded: false, visible: false } },
  });
});

test('choosing another dashboard keeps the list (no new GET /dashboards) and loads that report in the same frame', async ({
  page,
}) => {
  await recordFrameMessages(page);
  const answer = page.waitForResponse((r) => isDashboardsCall(r.url()) && r.status() === 200);
  await page.goto('/dashboard');
  await answer;
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  let listRequests = 0;
  page.on('request', (request) => {
    if (isDashboardsCall(request.url())) listRequests += 1;
  });

  const sidebar = page.getByRole('navigation', { name: 'Dashboards' });
  await sidebar.getByRole('link', { name: REPORTS.labTurnaround.name }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${REPORTS.labTurnaround.id}$`));
  await expect.poll(async () => (await fakeFrameState(page)).config?.id).toBe(REPORTS.labTurnaround.id);
  await sidebar.getByRole('link', { name: REPORTS.pharmacyInventory.name }).click();
  await expect.poll(async () => (await fakeFrameState(page)).config?.id).toBe(REPORTS.pharmacyInventory.id);

  await expect(page.locator(REPORT_IFRAME)).toHaveCount(1);
  expect(listRequests).toBe(0);
  await expect(sidebar.getByRole('link', { name: REPORTS.pharmacyInventory.name })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
