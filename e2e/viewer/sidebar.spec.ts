import type { Page } from '@playwright/test';
import { sessionTest as test, expect } from './support/fixtures.ts';
import { type DashboardItem, isDashboardsCall } from './support/dashboards-api.ts';
import { fakeFrameState } from './support/report-frame.ts';
import { REPORTS } from './support/stack.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });
const entries = (page: Page) => sidebar(page).getByRole('link');
/** Whether the entries show their names: the open list does; the collapsed rail (V-DAY-04) only numbers and icons. */
const namesShown = async (page: Page) =>
  ((await sidebar(page).locator('.sidebar-name').first().boundingBox())?.width ?? 0) > 1;

/** Opens `path` and returns the list GET /dashboards answered (the real API's). */
async function openDashboards(page: Page, path = '/dashboard'): Promise<DashboardItem[]> {
  const response = page.waitForResponse((r) => isDashboardsCall(new URL(r.url())) && r.status() === 200);
  await page.goto(path);
  return (await (await response).json()) as DashboardItem[];
}

/** The report id of the latest load the report frame received. */
const loadedReportId = async (page: Page) => (await fakeFrameState(page)).config?.id;

const caseInsensitive = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

test('[V-SIDEBAR-07] [A-DASH-03] [A-DASH-05] lists one entry per dashboard the API returns (Adele: all 5)', async ({
  page,
}) => {
  const items = await openDashboards(page);
  expect(items).toHaveLength(5);
  const names = items.map((item) => item.report.name).sort(caseInsensitive);
  await expect(entries(page)).toHaveCount(5);
  await expect(sidebar(page).locator('.sidebar-name')).toHaveText(names);
});

test('[V-SIDEBAR-08] [V-SIDEBAR-09] sorts entries by report name, case-insensitively, numbered from 1', async ({
  page,
}) => {
  // The real API already sorts; to see the viewer sort on its own, its answer is handed over
  // reversed and with some names in lower case (the real stack cannot produce that order).
  await page.route(
    (url) => isDashboardsCall(url),
    async (route) => {
      const response = await route.fetch();
      const items = ((await response.json()) as DashboardItem[]).reverse();
      items[0].report.name = items[0].report.name.toLowerCase();
      items[2].report.name = items[2].report.name.toLowerCase();
      await route.fulfill({ response, json: items });
    },
  );
  await page.goto('/dashboard');
  await expect(sidebar(page).locator('.sidebar-name')).toHaveText([
    'Bed Occupancy',
    'Emergency Department Wait Times',
    'lab turnaround',
    'Patient Admissions',
    'pharmacy inventory',
  ]);
  await expect(sidebar(page).locator('.sidebar-number')).toHaveText(['1', '2', '3', '4', '5']);
  await expect(entries(page).first()).toHaveAccessibleName(/^1\s+Bed Occupancy$/);
});

test('[V-SIDEBAR-10] every entry has a document icon', async ({ page }) => {
  await openDashboards(page);
  await expect(entries(page)).toHaveCount(5);
  for (const entry of await entries(page).all()) {
    const icon = entry.locator('svg[data-icon="document"]');
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
  }
});

test('[V-SIDEBAR-11] every entry links to /dashboard/{reportId} and opens that report', async ({ page }) => {
  const items = await openDashboards(page);
  const sorted = [...items].sort((a, b) => caseInsensitive(a.report.name, b.report.name));
  for (const [index, item] of sorted.entries()) {
    await expect(entries(page).nth(index)).toHaveAttribute('href', `/dashboard/${item.report.id}`);
  }
  const last = sorted[sorted.length - 1];
  await entries(page).last().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${last.report.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: last.report.name })).toBeAttached();
  // The frame got a load for that report (the same frame is reused, so its src may name the first one).
  await expect.poll(() => loadedReportId(page)).toBe(last.report.id);
});

test('[V-SIDEBAR-12] highlights the entry of the dashboard shown', async ({ page }) => {
  await page.goto(`/dashboard/${REPORTS.labTurnaround.id}`);
  const active = entries(page).filter({ hasText: 'Lab Turnaround' });
  await expect(active).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).locator('[aria-current]')).toHaveCount(1);
  const accent = await page.evaluate(() => {
    // The theme's accent background, resolved the way the browser paints it.
    const probe = document.createElement('div');
    probe.style.background = 'var(--color-accent-bg)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  await expect(active).toHaveCSS('background-color', accent);
  await expect(entries(page).filter({ hasText: 'Bed Occupancy' })).not.toHaveCSS('background-color', accent);

  // Without an id, and no last dashboard remembered for the account (V-DAY-07 would reopen Lab
  // Turnaround), the first dashboard is shown, so the first entry is the active one.
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('lastDashboard:'))
      .forEach((key) => localStorage.removeItem(key)),
  );
  await page.goto('/dashboard');
  await expect(entries(page).first()).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).locator('[aria-current]')).toHaveCount(1);
});

