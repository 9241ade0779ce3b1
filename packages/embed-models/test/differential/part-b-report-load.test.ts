import { describe, it } from 'vitest';
import { expectSameResult } from './harness';
import {
  advancedFilter,
  basicFilter,
  eachFieldVariant,
  oddValues,
  quickCreateWithData,
  quickCreateWithMashup,
  reportCreate,
  reportLoad,
  reportLoadOnLoadFilters,
  roots,
  visualEmbed,
} from './part-b-fixtures';

describe('part B: report load', () => {
  it('[M-CONFIG-03] a full report load passes, with either form of filters and bookmark', () => {
    expectSameResult('validateReportLoad', reportLoad);
    expectSameResult('validateReportLoad', reportLoadOnLoadFilters);
    expectSameResult('validateReportLoad', { accessToken: 't', id: 'i' });
  });

  it('[M-CONFIG-03] type and parameterValues are accepted without being checked', () => {
    for (const value of oddValues) {
      expectSameResult('validateReportLoad', { ...reportLoad, type: value });
      expectSameResult('validateReportLoad', { ...reportLoad, parameterValues: value });
    }
    expectSameResult('validateReportLoad', { ...reportLoad, slicers: 'x', eventHooks: 1, uniqueId: 2, hostname: 3 });
  });

  it('[M-CONFIG-01] [M-MSG-01] [M-MSG-02] accessToken is a required string', () => {
    for (const accessToken of [undefined, null, '', 'token', 1, true, [], {}]) {
      expectSameResult('validateReportLoad', { ...reportLoad, accessToken });
    }
    expectSameResult('validateReportLoad', {});
  });

  it('[M-CONFIG-02] [M-MSG-01] id is a required string, checked after accessToken', () => {
    for (const id of [undefined, null, '', 'id', 1, false, ['id'], {}])
      expectSameResult('validateReportLoad', { ...reportLoad, id });
    expectSameResult('validateReportLoad', { id: 5 });
    expectSameResult('validateReportLoad', { accessToken: 5, id: 5 });
    expectSameResult('validateReportLoad', { accessToken: 't' });
  });

  it('[M-MSG-05] the input must be an object', () => {
    for (const input of roots) expectSameResult('validateReportLoad', input);
  });

  it('[M-CONFIG-03] every field of a report load, valid and invalid', () => {
    for (const input of eachFieldVariant(reportLoad)) expectSameResult('validateReportLoad', input);
  });

  it('[M-VALID-04] permissions must be one of 0, 1, 2, 4, 7', () => {
    for (const permissions of [0, 1, 2, 3, 4, 5, 6, 7, 8, -1, 1.5, NaN, '7', true]) {
      expectSameResult('validateReportLoad', { ...reportLoad, permissions });
    }
  });

  it('[M-VALID-05] [M-VALID-06] tokenType and viewMode must be 0 or 1', () => {
    for (const value of [0, 1, 2, -1, 0.5, NaN, Infinity, '1', false, null]) {
      expectSameResult('validateReportLoad', { ...reportLoad, tokenType: value });
      expectSameResult('validateReportLoad', { ...reportLoad, viewMode: value });
    }
  });

  it('[M-VALID-07] contrastMode must be 0 to 4', () => {
    for (const contrastMode of [0, 1, 2, 3, 4, 5, -1, 2.5, NaN, '0', true]) {
      expectSameResult('validateReportLoad', { ...reportLoad, contrastMode });
    }
  });

  it('[M-CONFIG-04] datasetBinding requires a string datasetId', () => {
    for (const datasetBinding of [
      {},
      { datasetId: null },
      { datasetId: 1 },
      { datasetId: 'ds' },
      { datasetId: 'ds', x: 1 },
      'ds',
      [],
      0,
    ]) {
      expectSameResult('validateReportLoad', { ...reportLoad, datasetBinding });
    }
  });

  it('filters: an array of filters or on-load filters', () => {
    const cases: unknown[] = [
      [],
      [basicFilter],
      [basicFilter, {}],
      [{ ...basicFilter, filterType: 8 }],
      [{ ...basicFilter, operator: 5 }],
      [{ ...advancedFilter, conditions: [{ value: 1 }] }],
      [null, advancedFilter],
      [
        {
          $schema: 'http://powerbi.com/product/schema#identity',
          target: { table: 't', column: 'c' },
          filterType: 8,
          operator: 'In',
        },
      ],
      { allPages: { operation: 0 } },
      { allPages: { operation: 0, filters: [] } },
      { currentPage: { operation: 2, filters: [basicFilter] } },
      { currentPage: { operation: 4, filters: [basicFilter] } },
      { allPages: { operation: 1 } },
      { allPages: 'x' },
      {},
      'filters',
      1,
    ];
    for (const filters of cases) expectSameResult('validateReportLoad', { ...reportLoad, filters });
  });

  it('bookmark: apply by name or apply a state', () => {
    for (const bookmark of [
      { name: 'b' },
      { state: 's' },
      { name: 'b', state: 's' },
      {},
      { name: 1 },
      { state: 1 },
      { name: null, state: 's' },
      'b',
      [],
    ]) {
      expectSameResult('validateReportLoad', { ...reportLoad, bookmark });
    }
  });

  it('theme: a custom theme whose themeJson is an object', () => {
    for (const theme of [
      {},
      { themeJson: {} },
      { themeJson: 'json' },
      { themeJson: [] },
      { themeJson: null },
      'theme',
      [],
    ]) {
      expectSameResult('validateReportLoad', { ...reportLoad, theme });
    }
  });

  it('settings: nested failures surface with the innermost field name', () => {
    const settingsCases: unknown[] = [
      { filterPaneEnabled: 'no' },
      { panes: { filters: { visible: 1 } } },
      { customLayout: { pagesLayout: { p: { visualsLayout: { v: { displayState: { mode: 3 } } } } } } },
      { customLayout: { pageSize: {} } },
      { bars: { actionBar: { visible: 'x' } } },
      { printSettings: { browserPrintAdjustmentsMode: 5 } },
      { layoutType: 7 },
      'settings',
    ];
    for (const settings of settingsCases) expectSameResult('validateReportLoad', { ...reportLoad, settings });
  });

  it('fields are checked in powerbi-models order', () => {
    const broken: [string, unknown][] = [
      ['accessToken', 1],
      ['id', 1],
      ['groupId', 1],
      ['settings', 1],
      ['pageName', 1],
      ['filters', 1],
      ['permissions', 3],
      ['viewMode', 2],
      ['tokenType', 2],
      ['bookmark', 1],
      ['theme', 1],
      ['embedUrl', 1],
      ['datasetBinding', 1],
      ['contrastMode', 9],
    ];
    for (let i = 0; i < broken.length; i++) {
      const input: Record<string, unknown> = { ...reportLoad };
      for (const [field, value] of broken.slice(i)) input[field] = value;
      expectSameResult('validateReportLoad', input);
    }
  });
});

