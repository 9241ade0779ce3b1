import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Validators } from '../src/index';

const validators = Object.entries(Validators);

// Property names that occur in the models, so generated objects reach nested rules too.
const fieldNames = [
  'accessToken',
  'id',
  'groupId',
  'settings',
  'pageName',
  'filters',
  'permissions',
  'viewMode',
  'tokenType',
  'bookmark',
  'theme',
  'embedUrl',
  'datasetBinding',
  'datasetId',
  'contrastMode',
  'panes',
  'bars',
  'visible',
  'expanded',
  'extensions',
  'commands',
  'layoutType',
  'customLayout',
  'pageSize',
  'pagesLayout',
  'visualsLayout',
  'displayState',
  'mode',
  'target',
  'table',
  'column',
  'measure',
  'hierarchy',
  'hierarchyLevel',
  'operator',
  'values',
  'filterType',
  'logicalOperator',
  'conditions',
  '$schema',
  'selector',
  'state',
  'visualName',
  'name',
  'title',
  'extend',
  'visualContextMenu',
  'menuLocation',
  'groupName',
  'datasetCreateConfig',
  'locale',
  'data',
  'rows',
  'tableSchemaList',
  'columns',
  'dataType',
  'datasetIds',
  'question',
  'pageView',
  'dashboardId',
  'keys',
  'keyValues',
  'hierarchyData',
  'children',
  'operation',
  'allPages',
  'currentPage',
  'visualSettings',
  'visualHeaders',
  'printSettings',
  'browserPrintAdjustmentsMode',
  'parameterValues',
  'playMode',
  'options',
  'themeJson',
  'rows',
  'exportDataType',
  'filtersOperation',
];

const modelLike = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(undefined, NaN, Infinity, -0, 0.25, 4, 7, 9),
    tie('object'),
    fc.array(tie('value'), { maxLength: 4 }),
  ),
  object: fc.dictionary(fc.constantFrom(...fieldNames), tie('value'), { maxKeys: 6 }),
})).value;

// Plain checks rather than expect(): this runs 780,000 times.
function expectWellFormed(name: string, input: unknown, result: unknown) {
  if (result === undefined) return;
  const ok =
    Array.isArray(result) &&
    result.length > 0 &&
    result.every(
      (e) =>
        typeof e === 'object' && e !== null && Object.keys(e).join() === 'message' && typeof e.message === 'string',
    );
  if (!ok) throw new Error(`${name} answered ${JSON.stringify(result)} for ${String(JSON.stringify(input))}`);
}

describe('every validator is total', () => {
  it('never throws on any JSON value and answers undefined or [{ message }] (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        for (const [name, v] of validators) expectWellFormed(name, input, v.validate(input));
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it('never throws on model-shaped values with odd leaves (10,000 runs)', () => {
    fc.assert(
      fc.property(modelLike, (input) => {
        for (const [name, v] of validators) expectWellFormed(name, input, v.validate(input));
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it('covers the 39 validators of powerbi-models', () => {
    expect(validators).toHaveLength(39);
  });
});
