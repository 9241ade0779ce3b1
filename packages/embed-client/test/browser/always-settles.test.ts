/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against the client's loosely typed objects */
/**
 * Always settles: a request the frame never answers rejects with a typed timeout, a reset rejects
 * what was pending for that embed, and thousands of requests in flight at once each get their own
 * answer. (powerbi-client 2.22.4 has no timeout and leaves such promises pending forever.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();

const reportUrl = (query: Record<string, string> = {}) =>
  h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1', noReady: '1', ...query });

describe('always settles', { timeout: 60_000 }, () => {
  let host: HostPage;
  beforeAll(async () => {
    host = await h.openHost('ours');
  }, 60_000);
  afterAll(() => host?.close());

  it('a request the frame never answers rejects with EmbedError RequestTimeout (requestTimeout of the Service)', async () => {
    const outcome = await host.run(
      async (pbi, _powerbi, embedUrl, t) => {
        const service = new pbi.Service({ requestTimeout: 300 });
        const el = t.container();
        const rendered = t.nextEvent(el, 'rendered');
        const report = service.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 });
        await rendered;
        try {
          // The guard only makes a missing timeout fail fast instead of at the test's own timeout.
          return { settled: await Promise.race([report.getPages(), t.sleep(5000).then(() => 'still pending')]) };
        } catch (error: any) {
          return {
            isEmbedError: error instanceof pbi.EmbedError,
            name: error.name,
            code: error.code,
            message: error.message,
            pendingAfter: service.wpmp.pendingCount,
          };
        } finally {
          service.reset(el);
        }
      },
      reportUrl({ hang: 'GET /report/pages' }),
    );
    expect(outcome).toMatchObject({ isEmbedError: true, name: 'EmbedError', code: 'RequestTimeout', pendingAfter: 0 });
    expect(outcome.message).toContain('/report/pages');
    expect(outcome.message).toContain('300');
  });

  it('a frame that never answers the load still lets the other calls time out instead of waiting forever', async () => {
    const outcome = await host.run(
      async (pbi, _powerbi, embedUrl, t) => {
        const service = new pbi.Service({ requestTimeout: 200 });
        const el = t.container();
        const report = service.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 });
        await t.nextEvent(report.iframe, 'load');
        const calls = Promise.allSettled([report.getFilters(), report.refresh(), report.getCorrelationId()]);
        const results = await Promise.race([calls, t.sleep(5000).then(() => [])]);
        service.reset(el);
        return results.map((r: any) => (r.status === 'rejected' ? r.reason?.code : 'resolved'));
      },
      reportUrl({ hang: '/report/load,GET /report/filters,POST /report/refresh,GET /getCorrelationId' }),
    );
    expect(outcome).toEqual(['RequestTimeout', 'RequestTimeout', 'RequestTimeout']);
  });

  it('reset rejects the pending calls of that embed with EmbedError EmbedReset, and only those', async () => {
    const outcome = await host.run(
      async (pbi, _powerbi, { hanging, answering }, t) => {
        const service = new pbi.Service({ requestTimeout: 0 }); // never time out: only the reset may settle
        const [a, b] = [t.container(), t.container()];
        const ready = [t.nextEvent(a, 'rendered'), t.nextEvent(b, 'rendered')];
        const first = service.embed(a, { type: 'report', id: 'R1', embedUrl: hanging, accessToken: 'T', tokenType: 1 });
        const second = service.embed(b, {
          type: 'report',
          id: 'R1',
          embedUrl: answering,
          accessToken: 'T',
          tokenType: 1,
        });
        await Promise.all(ready);
        const pending = Promise.allSettled([
          first.getPages(),
          first.getFilters(),
          first.page('ReportSection1').getFilters(),
        ]);
        const other = second.getPages();
        await t.sleep(50); // the requests are on their way to the frame
        const before = service.wpmp.pendingCount;
        service.reset(a);
        const results = await Promise.race([pending, t.sleep(5000).then(() => [])]);
        const otherPages = (await other).map((p: any) => p.name);
        service.reset(b);
        return {
          before,
          results: results.map((r: any) => ({
            status: r.status,
            isEmbedError: r.reason instanceof pbi.EmbedError,
            code: r.reason?.code,
          })),
          otherPages,
          pendingAfter: service.wpmp.pendingCount,
        };
      },
      {
        hanging: reportUrl({ hang: 'GET /report/pages,GET /report/filters,GET /report/pages/:pageName/filters' }),
        answering: reportUrl(),
      },
    );
    expect(outcome.before).toBeGreaterThanOrEqual(3);
    expect(outcome.results).toEqual(Array(3).fill({ status: 'rejected', isEmbedError: true, code: 'EmbedReset' }));
    expect(outcome.otherPages).toContain('ReportSection1');
    expect(outcome.pendingAfter).toBe(0);
  });

  it('2000 concurrent getPages all resolve with the right answer', async () => {
    const outcome = await host.run(async (_pbi, powerbi, embedUrl, t) => {
      const el = t.container();
      const rendered = t.nextEvent(el, 'rendered');
      const report = powerbi.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 });
      await rendered;
      const results = await Promise.allSettled(Array.from({ length: 2000 }, () => report.getPages()));
      const names = new Set(
        results.map((r: any) => (r.status === 'fulfilled' ? r.value.map((p: any) => p.name).join(',') : 'rejected')),
      );
      powerbi.reset(el);
      return { count: results.length, distinct: [...names], pendingAfter: powerbi.wpmp.pendingCount };
    }, reportUrl());
    expect(outcome.count).toBe(2000);
    expect(outcome.distinct).toHaveLength(1);
    expect(outcome.distinct[0]).toMatch(/^ReportSection1,ReportSection2/);
    expect(outcome.pendingAfter).toBe(0);
  });

  it('2000 concurrent requests with different answers each get their own (page filters of two pages, interleaved)', async () => {
    const outcome = await host.run(async (pbi, powerbi, embedUrl, t) => {
      const el = t.container();
      const rendered = t.nextEvent(el, 'rendered');
      const report = powerbi.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 });
      await rendered;
      const filter = (values: string[]) => ({
        $schema: 'http://powerbi.com/product/schema#basic',
        target: { table: 'Admissions', column: 'Department' },
        operator: 'In',
        values,
        filterType: pbi.models.FilterType.Basic,
      });
      const [one, two] = [report.page('ReportSection1'), report.page('ReportSection2')];
      await one.setFilters([filter(['Cardiology'])]);
      await two.setFilters([filter(['Oncology'])]);
      const calls = Array.from({ length: 2000 }, (_, i) => (i % 2 ? two : one).getFilters());
      const results = await Promise.all(calls);
      const wrong = results.filter(
        (filters: any, i: number) => filters[0]?.values[0] !== (i % 2 ? 'Oncology' : 'Cardiology'),
      );
      powerbi.reset(el);
      return { count: results.length, wrong: wrong.length };
    }, reportUrl());
    expect(outcome).toEqual({ count: 2000, wrong: 0 });
  });
});
