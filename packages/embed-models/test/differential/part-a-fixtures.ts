// Valid part-A models, the starting points of the hand-written and the generated cases.

export const column = { table: 'Store', column: 'Count' };
export const measure = { table: 'Store', measure: 'Sales' };
export const level = { table: 'Store', hierarchy: 'Time', hierarchyLevel: 'Year' };
export const keyColumns = { table: 'Store', column: 'Name', keys: ['Id', 'Region'] };
export const keyLevel = { table: 'Store', hierarchy: 'Time', hierarchyLevel: 'Year', keys: ['Id'] };

export const basic = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: column,
  operator: 'In',
  values: [1, 2, 3],
  filterType: 1,
  requireSingleSelection: false,
};
export const advanced = {
  $schema: 'http://powerbi.com/product/schema#advanced',
  target: column,
  logicalOperator: 'And',
  conditions: [
    { operator: 'GreaterThan', value: 3 },
    { operator: 'LessThan', value: 10 },
  ],
  filterType: 0,
};
export const topN = { target: column, operator: 'Top', itemCount: 5, orderBy: measure, filterType: 5 };
export const relativeDate = {
  target: column,
  operator: 0,
  timeUnitsCount: 3,
  timeUnitType: 2,
  includeToday: true,
  filterType: 4,
};
export const relativeTime = { target: column, operator: 1, timeUnitsCount: 2, timeUnitType: 7, filterType: 7 };
export const includeExclude = { target: column, isExclude: true, values: [1, 'a', false], filterType: 3 };
export const notSupported = { target: column, message: 'm', notSupportedTypeName: 'Tuple', filterType: 2 };
export const hierarchy = {
  target: level,
  hierarchyData: [
    { operator: 'Selected', value: 2020, children: [{ operator: 'Inherited', value: 'Q1', keyValues: ['Q1', 1] }] },
    { operator: 'NotSelected', value: 2021 },
  ],
  filterType: 9,
};
export const validFilters = [
  basic,
  advanced,
  topN,
  relativeDate,
  relativeTime,
  includeExclude,
  notSupported,
  hierarchy,
];

export const visualSelector = {
  $schema: 'http://powerbi.com/product/schema#visualSelector',
  visualName: 'VisualContainer4',
};
export const visualTypeSelector = {
  $schema: 'http://powerbi.com/product/schema#visualTypeSelector',
  visualType: 'table',
};
export const slicerTargetSelector = {
  $schema: 'http://powerbi.com/product/schema#slicerTargetSelector',
  target: column,
};
export const slicer = { selector: visualSelector, state: { filters: [basic] } };

export const visualHeader = { settings: { visible: false }, selector: visualTypeSelector };
export const visualSettings = { visualHeaders: [visualHeader, { settings: { visible: true } }] };

export const commandNames = [
  'copy',
  'drill',
  'drillthrough',
  'expandCollapse',
  'exportData',
  'includeExclude',
  'removeVisual',
  'search',
  'seeData',
  'sort',
  'spotlight',
  'insightsAnalysis',
  'addComment',
  'groupVisualContainers',
  'summarize',
  'clearSelection',
] as const;
export const commandsSettings = {
  copy: { displayOption: 0 },
  exportData: { displayOption: 1, selector: visualSelector },
  spotlight: { displayOption: 2, selector: visualTypeSelector },
};

export const commandExtension = {
  name: 'extension command',
  title: 'Extend commands',
  icon: 'data:image/png;base64,AAAA',
  selector: visualTypeSelector,
  extend: {
    visualContextMenu: { title: 'Extend context menu', menuLocation: 0 },
    visualOptionsMenu: { title: 'Extend options menu', icon: 'data:image/png;base64,AAAA', groupName: 'group1' },
  },
};
export const extension = { command: commandExtension };
export const menuGroup = { name: 'group1', title: 'Group 1', menuLocation: 1 };
export const extensionsObject = { commands: [commandExtension], groups: [menuGroup] };

export const datasetCreateConfig = {
  locale: 'en-US',
  mashupDocument: 'section Section1; shared Query1 = 1;',
  datasourceConnectionConfig: {
    dataCacheMode: 0,
    credentials: { credentialType: 1, credentialDetails: { accessToken: 't', user: 'u' } },
  },
  tableSchemaList: [
    {
      name: 'Table1',
      columns: [
        { name: 'A', displayName: 'Column A', dataType: 'string' },
        { name: 'B', dataType: 'int' },
      ],
    },
  ],
  data: [
    {
      name: 'Table1',
      rows: [
        ['a', '1'],
        ['b', '2'],
      ],
    },
  ],
};
