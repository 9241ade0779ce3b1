// Valid configurations exercising every field part B checks; tests break them one field at a time.

const visualSelector = { $schema: 'http://powerbi.com/product/schema#visualSelector', visualName: 'VisualContainer1' };
const visualTypeSelector = { $schema: 'http://powerbi.com/product/schema#visualTypeSelector', visualType: 'table' };

export const basicFilter = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Store', column: 'Chain' },
  filterType: 1,
  operator: 'In',
  values: ['Lindseys', 'Fashions Direct'],
};

export const advancedFilter = {
  $schema: 'http://powerbi.com/product/schema#advanced',
  target: { table: 'Store', column: 'OpenDate' },
  filterType: 0,
  logicalOperator: 'And',
  conditions: [
    { operator: 'GreaterThan', value: 5 },
    { operator: 'LessThan', value: 10 },
  ],
};

export const commandExtension = {
  name: 'extension command',
  title: 'Extend commands',
  icon: 'data:image/png;base64,AAA',
  selector: visualSelector,
  extend: {
    visualContextMenu: { title: 'Extend context menu', menuLocation: 0 },
    visualOptionsMenu: { title: 'Extend options menu', groupName: 'group1' },
  },
};

export const customLayout = {
  pageSize: { type: 4, width: 1280, height: 720 },
  displayOption: 1,
  pagesLayout: {
    ReportSection1: {
      defaultLayout: { displayState: { mode: 1 } },
      visualsLayout: {
        VisualContainer1: { x: 10, y: 20, z: 1, width: 400, height: 300, displayState: { mode: 0 } },
        VisualContainer2: { x: 500, y: 20, displayState: { mode: 0 } },
      },
    },
    ReportSection2: { visualsLayout: {} },
  },
  reportAlignment: 1,
};

export const panes = {
  bookmarks: { visible: true },
  fields: { expanded: false },
  filters: { visible: true, expanded: true },
  pageNavigation: { visible: true, position: 1 },
  selection: { visible: false },
  syncSlicers: { visible: true },
  visualizations: { expanded: true },
};

export const settings = {
  filterPaneEnabled: true,
  navContentPaneEnabled: false,
  bookmarksPaneEnabled: true,
  useCustomSaveAsDialog: false,
  extensions: [{ command: commandExtension }],
  layoutType: 1,
  customLayout,
  background: 1,
  visualSettings: {
    visualHeaders: [{ settings: { visible: false } }, { settings: { visible: true }, selector: visualTypeSelector }],
  },
  hideErrors: false,
  commands: [{ copy: { displayOption: 2 }, exportData: { displayOption: 1, selector: visualSelector } }],
  hyperlinkClickBehavior: 2,
  bars: { actionBar: { visible: true }, statusBar: { visible: false } },
  panes,
  personalBookmarksEnabled: true,
  persistentFiltersEnabled: false,
  visualRenderedEvents: true,
  authoringHintsEnabled: false,
  printSettings: { browserPrintAdjustmentsMode: 1 },
  localeSettings: { language: 'en', formatLocale: 'en-US' },
  zoomLevel: 1.5,
};

/** Settings with the object form of `extensions` (commands plus menu groups). */
export const settingsWithExtensionsObject = {
  ...settings,
  extensions: { commands: [commandExtension], groups: [{ name: 'group1', title: 'Group 1', menuLocation: 1 }] },
};

export const reportLoad = {
  type: 'report',
  accessToken: 'H4sIAAAAAAAEAB2Tt',
  id: '5dac7a4a-4452-46b3-99f6-a25915e0fe55',
  groupId: 'be8908da-da25-452e-b220-163f52476cdd',
  settings,
  pageName: 'ReportSection1',
  filters: [basicFilter, advancedFilter],
  permissions: 7,
  viewMode: 1,
  tokenType: 1,
  bookmark: { name: 'Bookmark1' },
  theme: { themeJson: { name: 'Custom theme', dataColors: ['#111111'] } },
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=5dac7a4a',
  datasetBinding: { datasetId: 'cfafbeb1-8037-4d0c-896e-a46fb27ff229' },
  contrastMode: 2,
};

/** A report load whose filters use the on-load form and whose bookmark is a state. */
export const reportLoadOnLoadFilters = {
  ...reportLoad,
  settings: settingsWithExtensionsObject,
  filters: { allPages: { operation: 1, filters: [basicFilter] }, currentPage: { operation: 0 } },
  bookmark: { state: 'H4sIAAAAAAAEAO1' },
};

