import fc from 'fast-check';
import { describe, it } from 'vitest';
import { corpus, expectSameResult } from './harness';
import {
  commandExtension,
  commandsSettings,
  datasetCreateConfig,
  extension,
  extensionsObject,
  menuGroup,
  slicer,
  slicerTargetSelector,
  validFilters,
  visualHeader,
  visualSelector,
  visualSettings,
  visualTypeSelector,
} from './part-a-fixtures';
import { embedded, expectSameEmbedded, mutants, type Embedded } from './part-a-helpers';

type Name = Parameters<typeof expectSameResult>[0];

// Valid seeds per validator; each generated input is a seed with one to three nodes edited.
const seeds: [Name, unknown[]][] = [
  ['validateFilter', validFilters],
  [
    'validateUpdateFiltersRequest',
    [
      { filtersOperation: 1, filters: validFilters },
      { filtersOperation: 3, filters: [validFilters[0]] },
      { filtersOperation: 0 },
    ],
  ],
  ['validateVisualSelector', [visualSelector, { visualName: 'v' }]],
  ['validateSlicer', [slicer, { selector: slicerTargetSelector, state: { filters: validFilters.slice(0, 3) } }]],
  ['validateSlicerState', [{ filters: validFilters }, {}]],
  ['validatePlayBookmarkRequest', [{ playMode: 0 }, { playMode: 1 }]],
  ['validateAddBookmarkRequest', [{ state: 's', displayName: 'd', apply: true }]],
  ['validateApplyBookmarkByNameRequest', [{ name: 'Bookmark1' }]],
  ['validateApplyBookmarkStateRequest', [{ state: 'H4sIAAAA' }]],
  ['validateCaptureBookmarkRequest', [{ options: { personalizeVisuals: true, allPages: false } }]],
  ['validatePage', [{ name: 'ReportSection1', displayName: 'Page 1' }]],
  ['validateExportDataRequest', [{ rows: 100, exportDataType: 0 }]],
  ['validateSaveAsParameters', [{ name: 'Copy' }]],
  ['validateCustomTheme', [{ themeJson: { name: 'dark', dataColors: ['#000'] } }]],
  ['validateZoomLevel', [0.25, 1, 4]],
  ['validatePrintSettings', [{ browserPrintAdjustmentsMode: 1 }]],
  ['validateVisualHeader', [visualHeader, { settings: { visible: true }, selector: visualSelector }]],
  ['validateVisualSettings', [visualSettings]],
  [
    'validateCommandsSettings',
    [
      commandsSettings,
      {
        sort: { displayOption: 2 },
        drill: { displayOption: 0, selector: visualTypeSelector },
        clearSelection: { displayOption: 1 },
      },
    ],
  ],
  ['validateExtension', [extension, { command: { ...commandExtension, selector: visualSelector } }]],
  ['validateMenuGroupExtension', [menuGroup, { name: 'g', title: 't' }]],
];

describe('generated inputs: valid models with one to three nodes replaced or removed', () => {
  it.each(seeds)('%s agrees with powerbi-models on 250 mutants', (name, valid) => {
    for (const seed of valid) expectSameResult(name, seed);
    fc.assert(
      fc.property(mutants(valid), (input) => expectSameResult(name, input)),
      { numRuns: 250 },
    );
  });

  const hosted: [string, Embedded, unknown[]][] = [
    [
      'report load filters',
      embedded('validateReportLoad', 'filters'),
      [validFilters, { allPages: { operation: 1, filters: validFilters }, currentPage: { operation: 0 } }],
    ],
    ['report load bookmark', embedded('validateReportLoad', 'bookmark'), [{ name: 'b' }, { state: 's' }]],
    ['settings.extensions', embedded('validateSettings', 'extensions'), [[extension], extensionsObject]],
    ['settings.commands', embedded('validateSettings', 'commands'), [[commandsSettings]]],
    [
      'dataset create config',
      embedded('validateQuickCreate', 'datasetCreateConfig'),
      [
        datasetCreateConfig,
        { locale: 'en-US', mashupDocument: 'm' },
        { locale: 'en-US', tableSchemaList: datasetCreateConfig.tableSchemaList, data: datasetCreateConfig.data },
      ],
    ],
  ];
  it.each(hosted)('%s agrees with powerbi-models on 250 mutants', (_, host, valid) => {
    for (const seed of valid) expectSameEmbedded(host, seed);
    fc.assert(
      fc.property(mutants(valid), (input) => expectSameEmbedded(host, input)),
      { numRuns: 250 },
    );
  });

  it('arbitrary JSON agrees too (200 values per validator)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (input) => {
        for (const [name] of seeds) expectSameResult(name, input);
      }),
      { numRuns: 200 },
    );
  });
});

it('part A corpus is large (every differential input is recorded)', () => {
  // Counted per file run: this file alone must contribute well over the brief's 300 inputs.
  if (corpus.length < 300) throw new Error(`only ${corpus.length} inputs`);
});
