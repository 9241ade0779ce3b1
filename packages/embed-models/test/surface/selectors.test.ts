import * as reference from 'powerbi-models';
import { describe, expect, it } from 'vitest';
import * as ours from '../../src/index';
import { expectSameInstance } from './compare';
import { column, keyColumns, level } from './fixtures';

describe('selectors', () => {
  it.each([
    ['PageSelector', () => ['ReportSection1']],
    ['PageSelector', () => ['']],
    ['PageSelector', () => []],
    ['VisualSelector', () => ['VisualContainer3']],
    ['VisualSelector', () => [undefined]],
    ['VisualTypeSelector', () => ['barChart']],
    ['SlicerTargetSelector', () => [column()]],
    ['SlicerTargetSelector', () => [keyColumns('id')]],
    ['SlicerTargetSelector', () => [level()]],
  ])('%s: same toJSON and own fields', (name, args) => {
    expectSameInstance(name, args);
  });

  it.each(['PageSelector', 'VisualSelector', 'VisualTypeSelector', 'SlicerTargetSelector'])(
    '%s has the reference static schemaUrl',
    (name) => {
      const mine = (ours as unknown as Record<string, { schemaUrl: string }>)[name]!;
      expect(mine.schemaUrl).toBe((reference as unknown as Record<string, { schemaUrl: string }>)[name]!.schemaUrl);
    },
  );

  it('[M-SELECTOR-02] VisualTypeSelector instances carry the visual-selector URL (reference quirk)', () => {
    const selector = new ours.VisualTypeSelector('lineChart');
    expect(ours.VisualTypeSelector.schemaUrl).toBe('http://powerbi.com/product/schema#visualTypeSelector');
    expect(selector.toJSON()).toStrictEqual({
      $schema: 'http://powerbi.com/product/schema#visualSelector',
      visualType: 'lineChart',
    });
  });

  it('[M-SELECTOR-03] SlicerTargetSelector instances carry the visual-selector URL (reference quirk)', () => {
    const selector = new ours.SlicerTargetSelector(column());
    expect(ours.SlicerTargetSelector.schemaUrl).toBe('http://powerbi.com/product/schema#slicerTargetSelector');
    expect({ ...selector }).toStrictEqual({
      $schema: 'http://powerbi.com/product/schema#visualSelector',
      target: column(),
    });
  });

  it('[M-SELECTOR-01] a VisualSelector posted as is equals its toJSON()', () => {
    const selector = new ours.VisualSelector('v1');
    expect(structuredClone(selector)).toStrictEqual(selector.toJSON());
    expect(selector).toBeInstanceOf(ours.Selector);
  });

  it('the abstract Selector builds like the reference', () => {
    expectSameInstance('Selector', () => ['http://example.invalid/schema']);
  });
});
