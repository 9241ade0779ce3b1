import { expect, test } from '@playwright/test';
import { embedStatus, expectRendered, openPlayground, reportFrame } from './playground-page.ts';

/**
 * The playground (apps/config-check/playground.html) embeds every embed kind from its picker on the local
 * @org/fake-frame that config-check's server starts beside it: no Power BI, no account, no network.
 */

const KINDS: [value: string, label: string, frameKind: string, endpoint: string][] = [
  ['report', 'Report', 'report', 'reportEmbed'],
  ['paginatedReport', 'Paginated report', 'report', 'rdlEmbed'],
  ['dashboard', 'Dashboard', 'dashboard', 'dashboardEmbed'],
  ['tile', 'Tile', 'tile', 'tileEmbed'],
  ['visual', 'Visual', 'visual', 'reportEmbed'],
  ['qna', 'Q&A', 'qna', 'qnaEmbed'],
  ['create', 'Create (report authoring)', 'create', 'reportEmbed'],
  ['quickCreate', 'Quick create', 'quickCreate', 'quickCreate'],
];

test('[P-PLAY-01] the playground is linked from the checker and the gallery, and opens on a report of the local frame', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Playground' }).click();
  await expect(page).toHaveURL(/\/playground\.html/);
  await page.goto('/gallery.html');
  await page.getByRole('link', { name: 'Playground' }).click();
  await expect(page).toHaveURL(/\/playground\.html/);
  await expect(page.getByRole('heading', { level: 1, name: 'Embedding playground' })).toBeVisible();
  await expectRendered(page, 'Report');
  // The run frame is on the other site of this machine (localhost for a page on 127.0.0.1), the report frame in it.
  const runFrameSrc = await page.locator('#run-frame').getAttribute('src');
  expect(new URL(runFrameSrc!).hostname).toBe('localhost');
  expect(new URL(runFrameSrc!).pathname).toBe('/run-frame.html');
  await expect(reportFrame(page).locator('.ff-root[data-phase="rendered"]')).toHaveAttribute('data-kind', 'report');
});

test('[P-PLAY-01] every embed kind is picked from the page and embeds on the local frame: loaded, then rendered', async ({
  page,
}) => {
  // A hang guard: eight embeds one after the other on a busy machine.
  test.setTimeout(180_000);
  await openPlayground(page);
  const picker = page.getByLabel('Embed kind');
  await expect(picker.locator('option')).toHaveText(KINDS.map(([, label]) => label));
  await expectRendered(page, 'Report');
  for (const [value, label, frameKind, endpoint] of KINDS) {
    await picker.selectOption(value);
    // The configuration box shows the kind's sample configuration, and the checker finds nothing in it.
    const config = JSON.parse(await page.getByLabel('Configuration (JSON)').inputValue()) as { embedUrl: string };
    expect(new URL(config.embedUrl).pathname, value).toBe(`/${endpoint}`);
    await expect(page.getByRole('status', { name: 'Configuration check' })).toContainText('No problems found');
    await expectRendered(page, label);
    await expect(reportFrame(page).locator('.ff-root'), value).toHaveAttribute('data-kind', frameKind);
    await expect(reportFrame(page).locator('.ff-root'), value).toHaveAttribute('data-phase', 'rendered');
  }
  await expect(embedStatus(page)).toContainText('Quick create embedded');
});

test('[P-PLAY-01] a configuration with problems is not embedded: the checker lists every one', async ({ page }) => {
  await openPlayground(page);
  await expectRendered(page, 'Report');
  await page
    .getByLabel('Configuration (JSON)')
    .fill(JSON.stringify({ type: 'report', accessToken: 42, id: true, settings: { zoomLevel: 9 } }));
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const check = page.getByRole('status', { name: 'Configuration check' });
  await expect(check).toContainText('problems found, so nothing was embedded');
  await expect(check.getByRole('listitem')).toContainText([
    /accessToken must be a string/,
    /id must be a string/,
    /settings\.zoomLevel must be a number from 0\.25 to 4/,
  ]);
  await expect(embedStatus(page)).toHaveText('Not embedded: fix the configuration first.');
});
