import AxeBuilder from '@axe-core/playwright';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';

/**
 * The embed gallery of apps/config-check (gallery.html): each embed type the SDK supports, embedded with
 * @org/embed-client against the local @org/fake-frame that config-check's `vite preview` serves beside it
 * (fake-frame-plugin.ts; playwright.config.ts gives it a port). No Power BI anywhere.
 */

const card = (page: Page, key: string) => page.locator(`[data-embed-type="${key}"]`);
const frameOf = (page: Page, key: string): FrameLocator => card(page, key).frameLocator('iframe');
/** The frame's root element once it has drawn what it loaded. */
const rendered = (frame: FrameLocator) => frame.locator('.ff-root[data-phase="rendered"]');

test.beforeEach(async ({ page }) => {
  await page.goto('/gallery.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Try each embed type' })).toBeVisible();
});

test('[V-ESTATE-03] a dashboard, a tile, a paginated report, a Q&A box, a report and a visual each load from the local frame', async ({
  page,
}) => {
  await expect(page.locator('#frame-notice')).toContainText('@org/fake-frame');
  const expected: [key: string, endpoint: string, kind: string][] = [
    ['dashboard', 'dashboardEmbed', 'dashboard'],
    ['tile', 'tileEmbed', 'tile'],
    ['visual', 'reportEmbed', 'visual'],
    ['paginated-report', 'rdlEmbed', 'report'],
    ['qna', 'qnaEmbed', 'qna'],
    ['report', 'reportEmbed', 'report'],
  ];
  await expect(page.locator('[data-embed-type]')).toHaveCount(expected.length);
  for (const [key, endpoint, kind] of expected) {
    // The status line follows the component's `loaded` event; the iframe is the frame page of the type, which
    // says what it loaded.
    await expect(card(page, key).getByRole('status'), key).toHaveText(`Loaded (${endpoint}).`);
    await expect(card(page, key).locator('iframe'), key).toHaveAttribute('src', new RegExp(`/${endpoint}\\?`));
    await expect(frameOf(page, key).locator('.ff-root'), key).toHaveAttribute('data-kind', kind);
  }
});

test('[V-ESTATE-03] the frames show the sample data: a single visual, the report and the paginated report with their pages, the answer to the question', async ({
  page,
}) => {
  const visual = frameOf(page, 'visual');
  await expect(rendered(visual)).toBeVisible();
  await expect(visual.locator('[data-visual-name="admissionsByDepartment"]')).toBeVisible();
  const report = frameOf(page, 'report');
  await expect(rendered(report)).toBeVisible();
  await expect(report.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await expect(report.locator('[data-visual-name]').first()).toBeVisible();
  // A paginated report as Power BI shows one: its parameters, the page's rows and the page bar.
  const paginated = frameOf(page, 'paginated-report');
  await expect(rendered(paginated)).toBeVisible();
  await expect(paginated.getByRole('form', { name: 'Parameters' })).toBeVisible();
  await expect(paginated.getByRole('main', { name: 'Report page' }).getByRole('row').nth(1)).toBeVisible();
  await expect(paginated.getByRole('navigation', { name: 'Report pages' })).toContainText(/Page 1 of \d+/);
  const qna = frameOf(page, 'qna');
  await expect(rendered(qna)).toBeVisible();
  await expect(qna.getByRole('searchbox', { name: 'Ask a question about your data' })).toHaveValue(
    'admissions by department',
  );
  await expect(qna.locator('[data-visual-name]')).toBeVisible();
  // Another question, asked in the frame, gets its own answer.
  const box = qna.getByRole('searchbox', { name: 'Ask a question about your data' });
  await box.fill('admissions by age group');
  await box.press('Enter');
  await expect(qna.locator('[data-visual-name]')).toContainText(/age group/i);
});

test('[V-ESTATE-03] the dashboard shows its tiles, and a tile click raises tileClicked on the host', async ({
  page,
}) => {
  const dashboard = frameOf(page, 'dashboard');
  await expect(card(page, 'dashboard').getByRole('status')).toHaveText('Loaded (dashboardEmbed).');
  await expect(rendered(dashboard)).toBeVisible();
  expect(await dashboard.locator('.ff-tile').count()).toBeGreaterThanOrEqual(3);
  const first = dashboard.locator('.ff-tile').first();
  const tileId = await first.getAttribute('data-tile-id');
  await first.click();
  await expect(card(page, 'dashboard').getByRole('status')).toHaveText(`tileClicked: ${tileId}`);
  // The tile on its own: that one tile.
  const tile = frameOf(page, 'tile');
  await expect(rendered(tile)).toBeVisible();
  await expect(tile.locator('.ff-tile')).toHaveCount(1);
  await expect(tile.locator('.ff-tile')).toHaveAttribute('data-tile-id', 'admissionsByDepartment');
});

test('the gallery is reachable from the checker and back, and has no accessibility violations', async ({ page }) => {
  await expect(rendered(frameOf(page, 'report'))).toBeVisible();
  // The page's own markup. The frames' content is @org/fake-frame's (its suites check it): six independent documents
  // that each carry the same report landmarks, which axe, scanning them as one page, would count as duplicates.
  expect((await new AxeBuilder({ page }).exclude('.embed-host iframe').analyze()).violations).toEqual([]);
  await page.getByRole('link', { name: 'Check a configuration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Embed configuration check' })).toBeVisible();
  await page.getByRole('link', { name: 'Try each embed type' }).click();
  await expect(page).toHaveURL(/\/gallery\.html$/);
});
