// The local estate in the frame: each seeded report id loads its own report; an id the estate does
// not know gets the sample report, or, with unknownReports=notFound, the service's not-found error.
import { describe, expect, it } from 'vitest';
import { ESTATE_REPORTS } from '../../src/estate/estate';
import { reportConfig, setUpHarness, type Embedded } from './support/harness';

const h = setUpHarness();

const load = (e: Embedded, id: string, extra: Record<string, unknown> = {}) =>
  e.request(
    'POST',
    '/report/load',
    reportConfig({ id, embedUrl: `http://127.0.0.1/reportEmbed?reportId=${id}`, ...extra }),
    {
      headers: { uid: e.uid },
    },
  );

const shown = (e: Embedded) =>
  e.frame.evaluate(() => ({
    title: document.querySelector('.ff-title')?.textContent,
    pages: [...document.querySelectorAll('nav button')].map((b) => b.textContent),
    visuals: [...document.querySelectorAll('[data-visual-name]')].map((v) => v.getAttribute('data-visual-name')),
  }));

describe('[V-ESTATE-01] each seeded report id loads its own report', { timeout: 60_000 }, () => {
  it('[V-ESTATE-01] the load’s id picks the report: its name, pages and visuals, and the SDK reads them', async () => {
    const e = await h.embed({ noReady: '1' });
    const seen = new Set<string>();
    for (const report of ESTATE_REPORTS) {
      // One frame, one report after the other, as an in-place switch does.
      expect(await load(e, report.id)).toMatchObject({ ok: true, statusCode: 202 });
      await e.waitForEvent('rendered', ESTATE_REPORTS.indexOf(report) + 1);
      const view = await shown(e);
      expect(view.title).toBe(report.displayName);
      expect(view.pages).toEqual(report.pages.map((p) => p.displayName));
      expect(view.visuals).toEqual(report.pages[0].visuals.map((v) => v.name));
      seen.add(JSON.stringify(view));
      const pages = await e.request('GET', '/report/pages');
      expect((pages as { body: { displayName: string }[] }).body.map((p) => p.displayName)).toEqual(
        report.pages.map((p) => p.displayName),
      );
      const bookmarks = await e.request('GET', '/report/bookmarks');
      expect((bookmarks as { body: { displayName: string }[] }).body.map((b) => b.displayName)).toEqual(
        report.bookmarks.map((b) => b.displayName),
      );
    }
    expect(seen.size).toBe(ESTATE_REPORTS.length);
  });

  it('[V-ESTATE-01] after a bootstrap (no reportId in the URL) the load’s id still picks the report', async () => {
    const e = await h.embed({ noReady: '1', reportId: '' });
    const labs = ESTATE_REPORTS.find((r) => r.displayName === 'Lab Turnaround')!;
    await load(e, labs.id);
    await e.waitForEvent('rendered');
    expect((await shown(e)).title).toBe('Lab Turnaround');
    // Its own tables take filters: a slicer-like filter on Priority changes its card.
    const before = await e.frame.locator('[data-visual-name="withinTarget"] .ff-card-value').textContent();
    await e.request('PUT', '/report/filters', [
      {
        $schema: 'http://powerbi.com/product/schema#basic',
        target: { table: 'LabResults', column: 'Priority' },
        filterType: 1,
        operator: 'In',
        values: ['Routine'],
      },
    ]);
    await expect
      .poll(() => e.frame.locator('[data-visual-name="withinTarget"] .ff-card-value').textContent())
      .not.toBe(before);
  });

  it('an id the estate does not know gets the sample report by default', async () => {
    const e = await h.embed({ noReady: '1' });
    await load(e, 'R1');
    await e.waitForEvent('rendered');
    expect((await shown(e)).title).toBe('Hospital operations (sample)');
    await expect(e.frame.locator('[data-visual-name="totalAdmissions"] .ff-card-value').textContent()).resolves.toBe(
      '8,632',
    );
  });
});

describe('[V-ESTATE-02] a report that does not exist', () => {
  it('[V-ESTATE-02] unknownReports=notFound: the load is accepted (202), then the not-found error event, and no loaded', async () => {
    const e = await h.embed({ noReady: '1', unknownReports: 'notFound' });
    expect(await load(e, 'R1')).toMatchObject({ ok: true, statusCode: 202 });
    const error = await e.waitForEvent('error');
    expect(error.url).toBe(`/reports/${e.uid}/events/error`);
    expect(error.body).toEqual({
      message: 'PowerBIEntityNotFound',
      detailedMessage: 'The report R1 was not found. It may have been deleted, or the link to it is wrong.',
      errorCode: 'PowerBIEntityNotFound',
      level: 6,
      technicalDetails: {
        requestId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      },
    });
    // Longer than the frame needs to post its events: none but the error comes.
    await e.page.waitForTimeout(300);
    expect((await e.events()).map((ev) => ev.name)).toEqual(['error']);
    await expect(e.frame.locator('.ff-root').getAttribute('data-phase')).resolves.toBe('failed');
    expect(await e.frame.locator('[data-visual-name]').count()).toBe(0);
  });

  it('[V-ESTATE-02] with notFound, an estate id still loads; a later load of the unknown id fails with the error', async () => {
    const e = await h.embed({ noReady: '1', unknownReports: 'notFound' });
    const pharmacy = ESTATE_REPORTS.find((r) => r.displayName === 'Pharmacy Inventory')!;
    await load(e, pharmacy.id);
    await e.waitForEvent('rendered');
    await load(e, '00000000-0000-4000-8000-000000000000');
    expect((await e.waitForEvent('error')).body).toMatchObject({
      message: 'PowerBIEntityNotFound',
      errorCode: 'PowerBIEntityNotFound',
    });
    expect((await e.events()).map((ev) => ev.name)).toEqual(['loaded', 'rendered', 'error']);
  });
});
