import { sessionTest as test, expect } from './support/fixtures.ts';
import { REPORT_IFRAME, serveFramesWith } from './support/report-frame.ts';
import { REPORTS } from './support/stack.ts';

// The dashboard's watchdog (apps/viewer/src/dashboard/dashboard-report.tsx, 15 s) is a last resort for a report frame
// that never answers: when it acts it says so in the console, so that such a frame is seen and its cause can be found
// instead of hidden by a silent second try.
test('[T-DEADLINE-03] the watchdog says in the console when a frame never answers: once at the retry, once at the message', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Report ')) warnings.push(message.text());
  });
  // Every frame page is served with its `hang` switch on: /report/load is never answered.
  await serveFramesWith(page, 'hang', '/report/load');
  // The page's clock, not the machine's: 15 s pass when the test says so.
  await page.clock.install();
  const { id, name } = REPORTS.labTurnaround;
  await page.goto(`/dashboard/${id}`);
  const iframe = page.locator(REPORT_IFRAME);
  await expect(iframe).toHaveCount(1);
  // The frame is there (warmed up) before the dashboards list is: the watchdog starts with the dashboard, whose
  // title the tab shows from that render on. Moving the clock before then left its 15 s unstarted.
  await expect(page).toHaveTitle(`${name} – CareLens Dashboards`);
  const first = await iframe.elementHandle();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  expect(warnings).toEqual([]);

  await page.clock.runFor(15_000);
  await expect
    .poll(() => warnings)
    .toEqual([`Report ${id}: its frame did not answer in 15 s; loading it once more in a new frame.`]);
  await expect
    .poll(() => page.evaluate((el) => el !== document.querySelector('iframe[src*="/reportEmbed"]'), first))
    .toBe(true);
  await expect(page.locator('.report-area').getByRole('alert')).toHaveCount(0);

  await page.clock.runFor(15_000);
  await expect.poll(() => warnings).toHaveLength(2);
  expect(warnings[1]).toBe(
    `Report ${id}: no answer from its new frame either in 15 s; showing that it could not be loaded.`,
  );
  await expect(page.locator('.report-area').getByRole('alert')).toContainText('The report could not be loaded.');
});
