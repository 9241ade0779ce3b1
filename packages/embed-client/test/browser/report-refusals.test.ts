/**
 * What the Report, Page, BookmarksManager and menu-command APIs refuse on the host, sending
 * nothing: paginated (RDL) reports, unknown pages, visuals and menu commands, a switch between
 * mobile and desktop layouts, resizing a page that is not active. Each refusal runs in both
 * clients and rejects with exactly the reference's value — the bare string (`typeof` 'string', so
 * `e === 'PowerBIEntityNotFound'` holds in ours too) — and neither frame receives anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientPair, CLIENTS, expectSameWire } from './support/conformance';
import { setUpHarness, type Scenario } from './support/harness';
import { reportScenarios } from './support/report-scenarios';

const h = setUpHarness();
const { embed, reportUrl, reportConfig } = reportScenarios(h);

const RDL = 'This API is currently not supported for RDL reports';

/**
 * Runs the calls named in `vars.names` of the component in `vars[key]`, in order; each settles into
 * `{ rejected: … }` or `{ resolved: … }` (an Error would show as `{ rejected: { message } }`, so it
 * cannot pass for a string). With `types`, each call gives the `typeof` of its rejection value instead.
 */
const refusals: Scenario<Record<string, unknown>, { key: string; types?: boolean }> = async (
  pbi,
  _powerbi,
  { key, types },
  t,
) => {
  const r = t.vars[key];
  const calls: Record<string, () => unknown> = {
    // Report (RDL)
    getFilters: () => r.getFilters(),
    setFilters: () => r.setFilters([]),
    removeFilters: () => r.removeFilters(),
    getPages: () => r.getPages(),
    getPageByName: () => r.getPageByName('ReportSection1'),
    getActivePage: () => r.getActivePage(),
    print: () => r.print(),
    setPage: () => r.setPage('ReportSection1'),
    isSaved: () => r.isSaved(),
    applyTheme: () => r.applyTheme({ themeJson: {} }),
    resetTheme: () => r.resetTheme(),
    getTheme: () => r.getTheme(),
    addContextMenuCommand: () => r.addContextMenuCommand('c', 'C'),
    removeContextMenuCommand: () => r.removeContextMenuCommand('c', 'C'),
    addOptionsMenuCommand: () => r.addOptionsMenuCommand('c', 'C'),
    removeOptionsMenuCommand: () => r.removeOptionsMenuCommand('c', 'C'),
    setVisualDisplayState: () => r.setVisualDisplayState('ReportSection1', 'totalAdmissions', 1),
    resizeVisual: () => r.resizeVisual('ReportSection1', 'totalAdmissions', 1, 1),
    moveVisual: () => r.moveVisual('ReportSection1', 'totalAdmissions', 1, 1),
    resizeActivePage: () => r.resizeActivePage(4, 100, 100),
    closeAllOverlays: () => r.closeAllOverlays(),
    clearSelectedVisuals: () => r.clearSelectedVisuals(true),
    // Page (RDL)
    getVisuals: () => r.page('ReportSection1').getVisuals(),
    getVisualByName: () => r.page('ReportSection1').getVisualByName('totalAdmissions'),
    getSlicers: () => r.page('ReportSection1').getSlicers(),
    hasLayout: () => r.page('ReportSection1').hasLayout(pbi.models.LayoutType.MobilePortrait),
    pageSetVisualDisplayState: () => r.page('ReportSection1').setVisualDisplayState('totalAdmissions', 0),
    // BookmarksManager (RDL)
    getBookmarks: () => r.bookmarksManager.getBookmarks(),
    apply: () => r.bookmarksManager.apply('Bookmark1'),
    play: () => r.bookmarksManager.play(1),
    capture: () => r.bookmarksManager.capture(),
    applyState: () => r.bookmarksManager.applyState('x'),
    // Unknown entities and layout rules (any report)
    unknownPage: () => r.getPageByName('NoSuchPage'),
    unknownPageOfVisual: () => r.moveVisual('NoSuchPage', 'totalAdmissions', 1, 1),
    unknownVisual: () => r.page('ReportSection1').getVisualByName('noSuchVisual'),
    unknownVisualToResize: () => r.resizeVisual('ReportSection1', 'noSuchVisual', 1, 1),
    unknownContextMenuCommand: () => r.removeContextMenuCommand('noSuchCommand', 'Title'),
    unknownOptionsMenuCommand: () => r.removeOptionsMenuCommand('noSuchCommand', 'Title'),
    toMobileLayout: () => r.switchLayout(pbi.models.LayoutType.MobilePortrait),
    toDesktopLayout: () => r.switchLayout(pbi.models.LayoutType.Master),
    resizeInactivePage: () => r.page('ReportSection2').resizePage(pbi.models.PageSizeType.Custom, 10, 10),
  };
  const result: Record<string, unknown> = {};
  for (const name of t.vars.names as string[]) {
    const call = calls[name];
    if (!types) {
      result[name] = await t.outcome(Promise.resolve().then(call));
      continue;
    }
    result[name] = await Promise.resolve()
      .then(call)
      .then(
        () => 'resolved',
        (e: unknown) => typeof e,
      );
  }
  return result;
};