test('[V-SIDEBAR-05] [V-SIDEBAR-01] the sidebar is open when nothing is saved', async ({ page }) => {
  await openDashboards(page);
  expect(await page.evaluate(() => localStorage.getItem('sidebarOpen'))).toBeNull();
  const toggle = sidebar(page).getByRole('button', { name: 'Collapse sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(entries(page)).toHaveCount(5);
  await expect(sidebar(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
});

test('[V-SIDEBAR-01] [V-SIDEBAR-03] [V-SIDEBAR-06] the round arrow button collapses and expands the sidebar and saves the flag', async ({
  page,
}) => {
  await openDashboards(page);
  const content = page.getByRole('main');
  const openContentWidth = (await content.boundingBox())!.width;

  const collapse = sidebar(page).getByRole('button', { name: 'Collapse sidebar' });
  // Round: as wide as tall, fully rounded; an arrow pointing the way the panel will move.
  const box = (await collapse.boundingBox())!;
  expect(box.width).toBe(box.height);
  await expect(collapse).toHaveCSS('border-radius', '50%');
  await expect(collapse.locator('svg[data-direction="left"]')).toBeVisible();
  const controlled = await collapse.getAttribute('aria-controls');
  expect(controlled).toBeTruthy();
  await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();

  await collapse.click();
  const expand = sidebar(page).getByRole('button', { name: 'Expand sidebar' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(expand.locator('svg[data-direction="right"]')).toBeVisible();
  // Collapsed, the panel is a narrow rail (V-DAY-04): the entries without their names.
  await expect.poll(async () => (await sidebar(page).boundingBox())!.width).toBeLessThanOrEqual(64);
  await expect.poll(() => namesShown(page)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('sidebarOpen'))).toBe('false');
  // The content takes the room the sidebar gave up.
  await expect.poll(async () => (await content.boundingBox())!.width).toBeGreaterThan(openContentWidth + 100);

  await expand.click();
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await expect(entries(page)).toHaveCount(5);
  await expect.poll(() => namesShown(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('sidebarOpen'))).toBe('true');
});

test('[V-SIDEBAR-04] a closed sidebar stays closed after a reload, and open again after reopening', async ({
  page,
}) => {
  await openDashboards(page);
  await sidebar(page).getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.reload();
  await expect(sidebar(page).getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => namesShown(page)).toBe(false);
  // The report still shows, in the wider content area.
  await expect(page.locator('.dashboard-report iframe')).toBeVisible();

  await sidebar(page).getByRole('button', { name: 'Expand sidebar' }).click();
  await page.reload();
  await expect(sidebar(page).getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(entries(page)).toHaveCount(5);
  await expect.poll(() => namesShown(page)).toBe(true);
});

test('[V-SIDEBAR-06] the collapsed sidebar toggle is reachable and usable with the keyboard', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sidebarOpen', 'false'));
  await openDashboards(page);
  const expand = sidebar(page).getByRole('button', { name: 'Expand sidebar' });
  await expect(expand).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(expand).toBeFocused();
  expect(await expand.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(sidebar(page).getByRole('button', { name: 'Collapse sidebar' })).toBeFocused();
  await expect(entries(page)).toHaveCount(5);
  await expect.poll(() => namesShown(page)).toBe(true);
});

test('[V-DAY-08] with 10 dashboards or fewer there is no filter box; the arrow keys still move through the list', async ({
  page,
}) => {
  await page.goto(`/dashboard/${REPORTS.labTurnaround.id}`);
  await expect(entries(page)).toHaveCount(5);
  await expect(sidebar(page).getByRole('searchbox')).toHaveCount(0);
  // One tab stop in the list, the active entry; the arrow keys, Home and End move from there.
  await sidebar(page).getByRole('button', { name: 'Collapse sidebar' }).focus();
  await page.keyboard.press('Tab');
  await expect(entries(page).filter({ hasText: 'Lab Turnaround' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(entries(page).nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(entries(page).last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(entries(page).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(sidebar(page).getByRole('button', { name: 'Log Out' })).toBeFocused();
});

test('[V-CALM-07] at 1024×768 no dashboard name in the sidebar is broken inside a word', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  // The longest name, shown in the active entry's bold.
  await openDashboards(page, `/dashboard/${REPORTS.emergencyWaitTimes.id}`);
  await expect(entries(page)).toHaveCount(5);
  // Each word, set on one line in the name's own font (the active entry is bold), fits the name's width.
  const tooWide = await sidebar(page)
    .locator('.sidebar-name')
    .evaluateAll((names) =>
      names.flatMap((name) => {
        const room = name.getBoundingClientRect().width;
        return (name.textContent ?? '').split(/\s+/).flatMap((word) => {
          const probe = document.createElement('span');
          probe.textContent = word;
          probe.style.whiteSpace = 'nowrap';
          name.append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          return width > room ? [`${word} (${width.toFixed(1)} px > ${room.toFixed(1)} px)`] : [];
        });
      }),
    );
  expect(tooWide).toEqual([]);
});

for (const [width, height] of [
  [1024, 768],
  [1440, 900],
] as const) {
  test(`[V-SIDEBAR-02] the open sidebar is about 20% of the window and at most 240px wide at ${width}×${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openDashboards(page);
    await expect(entries(page)).toHaveCount(5);
    const navWidth = (await sidebar(page).boundingBox())!.width;
    expect(navWidth).toBeLessThanOrEqual(240);
    expect(navWidth).toBeCloseTo(Math.min(width * 0.2, 240), 0);
    expect(navWidth / width).toBeGreaterThan(0.15);
    expect(navWidth / width).toBeLessThanOrEqual(0.2);
  });
}
