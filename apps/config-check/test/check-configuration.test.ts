import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkConfig, configKinds, type ConfigKind } from '../src/check-config.ts';
import { describeProblem } from '../src/checker/problem.ts';
import { suggestKey } from '../src/checker/suggest-key.ts';
import { examples } from '../src/examples.ts';

type Config = Record<string, unknown>;
const report = examples.report as Config;
const [, lengthOfStay] = report.filters as Config[];

/** The checker's problems as the page lists them, one line each; [] when it finds none. */
function problems(kind: ConfigKind, config: unknown): string[] {
  const result = checkConfig(kind, JSON.stringify(config));
  if (result.status === 'valid') return [];
  if (result.status !== 'invalid') throw new Error(`unexpected ${result.status}`);
  return result.problems.map(describeProblem);
}

describe('the configuration checker', () => {
  it('[P-CHECK-01] lists every problem of a configuration with six wrong fields, each with its path and what was expected', () => {
    const config = {
      ...report,
      accessToken: 42,
      id: true,
      tokenType: 3,
      permissions: 3,
      viewMode: 2,
      settings: { zoomLevel: 9 },
    };
    const result = checkConfig('report', JSON.stringify(config));
    expect(result).toMatchObject({ status: 'invalid', sdkErrors: ['accessToken must be a string'] });
    expect(problems('report', config)).toEqual([
      'accessToken must be a string; got 42',
      'id must be a string; got true',
      'settings.zoomLevel must be a number from 0.25 to 4 (spec §5: zoom level 0.25 to 4); got 9',
      'permissions must be one of 0 Read, 1 ReadWrite, 2 Copy, 4 Create, 7 All (spec §5 and §6); got 3',
      'viewMode must be one of 0 View (Q&A: Interactive), 1 Edit (Q&A: ResultOnly) (spec §5); got 2',
      'tokenType must be one of 0 Aad, 1 Embed (spec §5); got 3',
    ]);
  });

  it('[P-CHECK-01] names the path down through lists: filters[0].conditions[1].operator', () => {
    const filter = { ...lengthOfStay, conditions: [{ operator: 'GreaterThan', value: 1 }, { operator: 'Between' }] };
    expect(problems('report', { ...report, filters: [filter] })).toEqual([
      expect.stringMatching(
        /^filters\[0\]\.conditions\[1\]\.operator must be one of "None", "LessThan", .*; got "Between"$/,
      ),
    ]);
  });

  it('[P-CHECK-01] reports problems in several filters and settings at once', () => {
    const config = {
      ...report,
      accessToken: undefined,
      settings: { filterPaneEnabled: 'no', panes: { filters: { visible: 1 } } },
      filters: [{ ...lengthOfStay, target: { table: 'Admissions' } }, 7],
    };
    expect(problems('report', config)).toEqual([
      'accessToken is required (a string)',
      'settings.filterPaneEnabled must be true or false; got "no"',
      'settings.panes.filters.visible must be true or false; got 1',
      'filters[0].target.column is required (a string)',
      'filters[1] must be an object; got 7',
    ]);
  });

  it('[P-CHECK-01] finds a problem wherever the SDK validator refuses a changed example', () => {
    const changes = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.integer()),
      fc.object(),
    );
    const kinds = configKinds.map((kind) => kind.id);
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.nat(), changes, (kind, at, change) => {
        const config = structuredClone(examples[kind]);
        const places = containers(config);
        const [parent, key] = places[at % places.length] as [Config, string];
        parent[key] = change;
        const entry = configKinds.find((k) => k.id === kind);
        const refused = (entry?.validate(config) ?? []).length > 0;
        const found = problems(kind, config);
        if (refused) {
          expect(found.length).toBeGreaterThan(0);
          // The checker's own words, not the validator's answer passed on.
          expect(found.join('\n')).not.toContain('is refused:');
        }
      }),
      { numRuns: 400 },
    );
  });

  it.each([
    ['null', null, 'null'],
    ['a list', [{ accessToken: 'x', id: 'r' }], 'a list of 1'],
    ['a string', 'report', '"report"'],
    ['a number', 42, '42'],
  ])('[P-CHECK-02] refuses %s as a configuration', (_name, value, shown) => {
    for (const kind of configKinds) {
      expect(problems(kind.id, value)).toEqual([
        `The configuration must be a JSON object in braces, { … }, as powerbi.embed() takes; got ${shown}`,
      ]);
    }
  });

  it("[P-CHECK-03] zoomLevel 9 is out of the spec's 0.25–4", () => {
    expect(problems('report', { ...report, settings: { zoomLevel: 9 } })).toEqual([
      'settings.zoomLevel must be a number from 0.25 to 4 (spec §5: zoom level 0.25 to 4); got 9',
    ]);
    expect(problems('report', { ...report, settings: { zoomLevel: 0.1 } })).toHaveLength(1);
    expect(problems('report', { ...report, settings: { zoomLevel: 'big' } })).toHaveLength(1);
    expect(problems('report', { ...report, settings: { zoomLevel: 0.25 } })).toEqual([]);
    expect(problems('report', { ...report, settings: { zoomLevel: 4 } })).toEqual([]);
  });

  it('[P-CHECK-03] an advanced filter with one condition needs logicalOperator And', () => {
    const filter = { ...lengthOfStay, logicalOperator: 'Or', conditions: [{ operator: 'LessThan', value: 30 }] };
    expect(problems('report', { ...report, filters: [filter] })).toEqual([
      'filters[0].logicalOperator must be "And" when there is only one condition (spec §5: a single condition requires logical operator And); got "Or"',
    ]);
    expect(problems('filter', filter)).toHaveLength(1);
    expect(problems('filter', { ...filter, logicalOperator: 'And' })).toEqual([]);
  });

  it('[P-CHECK-03] an advanced filter has at most two conditions, an And or Or operator and known condition operators', () => {
    const conditions = [
      { operator: 'GreaterThan', value: 1 },
      { operator: 'LessThan', value: 9 },
      { operator: 'IsNotBlank' },
    ];
    expect(problems('filter', { ...lengthOfStay, logicalOperator: 'Xor', conditions })).toEqual([
      'logicalOperator must be one of "And", "Or" (spec §3, advanced filter); got "Xor"',
      'conditions may hold at most two conditions (spec §5: advanced filter at most two conditions); got 3',
    ]);
  });

  it('[P-CHECK-03] a basic filter has operator In, NotIn or All, and values unless All', () => {
    const basic = (report.filters as Config[])[0];
    expect(problems('filter', { ...basic, operator: 'In', values: [] })).toEqual([
      'values must not be empty unless operator is "All" (spec §5: a basic filter needs a non-empty values list)',
    ]);
    expect(problems('filter', { ...basic, operator: 'Equals' })).toEqual([
      'operator must be one of "In", "NotIn", "All" (spec §3, basic filter); got "Equals"',
    ]);
    expect(problems('filter', { ...basic, operator: 'All', values: [] })).toEqual([]);
  });

  it("[P-CHECK-03] pageView is one of the spec's three values, for dashboards and tiles", () => {
    const message =
      'pageView must be one of "actualSize", "fitToWidth", "oneColumn" (spec §5, pageView); got "fitToPage"';
    expect(problems('dashboard', { ...(examples.dashboard as Config), pageView: 'fitToPage' })).toEqual([message]);
    expect(problems('tile', { ...(examples.tile as Config), pageView: 'fitToPage' })).toEqual([message]);
    expect(problems('tile', { ...(examples.tile as Config), pageView: 'oneColumn' })).toEqual([]);
  });

  it("[P-CHECK-03] permissions, tokenType and the other numbers name the spec's list", () => {
    expect(problems('report', { ...report, permissions: 5, contrastMode: 9, settings: { layoutType: 4 } })).toEqual([
      'settings.layoutType must be one of 0 Master, 1 Custom, 2 MobilePortrait, 3 MobileLandscape (spec §5); got 4',
      'permissions must be one of 0 Read, 1 ReadWrite, 2 Copy, 4 Create, 7 All (spec §5 and §6); got 5',
      'contrastMode must be one of 0 None, 1 HighContrast1, 2 HighContrast2, 3 HighContrastBlack, 4 HighContrastWhite (spec §5); got 9',
    ]);
    expect(problems('qna', { ...(examples.qna as Config), tokenType: 'Embed' })).toEqual([
      'tokenType must be one of 0 Aad, 1 Embed (spec §5); got "Embed"',
    ]);
  });

  it('[P-CHECK-03] the dataset-create rules of spec §5 are each reported', () => {
    const quickCreate = examples['quick-create'] as Config;
    const datasetCreateConfig = {
      locale: 'en-US',
      datasourceConnectionConfig: { dataCacheMode: 0 },
      tableSchemaList: [{ name: 'Admissions', columns: [{ name: 'Department', dataType: 'String' }] }],
    };
    expect(problems('quick-create', { ...quickCreate, datasetCreateConfig })).toEqual([
      'datasetCreateConfig.tableSchemaList[0].columns[0].dataType must be one of "Number", "Currency", "Int32", "Percentage", "DateTime", "DateTimeZone", "Date", "Time", "Duration", "Text", "Logical", "Binary" (DataType); got "String"',
      'datasetCreateConfig.mashupDocument is required with datasourceConnectionConfig (spec §5: "mashupDocument cannot be empty when datasourceConnectionConfig is presented")',
      'datasetCreateConfig needs data or mashupDocument (spec §5: "At least one of data or mashupDocument must be provided")',
    ]);
    expect(
      problems('quick-create', {
        ...quickCreate,
        datasetCreateConfig: { locale: 'en-US', data: [{ name: 'A', rows: [] }] },
      }),
    ).toEqual([
      'datasetCreateConfig.tableSchemaList is required with data (spec §5: "tableSchemaList cannot be empty when data is provided")',
    ]);
  });

  it('[P-CHECK-04] a misspelt key gets "did you mean" the key it is near', () => {
    const { accessToken, ...rest } = report;
    expect(problems('report', { ...rest, acessToken: accessToken, settings: { filterpaneEnabled: false } })).toEqual([
      'accessToken is required (a string)',
      'settings.filterpaneEnabled is not a key the SDK knows here: did you mean filterPaneEnabled? An unknown key is ignored.',
      'acessToken is not a key the SDK knows here: did you mean accessToken? An unknown key is ignored.',
    ]);
    expect(
      problems('dashboard', { ...(examples.dashboard as Config), pageView: undefined, pageview: 'oneColumn' }),
    ).toEqual(['pageview is not a key the SDK knows here: did you mean pageView? An unknown key is ignored.']);
  });

  it('[P-CHECK-04] keys the SDK reads but does not validate, and keys of the app, are left alone', () => {
    const config = {
      ...report,
      visualName: 'v1',
      uniqueId: 'u',
      myAppData: 1,
      settings: { zoomLevel: 1, localeSettings: {} },
    };
    expect(problems('report', config)).toEqual([]);
  });
});

describe('suggestKey', () => {
  it.each([
    ['filterpaneEnabled', 'filterPaneEnabled'],
    ['navContentPaneEnabeld', 'navContentPaneEnabled'],
    ['acessToken', 'accessToken'],
    ['tokentype', 'tokenType'],
    ['idd', 'id'],
    ['colour', undefined],
    ['dashboard', 'dashboardId'],
    ['token', undefined],
  ])('%s → %s', (key, meant) => {
    const known = ['filterPaneEnabled', 'navContentPaneEnabled', 'accessToken', 'tokenType', 'id', 'dashboardId'];
    expect(suggestKey(key, known)).toBe(meant);
  });
});

// Every [object or list, key] pair inside a configuration, to change one field at a time.
function containers(value: unknown): [object, string | number][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    [value, Array.isArray(value) ? Number(key) : key] as [object, string | number],
    ...containers(inner),
  ]);
}
