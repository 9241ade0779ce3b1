import { describe, it } from 'vitest';
import { expectSameResult } from './harness';
import { customLayout, oddValues, settings, settingsWithExtensionsObject } from './part-b-fixtures';

const booleanFields = [
  'filterPaneEnabled',
  'navContentPaneEnabled',
  'bookmarksPaneEnabled',
  'useCustomSaveAsDialog',
  'hideErrors',
  'personalBookmarksEnabled',
  'persistentFiltersEnabled',
  'visualRenderedEvents',
  'authoringHintsEnabled',
];

/** One wrong value per settings key, in powerbi-models' checking order. */
const brokenSettings: [string, unknown][] = [
  ['filterPaneEnabled', 'yes'],
  ['navContentPaneEnabled', 1],
  ['bookmarksPaneEnabled', {}],
  ['useCustomSaveAsDialog', []],
  ['extensions', 'x'],
  ['layoutType', 4],
  ['customLayout', { displayOption: 3 }],
  ['background', 2],
  ['visualSettings', { visualHeaders: 'x' }],
  ['hideErrors', 'false'],
  ['commands', {}],
  ['hyperlinkClickBehavior', 3],
  ['bars', { statusBar: { visible: 0 } }],
  ['panes', { pageNavigation: { position: 2 } }],
  ['personalBookmarksEnabled', 0],
  ['persistentFiltersEnabled', null],
  ['visualRenderedEvents', 'x'],
  ['authoringHintsEnabled', 1],
  ['printSettings', { browserPrintAdjustmentsMode: 2 }],
];

const withLayout = (layout: unknown) => ({ ...settings, customLayout: layout });
const withPage = (page: unknown) => withLayout({ ...customLayout, pagesLayout: { ReportSection1: page } });
const withVisual = (visual: unknown) => withPage({ visualsLayout: { VisualContainer1: visual } });

