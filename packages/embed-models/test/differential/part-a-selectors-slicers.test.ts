import { describe, expect, it } from 'vitest';
import * as ours from '../../src/index';
import { expectSameResult } from './harness';
import {
  basic,
  column,
  keyColumns,
  keyLevel,
  level,
  measure,
  slicer,
  slicerTargetSelector,
  visualHeader,
  visualSelector,
  visualTypeSelector,
} from './part-a-fixtures';

const VISUAL = 'http://powerbi.com/product/schema#visualSelector';
const VISUAL_TYPE = 'http://powerbi.com/product/schema#visualTypeSelector';
const SLICER_TARGET = 'http://powerbi.com/product/schema#slicerTargetSelector';

describe('validateVisualSelector', () => {
  const check = (input: unknown) => expectSameResult('validateVisualSelector', input);
  it('[M-SELECTOR-01] visualName is required', () => {
    check({});
    check({ $schema: VISUAL });
    check({ visualName: null });
    check({ visualName: 3 });
    check(visualSelector);
    check({ visualName: 'v' });
    expect(ours.validateVisualSelector({ $schema: VISUAL })).toEqual([{ message: 'visualName is required' }]);
  });
  it('$schema may be absent, must be a string, and must be the visual selector URL', () => {
    for (const $schema of [undefined, null, 1, true, {}, [], '', VISUAL, VISUAL_TYPE, SLICER_TARGET, `${VISUAL} `]) {
      check({ $schema, visualName: 'v' });
      check({ $schema });
    }
    expect(ours.validateVisualSelector({ $schema: 1, visualName: 'v' })).toEqual([
      { message: '$schema must be a string' },
    ]);
    expect(ours.validateVisualSelector({ $schema: VISUAL_TYPE })).toEqual([{ message: '$schema property is invalid' }]);
  });
  it('[M-MSG-05] non-objects', () => {
    for (const input of [null, undefined, 'v', 0, false, [], [visualSelector]]) check(input);
  });
});

describe('selectors inside other models', () => {
  const header = (selector: unknown) => expectSameResult('validateVisualHeader', { ...visualHeader, selector });
  it('[M-SELECTOR-02] a visual-type selector needs visualType and its $schema', () => {
    header(visualTypeSelector);
    header({ $schema: VISUAL_TYPE });
    header({ $schema: VISUAL_TYPE, visualType: 1 });
    header({ visualType: 'table' });
    header({ $schema: VISUAL, visualType: 'table' });
    header({ $schema: 5, visualType: 'table' });
    header({ $schema: VISUAL, visualName: 'v' });
    header({ visualName: 'v' });
    header({ $schema: SLICER_TARGET, target: column });
    header('table');
    expect(ours.validateVisualHeader({ ...visualHeader, selector: { $schema: VISUAL_TYPE } })).toEqual([
      { message: 'selector property is invalid' },
    ]);
  });
  const slice = (selector: unknown) => expectSameResult('validateSlicer', { ...slicer, selector });
  it('[M-SELECTOR-03] a slicer-target selector needs target and its $schema', () => {
    slice(slicerTargetSelector);
    slice({ $schema: SLICER_TARGET });
    slice({ target: column });
    slice({ $schema: VISUAL, target: column });
    for (const target of [
      column,
      measure,
      level,
      keyColumns,
      keyLevel,
      [column],
      {},
      'x',
      { ...keyColumns, keys: [1] },
      { table: 't' },
    ]) {
      slice({ $schema: SLICER_TARGET, target });
    }
    slice(visualTypeSelector);
    slice(visualSelector);
    slice({ visualName: 'v' });
    expect(ours.validateSlicer({ ...slicer, selector: { $schema: SLICER_TARGET } })).toEqual([
      { message: 'selector property is invalid' },
    ]);
  });
});

describe('validateSlicer and validateSlicerState', () => {
  const check = (input: unknown) => expectSameResult('validateSlicer', input);
  const state = (input: unknown) => expectSameResult('validateSlicerState', input);
  it('[M-SLICER-01] selector is required', () => {
    check({ state: { filters: [] } });
    check({ selector: null, state: {} });
    check({});
    expect(ours.validateSlicer({ state: {} })).toEqual([{ message: 'selector is required' }]);
  });
  it('[M-SLICER-02] state is required and holds a filters array', () => {
    check(slicer);
    check({ selector: visualSelector });
    check({ selector: visualSelector, state: null });
    check({ selector: visualSelector, state: 'x' });
    check({ selector: visualSelector, state: [] });
    check({ selector: visualSelector, state: {} });
    check({ selector: visualSelector, state: { filters: [] } });
    check({ selector: visualSelector, state: { filters: 'x' } });
    check({ selector: visualSelector, state: { filters: [{}] } });
    check({ selector: visualSelector, state: { filters: [basic, null] } });
    check({ selector: 'x', state: 'y' });
    expect(ours.validateSlicer({ selector: visualSelector })).toEqual([{ message: 'state is required' }]);
    expect(ours.validateSlicer({ selector: visualSelector, state: { filters: [{}] } })).toEqual([
      { message: 'filters property is invalid' },
    ]);
  });
  it('slicer state on its own', () => {
    for (const input of [
      null,
      undefined,
      {},
      'x',
      1,
      [],
      { filters: [] },
      { filters: [basic] },
      { filters: {} },
      { filters: [1] },
      { filters: null },
      { other: 1 },
    ]) {
      state(input);
    }
    for (const input of ['x', 1, [], slicer, {}]) check(input);
  });
});
