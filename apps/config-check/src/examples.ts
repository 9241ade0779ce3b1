import type { ConfigKind } from './check-config.ts';

// Tokens and ids are made up; the shapes are what people pass to powerbi.embed() and friends.
const accessToken =
  'H4sIAAAAAAAEACWWtQ7FiBIt_2VSr2RmS5MMnbmmeuM_tGf2_ZbGN1c1Ca5oKS9BZbS_xV0VhjYmNQH4bXTj7mSLX6R2H2Nqyu-7RQfzAZ9Wq';
const workspaceId = '3f9b2c1e-7d4a-4e0b-9a51-6c2d8e7f1a90';
const reportId = 'b6d4e8a2-1c3f-4a5b-8e9d-0f1a2b3c4d5e';
const dashboardId = 'e2c7a9b1-5d3f-4b6a-9c8e-1f0a2b3d4c5e';
const datasetId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const departmentFilter = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Admissions', column: 'Department' },
  operator: 'In',
  values: ['Cardiology', 'Oncology', 'Pediatrics'],
  filterType: 1,
  requireSingleSelection: false,
};

const lengthOfStayFilter = {
  $schema: 'http://powerbi.com/product/schema#advanced',
  target: { table: 'Admissions', column: 'Length of stay (days)' },
  logicalOperator: 'And',
  conditions: [
    { operator: 'GreaterThanOrEqual', value: 2 },
    { operator: 'LessThan', value: 30 },
  ],
  filterType: 0,
};

/** A valid configuration of each kind, to start from. */
export const examples: Record<ConfigKind, unknown> = {
  report: {
    type: 'report',
    tokenType: 1,
    accessToken,
    embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&groupId=${workspaceId}`,
    id: reportId,
    permissions: 0,
    viewMode: 0,
    settings: {
      layoutType: 0,
      background: 1,
      panes: {
        filters: { expanded: false, visible: true },
        pageNavigation: { visible: true, position: 1 },
      },
      bars: {
        actionBar: { visible: false },
        statusBar: { visible: true },
      },
    },
    filters: [departmentFilter, lengthOfStayFilter],
  },
  'paginated-report': {
    type: 'report',
    tokenType: 1,
    accessToken,
    embedUrl: `https://app.powerbi.com/rdlEmbed?reportId=${reportId}&groupId=${workspaceId}`,
    id: reportId,
    settings: { commands: { parameterPanel: { expanded: true, enabled: true } } },
    parameterValues: [
      { name: 'Ward', value: 'North' },
      { name: 'Month', value: '2026-10' },
    ],
  },
  dashboard: {
    type: 'dashboard',
    tokenType: 1,
    accessToken,
    embedUrl: `https://app.powerbi.com/dashboardEmbed?dashboardId=${dashboardId}&groupId=${workspaceId}`,
    id: dashboardId,
    pageView: 'fitToWidth',
  },
  tile: {
    type: 'tile',
    tokenType: 1,
    accessToken,
    embedUrl: `https://app.powerbi.com/embed?dashboardId=${dashboardId}&tileId=4f1e2d3c-6b5a-4c9d-8e7f-0a1b2c3d4e5f`,
    id: '4f1e2d3c-6b5a-4c9d-8e7f-0a1b2c3d4e5f',
    dashboardId,
    width: 640,
    height: 360,
  },
  qna: {
    type: 'qna',
    tokenType: 1,
    accessToken,
    embedUrl: `https://app.powerbi.com/qnaEmbed?groupId=${workspaceId}`,
    datasetIds: [datasetId],
    viewMode: 0,
    question: 'average length of stay by department',
  },
  create: {
    type: 'create',
    tokenType: 1,
    accessToken,
    embedUrl: `https://app.powerbi.com/reportEmbed?groupId=${workspaceId}`,
    datasetId,
  },
  'quick-create': {
    type: 'quickCreate',
    tokenType: 1,
    accessToken,
    embedUrl: 'https://app.powerbi.com/quickCreate',
    datasetCreateConfig: {
      locale: 'en-US',
      tableSchemaList: [
        {
          name: 'Admissions',
          columns: [
            { name: 'Department', dataType: 'Text' },
            { name: 'Patients', dataType: 'Int32' },
          ],
        },
      ],
      data: [
        {
          name: 'Admissions',
          rows: [
            ['Cardiology', '42'],
            ['Oncology', '35'],
          ],
        },
      ],
    },
  },
  filter: departmentFilter,
};

/** An example as the text a person would paste: indented JSON. */
export function exampleText(kind: ConfigKind): string {
  return JSON.stringify(examples[kind], null, 2);
}
