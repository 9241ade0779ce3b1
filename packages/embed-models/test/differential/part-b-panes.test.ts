import { describe, it } from 'vitest';
import { expectSameResult } from './harness';
import { oddValues, panes } from './part-b-fixtures';

type PaneValidator =
  | 'validateBookmarksPane'
  | 'validateFieldsPane'
  | 'validateFiltersPane'
  | 'validatePageNavigationPane'
  | 'validateSelectionPane'
  | 'validateSyncSlicersPane'
  | 'validateVisualizationsPane';

const paneKeys: Record<PaneValidator, string[]> = {
  validateBookmarksPane: ['visible'],
  validateFieldsPane: ['expanded'],
  validateFiltersPane: ['visible', 'expanded'],
  validatePageNavigationPane: ['visible', 'position'],
  validateSelectionPane: ['visible'],
  validateSyncSlicersPane: ['visible'],
  validateVisualizationsPane: ['expanded'],
};

describe('part B: single panes', () => {
  for (const [validator, keys] of Object.entries(paneKeys) as [PaneValidator, string[]][]) {
    it(`[M-MSG-03] [M-MSG-05] ${validator}: object check, then ${keys.join(', ')}`, () => {
      for (const input of oddValues) expectSameResult(validator, input);
      for (const key of keys) for (const value of oddValues) expectSameResult(validator, { [key]: value });
      // Keys of other panes are not checked here.
      expectSameResult(validator, { visible: true, expanded: false, position: 1, other: 'x' });
      expectSameResult(validator, { visible: 'no', expanded: 'no', position: 'no' });
    });
  }

  it('[M-MSG-06] page navigation position is PageNavigationPosition (0 or 1)', () => {
    for (const position of [0, 1, 2, -1, 0.5, '0', true, NaN])
      expectSameResult('validatePageNavigationPane', { position });
    // visible is checked before position.
    expectSameResult('validatePageNavigationPane', { visible: 1, position: 9 });
    expectSameResult('validatePageNavigationPane', { visible: false, position: 9 });
  });

  it('filters pane checks visible before expanded', () => {
    expectSameResult('validateFiltersPane', { visible: 'a', expanded: 'b' });
    expectSameResult('validateFiltersPane', { visible: true, expanded: 'b' });
    expectSameResult('validateFiltersPane', { visible: null, expanded: undefined });
  });
});

describe('part B: report panes', () => {
  it('[M-MSG-05] validatePanes: root and every pane must be an object', () => {
    for (const input of oddValues) expectSameResult('validatePanes', input);
    expectSameResult('validatePanes', panes);
    for (const key of Object.keys(panes)) {
      for (const value of oddValues) expectSameResult('validatePanes', { ...panes, [key]: value });
    }
  });

  it('[M-MSG-03] validatePanes: nested failures report the innermost field', () => {
    expectSameResult('validatePanes', { filters: { visible: 1 } });
    expectSameResult('validatePanes', { filters: { expanded: 'yes' } });
    expectSameResult('validatePanes', { pageNavigation: { position: 3 } });
    expectSameResult('validatePanes', { pageNavigation: { visible: 'x' } });
    expectSameResult('validatePanes', { bookmarks: { visible: 0 } });
    expectSameResult('validatePanes', { fields: { expanded: [] } });
    expectSameResult('validatePanes', { selection: { visible: {} } });
    expectSameResult('validatePanes', { syncSlicers: { visible: 'true' } });
    expectSameResult('validatePanes', { visualizations: { expanded: 1 } });
    // Unknown panes and unknown keys inside panes are ignored.
    expectSameResult('validatePanes', { unknownPane: 5, filters: { other: 5 } });
  });

  it('validatePanes: panes are checked in order bookmarks → visualizations', () => {
    const broken = {
      bookmarks: { visible: 1 },
      fields: { expanded: 1 },
      filters: { visible: 1 },
      pageNavigation: { position: 7 },
      selection: { visible: 1 },
      syncSlicers: { visible: 1 },
      visualizations: { expanded: 1 },
    };
    const keys = Object.keys(broken) as (keyof typeof broken)[];
    for (let i = 0; i < keys.length; i++) {
      const input: Record<string, unknown> = { ...panes };
      for (const key of keys.slice(i)) input[key] = broken[key];
      expectSameResult('validatePanes', input);
    }
  });
});

describe('part B: custom page size', () => {
  it('[M-MSG-01] [M-MSG-06] validateCustomPageSize: type is a required PageSizeType', () => {
    for (const input of oddValues) expectSameResult('validateCustomPageSize', input);
    for (const type of [undefined, null, 0, 1, 2, 3, 4, 5, 6, -1, 4.5, NaN, '4', true, {}]) {
      expectSameResult('validateCustomPageSize', { type, width: 100, height: 200 });
    }
  });

  it('[M-MSG-04] validateCustomPageSize: width then height must be numbers', () => {
    for (const value of oddValues) {
      expectSameResult('validateCustomPageSize', { type: 4, width: value });
      expectSameResult('validateCustomPageSize', { type: 4, height: value });
    }
    expectSameResult('validateCustomPageSize', { type: 4, width: 'a', height: 'b' });
    expectSameResult('validateCustomPageSize', { type: 9, width: 'a', height: 'b' });
    expectSameResult('validateCustomPageSize', { width: 'a' });
    expectSameResult('validateCustomPageSize', { type: 4, width: -1, height: Infinity, extra: 'ignored' });
  });
});
