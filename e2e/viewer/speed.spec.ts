import type { Page } from '@playwright/test';
import { sessionTest as test, expect, test as signedOutTest } from './support/fixtures.ts';
import { isDashboardsCall } from './support/dashboards-api.ts';
import { type FrameMessage, frameMessages, posted, recordFrameMessages } from './support/frame-messages.ts';
import { REPORT_IFRAME, fakeFrameState, frameOf } from './support/report-frame.ts';
import { signInThroughPopup } from './support/sign-in.ts';
import { ACCOUNTS, FRAME_ORIGIN, REPORTS } from './support/stack.ts';

// Time to the report (issue 19): the frame boots while the list loads, and every dashboard after
// the first is a load into that same frame.

const loads = (messages: FrameMessage[]) => posted(messages, '/report/load');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });

/** Records, in the viewer's page, when a report frame said it was ready (`POST /ready/<uid>`). */
async function recordFrameReady(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const seen: string[] = [];
    (window as unknown as { __frameReady: string[] }).__frameReady = seen;
    window.addEventListener('message', (event: MessageEvent) => {
      const url = (event.data as { url?: unknown } | null)?.url;
      if (typeof url === 'string' && url.startsWith('/ready/')) seen.push(url);
    });
  });
}

const frameReadyCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frameReady?: string[] }).__frameReady?.length ?? 0);

/** Marks the report frame's current document, to tell later whether it was loaded again. */
async function markFrameDocument(page: Page): Promise<void> {
  const frame = await frameOf(page);
  await frame.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

const frameDocumentMarked = async (page: Page) =>
  (await frameOf(page)).evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('[V-SPEED-01] the report frame boots while the dashboard list loads; the report then loads into it with bootstrapped: true', async ({
  page,
}) => {
  await recordFrameMessages(page);
  await recordFrameReady(page);
  // The real API's answer, held back until the frame has booted (timing only).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isDashboardsCall(url),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(`/dashboard/${REPORTS.labTurnaround.id}`);
  await expect(page.getByRole('status')).toHaveText('Loading...');

  // Before the list has answered: one iframe at the report service's endpoint, not shown, and the
  // frame has said it is ready; nothing has been loaded into it.
  const iframe = page.locator(REPORT_IFRAME);
  await expect(iframe).toHaveCount(1);
  await expect(iframe).not.toBeVisible();
  expect(new URL((await iframe.getAttribute('src'))!).origin).toBe(FRAME_ORIGIN);
  await expect.poll(() => frameReadyCount(page)).toBe(1);
  expect(loads(await frameMessages(page))).toHaveLength(0);
  await markFrameDocument(page);
  const booted = await iframe.elementHandle();

  release();
  await expect.poll(async () => loads(await frameMessages(page))).toHaveLength(1);
  const [load] = loads(await frameMessages(page));
  // The load of a bootstrapped frame says so, in its headers and its configuration (§4.10).
  expect((load as FrameMessage & { headers?: Record<string, unknown> }).headers).toMatchObject({ bootstrapped: true });
  expect(load.body).toMatchObject({ id: REPORTS.labTurnaround.id, bootstrapped: true });
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  await expect(iframe).toBeVisible();
  // The same iframe and document that booted: no second frame, no second boot.
  await expect(iframe).toHaveCount(1);
  expect(await page.evaluate((el) => el === document.querySelector('iframe[src*="/reportEmbed"]'), booted)).toBe(true);
  expect(await frameDocumentMarked(page)).toBe(true);
  expect(await frameReadyCount(page)).toBe(1);
});

test('[V-SPEED-02] another dashboard from the sidebar loads into the same frame: same iframe, same document, a new load naming it', async ({
  page,
}) => {
  await recordFrameMessages(page);
  await page.goto(`/dashboard/${REPORTS.bedOccupancy.id}`);
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  const iframe = page.locator(REPORT_IFRAME);
  const before = await iframe.elementHandle();
  await markFrameDocument(page);
  let frameNavigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) frameNavigations++;
  });

  await sidebar(page)
    .getByRole('link', { name: /Pharmacy Inventory/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${REPORTS.pharmacyInventory.id}$`));
  await expect.poll(async () => loads(await frameMessages(page))).toHaveLength(2);
  expect(loads(await frameMessages(page))[1].body).toMatchObject({ id: REPORTS.pharmacyInventory.id });
  await expect.poll(async () => (await fakeFrameState(page)).config?.id).toBe(REPORTS.pharmacyInventory.id);
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');

  await expect(iframe).toHaveCount(1);
  expect(await page.evaluate((el) => el === document.querySelector('iframe[src*="/reportEmbed"]'), before)).toBe(true);
  expect(await frameDocumentMarked(page)).toBe(true);
  expect(frameNavigations).toBe(0);
});

signedOutTest(
  '[V-SPEED-01] the report frame boots on the login screen, and the same frame shows the first report after sign-in',
  async ({ page }) => {
    await recordFrameMessages(page);
    await recordFrameReady(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeEnabled();
    const iframe = page.locator(REPORT_IFRAME);
    await expect(iframe).toHaveCount(1);
    await expect(iframe).not.toBeVisible();
    await expect.poll(() => frameReadyCount(page)).toBe(1);
    await markFrameDocument(page);
    const booted = await iframe.elementHandle();

    await signInThroughPopup(page, ACCOUNTS.adele, { goto: false });
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect.poll(async () => loads(await frameMessages(page))).toHaveLength(1);
    const [load] = loads(await frameMessages(page));
    expect((load as FrameMessage & { headers?: Record<string, unknown> }).headers).toMatchObject({
      bootstrapped: true,
    });
    await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
    await expect(iframe).toBeVisible();
    expect(await page.evaluate((el) => el === document.querySelector('iframe[src*="/reportEmbed"]'), booted)).toBe(
      true,
    );
    expect(await frameDocumentMarked(page)).toBe(true);
    expect(await frameReadyCount(page)).toBe(1);
  },
);

test('[V-SPEED-01] after log-out the login screen warms a fresh frame: nothing of the last report stays in the page', async ({
  page,
}) => {
  await page.goto(`/dashboard/${REPORTS.bedOccupancy.id}`);
  await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
  await markFrameDocument(page);
  await sidebar(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const iframe = page.locator(REPORT_IFRAME);
  await expect(iframe).toHaveCount(1);
  await expect(iframe).not.toBeVisible();
  // A new document at the endpoint, with no report, token or load.
  await expect.poll(() => frameDocumentMarked(page).catch(() => true)).toBe(false);
  const state = await fakeFrameState(page);
  expect(state.accessToken).toBeUndefined();
  expect(state.config).toBeUndefined();
  expect(new URL((await iframe.getAttribute('src'))!).searchParams.get('reportId')).toBeNull();
});