describe('part B: settings', () => {
  it('[M-SETTINGS-02] a full valid settings object passes, with either form of extensions', () => {
    expectSameResult('validateSettings', settings);
    expectSameResult('validateSettings', settingsWithExtensionsObject);
    expectSameResult('validateSettings', {});
    expectSameResult('validateSettings', { unknownSetting: 'ignored' });
  });

  it('[M-MSG-05] settings must be an object', () => {
    for (const input of oddValues) expectSameResult('validateSettings', input);
  });

  it('[M-SETTINGS-01] [M-MSG-03] the boolean settings must each be a boolean', () => {
    for (const field of booleanFields) {
      for (const value of oddValues) expectSameResult('validateSettings', { ...settings, [field]: value });
    }
  });

  it('[M-SETTINGS-02] localeSettings and zoomLevel are accepted without being checked', () => {
    for (const value of oddValues) {
      expectSameResult('validateSettings', { ...settings, localeSettings: value });
      expectSameResult('validateSettings', { ...settings, zoomLevel: value });
    }
    expectSameResult('validateSettings', { zoomLevel: 100, localeSettings: { language: 5 } });
  });

  it('[M-VALID-01] zoomLevel: settings leave it alone, validateZoomLevel wants 0.25 to 4', () => {
    for (const zoomLevel of [0.1, 0.25, 1, 4, 4.01, -1, NaN, Infinity, '1', true, null, undefined]) {
      expectSameResult('validateSettings', { zoomLevel });
      expectSameResult('validateZoomLevel', zoomLevel);
    }
  });

  it('[M-VALID-08] [M-MSG-06] layoutType must be 0 to 3', () => {
    for (const layoutType of [0, 1, 2, 3, 4, -1, 1.5, NaN, '1', true, {}])
      expectSameResult('validateSettings', { layoutType });
  });

  it('[M-MSG-06] background (0, 1) and hyperlinkClickBehavior (0 to 2) are enums', () => {
    for (const value of [0, 1, 2, 3, -1, 0.5, NaN, '0', false, []]) {
      expectSameResult('validateSettings', { background: value });
      expectSameResult('validateSettings', { hyperlinkClickBehavior: value });
    }
  });

  it('[M-VALID-09] printSettings.browserPrintAdjustmentsMode must be 0 or 1', () => {
    for (const mode of [0, 1, 2, -1, NaN, '0', true, null]) {
      expectSameResult('validateSettings', { ...settings, printSettings: { browserPrintAdjustmentsMode: mode } });
    }
    for (const printSettings of oddValues) expectSameResult('validateSettings', { ...settings, printSettings });
  });

  it('every settings key takes every odd value', () => {
    for (const [field] of brokenSettings) {
      for (const value of oddValues) expectSameResult('validateSettings', { ...settings, [field]: value });
    }
  });

  it('keys are checked in powerbi-models order: the first broken one is reported', () => {
    for (let i = 0; i < brokenSettings.length; i++) {
      const input: Record<string, unknown> = { ...settings };
      for (const [field, value] of brokenSettings.slice(i)) input[field] = value;
      expectSameResult('validateSettings', input);
      // And the same break alone, on an otherwise empty settings object.
      expectSameResult('validateSettings', { [brokenSettings[i][0]]: brokenSettings[i][1] });
    }
  });

  it('extensions: an array of { command } or a { commands, groups } object', () => {
    const cases: unknown[] = [
      [],
      [{}],
      [{ command: 'x' }],
      [{ command: { name: 'n', title: 't' } }],
      [{ command: { name: 'n', title: 't', extend: {} } }],
      [{ command: { name: 'n', title: 't', extend: { visualContextMenu: { menuLocation: 0, groupName: 'g' } } } }],
      { commands: [] },
      { groups: [] },
      { commands: [], groups: [{ name: 'g' }] },
      { commands: [], groups: [{ name: 'g', title: 't', menuLocation: 2 }] },
      { commands: 'x' },
      5,
    ];
    for (const extensions of cases) expectSameResult('validateSettings', { ...settings, extensions });
  });

  it('commands: an array of command settings', () => {
    const cases: unknown[] = [
      [],
      [{}],
      [{ copy: {} }],
      [{ copy: { displayOption: 3 } }],
      [{ drill: { displayOption: 0, selector: { visualName: 'v' } } }],
      [{ sort: { displayOption: 0, selector: { $schema: 'wrong', visualName: 'v' } } }],
      [{ clearSelection: { displayOption: '0' } }],
      [null, { spotlight: { displayOption: 1 } }],
      ['x'],
      { copy: { displayOption: 0 } },
    ];
    for (const commands of cases) expectSameResult('validateSettings', { ...settings, commands });
  });

  it('visualSettings: visual headers need settings; selectors are visual or visual-type selectors', () => {
    const cases: unknown[] = [
      {},
      { visualHeaders: [] },
      { visualHeaders: [{}] },
      { visualHeaders: [{ settings: { visible: 'x' } }] },
      { visualHeaders: [{ settings: { visible: true }, selector: { visualType: 'table' } }] },
      {
        visualHeaders: [
          {
            settings: { visible: true },
            selector: { $schema: 'http://powerbi.com/product/schema#visualSelector', visualName: 'v' },
          },
        ],
      },
      { visualHeaders: {} },
      [],
    ];
    for (const visualSettings of cases) expectSameResult('validateSettings', { ...settings, visualSettings });
  });

  it('[M-MSG-03] bars: actionBar then statusBar, each { visible: boolean }', () => {
    const cases: unknown[] = [
      {},
      { actionBar: {} },
      { actionBar: { visible: 'yes' } },
      { statusBar: { visible: 1 } },
      { actionBar: { visible: 1 }, statusBar: { visible: 1 } },
      { actionBar: 'x' },
      { statusBar: [] },
      { actionBar: { visible: true }, statusBar: { visible: false, other: 1 } },
      { otherBar: { visible: 'ignored' } },
      'bars',
    ];
    for (const bars of cases) expectSameResult('validateSettings', { ...settings, bars });
  });

  it('[M-MSG-03] panes: nested pane failures report the innermost field', () => {
    const cases: unknown[] = [
      { filters: { visible: 1 } },
      { filters: { expanded: 1 } },
      { bookmarks: { visible: 'x' } },
      { fields: { expanded: 'x' } },
      { pageNavigation: { visible: true, position: 2 } },
      { selection: 'x' },
      { syncSlicers: { visible: [] } },
      { visualizations: { expanded: {} } },
      [],
    ];
    for (const panes of cases) expectSameResult('validateSettings', { ...settings, panes });
  });
});

