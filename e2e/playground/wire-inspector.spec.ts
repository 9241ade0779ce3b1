import { expect, test, type Page } from '@playwright/test';
import { expectRendered, outputLines, setCode, sharedPlayground } from './playground-page.ts';

/**
 * The playground's wire inspector: every message between the run frame's page and the report frame, recorded there by
 * `@org/embed-client/inspector` and shown by the playground page, with filters and "Copy as JSON".
 */
// One playground for the file's tests: they read the messages of one run, made before the first.
const playground = sharedPlayground({ permissions: ['clipboard-read', 'clipboard-write'] });

const rows = (page: Page) => page.locator('#wire-pane tbody tr');
/** The cells of a row: #, ms, Direction, Kind, Method, URL, Status, Answers, Details. */
const cell = (row: ReturnType<typeof rows>, index: number) => row.locator('th, td').nth(index);

test.beforeAll(async () => {
  // A hang guard: an embed and a run on a machine busy with other suites.
  test.setTimeout(120_000);
  const page = playground();
  await expectRendered(page, 'Report');
  await setCode(page, "const pages = await embed.getPages();\nlog(pages.length);\nawait embed.setPage('NoSuchPage');");
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(outputLines(page).last()).toContainText('EmbedError code EntityNotFound');
});

test('[P-PLAY-05] a call shows as its request and the response that answers it: direction, method, URL, status, timing', async () => {
  const page = playground();
  const request = rows(page).filter({ has: page.locator('td', { hasText: /^\/report\/pages$/ }) });
  await expect(request).toHaveCount(1);
  await expect(cell(request, 2)).toHaveText('page→frame');
  await expect(cell(request, 3)).toHaveText('request');
  await expect(cell(request, 4)).toHaveText('GET');
  const n = await cell(request, 0).textContent();
  const response = rows(page).filter({ has: page.locator('td', { hasText: new RegExp(`^#${n} \\(`) }) });
  await expect(response).toHaveCount(1);
  await expect(cell(response, 2)).toHaveText('frame→page');
  await expect(cell(response, 3)).toHaveText('response');
  await expect(cell(response, 6)).toHaveText('200');
  await expect(cell(response, 7)).toHaveText(new RegExp(`^#${n} \\(\\d+(\\.\\d+)? ms\\)$`));
  expect(Number(await cell(response, 0).textContent())).toBeGreaterThan(Number(n));
  // Its headers and body are one click away: the page list the frame answered with.
  await response.getByText('Headers, body').click();
  await expect(response.locator('pre')).toContainText('"displayName": "Admissions"');
  await expect(request.locator('pre')).toContainText('"id":', { useInnerText: false });
});

test('[P-PLAY-05] events show with their detail, errors with the reference value and the EmbedError code', async () => {
  const page = playground();
  const rendered = rows(page).filter({ has: page.locator('td', { hasText: /^event rendered$/ }) });
  await expect(rendered).toHaveCount(1);
  await expect(cell(rendered, 2)).toHaveText('frame→page');
  await expect(cell(rendered, 5)).toHaveText(/\/events\/rendered$/);
  const loaded = rows(page).filter({ has: page.locator('td', { hasText: /^event loaded$/ }) });
  await expect(loaded).toHaveCount(1);

  // The refused call: the frame's 404 answer, with the body it rejected with and our typed code, and the run's error.
  const failed = rows(page).filter({ hasText: 'EmbedError code: EntityNotFound' });
  await expect(failed).toHaveCount(2);
  await expect(cell(failed.first(), 6)).toHaveText('404');
  await expect(failed.first()).toContainText('PowerBIEntityNotFound');
  await expect(cell(failed.last(), 2)).toHaveText('your code');
  await expect(cell(failed.last(), 3)).toHaveText('error');
  await expect(failed.last()).toContainText('Rejected with {"message":"PowerBIEntityNotFound"');
});

test('[P-PLAY-05] the messages filter by text, direction and kind, and copy as JSON', async () => {
  const page = playground();
  const status = page.locator('#wire-status');
  const total = (await page.evaluate(() => window.playground!.messages())).length;
  expect(total).toBeGreaterThan(8);
  await expect(status).toHaveText(`${total} of ${total} messages shown`);

  // The refused call's request (its body names the page), the frame's answer and the run's error.
  await page.getByLabel('Filter messages').fill('NoSuchPage');
  await expect(rows(page)).toHaveCount(3);
  await expect(status).toHaveText(`3 of ${total} messages shown`);
  await page.getByLabel('Filter messages').fill('');
  await page.getByLabel('Direction').selectOption('frame→page');
  for (const direction of await rows(page).locator('td:nth-child(3)').allTextContents())
    expect(direction).toBe('frame→page');
  await page.getByLabel('Direction').selectOption('');
  await page.getByLabel('Kind', { exact: true }).selectOption('event');
  await expect(rows(page).locator('td:nth-child(4)')).toContainText(['event ready', 'event loaded', 'event rendered']);
  for (const kind of await rows(page).locator('td:nth-child(4)').allTextContents()) expect(kind).toMatch(/^event /);
  await page.getByLabel('Kind', { exact: true }).selectOption('error');
  await expect(rows(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Copy as JSON' }).click();
  await expect(status).toHaveText('Copied 2 messages as JSON.');
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>[];
  expect(copied).toEqual([
    expect.objectContaining({ kind: 'response', status: 404, embedErrorCode: 'EntityNotFound' }),
    expect.objectContaining({ direction: 'run', kind: 'error', embedErrorCode: 'EntityNotFound' }),
  ]);
  await page.getByLabel('Kind', { exact: true }).selectOption('');
  await page.getByRole('button', { name: 'Copy as JSON' }).click();
  await expect(status).toHaveText(`Copied ${total} messages as JSON.`);
  const all = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>[];
  expect(all.map((record) => record.n)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  expect(all).toContainEqual(
    expect.objectContaining({ direction: 'page→frame', kind: 'request', method: 'GET', url: '/report/pages' }),
  );
});
