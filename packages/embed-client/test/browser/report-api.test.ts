/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against the client's globals */
/**
 * The Report and Page API of our client against the fake frame (sample medical report at another
 * site): what each call sends, what it resolves or rejects with, and what the frame then raises.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();

const FILTER = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Admissions', column: 'Department' },
  operator: 'In',
  values: ['Cardiology'],
  filterType: 1,
};
const OTHER_FILTER = { ...FILTER, target: { table: 'Admissions', column: 'Ward' }, values: ['W1'] };

/** The requests (not replies) the frame received from `from` on, as `METHOD url`. */
async function requestsSince(page: HostPage, from: number, frame = 0): Promise<{ line: string; body: unknown }[]> {
  return (await page.trace(frame))
    .slice(from)
    .map((record) => record.data as { method?: string; url?: string; body?: unknown })
    .filter((data) => data.method)
    .map((data) => ({ line: `${data.method} ${data.url}`, body: data.body }));
}

describe('Report and Page methods on one embedded report', () => {
  let page: HostPage;
  let mark = 0;

  /** Runs `fn` in the page and returns its result with the requests the frame received meanwhile. */
  async function call<A>(fn: (pbi: any, report: any, arg: A, t: any) => unknown, arg?: A) {
    mark = (await page.trace()).length;
    const result = await page.run(
      async (pbi, _powerbi, { source, arg }, t) => {
        const step = (0, eval)(`(${source})`);
        return t.outcome(Promise.resolve().then(() => step(pbi, t.vars.report, arg, t)));
      },
      { source: fn.toString(), arg },
    );
    return { result, sent: await requestsSince(page, mark) };
  }

  beforeAll(async () => {
    page = await h.openHost('ours');
    await page.run(
      async (_pbi, powerbi, embedUrl, t) => {
        const el = (t.vars.el = t.container());
        t.vars.events = t.recordEvents(el, ['pageChanged', 'saved']);
        t.vars.report = powerbi.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T0', tokenType: 1 });
        await t.nextEvent(el, 'rendered');
      },
      h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1', noReady: '1' }),
    );
  });

  afterAll(() => page?.close());

  it('[C-MSG-31] getPages resolves Page objects of the report', async () => {
    const { result, sent } = await call(async (pbi, report) =>
      (await report.getPages()).map((p: any) => ({
        name: p.name,
        displayName: p.displayName,
        isActive: p.isActive,
        isPage: p instanceof pbi.Page && p.report === report,
      })),
    );
    expect(sent.map((s) => s.line)).toEqual(['GET /report/pages']);
    expect(result).toEqual({
      resolved: [
        { name: 'ReportSection1', displayName: 'Admissions', isActive: true, isPage: true },
        { name: 'ReportSection2', displayName: 'Bed occupancy', isActive: false, isPage: true },
        { name: 'ReportSection3', displayName: 'Readmissions', isActive: false, isPage: true },
      ],
    });
  });

  it('[C-ERR-02] getActivePage and getPageByName find a page; an unknown name rejects with PowerBIEntityNotFound', async () => {
    const { result, sent } = await call(async (_pbi, report, _arg, t) => ({
      active: (await report.getActivePage()).name,
      byName: (await report.getPageByName('ReportSection3')).displayName,
      missing: await t.outcome(report.getPageByName('Nope')),
    }));
    expect(sent.map((s) => s.line)).toEqual(['GET /report/pages', 'GET /report/pages', 'GET /report/pages']);
    expect(result).toEqual({
      resolved: {
        active: 'ReportSection1',
        byName: 'Readmissions',
        missing: { rejected: 'PowerBIEntityNotFound' },
      },
    });
  });

  it('[C-MSG-33] setPage resolves the whole response and the frame raises pageChanged with a Page', async () => {
    const { result, sent } = await call(async (pbi, report, _arg, t) => {
      const changed = t.nextEvent(t.vars.el, 'pageChanged');
      const response = await report.setPage('ReportSection2');
      const detail = await changed;
      return {
        status: response.statusCode,
        newPage: {
          name: detail.newPage.name,
          isActive: detail.newPage.isActive,
          isPage: detail.newPage instanceof pbi.Page,
        },
        active: (await report.getActivePage()).name,
      };
    });
    expect(sent).toEqual([
      { line: 'PUT /report/pages/active', body: { name: 'ReportSection2', displayName: null, isActive: true } },
      { line: 'GET /report/pages', body: undefined },
    ]);
    expect(result).toEqual({
      resolved: {
        status: 202,
        newPage: { name: 'ReportSection2', isActive: true, isPage: true },
        active: 'ReportSection2',
      },
    });
  });

  it('[C-ERR-05] a failure answer of the frame rejects with the response body', async () => {
    const { result } = await call((_pbi, report) => report.setPage('Nope'));
    expect(result).toEqual({ rejected: expect.objectContaining({ message: 'PowerBIEntityNotFound' }) });
  });

  it('[C-MSG-41] [C-MSG-42] [C-MSG-43] [C-MSG-47] sets, reads, adds to and removes report filters', async () => {
    const { result, sent } = await call(
      async (_pbi, report, [filter, other]: any[]) => {
        const set = await report.setFilters([filter]);
        const afterSet = await report.getFilters();
        await report.updateFilters(2, [other]);
        const afterAdd = await report.getFilters();
        await report.removeFilters();
        return { set: set.statusCode, afterSet, afterAdd: afterAdd.length, afterRemove: await report.getFilters() };
      },
      [FILTER, OTHER_FILTER],
    );
    expect(result).toEqual({ resolved: { set: 202, afterSet: [FILTER], afterAdd: 2, afterRemove: [] } });
    expect(sent).toEqual([
      { line: 'PUT /report/filters', body: [FILTER] },
      { line: 'GET /report/filters', body: undefined },
      { line: 'POST /report/filters', body: { filtersOperation: 2, filters: [OTHER_FILTER] } },
      { line: 'GET /report/filters', body: undefined },
      { line: 'POST /report/filters', body: { filtersOperation: 0, filters: { $type: 'undefined' } } },
      { line: 'GET /report/filters', body: undefined },
    ]);
  });

  it('[C-MSG-33] [C-MSG-35] [C-MSG-37] [C-MSG-38] [C-MSG-39] [C-MSG-47] a Page sets, reads and removes its filters, activates and renames itself', async () => {
    const { result, sent } = await call(async (_pbi, report, filter: any, _t) => {
      const page = report.page('ReportSection1');
      await page.setFilters([filter]);
      const afterSet = await page.getFilters();
      await page.updateFilters(3, [filter]);
      await page.removeFilters();
      const afterRemove = await page.getFilters();
      const activated = await page.setActive();
      const renamed = await page.setDisplayName('Admissions (all)');
      return { afterSet, afterRemove, activated: activated.statusCode, renamed: renamed.statusCode };
    }, FILTER);
    expect(result).toEqual({
      resolved: { afterSet: [FILTER], afterRemove: [], activated: 202, renamed: 202 },
    });
    const pagePath = '/report/pages/ReportSection1';
    expect(sent.map((s) => s.line)).toEqual([
      `PUT ${pagePath}/filters`,
      `GET ${pagePath}/filters`,
      `POST ${pagePath}/filters`,
      `POST ${pagePath}/filters`,
      `GET ${pagePath}/filters`,
      'PUT /report/pages/active',
      `PUT ${pagePath}/name`,
    ]);
    expect(sent[3].body).toEqual({ filtersOperation: 0, filters: { $type: 'undefined' } });
    expect(sent[6].body).toEqual({ name: 'ReportSection1', displayName: 'Admissions (all)' });
  });

  it('report.page() builds a Page without asking the frame', async () => {
    const { result, sent } = await call((pbi, report) => {
      const page = report.page('Anything', 'Shown', true, 0);
      return {
        isPage: page instanceof pbi.Page,
        name: page.name,
        displayName: page.displayName,
        isActive: page.isActive,
      };
    });
    expect(sent).toEqual([]);
    expect(result).toEqual({ resolved: { isPage: true, name: 'Anything', displayName: 'Shown', isActive: true } });
  });

  it('[C-MSG-53] updateSettings sends PATCH /report/settings and resolves the whole response', async () => {
    const { result, sent } = await call(
      async (_pbi, report) => (await report.updateSettings({ filterPaneEnabled: false })).statusCode,
    );
    expect(sent).toEqual([{ line: 'PATCH /report/settings', body: { filterPaneEnabled: false } }]);
    expect(result).toEqual({ resolved: 202 });
  });

  it('[C-MSG-20] [C-MSG-21] [C-MSG-23] [C-MSG-24] [C-MSG-29] save, saveAs, print, refresh and getCorrelationId resolve the body', async () => {
    const { result, sent } = await call(async (_pbi, report, _arg, t) => {
      t.vars.events.length = 0;
      const results = [
        await report.save(),
        await report.saveAs({ name: 'Copy' }),
        await report.print(),
        await report.refresh(),
      ];
      const correlationId = await report.getCorrelationId();
      // The frame posts `saved` after its answers: wait for both events, not for a guessed time.
      while (t.vars.events.filter((e: any) => e.name === 'saved').length < 2) await t.sleep(10);
      return { results, correlationId: typeof correlationId, saved: t.vars.events.map((e: any) => e.detail.saveAs) };
    });
    expect(sent).toEqual([
      { line: 'POST /report/save', body: null },
      { line: 'POST /report/saveAs', body: { name: 'Copy' } },
      { line: 'POST /report/print', body: null },
      { line: 'POST /report/refresh', body: null },
      { line: 'GET /getCorrelationId', body: undefined },
    ]);
    expect(result).toEqual({ resolved: { results: [{}, {}, {}, {}], correlationId: 'string', saved: [false, true] } });
  });

  it('[C-MSG-27] [C-MSG-28] switchMode takes view/edit names and ViewMode numbers', async () => {
    const { sent } = await call(async (_pbi, report) => {
      await report.switchMode('edit');
      await report.switchMode(0);
      await report.switchMode(1);
      await report.switchMode('view');
    });
    expect(sent.map((s) => s.line)).toEqual([
      'POST /report/switchMode/edit',
      'POST /report/switchMode/view',
      'POST /report/switchMode/edit',
      'POST /report/switchMode/view',
    ]);
  });

  it('[C-MSG-16] [C-TOKEN-01] setAccessToken posts the token and keeps it; an empty token is refused without sending', async () => {
    const { result, sent } = await call(async (_pbi, report, _arg, t) => ({
      empty: await t.outcome(report.setAccessToken('')),
      set: await t.outcome(report.setAccessToken('T1')),
      token: report.config.accessToken,
      serviceToken: (window as any).powerbi.accessToken,
      // As the reference does, the accepted token is written to the container's attribute.
      attribute: report.element.getAttribute('powerbi-access-token'),
    }));
    expect(sent).toEqual([{ line: 'POST /report/token', body: 'T1' }]);
    expect(result).toEqual({
      resolved: {
        empty: { rejected: { message: 'Access token cannot be empty' } },
        set: { resolved: {} },
        token: 'T1',
        serviceToken: 'T1',
        attribute: 'T1',
      },
    });
  });

  it('a body that cannot be posted (a function in a filter) rejects with EmbedError PostFailed, not undefined', async () => {
    const { result, sent } = await call(async (_pbi, report) => {
      try {
        await report.setFilters([{ values: [() => 1] }]);
      } catch (error: any) {
        return { name: error.name, code: error.code };
      }
    });
    expect(sent).toEqual([]);
    expect(result).toEqual({ resolved: { name: 'EmbedError', code: 'PostFailed' } });
  });
});

