import type { Page } from '@playwright/test';
import { test as base, expect } from './support/fixtures.ts';
import { REPORT_IFRAME, fakeFrameState, frameOf } from './support/report-frame.ts';
import { REPORTS } from './support/stack.ts';

// Signed in (the worker's real sign-in), on a page that has not navigated yet.
const test = base.extend({ storageState: async ({ sessionState }, use) => use(sessionState) });

interface Item {
  report: { id: string; name: string; url: string };
  embedToken: string;
}

interface FrameMessage {
  method?: string;
  url?: string;
  body?: Record<string, unknown>;
}

const isDashboardsCall = (url: string | URL) => new URL(url).pathname.endsWith('/dashboards');

/**
 * Records, inside the report frame, every request message the page posts to it (the embed
 * protocol's `{ method, url, body }`), so a test reads exactly what the frame was sent.
 */
async function recordFrameMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!location.pathname.endsWith('/reportEmbed')) return;
    const log: unknown[] = [];
    (window as unknown as { __frameMessages: unknown[] }).__frameMessages = log;
    window.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { method?: unknown; url?: unknown } | null;
      if (data && typeof data.url === 'string' && typeof data.method === 'string') log.push(data);
    });
  });
}

async function frameMessages(page: Page): Promise<FrameMessage[]> {
  const frame = await frameOf(page);
  return frame.evaluate(() =>
    JSON.parse(JSON.stringify((window as unknown as { __frameMessages?: unknown[] }).__frameMessages ?? [])),
  ) as Promise<FrameMessage[]>;
}

const loads = (messages: FrameMessage[]) =>
  messages.filter((m) => m.method === 'POST' && m.url === '/report/load').map((m) => m.body!);

test('[V-DASH-05] embeds one report built from its list item: report url, report id and embed token', async ({
  page,
}) => {
  await recordFrameMessages(page);
  const answer = page.waitForResponse((r) => isDashboardsCall(r.url()) && r.status() === 200);
  await page.goto(`/dashboard/${REPORTS.emergencyWaitTimes.id}`);
  const items = (await (await answer).json()) as Item[];
  const item = items.find((i) => i.report.id === REPORTS.emergencyWaitTimes.id)!;

  await expect(page.locator(REPORT_IFRAME)).toHaveCount(1);
  // The frame URL is the report's url, plus what the embedding client adds to it.
  const src = (await page.locator(REPORT_IFRAME).getAttribute('src'))!;
  expect(src.startsWith(item.report.url)).toBe(true);
  await expect.poll(async () => loads(await frameMessages(page))).toHaveLength(1);
  const [load] = loads(await frameMessages(page));
  expect(load).toMatchObject({ id: item.report.id, accessToken: item.embedToken });
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