describe('part B: visual embed configuration (checked as a report load)', () => {
  it('[M-CONFIG-27] a visual embed with pageName, visualName, width, height, settings, uniqueId passes', () => {
    expectSameResult('validateReportLoad', visualEmbed);
    const { id: _id, ...withoutId } = visualEmbed;
    expectSameResult('validateReportLoad', withoutId);
    const { accessToken: _t, ...withoutToken } = visualEmbed;
    expectSameResult('validateReportLoad', withoutToken);
  });

  it('[M-CONFIG-27] visualName, width, height and uniqueId are not validated; pageName and settings are', () => {
    for (const value of oddValues) {
      expectSameResult('validateReportLoad', { ...visualEmbed, visualName: value });
      expectSameResult('validateReportLoad', { ...visualEmbed, width: value });
      expectSameResult('validateReportLoad', { ...visualEmbed, height: value });
      expectSameResult('validateReportLoad', { ...visualEmbed, uniqueId: value });
      expectSameResult('validateReportLoad', { ...visualEmbed, pageName: value });
      expectSameResult('validateReportLoad', { ...visualEmbed, settings: value });
    }
  });
});

describe('part B: report create', () => {
  it('[M-CONFIG-13] [M-MSG-01] datasetId is a required string', () => {
    expectSameResult('validateCreateReport', reportCreate);
    for (const datasetId of [undefined, null, '', 'ds', 1, true, [], {}]) {
      expectSameResult('validateCreateReport', { ...reportCreate, datasetId });
    }
    expectSameResult('validateCreateReport', { datasetId: 'ds' });
    expectSameResult('validateCreateReport', { accessToken: 't' });
    expectSameResult('validateCreateReport', {});
  });

  it('[M-CONFIG-14] accepts accessToken, groupId, tokenType, theme', () => {
    for (const input of eachFieldVariant(reportCreate)) expectSameResult('validateCreateReport', input);
    for (const input of roots) expectSameResult('validateCreateReport', input);
    // Report settings are not checked for create embeds.
    expectSameResult('validateCreateReport', { ...reportCreate, settings: { filterPaneEnabled: 'x' } });
    expectSameResult('validateCreateReport', { ...reportCreate, groupId: 1, tokenType: 5, theme: 'x' });
  });
});

