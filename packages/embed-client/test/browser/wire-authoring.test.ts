/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * Microsoft's powerbi-report-authoring 1.1.3 on our client, trace-identical with powerbi-client
 * 2.22.4. Each host page loads the plugin as an app bundles it (its `require('powerbi-client')`
 * is the page's client, see support/authoring.ts); then one embed per client, one step per
 * authoring method: the frame must receive the same messages and the calls must return the same,
 * and the fake frame must answer (no `404 NotImplemented`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORING_METHODS, buildAuthoringScript } from './support/authoring';
import { ClientPair, CLIENTS, expectSameWire } from './support/conformance';
import { setUpHarness, type Client, type Scenario } from './support/harness';
import { reportScenarios } from './support/report-scenarios';
import { sentBodies, sentRequests, withPlaceholders } from './support/wire-steps';

const h = setUpHarness();
const { embed } = reportScenarios(h);

const P = '/report/pages/ReportSection1';
const BY_DEPARTMENT = `${P}/visuals/admissionsByDepartment`;
const TITLE = { objectName: 'title', propertyName: 'titleText' };

describe('wire conformance: powerbi-report-authoring on one embed', { timeout: 60_000 }, () => {
  let pair: ClientPair;
  beforeAll(async () => {
    pair = await ClientPair.open(h, { script: await buildAuthoringScript() });
  }, 60_000);
  afterAll(() => pair?.close());

  // The names the frame gave the visuals created in each client.
  const made: Partial<Record<Client, Record<string, string>>> = {};

  /** The name the frame gave the visual `placeholder` (`created1`, …) in our client's report. */
  const createdName = (placeholder: string) =>
    Object.keys(made.ours!).find((name) => made.ours![name] === placeholder)!;
  /** How our client's frame draws a visual: its classes (`ff-visual ff-visual-<type>`), or null when it is not drawn. */
  const drawnAs = async (name: string) =>
    (await pair.hosts.ours.frame())
      .locator(`[data-visual-name="${name}"]`)
      .evaluateAll((els) => els.map((el) => el.className));

  /** Runs `fn` on the embedded report in both clients; compares what the frame saw and what the calls returned. */
  const call = async <A>(fn: Scenario<unknown, A>, arg?: A) => {
    const runs = withPlaceholders(await pair.step((host) => host.run(fn, arg)), made);
    expectSameWire(runs);
    return runs;
  };

  it('embeds the report both clients work on', async () => {
    expectSameWire(await pair.step((host) => embed(host)));
    for (const client of CLIENTS) {
      expect(
        pair.hosts[client].consoleMessages.filter((m) => m.startsWith('error')),
        client,
      ).toEqual([]);
    }
  });

  it("[C-COMPAT-06] the plugin's methods are functions on our Report, Page and VisualDescriptor objects", async () => {
    const runs = await call(async (pbi, _p, methods, t) => {
      const report = t.vars.report;
      const page = report.page('ReportSection1');
      const pages = await report.getPages();
      const visuals = await page.getVisuals();
      t.vars.page = page;
      t.vars.visual = visuals.find((v: any) => v.name === 'admissionsByDepartment');
      const kinds = (objects: any[], names: readonly string[]) =>
        Object.fromEntries(names.map((name) => [name, [...new Set(objects.map((o) => typeof o[name]))]]));
      return {
        exported: Object.keys((window as any).authoring),
        instances: [
          report instanceof pbi.Report,
          page instanceof pbi.Page,
          t.vars.visual instanceof pbi.VisualDescriptor,
        ],
        Report: kinds([report], methods.Report),
        Page: kinds([page, ...pages], methods.Page),
        VisualDescriptor: kinds(visuals, methods.VisualDescriptor),
      };
    }, AUTHORING_METHODS);
    const functions = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, ['function']]));
    expect(runs.ours.raw).toEqual({
      exported: ['startAuthoring'],
      instances: [true, true, true],
      Report: functions(AUTHORING_METHODS.Report),
      Page: functions(AUTHORING_METHODS.Page),
      VisualDescriptor: functions(AUTHORING_METHODS.VisualDescriptor),
    });
  });

  it('[C-COMPAT-07] getAvailableVisualTypes posts the same message as on powerbi-client', async () => {
    const runs = await call((_pbi, _p, _a, t) => t.outcome(t.vars.report.getAvailableVisualTypes()));
    expect(sentRequests(runs)).toEqual(['GET /report/availableVisualTypes']);
    expect(runs.ours.raw).toEqual({ resolved: expect.arrayContaining(['card', 'clusteredBarChart', 'tableEx']) });
  });

  it('[C-COMPAT-07] getVisualCapabilities posts the same message as on powerbi-client', async () => {
    const runs = await call(async (_pbi, _p, _a, t) => {
      const report = t.vars.report;
      let missing: unknown;
      try {
        report.getVisualCapabilities();
      } catch (error) {
        missing = { thrown: error };
      }
      return [
        await t.outcome(report.getVisualCapabilities('clusteredBarChart')),
        await t.outcome(report.getVisualCapabilities('noSuchVisualType')),
        missing,
      ];
    });
    expect(sentRequests(runs)).toEqual([
      'GET /report/visuals/types/clusteredBarChart/capabilities',
      'GET /report/visuals/types/noSuchVisualType/capabilities',
    ]);
    expect(runs.ours.raw).toEqual([
      { resolved: { dataRoles: expect.arrayContaining([expect.objectContaining({ name: 'Category', kind: 0 })]) } },
      { rejected: expect.objectContaining({ message: 'PowerBIEntityNotFound' }) },
      { thrown: { message: 'visualType parameter is missing' } },
    ]);
  });

  it('[C-COMPAT-07] createVisual posts the same message as on powerbi-client', async () => {
    const runs = await pair.step((host) =>
      host.run(async (pbi, _p, _a, t) => {
        const page = t.vars.page;
        const created = [
          await t.outcome(page.createVisual('clusteredColumnChart')),
          await t.outcome(page.createVisual('card', { x: 20, y: 400, width: 300, height: 160 }, true)),
          await t.outcome(page.createVisual('noSuchVisualType')),
        ];
        const [column] = created as any[];
        t.vars.created = column.resolved?.visual;
        return {
          created: created.map((o: any) =>
            o.resolved
              ? {
                  isDescriptor: o.resolved.visual instanceof pbi.VisualDescriptor && o.resolved.visual.page === page,
                  visual: { ...o.resolved.visual, page: o.resolved.visual.page.name },
                }
              : o,
          ),
          visuals: (await page.getVisuals()).map((v: any) => `${v.name} ${v.type}`),
        };
      }),
    );
    for (const client of CLIENTS) {
      const created = (runs[client].raw as any).created as any[];
      made[client] = Object.fromEntries(
        created.map((o, i) => [o.visual?.name ?? `none${i}`, `created${i + 1}`] as const),
      );
    }
    expectSameWire(withPlaceholders(runs, made));
    expect(sentRequests(runs).filter((r) => r.endsWith('/createVisual'))).toHaveLength(3);
    const raw = runs.ours.raw as any;
    expect(raw.created).toEqual([
      { isDescriptor: true, visual: expect.objectContaining({ type: 'clusteredColumnChart', page: 'ReportSection1' }) },
      {
        isDescriptor: true,
        visual: expect.objectContaining({ type: 'card', layout: expect.objectContaining({ x: 20, y: 400 }) }),
      },
      { rejected: expect.objectContaining({ message: 'invalidInput' }) },
    ]);
    expect(raw.visuals).toEqual(
      expect.arrayContaining([
        `${raw.created[0].visual.name} clusteredColumnChart`,
        `${raw.created[1].visual.name} card`,
      ]),
    );
    expect(await drawnAs(createdName('created1'))).toEqual(['ff-visual ff-visual-clusteredColumnChart']);
  });

  it('[C-COMPAT-07] getCapabilities posts the same message as on powerbi-client', async () => {
    const runs = await call((_pbi, _p, _a, t) => t.outcome(t.vars.created.getCapabilities()));
    expect(sentRequests(runs)).toEqual(['GET /report/visuals/types/clusteredColumnChart/capabilities']);
    expect(runs.ours.raw).toMatchObject({ resolved: { dataRoles: expect.any(Array) } });
  });

  it('[C-COMPAT-07] getDataFields posts the same message as on powerbi-client', async () => {
    const runs = await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.visual.getDataFields('Category')),
      await t.outcome(t.vars.visual.getDataFields('Y')),
      await t.outcome(t.vars.created.getDataFields('Category')),
      await t.outcome(t.vars.visual.getDataFields('NoSuchRole')),
    ]);
    expect(sentRequests(runs)).toEqual([
      `GET ${BY_DEPARTMENT}/dataroles/Category/fields`,
      `GET ${BY_DEPARTMENT}/dataroles/Y/fields`,
      'GET /report/pages/ReportSection1/visuals/<created1>/dataroles/Category/fields',
      `GET ${BY_DEPARTMENT}/dataroles/NoSuchRole/fields`,
    ]);
    expect(runs.ours.raw).toEqual([
      { resolved: [{ table: 'Admissions', column: 'Department' }] },
      { resolved: [{ table: 'Admissions', column: 'Admissions', aggregationFunction: 'Sum' }] },
      { resolved: [] },
      { rejected: expect.objectContaining({ message: 'invalidInput' }) },
    ]);
  });

  it('[C-COMPAT-07] addDataField posts the same message as on powerbi-client', async () => {
    const runs = await call(async (_pbi, _p, _a, t) => {
      const visual = t.vars.created;
      return [
        await t.outcome(visual.addDataField('Category', { table: 'Admissions', column: 'Ward' })),
        await t.outcome(
          visual.addDataField('Y', { table: 'Admissions', column: 'Admissions', aggregationFunction: 'Sum' }, 0),
        ),
        await t.outcome(visual.addDataField('Category', { table: 'Admissions', column: 'Department' }, 0)),
        await t.outcome(visual.addDataField('Y', { table: 'Admissions', column: 'NoSuchColumn' })),
        await t.outcome(visual.getDataFields('Category')),
      ];
    });
    expect(sentRequests(runs).slice(0, 3)).toEqual([
      'POST /report/pages/ReportSection1/visuals/<created1>/dataroles/Category/fields/undefined',
      'POST /report/pages/ReportSection1/visuals/<created1>/dataroles/Y/fields/0',
      'POST /report/pages/ReportSection1/visuals/<created1>/dataroles/Category/fields/0',
    ]);
    expect(runs.ours.raw).toEqual([
      { resolved: {} },
      { resolved: {} },
      { resolved: {} },
      { rejected: expect.objectContaining({ message: 'invalidInput' }) },
      {
        resolved: [
          { table: 'Admissions', column: 'Department' },
          { table: 'Admissions', column: 'Ward' },
        ],
      },
    ]);
  });

  it('[C-COMPAT-07] getDataFieldDisplayName posts the same message as on powerbi-client', async () => {
    const runs = await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.created.getDataFieldDisplayName('Y', 0)),
      await t.outcome(t.vars.created.getDataFieldDisplayName('Category', 1)),
      await t.outcome(t.vars.created.getDataFieldDisplayName('Category', 7)),
    ]);
    expect(sentRequests(runs)).toEqual([
      'GET /report/pages/ReportSection1/visuals/<created1>/dataroles/Y/fields/0/displayName',
      'GET /report/pages/ReportSection1/visuals/<created1>/dataroles/Category/fields/1/displayName',
      'GET /report/pages/ReportSection1/visuals/<created1>/dataroles/Category/fields/7/displayName',
    ]);
    expect(runs.ours.raw).toEqual([
      { resolved: 'Sum of Admissions' },
      { resolved: 'Ward' },
      { rejected: expect.objectContaining({ message: 'invalidInput' }) },
    ]);
  });

  it('[C-COMPAT-07] setDataFieldDisplayName posts the same message as on powerbi-client', async () => {
    const runs = await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.created.setDataFieldDisplayName('Y', 0, 'Patients admitted')),
      await t.outcome(t.vars.created.getDataFieldDisplayName('Y', 0)),
    ]);
    expect(
      sentBodies(runs, 'PUT /report/pages/ReportSection1/visuals/<created1>/dataroles/Y/fields/0/displayName'),
    ).toEqual([{ newDisplayName: 'Patients admitted' }]);
    expect(runs.ours.raw).toEqual([{ resolved: {} }, { resolved: 'Patients admitted' }]);
  });

  it('[C-COMPAT-07] removeDataField posts the same message as on powerbi-client', async () => {
    const runs = await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.created.removeDataField('Category', 1)),
      await t.outcome(t.vars.created.removeDataField('Category', 5)),
      await t.outcome(t.vars.created.getDataFields('Category')),
    ]);
    expect(
      sentBodies(runs, 'DELETE /report/pages/ReportSection1/visuals/<created1>/dataroles/Category/fields/1'),
    ).toEqual([1]);
    expect(runs.ours.raw).toEqual([
      { resolved: {} },
      { rejected: expect.objectContaining({ message: 'invalidInput' }) },
      { resolved: [{ table: 'Admissions', column: 'Department' }] },
    ]);
  });

  it('[C-COMPAT-07] changeType posts the same message as on powerbi-client', async () => {
    const runs = await call(async (_pbi, _p, _a, t) => [
      await t.outcome(t.vars.created.changeType('clusteredBarChart')),
      await t.outcome(t.vars.created.changeType('noSuchVisualType')),
      (await t.vars.page.getVisualByName(t.vars.created.name)).type,
    ]);
    expect(sentBodies(runs, 'POST /report/pages/ReportSection1/visuals/<created1>/changeType')).toEqual([
      { visualType: 'clusteredBarChart' },
      { visualType: 'noSuchVisualType' },
    ]);
    expect(runs.ours.raw).toEqual([
      { resolved: {} },
      { rejected: expect.objectContaining({ message: 'invalidInput' }) },
      'clusteredBarChart',
    ]);
    expect(await drawnAs(createdName('created1'))).toEqual(['ff-visual ff-visual-clusteredBarChart']);
  });

  it('[C-COMPAT-07] getProperty posts the same message as on powerbi-client', async () => {
    const runs = await call(
      async (_pbi, _p, selector, t) => [
        await t.outcome(t.vars.visual.getProperty(selector)),
        await t.outcome(t.vars.visual.getProperty({ objectName: 'legend', propertyName: 'visible' })),
        await t.outcome(t.vars.visual.getProperty({ objectName: 'noSuchObject', propertyName: 'visible' })),
      ],
      TITLE,
    );
    expect(sentBodies(runs, `POST ${BY_DEPARTMENT}/property`)).toEqual([
      TITLE,
      { objectName: 'legend', propertyName: 'visible' },
      { objectName: 'noSuchObject', propertyName: 'visible' },
    ]);
    expect(runs.ours.raw).toEqual([
      { resolved: { schema: 'http://powerbi.com/product/schema#property', value: 'Admissions by department' } },
      { resolved: { schema: 'http://powerbi.com/product/schema#property', value: true } },
      { rejected: expect.objectContaining({ message: 'invalidInput' }) },
    ]);
  });

  it('[C-COMPAT-07] setProperty posts the same message as on powerbi-client', async () => {
    const value = { schema: 'http://powerbi.com/product/schema#property', value: 'Admissions per department' };
    const runs = await call(
      async (_pbi, _p, { selector, value }, t) => [
        await t.outcome(t.vars.visual.setProperty(selector, value)),
        await t.outcome(t.vars.visual.setProperty({ objectName: 'legend', propertyName: 'visible' }, { value: 'yes' })),
        await t.outcome(t.vars.visual.getProperty(selector)),
        (await t.vars.page.getVisualByName('admissionsByDepartment')).title,
      ],
      { selector: TITLE, value },
    );
    expect(sentBodies(runs, `PUT ${BY_DEPARTMENT}/property`)).toEqual([
      { selector: TITLE, value },
      { selector: { objectName: 'legend', propertyName: 'visible' }, value: { value: 'yes' } },
    ]);
    expect(runs.ours.raw).toEqual([
      { resolved: {} },
      { rejected: expect.objectContaining({ message: 'invalidInput' }) },
      { resolved: value },
      'Admissions per department',
    ]);
  });

  it('[C-COMPAT-07] resetProperty posts the same message as on powerbi-client', async () => {
    const runs = await call(
      async (_pbi, _p, selector, t) => [
        await t.outcome(t.vars.visual.resetProperty(selector)),
        await t.outcome(t.vars.visual.getProperty(selector)),
      ],
      TITLE,
    );
    expect(sentBodies(runs, `PUT ${BY_DEPARTMENT}/property`)).toEqual([
      { selector: TITLE, value: { schema: 'http://powerbi.com/product/schema#default', value: {} } },
    ]);
    expect(runs.ours.raw).toEqual([
      { resolved: {} },
      { resolved: { schema: 'http://powerbi.com/product/schema#property', value: 'Admissions by department' } },
    ]);
  });

  it('[C-COMPAT-07] deleteVisual posts the same message as on powerbi-client', async () => {
    const runs = await call(async (_pbi, _p, _a, t) => {
      const page = t.vars.page;
      return [
        await t.outcome(page.deleteVisual(t.vars.created.name)),
        await t.outcome(page.deleteVisual('noSuchVisual')),
        (await page.getVisuals()).map((v: any) => v.name),
      ];
    });
    expect(sentBodies(runs, `POST ${P}/deleteVisual`)).toEqual([
      { visualName: '<created1>' },
      { visualName: 'noSuchVisual' },
    ]);
    const [deleted, unknown, names] = runs.ours.raw as any[];
    expect(deleted).toEqual({ resolved: {} });
    expect(unknown).toEqual({ rejected: expect.objectContaining({ message: 'PowerBIEntityNotFound' }) });
    expect(names).toContain(createdName('created2'));
    expect(names).not.toContain(createdName('created1'));
    expect(await drawnAs(createdName('created1'))).toEqual([]);
  });
});
