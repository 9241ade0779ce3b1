import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as ours from '../../src/zod';
import { validateVisualSelector } from '../../src/index';
import {
  commandsSettings,
  datasetCreateConfig,
  extension,
  extensionsObject,
  hierarchy,
  menuGroup,
  slicer,
  validFilters,
  visualHeader,
  visualSettings,
} from '../differential/part-a-fixtures';

// The part-A schemas are ordinary zod schemas: zod itself parses the valid models and refuses
// the invalid ones, and they describe themselves in JSON Schema (recursion included).
const cases: [string, z.ZodMiniType, unknown[], unknown[]][] = [
  ['filterSchema', ours.filterSchema, validFilters, [{}, 'x', { target: {}, operator: 'In', values: [] }]],
  [
    'hierarchyFilterSchema',
    ours.hierarchyFilterSchema,
    [hierarchy],
    [{ ...hierarchy, hierarchyData: [{ children: [{ value: {} }] }] }],
  ],
  [
    'updateFiltersRequestSchema',
    ours.updateFiltersRequestSchema,
    [{ filtersOperation: 0 }, { filtersOperation: 1, filters: validFilters }],
    [{ filtersOperation: 0, filters: [] }, { filtersOperation: 1 }],
  ],
  ['slicerSchema', ours.slicerSchema, [slicer], [{ state: {} }]],
  ['visualHeaderSchema', ours.visualHeaderSchema, [visualHeader], [{ settings: { visible: 1 } }]],
  ['visualSettingsSchema', ours.visualSettingsSchema, [visualSettings], [{ visualHeaders: [{}] }]],
  ['commandsSettingsSchema', ours.commandsSettingsSchema, [commandsSettings], [{ copy: { displayOption: 3 } }]],
  ['extensionsSchema', ours.extensionsSchema, [[extension], extensionsObject], [{ groups: [menuGroup] }]],
  ['menuGroupExtensionSchema', ours.menuGroupExtensionSchema, [menuGroup], [{ name: 'g' }]],
  ['datasetCreateConfigSchema', ours.datasetCreateConfigSchema, [datasetCreateConfig], [{ locale: 'en-US' }]],
  ['zoomLevelSchema', ours.zoomLevelSchema, [0.25, 4], [5, '1']],
];

describe('part A schemas under zod', () => {
  it.each(cases)('%s: zod parses the valid models and refuses the invalid ones', (_, schema, valid, invalid) => {
    for (const input of valid) expect(z.safeParse(schema, input).success, JSON.stringify(input)).toBe(true);
    for (const input of invalid) expect(z.safeParse(schema, input).success, JSON.stringify(input)).toBe(false);
  });

  it('the dataset create rules report their powerbi-models message through zod too', () => {
    const result = z.safeParse(ours.datasetCreateConfigSchema, { locale: 'en-US' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'At least one of data or mashupDocument must be provided',
    ]);
  });

  it.each(cases)('%s describes itself in JSON Schema', (_, schema) => {
    const json = ours.toJsonSchema(schema);
    expect(typeof json).toBe('object');
    expect(JSON.stringify(json).length).toBeGreaterThan(10);
  });

  it('the hierarchy node refers to itself in JSON Schema', () => {
    const json = JSON.stringify(ours.toJsonSchema(ours.hierarchyFilterNodeSchema));
    expect(json).toContain('"children"');
    expect(json).toMatch(/"\$ref":"#"|"\$ref":"#\/\$defs\//);
  });

  it('selector $schema constants are literal types and JSON Schema consts', () => {
    const json = ours.toJsonSchema(ours.visualTypeSelectorSchema) as { properties: Record<string, { const?: string }> };
    expect(json.properties.$schema.const).toBe('http://powerbi.com/product/schema#visualTypeSelector');
    const typed: ours.VisualTypeSelectorSchemaType = {
      $schema: 'http://powerbi.com/product/schema#visualTypeSelector',
      visualType: 't',
    };
    expect(validateVisualSelector(typed)).toEqual([{ message: '$schema property is invalid' }]);
  });
});
