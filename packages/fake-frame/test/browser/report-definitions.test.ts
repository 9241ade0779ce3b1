// A report shaped like the developer's: a JSON report definition given to the frame server
// (`startFakeFrameServer({ reports: [file] })`), embedded with @org/embed-client's Service as an
// app would, read through the client's API; a bookmark of the load config; a paginated report.
import { bundleFromSource, fileHarness, htmlPage, openBrowser, PACKAGES_DIR, startServer } from '@org/test-harness';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeFrameServer } from '../../src/server/index';
import type { Report, Service } from '@org/embed-client';

const EXAMPLE_FILE = fileURLToPath(new URL('../../src/definitions/example-report.json', import.meta.url));
const EXAMPLE = JSON.parse(readFileSync(EXAMPLE_FILE, 'utf8')) as {
  tables: { Visits: { rows: { Clinic: string; Month: string; Visits: number; NoShows: number }[] } };
};
const ROWS = EXAMPLE.tables.Visits.rows;
const format = (n: number) => new Intl.NumberFormat('en-US').format(n);

declare global {
  interface Window {
    powerbi: Service;
    embedded?: Report;
    rendered?: number;
  }
}

const h = fileHarness(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'fake-frame-definitions-'));
  const [frame, client, browser] = await Promise.all([
    bundleFromSource(`${PACKAGES_DIR}fake-frame/src/frame/global.ts`, { target: 'es2022', minify: true }),
    bundleFromSource(`${PACKAGES_DIR}embed-client/src/global.ts`, { target: 'es2022' }),
    openBrowser(),
  ]);
  const scriptFile = join(dir, 'fake-frame.global.js');
  await writeFile(scriptFile, frame);
  // The team's report file, as `fake-frame --report ./clinic.json` serves it.
  const frameServer = await startFakeFrameServer({ port: 0, scriptFile, reports: [EXAMPLE_FILE] });
  const page = htmlPage(
    '<script src="/client.js"></script>',
    '<div id="report" style="width:1100px;height:700px"></div>',
    'Host',
  );
  const host = await startServer(({ pathname }) => {
    if (pathname === '/') return { type: 'html', body: page };
    if (pathname === '/client.js') return { type: 'js', body: client };
    return undefined;
  }, 'localhost');
  return {
    browser,
    frameOrigin: frameServer.origin,
    hostOrigin: host.origin,
    async close() {
      await browser.close();
      await Promise.all([frameServer.close(), host.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** Embeds `config` with `powerbi.embed` in a fresh host page and waits for `rendered`. */
async function embed(config: Record<string, unknown>): Promise<{ page: Page; frame: Frame }> {
  const context = await h.browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${h.hostOrigin}/`);
  await page.evaluate((c) => {
    const report = window.powerbi.embed(document.getElementById('report')!, c as never) as Report;
    window.embedded = report;
    window.rendered = 0;
    report.on('rendered', () => void (window.rendered! += 1));
  }, config);
  await page.waitForFunction(() => (window.rendered ?? 0) > 0);
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  return { page, frame };
}

const reportConfig = (extra: Record<string, unknown> = {}) => ({
  type: 'report',
  id: 'clinic-activity',
  embedUrl: `${h.frameOrigin}/reportEmbed?reportId=clinic-activity`,
  accessToken: 'TOKEN',
  tokenType: 1,
  ...extra,
});

describe('a frame shaped like the developer report (real Chromium, @org/embed-client)', () => {
  it('[P-FRAME-01] a JSON-defined report: its pages, visuals, data and bookmarks through the client API', async () => {
    const { page, frame } = await embed(reportConfig());
    const read = await page.evaluate(async () => {
      const report = window.embedded!;
      const pages = await report.getPages();
      const visuals = await pages[0].getVisuals();
      const byClinic = visuals.find((v) => v.name === 'visitsByClinic')!;
      const exported = await byClinic.exportData();
      const bookmarks = await report.bookmarksManager.getBookmarks();
      return {
        pages: pages.map((p) => [p.name, p.displayName, p.isActive]),
        visuals: visuals.map((v) => [v.name, v.type, v.title]),
        data: exported.data,
        bookmarks: bookmarks.map((b) => [b.name, b.displayName]),
      };
    });
    expect(read.pages).toEqual([
      ['ReportSection1', 'Visits', true],
      ['ReportSection2', 'No-shows', false],
    ]);
    expect(read.visuals).toEqual([
      ['totalVisits', 'card', 'Total visits'],
      ['clinicSlicer', 'slicer', 'Clinic'],
      ['visitsByClinic', 'clusteredBarChart', 'Visits by clinic'],
      ['visitsByMonth', 'tableEx', 'Visits by month'],
    ]);
    const visits = (clinic: string) => ROWS.filter((r) => r.Clinic === clinic).reduce((s, r) => s + r.Visits, 0);
    expect(read.data).toContain(`North Clinic,${visits('North Clinic')}`);
    expect(read.bookmarks).toEqual([['Bookmark1', 'Riverside no-shows']]);
    const total = ROWS.reduce((s, r) => s + r.Visits, 0);
    await expect
      .poll(() => frame.locator('[data-visual-name="totalVisits"] .ff-card-value').textContent())
      .toBe(format(total));
    await expect.poll(() => frame.locator('h1.ff-title').textContent()).toBe('Clinic activity');
    // Filters apply to its rows as to the built-in reports'.
    await page.evaluate(() =>
      window.embedded!.setFilters([
        {
          $schema: 'http://powerbi.com/product/schema#basic',
          target: { table: 'Visits', column: 'Clinic' },
          filterType: 1,
          operator: 'In',
          values: ['Harbour Clinic'],
        } as never,
      ]),
    );
    await expect
      .poll(() => frame.locator('[data-visual-name="totalVisits"] .ff-card-value').textContent())
      .toBe(format(visits('Harbour Clinic')));
  });

  it('[P-FRAME-01] a create on the definition dataset authors on its tables', async () => {
    const context = await h.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${h.hostOrigin}/`);
    await page.evaluate((embedUrl) => {
      window.rendered = 0;
      const create = window.powerbi.createReport(document.getElementById('report')!, {
        type: 'create',
        datasetId: 'clinic-activity-dataset',
        accessToken: 'TOKEN',
        tokenType: 1,
        embedUrl,
      } as never);
      create.on('loaded', () => void (window.rendered! += 1));
    }, `${h.frameOrigin}/reportEmbed`);
    await page.waitForFunction(() => (window.rendered ?? 0) > 0);
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    await expect
      .poll(() => frame.getByRole('complementary', { name: 'Fields' }).textContent())
      .toBe('FieldsVisits: Clinic, Month, Visits, NoShows');
  });

  it('[P-FRAME-02] a bookmark in the load config opens the report on its page and filters: by name and by state', async () => {
    const riverside = ROWS.filter((r) => r.Clinic === 'Riverside Clinic');
    const rate = riverside.reduce((s, r) => s + r.NoShows, 0) / riverside.reduce((s, r) => s + r.Visits, 0);
    const shownRate = new Intl.NumberFormat('en-US', {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(rate);
    const byName = await embed(reportConfig({ bookmark: { name: 'Bookmark1' } }));
    const opened = await byName.page.evaluate(async () => {
      const report = window.embedded!;
      const active = await report.getActivePage();
      return { page: active.name, filters: await report.getFilters() };
    });
    expect(opened.page).toBe('ReportSection2');
    expect(opened.filters).toEqual([expect.objectContaining({ operator: 'In', values: ['Riverside Clinic'] })]);
    await expect
      .poll(() => byName.frame.locator('[data-visual-name="noShowRate"] .ff-card-value').textContent())
      .toBe(shownRate);
    // A state captured from a report (here: the bookmark's) opens it the same way.
    const state = await byName.page.evaluate(
      async () => (await window.embedded!.bookmarksManager.getBookmarks())[0].state!,
    );
    const byState = await embed(reportConfig({ bookmark: { state } }));
    await expect
      .poll(() => byState.frame.locator('.ff-nav button[aria-current="page"]').getAttribute('data-page'))
      .toBe('ReportSection2');
    await expect
      .poll(() => byState.frame.locator('[data-visual-name="noShowRate"] .ff-card-value').textContent())
      .toBe(shownRate);
    // Without a bookmark the first page opens, unfiltered.
    const plain = await embed(reportConfig());
    expect(await plain.page.evaluate(async () => (await window.embedded!.getActivePage()).name)).toBe('ReportSection1');
  });

  it('[P-FRAME-03] a paginated report shows its parameters panel, the load parameterValues applied, and turns pages', async () => {
    const { frame } = await embed({
      type: 'report',
      id: 'clinic-activity',
      embedUrl: `${h.frameOrigin}/rdlEmbed?reportId=clinic-activity`,
      accessToken: 'TOKEN',
      tokenType: 1,
      parameterValues: [{ name: 'Clinic', value: 'North Clinic' }],
    });
    const panel = frame.getByRole('form', { name: 'Parameters' });
    await expect.poll(() => panel.getByLabel('Clinic').inputValue()).toBe('North Clinic');
    const rows = frame.locator('.ff-paginated-rows tbody tr');
    const north = ROWS.filter((r) => r.Clinic === 'North Clinic');
    // 4 North Clinic rows, 5 a page: one page.
    await expect.poll(() => frame.locator('.ff-page-number').textContent()).toBe('Page 1 of 1');
    await expect
      .poll(() => rows.allTextContents())
      .toEqual(north.map((r) => `${r.Month}${r.Clinic}${format(r.Visits)}${format(r.NoShows)}`));
    // Every clinic: 12 rows, 5 a page → 3 pages; next, last and previous turn them.
    await panel.getByLabel('Clinic').selectOption('');
    await panel.getByRole('button', { name: 'View report' }).click();
    await expect.poll(() => frame.locator('.ff-page-number').textContent()).toBe('Page 1 of 3');
    await expect.poll(() => rows.count()).toBe(5);
    const bar = frame.getByRole('navigation', { name: 'Report pages' });
    await bar.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => frame.locator('.ff-page-number').textContent()).toBe('Page 2 of 3');
    await expect.poll(() => rows.first().textContent()).toContain(`${ROWS[5].Month}${ROWS[5].Clinic}`);
    await bar.getByRole('button', { name: 'Last page' }).click();
    await expect.poll(() => frame.locator('.ff-page-number').textContent()).toBe('Page 3 of 3');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await bar.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await bar.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => frame.locator('.ff-page-number').textContent()).toBe('Page 2 of 3');
  });
});