describe('part B: quick create', () => {
  it('[M-CONFIG-15] [M-MSG-01] accessToken is required', () => {
    expectSameResult('validateQuickCreate', quickCreateWithData);
    expectSameResult('validateQuickCreate', quickCreateWithMashup);
    for (const accessToken of [undefined, null, '', 5, {}]) {
      expectSameResult('validateQuickCreate', { ...quickCreateWithData, accessToken });
    }
  });

  it('[M-CONFIG-16] datasetCreateConfig is required and is checked last', () => {
    for (const datasetCreateConfig of [undefined, null, 'x', 1, [], {}]) {
      expectSameResult('validateQuickCreate', { ...quickCreateWithData, datasetCreateConfig });
    }
    expectSameResult('validateQuickCreate', { accessToken: 't' });
    expectSameResult('validateQuickCreate', { accessToken: 't', tokenType: 9 });
    expectSameResult('validateQuickCreate', {});
  });

  it('[M-CONFIG-17] accepts groupId, tokenType, theme', () => {
    for (const input of eachFieldVariant(quickCreateWithData)) expectSameResult('validateQuickCreate', input);
    for (const input of eachFieldVariant(quickCreateWithMashup)) expectSameResult('validateQuickCreate', input);
    for (const input of roots) expectSameResult('validateQuickCreate', input);
  });

  it('nested dataset create config failures and cross-field rules', () => {
    const configs: unknown[] = [
      { locale: 'en-US' },
      { locale: 5, mashupDocument: 'm' },
      { mashupDocument: 'm' },
      { locale: 'en', datasourceConnectionConfig: {} },
      { locale: 'en', mashupDocument: 'm', datasourceConnectionConfig: { dataCacheMode: 2 } },
      { locale: 'en', mashupDocument: 'm', datasourceConnectionConfig: { credentials: { credentialType: 3 } } },
      {
        locale: 'en',
        mashupDocument: 'm',
        datasourceConnectionConfig: { credentials: { credentialDetails: { a: 1 } } },
      },
      { locale: 'en', data: [{ name: 't', rows: [] }] },
      { locale: 'en', data: [{ name: 't', rows: [[1]] }], tableSchemaList: [] },
      { locale: 'en', data: [{ name: 't' }], tableSchemaList: [] },
      { locale: 'en', data: [], tableSchemaList: [{ name: 't', columns: [{ name: 'c' }] }] },
      { locale: 'en', tableSchemaList: [{ name: 't', columns: [{ name: 'c', dataType: 'Text' }] }] },
    ];
    for (const datasetCreateConfig of configs) {
      expectSameResult('validateQuickCreate', { ...quickCreateWithData, datasetCreateConfig });
    }
  });
});