/** A visual embed: powerbi-client checks it with validateReportLoad. */
export const visualEmbed = {
  type: 'visual',
  accessToken: 'H4sIAAAAAAAEAB2Tt',
  id: '5dac7a4a-4452-46b3-99f6-a25915e0fe55',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=5dac7a4a',
  pageName: 'ReportSection1',
  visualName: 'VisualContainer1',
  width: 400,
  height: 300,
  uniqueId: 'abc',
  settings: { filterPaneEnabled: false, navContentPaneEnabled: false },
};

export const reportCreate = {
  type: 'create',
  accessToken: 'H4sIAAAAAAAEAB2Tt',
  datasetId: 'cfafbeb1-8037-4d0c-896e-a46fb27ff229',
  groupId: 'be8908da-da25-452e-b220-163f52476cdd',
  tokenType: 1,
  theme: { themeJson: { name: 'Custom theme' } },
  embedUrl: 'https://app.powerbi.com/reportEmbed?config=x',
};

export const quickCreateWithData = {
  type: 'quickCreate',
  accessToken: 'H4sIAAAAAAAEAB2Tt',
  groupId: 'be8908da-da25-452e-b220-163f52476cdd',
  tokenType: 1,
  theme: { themeJson: { name: 'Custom theme' } },
  datasetCreateConfig: {
    locale: 'en-US',
    tableSchemaList: [
      {
        name: 'Sales',
        columns: [
          { name: 'Region', dataType: 'Text', displayName: 'Region' },
          { name: 'Amount', dataType: 'Number' },
        ],
      },
    ],
    data: [
      {
        name: 'Sales',
        rows: [
          ['West', '10'],
          ['East', '20'],
        ],
      },
    ],
  },
};

export const quickCreateWithMashup = {
  accessToken: 'H4sIAAAAAAAEAB2Tt',
  tokenType: 0,
  datasetCreateConfig: {
    locale: 'en-US',
    mashupDocument: 'section Section1; shared Query1 = 1;',
    datasourceConnectionConfig: {
      dataCacheMode: 1,
      credentials: { credentialType: 1, credentialDetails: { user: 'me', password: 'secret' } },
    },
  },
};

export const dashboardLoad = {
  accessToken: 'H4sIAAAAAAAEAB2Tt',
  id: 'dash-1',
  groupId: 'group-1',
  pageView: 'fitToWidth',
  tokenType: 1,
  embedUrl: 'https://app.powerbi.com/dashboardEmbed',
};

export const tileLoad = {
  accessToken: 'H4sIAAAAAAAEAB2Tt',
  id: 'tile-1',
  dashboardId: 'dash-1',
  groupId: 'group-1',
  pageView: 'oneColumn',
  tokenType: 0,
  width: 400,
  height: 300,
};

export const qnaLoad = {
  accessToken: 'H4sIAAAAAAAEAB2Tt',
  datasetIds: ['ds-1', 'ds-2'],
  question: 'total sales by region',
  viewMode: 1,
  settings: { filterPaneEnabled: true, hideErrors: false, panes: { filters: { visible: true, expanded: false } } },
  tokenType: 1,
  groupId: 'group-1',
};

export const qnaInterpret = { datasetIds: ['ds-1'], question: 'total sales' };

export const paginatedReportLoad = {
  accessToken: 'H4sIAAAAAAAEAB2Tt',
  id: 'rdl-1',
  groupId: 'group-1',
  settings: { commands: { parameterPanel: { expanded: true, enabled: false } } },
  tokenType: 1,
  embedUrl: 'https://app.powerbi.com/rdlEmbed',
  type: 'report',
  parameterValues: [
    { name: 'Region', value: 'West' },
    { name: 'Year', value: null },
  ],
};

/** Whole inputs of the wrong kind, for the first rule of every validator. */
export const roots: unknown[] = [undefined, null, 0, 1, true, '', 'config', [], [{}], {}];

/** Values of every JSON kind plus the odd ones powerbi-models treats specially (NaN is a number). */
export const oddValues: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  1,
  2,
  5,
  -1,
  0.5,
  NaN,
  '',
  'x',
  '1',
  [],
  ['a'],
  [1],
  {},
  { a: 1 },
];

/** Every top-level key of `valid` replaced by every odd value, plus the key removed. */
export function eachFieldVariant(valid: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const key of Object.keys(valid)) {
    const { [key]: _, ...without } = valid;
    out.push(without);
    for (const value of oddValues) out.push({ ...valid, [key]: value });
  }
  return out;
}
