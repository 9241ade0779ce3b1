import {
  advancedFilterSchema,
  basicFilterSchema,
  conditionItemSchema,
  dashboardLoadSchema,
  datasetColumnSchema,
  datasetCreateConfigSchema,
  hierarchyFilterNodeSchema,
  paginatedReportLoadSchema,
  paginatedReportSettingsSchema,
  qnaLoadSchema,
  qnaSettingsSchema,
  quickCreateSchema,
  reportCreateSchema,
  reportLoadSchema,
  settingsSchema,
  tileLoadSchema,
  topNFilterSchema,
} from '@org/embed-models/zod';
import { childPath, describeValue, type Problem } from './problem.ts';

/**
 * What the checker knows about one schema beyond zod's definition: keys the SDK reads there that
 * the schema leaves unchecked (so they are never taken for misspellings), and the spec's rules.
 */
export interface SpecRule {
  keys?: readonly string[];
  check?: (value: Record<string, unknown>, path: string) => Problem[];
}

// Every key of powerbi-client's embed configurations (IEmbedConfiguration, the visual, Q&A,
// create and quick-create ones): the validators check only some of them.
const configurationKeys = [
  'accessToken',
  'action',
  'bookmark',
  'bootstrapped',
  'contrastMode',
  'dashboardId',
  'datasetBinding',
  'datasetCreateConfig',
  'datasetId',
  'datasetIds',
  'embedUrl',
  'eventHooks',
  'filters',
  'groupId',
  'height',
  'hostname',
  'id',
  'pageName',
  'pageView',
  'parameterValues',
  'permissions',
  'question',
  'reportCreationMode',
  'settings',
  'slicers',
  'theme',
  'tokenType',
  'type',
  'uniqueId',
  'viewMode',
  'visualName',
  'width',
];

// ISettings: `localeSettings` and `zoomLevel` are read by the service, not by the validators.
const settingsKeys = ['localeSettings', 'zoomLevel', ...Object.keys(settingsSchema._zod.def.shape)];

const pageViews = ['actualSize', 'fitToWidth', 'oneColumn'];
const advancedConditionOperators = [
  'None',
  'LessThan',
  'LessThanOrEqual',
  'GreaterThan',
  'GreaterThanOrEqual',
  'Contains',
  'DoesNotContain',
  'StartsWith',
  'DoesNotStartWith',
  'Is',
  'IsNot',
  'IsBlank',
  'IsNotBlank',
  'IsEmptyString',
  'IsNotEmptyString',
];
const dataTypes = [
  'Number',
  'Currency',
  'Int32',
  'Percentage',
  'DateTime',
  'DateTimeZone',
  'Date',
  'Time',
  'Duration',
  'Text',
  'Logical',
  'Binary',
];

/** A problem when a present string `key` is not one of `allowed`. */
function oneOfStrings(key: string, allowed: readonly string[], source: string) {
  return (value: Record<string, unknown>, path: string): Problem[] => {
    const given = value[key];
    if (typeof given !== 'string' || allowed.includes(given)) return [];
    const list = allowed.map((item) => JSON.stringify(item)).join(', ');
    return [{ path: childPath(path, key), message: `must be one of ${list} (${source}); got ${describeValue(given)}` }];
  };
}

const pageViewRule: SpecRule = {
  keys: configurationKeys,
  check: oneOfStrings('pageView', pageViews, 'spec §5, pageView'),
};

const settingsRule: SpecRule = {
  keys: settingsKeys,
  check(settings, path) {
    const zoom = settings.zoomLevel;
    if (zoom == null || (typeof zoom === 'number' && zoom >= 0.25 && zoom <= 4)) return [];
    return [
      {
        path: childPath(path, 'zoomLevel'),
        message: `must be a number from 0.25 to 4 (spec §5: zoom level 0.25 to 4); got ${describeValue(zoom)}`,
      },
    ];
  },
};

/** The spec's rules, by the schema they apply to (any place that schema is used). */
export const specRules = new Map<object, SpecRule>([
  [reportLoadSchema, { keys: configurationKeys }],
  [paginatedReportLoadSchema, { keys: configurationKeys }],
  [dashboardLoadSchema, pageViewRule],
  [tileLoadSchema, pageViewRule],
  [qnaLoadSchema, { keys: configurationKeys }],
  [reportCreateSchema, { keys: configurationKeys }],
  [quickCreateSchema, { keys: configurationKeys }],
  [settingsSchema, settingsRule],
  [qnaSettingsSchema, settingsRule],
  [paginatedReportSettingsSchema, settingsRule],
  [
    basicFilterSchema,
    {
      check(filter, path) {
        const problems = oneOfStrings('operator', ['In', 'NotIn', 'All'], 'spec §3, basic filter')(filter, path);
        const { values, operator } = filter;
        if (Array.isArray(values) && values.length === 0 && operator !== 'All') {
          problems.push({
            path: childPath(path, 'values'),
            message:
              'must not be empty unless operator is "All" (spec §5: a basic filter needs a non-empty values list)',
          });
        }
        return problems;
      },
    },
  ],
  [
    advancedFilterSchema,
    {
      check(filter, path) {
        const problems = oneOfStrings('logicalOperator', ['And', 'Or'], 'spec §3, advanced filter')(filter, path);
        const { conditions, logicalOperator } = filter;
        if (!Array.isArray(conditions)) return problems;
        if (conditions.length > 2) {
          problems.push({
            path: childPath(path, 'conditions'),
            message: `may hold at most two conditions (spec §5: advanced filter at most two conditions); got ${conditions.length}`,
          });
        }
        if (conditions.length === 1 && logicalOperator !== 'And' && typeof logicalOperator === 'string') {
          problems.push({
            path: childPath(path, 'logicalOperator'),
            message: `must be "And" when there is only one condition (spec §5: a single condition requires logical operator And); got ${describeValue(logicalOperator)}`,
          });
        }
        return problems;
      },
    },
  ],
  [conditionItemSchema, { check: oneOfStrings('operator', advancedConditionOperators, 'advanced filter conditions') }],
  [topNFilterSchema, { check: oneOfStrings('operator', ['Top', 'Bottom'], 'spec §3, top-N filter') }],
  [
    hierarchyFilterNodeSchema,
    { check: oneOfStrings('operator', ['Selected', 'NotSelected', 'Inherited'], 'hierarchy filter nodes') },
  ],
  [datasetColumnSchema, { check: oneOfStrings('dataType', dataTypes, 'DataType') }],
  [
    datasetCreateConfigSchema,
    {
      // Spec §5's three dataset-create rules in its words; each is checked, not only the first.
      check(config, path) {
        const problems: Problem[] = [];
        const at = (key: string, message: string) => problems.push({ path: childPath(path, key), message });
        if (config.datasourceConnectionConfig && config.mashupDocument == null) {
          at(
            'mashupDocument',
            'is required with datasourceConnectionConfig (spec §5: "mashupDocument cannot be empty when datasourceConnectionConfig is presented")',
          );
        }
        if (config.data && config.tableSchemaList == null) {
          at(
            'tableSchemaList',
            'is required with data (spec §5: "tableSchemaList cannot be empty when data is provided")',
          );
        }
        if (config.data == null && config.mashupDocument == null) {
          problems.push({
            path,
            message:
              'needs data or mashupDocument (spec §5: "At least one of data or mashupDocument must be provided")',
          });
        }
        return problems;
      },
    },
  ],
]);
