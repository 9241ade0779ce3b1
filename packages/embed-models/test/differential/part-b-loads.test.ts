import { describe, it } from 'vitest';
import { expectSameResult } from './harness';
import {
  dashboardLoad,
  eachFieldVariant,
  oddValues,
  paginatedReportLoad,
  qnaLoad,
  roots,
  tileLoad,
} from './part-b-fixtures';

const dashboard = dashboardLoad;
const paginated = paginatedReportLoad;
const qna = qnaLoad;
// A tile's pageView is any string (only dashboards check the three values).
const tile = { ...tileLoad, pageView: 'anything' };

describe('part B: dashboard load', () => {
  it('[M-CONFIG-12] accepts accessToken, id, groupId, pageView, tokenType, embedUrl', () => {
    expectSameResult('validateDashboardLoad', dashboard);
    expectSameResult('validateDashboardLoad', { accessToken: 't', id: 'i' });
    expectSameResult('validateDashboardLoad', { ...dashboard, filters: 'not checked', unknown: 1 });
    for (const input of roots) expectSameResult('validateDashboardLoad', input);
    for (const input of eachFieldVariant(dashboard)) expectSameResult('validateDashboardLoad', input);
  });

  it('[M-VALID-02] pageView must be actualSize, fitToWidth or oneColumn (powerbi-models text)', () => {
    for (const pageView of ['actualSize', 'fitToWidth', 'oneColumn', 'ActualSize', 'fit', '', ' oneColumn', 'none']) {
      expectSameResult('validateDashboardLoad', { ...dashboard, pageView });
    }
    // A non-string gets the plain type message, not the special one.
    for (const pageView of [1, true, {}, []]) expectSameResult('validateDashboardLoad', { ...dashboard, pageView });
    // pageView is checked after groupId and before tokenType.
    expectSameResult('validateDashboardLoad', { ...dashboard, groupId: 1, pageView: 'bad' });
    expectSameResult('validateDashboardLoad', { ...dashboard, pageView: 'bad', tokenType: 9 });
  });

  it('[M-MSG-01] [M-MSG-02] accessToken then id are required strings', () => {
    expectSameResult('validateDashboardLoad', {});
    expectSameResult('validateDashboardLoad', { id: 'x' });
    expectSameResult('validateDashboardLoad', { accessToken: 'x' });
    expectSameResult('validateDashboardLoad', { accessToken: 1, id: 2 });
    expectSameResult('validateDashboardLoad', { accessToken: 'a', id: 2 });
  });
});

describe('part B: tile load', () => {
  it('[M-CONFIG-09] accessToken, id and dashboardId are required', () => {
    expectSameResult('validateTileLoad', tile);
    expectSameResult('validateTileLoad', {});
    expectSameResult('validateTileLoad', { accessToken: 't' });
    expectSameResult('validateTileLoad', { accessToken: 't', id: 'i' });
    expectSameResult('validateTileLoad', { accessToken: 't', id: 'i', dashboardId: null });
    expectSameResult('validateTileLoad', { accessToken: 't', id: 'i', dashboardId: 5 });
    expectSameResult('validateTileLoad', { accessToken: 't', id: 'i', dashboardId: 'd' });
    for (const input of roots) expectSameResult('validateTileLoad', input);
  });

  it('[M-CONFIG-10] accepts groupId, pageView (any string) and tokenType', () => {
    for (const pageView of ['fitToWidth', 'whatever', '']) expectSameResult('validateTileLoad', { ...tile, pageView });
    for (const tokenType of [0, 1, 2, '1']) expectSameResult('validateTileLoad', { ...tile, tokenType });
    for (const groupId of ['g', 1, null]) expectSameResult('validateTileLoad', { ...tile, groupId });
  });

  it('[M-CONFIG-11] [M-MSG-04] width and height must be numbers', () => {
    for (const width of [0, -5, 1.5, NaN, '400', true, [], {}])
      expectSameResult('validateTileLoad', { ...tile, width });
    for (const height of [0, 300, '300', false]) expectSameResult('validateTileLoad', { ...tile, height });
    expectSameResult('validateTileLoad', { ...tile, width: 'w', height: 'h' });
  });

  it('every field of a tile load, valid and invalid', () => {
    for (const input of eachFieldVariant(tile)) expectSameResult('validateTileLoad', input);
  });
});