describe('part B: custom layout (through settings)', () => {
  it('[M-MSG-05] customLayout, pageSize, pagesLayout must be objects', () => {
    for (const value of oddValues) {
      expectSameResult('validateSettings', withLayout(value));
      expectSameResult('validateSettings', withLayout({ ...customLayout, pageSize: value }));
      expectSameResult('validateSettings', withLayout({ ...customLayout, pagesLayout: value }));
    }
  });

  it('[M-MSG-01] pageSize.type is a required PageSizeType; its width and height are not checked here', () => {
    for (const type of [undefined, null, 0, 5, 6, -1, 2.5, NaN, 'Custom', true]) {
      expectSameResult('validateSettings', withLayout({ pageSize: { type } }));
    }
    expectSameResult('validateSettings', withLayout({ pageSize: { type: 4, width: 'wide', height: [] } }));
  });

  it('[M-MSG-06] displayOption is a DisplayOption (0 to 2)', () => {
    for (const displayOption of [0, 1, 2, 3, -1, NaN, '1', null])
      expectSameResult('validateSettings', withLayout({ displayOption }));
  });

  it('checks pageSize, then displayOption, then pagesLayout; reportAlignment is not checked', () => {
    expectSameResult('validateSettings', withLayout({ pageSize: {}, displayOption: 9, pagesLayout: 1 }));
    expectSameResult('validateSettings', withLayout({ pageSize: { type: 0 }, displayOption: 9, pagesLayout: 1 }));
    expectSameResult('validateSettings', withLayout({ pageSize: { type: 0 }, displayOption: 0, pagesLayout: 1 }));
    for (const reportAlignment of oddValues)
      expectSameResult('validateSettings', withLayout({ ...customLayout, reportAlignment }));
  });

  it('[M-MSG-01] a page layout requires visualsLayout, a map of visual layouts', () => {
    for (const page of [
      {},
      { visualsLayout: null },
      { visualsLayout: undefined },
      { defaultLayout: {} },
      'page',
      1,
      [],
      null,
    ]) {
      expectSameResult('validateSettings', withPage(page));
    }
    for (const visualsLayout of oddValues) expectSameResult('validateSettings', withPage({ visualsLayout }));
  });

  it('[M-MSG-04] a visual layout has numeric x, y, z, width, height and a displayState', () => {
    for (const key of ['x', 'y', 'z', 'width', 'height']) {
      for (const value of oddValues) expectSameResult('validateSettings', withVisual({ [key]: value }));
    }
    expectSameResult('validateSettings', withVisual({ x: 'a', y: 'b', z: 'c', width: 'd', height: 'e' }));
    expectSameResult('validateSettings', withVisual({ x: 1, y: 'b', displayState: 'x' }));
    expectSameResult('validateSettings', withVisual({ x: 1, y: 2, z: 3, width: 4, height: 5, displayState: 'x' }));
  });

  it('[M-MSG-06] displayState.mode is a VisualContainerDisplayMode (0 or 1)', () => {
    for (const mode of [0, 1, 2, -1, 0.5, NaN, '0', true, null]) {
      expectSameResult('validateSettings', withVisual({ displayState: { mode } }));
      expectSameResult('validateSettings', withPage({ visualsLayout: {}, defaultLayout: { displayState: { mode } } }));
    }
    for (const displayState of oddValues) expectSameResult('validateSettings', withVisual({ displayState }));
  });

  it('defaultLayout is a visual layout, checked after visualsLayout', () => {
    for (const defaultLayout of oddValues)
      expectSameResult('validateSettings', withPage({ visualsLayout: {}, defaultLayout }));
    expectSameResult('validateSettings', withPage({ visualsLayout: { v: { x: 'bad' } }, defaultLayout: { y: 'bad' } }));
    expectSameResult('validateSettings', withPage({ visualsLayout: { v: { x: 1 } }, defaultLayout: { y: 'bad' } }));
    expectSameResult('validateSettings', withPage({ defaultLayout: { y: 'bad' } }));
  });

  it('maps report the first failing entry in key order, and skip null entries', () => {
    expectSameResult('validateSettings', withVisual(null));
    expectSameResult('validateSettings', withPage({ visualsLayout: { a: null, b: { x: 1 } } }));
    expectSameResult('validateSettings', withPage({ visualsLayout: { a: { x: 'bad' }, b: { y: 'bad' } } }));
    expectSameResult('validateSettings', withPage({ visualsLayout: { a: { y: 'bad' }, b: { x: 'bad' } } }));
    expectSameResult(
      'validateSettings',
      withPage({ visualsLayout: { 1: { x: 1 }, b: { displayState: { mode: 7 } } } }),
    );
    expectSameResult('validateSettings', withLayout({ pagesLayout: { p1: { visualsLayout: {} }, p2: {} } }));
    expectSameResult(
      'validateSettings',
      withLayout({ pagesLayout: { p1: null, p2: { visualsLayout: { v: { z: '1' } } } } }),
    );
    expectSameResult('validateSettings', withLayout({ pagesLayout: {} }));
  });
});
