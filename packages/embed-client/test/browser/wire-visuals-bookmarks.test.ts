/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * Wire conformance of the Page visual API, VisualDescriptor and BookmarksManager (protocol-facts
 * 5.3-5.5). One embed per client, step after step; each step runs in both clients and the frame
 * must receive the same messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientPair, CLIENTS, expectSameWire } from './support/conformance';
import { setUpHarness, type Client, type Scenario } from './support/harness';
import { ADMISSIONS_FILTER, reportScenarios } from './support/report-scenarios';
import { sentRequests, withPlaceholders } from './support/wire-steps';

const h = setUpHarness();
const { embed, reportConfig } = reportScenarios(h);

describe('wire conformance: pages, visuals and bookmarks on one embed', { timeout: 60_000 }, () => {
  let pair: ClientPair;
  beforeAll(async () => {
    pair = await ClientPair.open(h);
  }, 60_000);
  afterAll(() => pair?.close());

  // The names the frame gave the visuals cloned in each client.
  const made: Partial<Record<Client, Record<string, string>>> = {};

  /** Runs `fn` on the embedded report in both clients; compares what the frame saw and what the calls returned. */
  const call = async <A>(fn: Scenario<unknown, A>, arg?: A, frame = 0) => {
    const runs = withPlaceholders(await pair.step((host) => host.run(fn, arg), frame), made);
    expectSameWire(runs);
    return runs;
  };

  it('embeds the report both clients work on', async () => {
    expectSameWire(await pair.step((host) => embed(host)));
  });

  it('[C-MSG-36] page.getVisuals sends GET /report/pages/{name}/visuals and resolves VisualDescriptors', async () => {
    const runs = await call(async (pbi, _p, _a, t) => {
      const page = t.vars.report.page('ReportSection1');
      const visuals = await page.getVisuals();
      return visuals.map((v: any) => ({
        isDescriptor: v instanceof pbi.VisualDescriptor && v.page === page,
        fields: { ...v, page: undefined },
      }));
    });
    expect(runs.ours.raw).toContainEqual({
      isDescriptor: true,
      fields: expect.objectContaining({ name: 'totalAdmissions', type: 'card', layout: expect.any(Object) }),
    });
  });

  it('page.getVisualByName resolves the named visual', async () => {
    await call(async (_pbi, _p, _a, t) => {
      const page = t.vars.report.page('ReportSection1');
      t.vars.visual = await page.getVisualByName('admissionsByDepartment');
      t.vars.slicer = await page.getVisualByName('departmentSlicer');
      return [t.vars.visual, t.vars.slicer].map((v: any) => ({ ...v, page: v.page.name }));
    });
  });

  it('[C-ERR-03] page.getVisualByName rejects with PowerBIEntityNotFound for an unknown visual', async () => {
    const runs = await call(async (_pbi, _p, _a, t) =>
      t.outcome(t.vars.report.page('ReportSection1').getVisualByName('noSuchVisual')),
    );
    expect(runs.ours.result).toEqual({ rejected: 'PowerBIEntityNotFound' });
  });

  it('page.getSlicers sends GET /report/pages/{name}/visuals and keeps the slicers', async () => {
    const runs = await call(async (_pbi, _p, _a, t) =>
      (await t.vars.report.page('ReportSection1').getSlicers()).map((v: any) => v.name),
    );
    expect(runs.ours.raw).toEqual(['departmentSlicer']);
  });

  it('[C-MSG-40] page.hasLayout sends GET /report/pages/{name}/layoutTypes/{LayoutType name}', async () => {
    const runs = await call(async (pbi, _p, _a, t) => {
      const page = t.vars.report.page('ReportSection1');
      return [
        await t.outcome(page.hasLayout(pbi.models.LayoutType.MobilePortrait)),
        await t.outcome(page.hasLayout(pbi.models.LayoutType.Master)),
      ];
    });
    expect(sentRequests(runs)).toEqual([
      'GET /report/pages/ReportSection1/layoutTypes/MobilePortrait',
      'GET /report/pages/ReportSection1/layoutTypes/Master',
    ]);
  });

  it('page.setVisualDisplayState, moveVisual and resizeVisual go through the report (pages, visuals, settings)', async () => {
    await call(async (_pbi, _p, _a, t) => {
      const page = t.vars.report.page('ReportSection1');
      return [
        await t.outcome(page.setVisualDisplayState('totalAdmissions', 1)),
        await t.outcome(page.moveVisual('totalAdmissions', 5, 6)),
        await t.outcome(page.resizeVisual('totalAdmissions', 200, 100)),
      ];
    });
  });

  it('[C-MSG-46] visual.setFilters sends PUT /report/pages/{page}/visuals/{visual}/filters', async () => {
    await call((_pbi, _p, filter, t) => t.outcome(t.vars.visual.setFilters([filter])), ADMISSIONS_FILTER);
  });

  it('[C-MSG-44] visual.getFilters sends GET /report/pages/{page}/visuals/{visual}/filters', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.visual.getFilters()));
  });

  it('[C-MSG-45] visual.updateFilters posts POST /report/pages/{page}/visuals/{visual}/filters', async () => {
    await call(async (pbi, _p, filter, t) => {
      const ops = pbi.models.FiltersOperations;
      return [
        await t.outcome(t.vars.visual.updateFilters(ops.Replace, [filter])),
        await t.outcome(t.vars.visual.updateFilters(ops.Add, [{ ...filter, values: ['Oncology'] }])),
      ];
    }, ADMISSIONS_FILTER);
  });

  it('[C-MSG-47] visual.removeFilters posts RemoveAll to the visual filters', async () => {
    await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.visual.removeFilters()),
      await t.outcome(t.vars.visual.getFilters()),
    ]);
  });

  it('[C-MSG-60] exportData posts POST …/exportData with { rows, exportDataType }, both keys always present', async () => {
    await call(async (pbi, _p, _a, t) => [
      await t.outcome(t.vars.visual.exportData()),
      await t.outcome(t.vars.visual.exportData(pbi.models.ExportDataType.Underlying, 3)),
    ]);
  });

  it('[C-MSG-61] getSlicerState sends GET …/slicer', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.slicer.getSlicerState()));
  });

  it('[C-MSG-62] setSlicerState sends PUT …/slicer with the state itself', async () => {
    await call(
      async (_pbi, _p, filter, t) => [
        await t.outcome(t.vars.slicer.setSlicerState({ filters: [filter] })),
        await t.outcome(t.vars.slicer.getSlicerState()),
      ],
      { ...ADMISSIONS_FILTER, values: ['Cardiology'] },
    );
  });

  it('[C-MSG-63] clone posts POST …/clone with the request itself ({} by default)', async () => {
    const runs = await pair.step((host) =>
      host.run(async (_pbi, _p, _a, t) => [
        await t.outcome(t.vars.visual.clone()),
        await t.outcome(t.vars.visual.clone({ layout: { x: 400, y: 20 }, autoFocus: true })),
      ]),
    );
    for (const client of CLIENTS) {
      made[client] = Object.fromEntries(
        (runs[client].raw as any[]).map((o, i) => [o.resolved?.visualName ?? `none${i}`, `clone${i + 1}`]),
      );
    }
    expectSameWire(withPlaceholders(runs, made));
    expect(runs.ours.raw).toEqual([
      { resolved: expect.objectContaining({ visualName: expect.any(String) }) },
      { resolved: expect.objectContaining({ visualName: expect.any(String) }) },
    ]);
  });

  it('[C-MSG-64] sortBy sends PUT …/sortBy with { orderBy, direction }', async () => {
    await call(async (pbi, _p, _a, t) =>
      t.outcome(
        t.vars.visual.sortBy({
          orderBy: { table: 'Admissions', column: 'Department' },
          direction: pbi.models.SortDirection.Descending,
        }),
      ),
    );
  });

  it('visual.moveVisual, setVisualDisplayState and resizeVisual go through the report', async () => {
    await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.visual.moveVisual(50, 60, 3)),
      await t.outcome(t.vars.visual.setVisualDisplayState(0)),
      await t.outcome(t.vars.visual.resizeVisual(320, 240)),
    ]);
  });

  it('[C-MSG-48] bookmarksManager.getBookmarks sends GET /report/bookmarks (uid of the caller config: none)', async () => {
    await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.bookmarksManager.getBookmarks()));
  });

  it('[C-MSG-49] bookmarksManager.apply posts POST /report/bookmarks/applyByName with { name }', async () => {
    await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.bookmarksManager.apply('Bookmark2')),
      await t.outcome(t.vars.report.bookmarksManager.apply('NoSuchBookmark')),
    ]);
  });

  it('[C-MSG-50] bookmarksManager.play posts POST /report/bookmarks/play with { playMode }', async () => {
    await call(async (pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.bookmarksManager.play(pbi.models.BookmarksPlayMode.Presentation)),
      await t.outcome(t.vars.report.bookmarksManager.play(pbi.models.BookmarksPlayMode.Off)),
    ]);
  });

  it('[C-MSG-51] bookmarksManager.capture posts POST /report/bookmarks/capture with { options } ({} by default)', async () => {
    await call(async (_pbi, _p, _a, t) => {
      const manager = t.vars.report.bookmarksManager;
      const captured = [await t.outcome(manager.capture()), await t.outcome(manager.capture({ allPages: true }))];
      t.vars.state = (captured[0] as any).resolved?.state;
      // The frame names captured bookmarks at random.
      return captured.map((o: any) => ({
        ...o,
        resolved: o.resolved && { ...o.resolved, name: typeof o.resolved.name },
      }));
    });
  });

  it('[C-MSG-52] bookmarksManager.applyState posts POST /report/bookmarks/applyState with { state }', async () => {
    await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.report.bookmarksManager.applyState(t.vars.state)),
      await t.outcome(t.vars.report.bookmarksManager.applyState('not a state')),
    ]);
  });

  it("[C-MSG-48] the bookmarks requests carry the caller config's own uniqueId as uid", async () => {
    const config = reportConfig(undefined, { uniqueId: 'bookmarkowner' });
    await call(
      async (_pbi, powerbi, config, t) => {
        const el = t.container();
        const rendered = t.nextEvent(el, 'rendered');
        const report = powerbi.embed(el, config);
        await rendered;
        return t.outcome(report.bookmarksManager.getBookmarks());
      },
      config,
      1,
    );
  });
});