describe('part B: Q&A load', () => {
  it('[M-CONFIG-24] datasetIds is a required list of strings', () => {
    expectSameResult('validateLoadQnaConfiguration', qna);
    for (const datasetIds of [undefined, null, [], ['a'], ['a', 1], [1], 'a', {}, [null, 'a'], [['a']], true]) {
      expectSameResult('validateLoadQnaConfiguration', { accessToken: 't', datasetIds });
    }
    expectSameResult('validateLoadQnaConfiguration', { datasetIds: 'x' });
  });

  it('[M-CONFIG-25] accepts accessToken, question, viewMode, settings, tokenType, groupId', () => {
    for (const input of eachFieldVariant(qna)) expectSameResult('validateLoadQnaConfiguration', input);
    for (const input of roots) expectSameResult('validateLoadQnaConfiguration', input);
  });

  it('Q&A settings: filterPaneEnabled, hideErrors, panes.filters only', () => {
    const settings = [
      { filterPaneEnabled: 'yes' },
      { hideErrors: 1 },
      { panes: 'x' },
      { panes: { filters: 'x' } },
      { panes: { filters: { visible: 1 } } },
      { panes: { filters: { expanded: 'no' } } },
      // Report panes other than filters are not checked for Q&A.
      { panes: { bookmarks: 'x', pageNavigation: { position: 9 } } },
      { navContentPaneEnabled: 'not checked', layoutType: 99 },
      { filterPaneEnabled: 'a', hideErrors: 'b' },
      [],
      'settings',
    ];
    for (const s of settings) expectSameResult('validateLoadQnaConfiguration', { ...qna, settings: s });
  });

  it('[M-VALID-05] [M-VALID-06] viewMode and tokenType must be 0 or 1', () => {
    for (const v of [0, 1, 2, -1, 0.5, '0', NaN]) {
      expectSameResult('validateLoadQnaConfiguration', { ...qna, viewMode: v });
      expectSameResult('validateLoadQnaConfiguration', { ...qna, tokenType: v });
    }
  });
});

describe('part B: Q&A interpret input', () => {
  it('question is a required string; datasetIds an optional list of strings', () => {
    for (const input of roots) expectSameResult('validateQnaInterpretInputData', input);
    expectSameResult('validateQnaInterpretInputData', { question: 'q' });
    expectSameResult('validateQnaInterpretInputData', { question: 'q', datasetIds: ['a'] });
    expectSameResult('validateQnaInterpretInputData', {});
    expectSameResult('validateQnaInterpretInputData', { datasetIds: ['a'] });
    for (const question of oddValues) expectSameResult('validateQnaInterpretInputData', { question });
    for (const datasetIds of oddValues)
      expectSameResult('validateQnaInterpretInputData', { question: 'q', datasetIds });
    // datasetIds is checked before question.
    expectSameResult('validateQnaInterpretInputData', { datasetIds: [1] });
    expectSameResult('validateQnaInterpretInputData', { datasetIds: 'x', question: 5 });
  });
});

describe('part B: paginated report load', () => {
  it('[M-CONFIG-06] accessToken, id, groupId, settings, tokenType, embedUrl, type, parameterValues', () => {
    expectSameResult('validatePaginatedReportLoad', paginated);
    expectSameResult('validatePaginatedReportLoad', { accessToken: 't', id: 'i' });
    for (const input of roots) expectSameResult('validatePaginatedReportLoad', input);
    for (const input of eachFieldVariant(paginated)) expectSameResult('validatePaginatedReportLoad', input);
  });

  it('[M-CONFIG-07] settings are limited to commands (report settings are not checked)', () => {
    for (const settings of [
      { filterPaneEnabled: 'not a boolean', layoutType: 42, panes: 'x' },
      { commands: 'x' },
      { commands: [] },
      { commands: [{ copy: { displayOption: 9 } }] },
      { commands: { parameterPanel: 'x' } },
      { commands: { parameterPanel: [] } },
      { commands: { other: 1 } },
      [],
      'settings',
    ]) {
      expectSameResult('validatePaginatedReportLoad', { ...paginated, settings });
    }
  });

  it('[M-CONFIG-08] parameterPanel has expanded then enabled, both booleans', () => {
    for (const value of oddValues) {
      expectSameResult('validatePaginatedReportLoad', {
        ...paginated,
        settings: { commands: { parameterPanel: { expanded: value } } },
      });
      expectSameResult('validatePaginatedReportLoad', {
        ...paginated,
        settings: { commands: { parameterPanel: { enabled: value } } },
      });
    }
    expectSameResult('validatePaginatedReportLoad', {
      ...paginated,
      settings: { commands: { parameterPanel: { expanded: 'a', enabled: 'b' } } },
    });
  });

  it('[M-CONFIG-05] each parameterValues entry requires a name; value is a string or null', () => {
    const entries: unknown[] = [
      { name: 'a', value: 'b' },
      { name: 'a' },
      { name: 'a', value: null },
      { name: 'a', value: 1 },
      { name: 'a', value: true },
      { value: 'b' },
      { name: null, value: 'b' },
      { name: 1 },
      {},
      null,
      'a',
      5,
      [],
      ['name'],
      // Entries are read field by field, not checked to be objects: an array with a name passes.
      Object.assign(['a', 1], { name: 'Region' }),
      Object.assign(['a', 1], { value: 'West' }),
    ];
    for (const entry of entries) {
      expectSameResult('validatePaginatedReportLoad', { ...paginated, parameterValues: [entry] });
      expectSameResult('validatePaginatedReportLoad', { ...paginated, parameterValues: [{ name: 'ok' }, entry] });
    }
    for (const parameterValues of [[], {}, 'x', 1])
      expectSameResult('validatePaginatedReportLoad', { ...paginated, parameterValues });
  });
});
