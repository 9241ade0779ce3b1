/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * Wire conformance of the rest of the Report API (protocol-facts 5.2): pages, themes, persistent
 * filters, menu commands, visual layout, layouts, zoom, overlays. One embed per client, step after
 * step; each step runs in both clients and the frame must receive the same messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientPair, CLIENTS, expectSameWire } from './support/conformance';
import { setUpHarness, type Client, type Scenario } from './support/harness';
import { reportScenarios } from './support/report-scenarios';
import { sentBodies, withPlaceholders } from './support/wire-steps';

const h = setUpHarness();
const { embed, reportUrl, reportConfig } = reportScenarios(h);

describe('wire conformance: the Report API on one embed', { timeout: 60_000 }, () => {
  let pair: ClientPair;
  beforeAll(async () => {
    pair = await ClientPair.open(h);
  }, 60_000);
  afterAll(() => pair?.close());

  // The names the frame gave the pages added in each client.
  const added: Partial<Record<Client, Record<string, string>>> = {};

  /** Runs `fn` on the embedded report in both clients; compares what the frame saw and what the calls returned. */
  const call = async <A>(fn: Scenario<unknown, A>, arg?: A) => {
    const runs = withPlaceholders(await pair.step((host) => host.run(fn, arg)), added);
    expectSameWire(runs);
    return runs;
  };

  it('embeds the report both clients work on', async () => {
    expectSameWire(await pair.step((host) => embed(host)));
  });

  it('[C-MSG-32] addPage posts POST /report/addPage with { displayName } and resolves a Page', async () => {
    const runs = await pair.step((host) =>
      host.run(async (pbi, _p, _a, t) => {
        const pages = [await t.vars.report.addPage('Discharges'), await t.vars.report.addPage()];
        t.vars.added = pages.map((p: any) => p.name);
        return pages.map((p: any) => ({
          isPage: p instanceof pbi.Page && p.report === t.vars.report,
          fields: { ...p, report: undefined },
        }));
      }),
    );
    for (const client of CLIENTS) {
      added[client] = Object.fromEntries(runs[client].raw.map((p, i) => [p.fields.name, `added${i + 1}`]));
    }
    expectSameWire(withPlaceholders(runs, added));
    expect(runs.ours.raw).toEqual([
      expect.objectContaining({ isPage: true, fields: expect.objectContaining({ displayName: 'Discharges' }) }),
      expect.objectContaining({ isPage: true }),
    ]);
  });

  it('renamePage sends PUT /report/pages/{name}/name with { name, displayName } and resolves the body', async () => {
    await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.renamePage(t.vars.added[0], 'Discharged patients')),
      await t.outcome(t.vars.report.renamePage('NoSuchPage', 'X')),
    ]);
  });

  it('[C-MSG-34] deletePage sends DELETE /report/pages/{name} with {}; an unknown page fails in the frame', async () => {
    await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.deletePage(t.vars.added[0])),
      await t.outcome(t.vars.report.deletePage('NoSuchPage')),
    ]);
  });

  it('[C-MSG-34] page.delete sends DELETE /report/pages/{name}', async () => {
    await call(async (_pbi, _p, _a, t) => t.outcome(t.vars.report.page(t.vars.added[1]).delete()));
  });

  it('[C-MSG-30] isSaved sends GET /report/hasUnsavedChanges and resolves its negation', async () => {
    await call(async (_pbi, _p, _a, t) => t.outcome(t.vars.report.isSaved()));
  });

  it('[C-MSG-55] applyTheme and resetTheme send PUT /report/theme (the theme, then {})', async () => {
    await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.applyTheme({ themeJson: { name: 'Ward', dataColors: ['#123456', '#abcdef'] } })),
      await t.outcome(t.vars.report.resetTheme()),
    ]);
  });

  it('[C-MSG-54] getTheme sends GET /report/theme', async () => {
    await call(async (_pbi, _p, _a, t) => {
      await t.vars.report.applyTheme({ themeJson: { name: 'Night' } });
      return t.outcome(t.vars.report.getTheme());
    });
  });

  it('[C-MSG-58] savePersistentFilters posts POST /report/userState with null and resolves the response', async () => {
    await call(async (_pbi, _p, _a, t) => t.outcome(t.vars.report.savePersistentFilters()));
  });

  it('[C-MSG-59] arePersistentFiltersApplied sends GET /report/isUserStateApplied', async () => {
    await call(async (_pbi, _p, _a, t) => t.outcome(t.vars.report.arePersistentFiltersApplied()));
  });

  it('[C-MSG-57] resetPersistentFilters sends DELETE /report/userState with null and resolves the response', async () => {
    await call(async (_pbi, _p, _a, t) => t.outcome(t.vars.report.resetPersistentFilters()));
  });

  it('addContextMenuCommand sends PATCH /report/settings with the commands so far plus the new one (defaults, group, selectors)', async () => {
    await call(async (_pbi, _p, _a, t) => {
      const r = t.vars.report;
      return [
        await t.outcome(r.addContextMenuCommand('cmd1', 'Command 1')),
        await t.outcome(r.addContextMenuCommand('cmd2', 'Command 2', 'Menu 2', 1, 'totalAdmissions')),
        await t.outcome(r.addContextMenuCommand('cmd3', 'Command 3', 'Menu 3', 0, undefined, 'card', 'group1')),
        await t.outcome(r.addContextMenuCommand('cmd4', 'Command 4', undefined, undefined, 'totalAdmissions', 'card')),
      ];
    });
  });

  it('[M-MENU-04] addOptionsMenuCommand sends the icon key (options-menu commands only, even when undefined)', async () => {
    const runs = await call(async (_pbi, _p, _a, t) => {
      const r = t.vars.report;
      return [
        await t.outcome(
          r.addOptionsMenuCommand('opt1', 'Option 1', 'Options 1', 0, undefined, undefined, undefined, 'data:icon'),
        ),
        await t.outcome(r.addOptionsMenuCommand('opt2', 'Option 2')),
        await t.outcome(
          r.addOptionsMenuCommand('cmd1', 'Command 1', 'Command 1 in options', 1, 'totalAdmissions', undefined, 'g'),
        ),
      ];
    });
    const [, , last] = sentBodies(runs, 'PATCH /report/settings') as any[];
    const byName = (name: string) => last.extensions.commands.filter((c: any) => c.name === name);
    expect(byName('cmd2')[0]).not.toHaveProperty('icon');
    expect(byName('opt1')[0].icon).toBe('data:icon');
    expect(byName('opt2')[0]).toHaveProperty('icon', { $type: 'undefined' });
  });

  it('removeContextMenuCommand sends the JSON copy of the commands without that context menu', async () => {
    await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.removeContextMenuCommand('cmd1', 'Command 1')),
      await t.outcome(t.vars.report.removeContextMenuCommand('cmd4', 'Command 4')),
    ]);
  });

  it('removeOptionsMenuCommand sends the commands without that options menu and its icon', async () => {
    await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.removeOptionsMenuCommand('opt1', 'Options 1')),
      await t.outcome(t.vars.report.removeOptionsMenuCommand('cmd1', 'Command 1 in options')),
    ]);
  });

  it('[C-ERR-04] removing an unknown menu command rejects with PowerBIEntityNotFound and sends nothing', async () => {
    const runs = await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.removeContextMenuCommand('nope', 'Command 1')),
      await t.outcome(t.vars.report.removeContextMenuCommand('cmd2', 'wrong title')),
      // Already removed above.
      await t.outcome(t.vars.report.removeOptionsMenuCommand('opt1', 'Options 1')),
    ]);
    expect(runs.ours.traces[0]).toEqual([]);
    expect(runs.ours.result).toEqual(Array(3).fill({ rejected: 'PowerBIEntityNotFound' }));
  });

  it('setVisualDisplayState sends GET pages, GET visuals, then PATCH /report/settings with the visual layout', async () => {
    await call(async (pbi, _p, _a, t) =>
      t.outcome(
        t.vars.report.setVisualDisplayState(
          'ReportSection1',
          'totalAdmissions',
          pbi.models.VisualContainerDisplayMode.Hidden,
        ),
      ),
    );
  });

  it('resizeVisual sends the three requests with { width, height }', async () => {
    await call(async (_pbi, _p, _a, t) =>
      t.outcome(t.vars.report.resizeVisual('ReportSection1', 'admissionsByDepartment', 400, 300)),
    );
  });

  it('moveVisual sends the three requests with { x, y, z }, z present even when undefined', async () => {
    const runs = await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.moveVisual('ReportSection1', 'admissionsByDepartment', 10, 20)),
      await t.outcome(t.vars.report.moveVisual('ReportSection1', 'admissionsByDepartment', 30, 40, 2)),
    ]);
    const [first] = sentBodies(runs, 'PATCH /report/settings') as any[];
    expect(first.customLayout.pagesLayout.ReportSection1.visualsLayout.admissionsByDepartment).toEqual({
      x: 10,
      y: 20,
      z: { $type: 'undefined' },
    });
  });

  it('[C-ERR-03] the visual layout methods reject with PowerBIEntityNotFound for an unknown page or visual', async () => {
    const runs = await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.moveVisual('NoSuchPage', 'totalAdmissions', 1, 2)),
      await t.outcome(t.vars.report.resizeVisual('ReportSection1', 'noSuchVisual', 1, 2)),
      await t.outcome(t.vars.report.setVisualDisplayState('ReportSection1', 'noSuchVisual', 0)),
    ]);
    expect(runs.ours.result).toEqual(Array(3).fill({ rejected: 'PowerBIEntityNotFound' }));
  });

  it('resizeActivePage sends PATCH /report/settings with a custom layout page size', async () => {
    await call(async (pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.resizeActivePage(pbi.models.PageSizeType.Custom, 1200, 900)),
      await t.outcome(t.vars.report.resizeActivePage(pbi.models.PageSizeType.Standard)),
    ]);
  });

  it('[C-VIEW-03] page.resizePage on the active page resizes it through the report', async () => {
    await call(async (pbi, _p, _a, t) => {
      const page = await t.vars.report.getActivePage();
      return t.outcome(page.resizePage(pbi.models.PageSizeType.Custom, 1000, 700));
    });
  });

  it('[C-VIEW-01] switchLayout between desktop layouts sends PATCH /report/settings with { layoutType }', async () => {
    await call(async (pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.switchLayout(pbi.models.LayoutType.Custom)),
      await t.outcome(t.vars.report.switchLayout(pbi.models.LayoutType.Master)),
    ]);
  });

  it('[C-VIEW-02] switchLayout from desktop to mobile is refused without sending', async () => {
    const runs = await call(async (pbi, _p, _a, t) =>
      t.outcome(t.vars.report.switchLayout(pbi.models.LayoutType.MobilePortrait)),
    );
    expect(runs.ours.traces[0]).toEqual([]);
  });

  it('[C-MSG-56] getZoom sends GET /report/zoom', async () => {
    await call(async (_pbi, _p, _a, t) => t.outcome(t.vars.report.getZoom()));
  });

  it('setZoom sends PATCH /report/settings with { zoomLevel } and resolves undefined', async () => {
    await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.setZoom(1.5)),
      await t.outcome(t.vars.report.getZoom()),
    ]);
  });

  it('[C-MSG-25] closeAllOverlays posts POST /report/closeAllOverlays with null', async () => {
    await call(async (_pbi, _p, _a, t) => t.outcome(t.vars.report.closeAllOverlays()));
  });

  it('[C-MSG-26] clearSelectedVisuals posts /report/clearSelectedVisuals/true only for the literal true', async () => {
    await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.clearSelectedVisuals(true)),
      await t.outcome(t.vars.report.clearSelectedVisuals()),
      await t.outcome(t.vars.report.clearSelectedVisuals('true')),
    ]);
  });

  it('closeAllOverlays and clearSelectedVisuals reject with the whole error response of the frame', async () => {
    // A second embed whose frame fails both routes.
    const url = reportUrl({ fail: 'POST /report/closeAllOverlays:500,POST /report/clearSelectedVisuals/false:403' });
    const runs = await pair.step(
      (host) =>
        host.run(async (_pbi, powerbi, config, t) => {
          const el = t.container();
          const rendered = t.nextEvent(el, 'rendered');
          const report = powerbi.embed(el, config);
          await rendered;
          return [await t.outcome(report.closeAllOverlays()), await t.outcome(report.clearSelectedVisuals())];
        }, reportConfig(url)),
      1,
    );
    expectSameWire(runs);
    expect(runs.ours.raw).toEqual([
      { rejected: expect.objectContaining({ statusCode: 500, body: expect.anything() }) },
      { rejected: expect.objectContaining({ statusCode: 403, body: expect.anything() }) },
    ]);
  });
});
