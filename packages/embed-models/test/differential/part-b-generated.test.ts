import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectSameResult } from './harness';
import { DELETE, pathsOf, replaceAt } from './mutation';
import * as fixtures from './part-b-fixtures';

type Validator = Parameters<typeof expectSameResult>[0];

/** Valid inputs for every part B validator; each generated case breaks one of them. */
const targets: [Validator, unknown][] = [
  ['validateReportLoad', fixtures.reportLoad],
  ['validateReportLoad', fixtures.reportLoadOnLoadFilters],
  ['validateReportLoad', fixtures.visualEmbed],
  ['validatePaginatedReportLoad', fixtures.paginatedReportLoad],
  ['validateCreateReport', fixtures.reportCreate],
  ['validateQuickCreate', fixtures.quickCreateWithData],
  ['validateQuickCreate', fixtures.quickCreateWithMashup],
  ['validateDashboardLoad', fixtures.dashboardLoad],
  ['validateTileLoad', fixtures.tileLoad],
  ['validateLoadQnaConfiguration', fixtures.qnaLoad],
  ['validateQnaInterpretInputData', fixtures.qnaInterpret],
  ['validateSettings', fixtures.settings],
  ['validateSettings', fixtures.settingsWithExtensionsObject],
  ['validatePanes', fixtures.panes],
  ['validateBookmarksPane', fixtures.panes.bookmarks],
  ['validateFieldsPane', fixtures.panes.fields],
  ['validateFiltersPane', fixtures.panes.filters],
  ['validatePageNavigationPane', fixtures.panes.pageNavigation],
  ['validateSelectionPane', fixtures.panes.selection],
  ['validateSyncSlicersPane', fixtures.panes.syncSlicers],
  ['validateVisualizationsPane', fixtures.panes.visualizations],
  ['validateCustomPageSize', fixtures.customLayout.pageSize],
];

// Values near the rules (enum edges, NaN, the right type with a wrong value) plus arbitrary JSON.
const replacement = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(DELETE, undefined, null, NaN, Infinity, -0, 0, 1, 2, 3, 4, 5, 7, 8, 9, -1, 0.5),
  fc.constantFrom<unknown>('', 'x', 'fitToWidth', 'In', {}, [], [{}], [null], ['a', 1], { type: 4 }, { visible: 'x' }),
  fc.boolean(),
);

const targetIndex = fc.nat({ max: targets.length - 1 });

/** Breaks `count` random nodes of a random valid target. */
const mutated = (count: number) =>
  targetIndex.chain((t) => {
    const [validator, valid] = targets[t];
    const paths = pathsOf(valid).slice(1); // the root excluded
    return fc
      .array(fc.tuple(fc.constantFrom(...paths), replacement), { minLength: count, maxLength: count })
      .map((edits) => ({
        validator,
        input: edits.reduce<unknown>((acc, [path, value]) => replaceAt(acc, path, value), valid),
      }));
  });

describe('part B: generated inputs (fast-check)', () => {
  it('the valid targets pass both implementations', () => {
    for (const [validator, valid] of targets) expectSameResult(validator, valid);
  });

  it('[M-MSG-01] [M-MSG-06] one nested value replaced by anything (600 runs)', () => {
    fc.assert(
      fc.property(mutated(1), ({ validator, input }) => expectSameResult(validator, input)),
      { numRuns: 600 },
    );
  });

  it('two nested values replaced: the first rule in order wins (300 runs)', () => {
    fc.assert(
      fc.property(mutated(2), ({ validator, input }) => expectSameResult(validator, input)),
      { numRuns: 300 },
    );
  });

  it('a whole branch replaced by arbitrary JSON at the root of each validator (200 runs)', () => {
    fc.assert(
      fc.property(targetIndex, fc.jsonValue({ maxDepth: 3 }), (t, input) => expectSameResult(targets[t][0], input)),
      { numRuns: 200 },
    );
  });

  it('settings built from the known keys with random values (300 runs)', () => {
    const keys = Object.keys(fixtures.settings) as (keyof typeof fixtures.settings)[];
    const value = fc.oneof(
      fc.constantFrom(...keys).map((key) => fixtures.settings[key] as unknown),
      replacement.filter((v) => v !== DELETE),
    );
    const record = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 8 });
    fc.assert(
      fc.property(record, (input) => expectSameResult('validateSettings', input)),
      { numRuns: 300 },
    );
  });
});