describe('refusals: sent nothing, rejected with the reference value', { timeout: 60_000 }, () => {
  let pair: ClientPair;
  beforeAll(async () => {
    pair = await ClientPair.open(h);
  }, 60_000);
  afterAll(() => pair?.close());

  /** Embeds `config` in a new container and keeps the component as `vars[key]`. */
  const embedAs = (key: string, config: Record<string, unknown>, frame: number) =>
    pair.step(async (host) => {
      await embed(host, config);
      await host.run((_pbi, _p, key, t) => void (t.vars[key] = t.vars.report), key);
    }, frame);

  /**
   * Runs the named calls on `vars[key]` in both clients; each must be refused with exactly the
   * string `text` in both (the reference's value) and send nothing.
   */
  async function expectRefused(key: string, frame: number, names: string[], text: string) {
    const runs = await pair.step(async (host) => {
      await host.run((_pbi, _p, names, t) => void (t.vars.names = names), names);
      return host.run(refusals, { key });
    }, frame);
    expectSameWire(runs);
    expect(runs.ours.traces[0], 'what the frame received').toEqual([]);
    expect(runs.ours.result).toEqual(Object.fromEntries(names.map((name) => [name, { rejected: text }])));
    for (const client of CLIENTS) {
      const types = await pair.hosts[client].run(refusals, { key, types: true });
      expect(types, `typeof each rejection value (${client})`).toEqual(
        Object.fromEntries(names.map((name) => [name, 'string'])),
      );
    }
  }

  it('embeds a paginated (RDL) report', async () => {
    expectSameWire(await embedAs('rdl', reportConfig(h.embedUrl('/rdlEmbed', { reportId: 'R1', noReady: '1' })), 0));
  });

  it('[C-ERR-01] the report methods marked RDL refuse a paginated report', async () => {
    await expectRefused(
      'rdl',
      0,
      [
        'getFilters',
        'setFilters',
        'removeFilters',
        'getPages',
        'getPageByName',
        'getActivePage',
        'print',
        'setPage',
        'isSaved',
        'applyTheme',
        'resetTheme',
        'getTheme',
        'addContextMenuCommand',
        'removeContextMenuCommand',
        'addOptionsMenuCommand',
        'removeOptionsMenuCommand',
        'setVisualDisplayState',
        'resizeVisual',
        'moveVisual',
        'resizeActivePage',
        'closeAllOverlays',
        'clearSelectedVisuals',
      ],
      RDL,
    );
  });

  it('[C-ERR-01] getVisuals, getVisualByName, getSlicers, hasLayout and the page delegates refuse a paginated report', async () => {
    await expectRefused(
      'rdl',
      0,
      ['getVisuals', 'getVisualByName', 'getSlicers', 'hasLayout', 'pageSetVisualDisplayState'],
      RDL,
    );
  });

  it('[C-ERR-01] every bookmarksManager method refuses a paginated report', async () => {
    await expectRefused('rdl', 0, ['getBookmarks', 'apply', 'play', 'capture', 'applyState'], RDL);
  });

  it('embeds a report with the desktop layout', async () => {
    expectSameWire(await embedAs('desktop', reportConfig(), 1));
  });

  it('[C-ERR-02] an unknown page rejects with PowerBIEntityNotFound (after the frame listed the pages)', async () => {
    const runs = await pair.step(async (host) => {
      await host.run((_pbi, _p, _a, t) => void (t.vars.names = ['unknownPage', 'unknownPageOfVisual']));
      return host.run(refusals, { key: 'desktop' });
    }, 1);
    expectSameWire(runs);
    expect(runs.ours.result).toEqual({
      unknownPage: { rejected: 'PowerBIEntityNotFound' },
      unknownPageOfVisual: { rejected: 'PowerBIEntityNotFound' },
    });
  });

  it('[C-ERR-03] an unknown visual rejects with PowerBIEntityNotFound (after the frame listed the visuals)', async () => {
    const runs = await pair.step(async (host) => {
      await host.run((_pbi, _p, _a, t) => void (t.vars.names = ['unknownVisual', 'unknownVisualToResize']));
      return host.run(refusals, { key: 'desktop' });
    }, 1);
    expectSameWire(runs);
    expect(runs.ours.result).toEqual({
      unknownVisual: { rejected: 'PowerBIEntityNotFound' },
      unknownVisualToResize: { rejected: 'PowerBIEntityNotFound' },
    });
  });

  it('[C-ERR-04] an unknown menu command rejects with PowerBIEntityNotFound', async () => {
    await expectRefused(
      'desktop',
      1,
      ['unknownContextMenuCommand', 'unknownOptionsMenuCommand'],
      'PowerBIEntityNotFound',
    );
  });

  it('[C-VIEW-02] switching a desktop report to a mobile layout is refused', async () => {
    await expectRefused(
      'desktop',
      1,
      ['toMobileLayout'],
      'Switching between mobile and desktop layouts is not supported. Please reset the embed container and re-embed with required layout.',
    );
  });

  it('[C-VIEW-04] resizing a page that is not active is refused', async () => {
    await expectRefused(
      'desktop',
      1,
      ['resizeInactivePage'],
      'Cannot resize the page. Only the active page can be resized',
    );
  });

  it('embeds a report with a mobile layout', async () => {
    const config = reportConfig(reportUrl(), { settings: { layoutType: 2 } });
    expectSameWire(await embedAs('mobile', config, 2));
  });

  it('[C-VIEW-02] switching a mobile report to a desktop layout is refused', async () => {
    await expectRefused(
      'mobile',
      2,
      ['toDesktopLayout'],
      'Switching between mobile and desktop layouts is not supported. Please reset the embed container and re-embed with required layout.',
    );
  });
});