describe('phased loading and paginated reports', () => {
  let page: HostPage | undefined;
  afterAll(() => page?.close());

  it('[C-MSG-07] [C-MSG-22] load() prepares the report; render() shows it', async () => {
    page = await h.openHost('ours');
    const events = await page.run(
      async (_pbi, powerbi, embedUrl, t) => {
        const el = t.container();
        const log = t.recordEvents(el, ['loaded', 'rendered']);
        const report = powerbi.load(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 });
        await t.nextEvent(el, 'loaded');
        const before = log.map((e) => e.name);
        const rendered = t.nextEvent(el, 'rendered');
        await report.render();
        await rendered;
        return { before, after: log.map((e) => e.name) };
      },
      h.embedUrl('/reportEmbed', { reportId: 'R1', noReady: '1' }),
    );
    expect(events).toEqual({ before: ['loaded'], after: ['loaded', 'rendered'] });
    const lines = (await page.trace())
      .map((r) => r.data as { method?: string; url?: string })
      .filter((d) => d.method)
      .map((d) => `${d.method} ${d.url}`);
    expect(lines).toEqual(['POST /report/prepare', 'POST /report/render']);
    await page.close();
    page = undefined;
  });

  it('[C-ERR-01] [C-TYPE-02] a paginated report refuses the report APIs it does not support, sending nothing', async () => {
    page = await h.openHost('ours');
    const outcomes = await page.run(
      async (_pbi, powerbi, embedUrl, t) => {
        const el = t.container();
        const report = powerbi.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 });
        await t.nextEvent(el, 'loaded');
        const calls = {
          getPages: () => report.getPages(),
          getActivePage: () => report.getActivePage(),
          getFilters: () => report.getFilters(),
          setFilters: () => report.setFilters([]),
          removeFilters: () => report.removeFilters(),
          setPage: () => report.setPage('P'),
          print: () => report.print(),
          customLayout: () => report.updateSettings({ customLayout: {} }),
        };
        const result: Record<string, unknown> = {};
        for (const [name, fn] of Object.entries(calls)) result[name] = await t.outcome(fn());
        return result;
      },
      h.embedUrl('/rdlEmbed', { reportId: 'R1', noReady: '1' }),
    );
    for (const outcome of Object.values(outcomes)) {
      expect(outcome).toEqual({ rejected: 'This API is currently not supported for RDL reports' });
    }
    const lines = (await page.trace())
      .map((r) => r.data as { method?: string; url?: string })
      .filter((d) => d.method)
      .map((d) => `${d.method} ${d.url}`);
    expect(lines).toEqual(['POST /report/load']);
  });
});
