import { describe, expect, it } from 'vitest';
import * as ours from '../../src/index';
import { expectSameResult } from './harness';
import { embedded, expectSameEmbedded, nonObjects } from './part-a-helpers';

const odd = [undefined, null, '', 'x', 0, 1, 2, 0.5, -1, NaN, Infinity, true, false, {}, [], ['x'], { a: 1 }];

describe('page, save-as, export data, custom theme, print settings', () => {
  it('page: name is a required string', () => {
    for (const name of odd) expectSameResult('validatePage', { name });
    for (const input of [...nonObjects, {}, { name: 'ReportSection1', displayName: 2 }])
      expectSameResult('validatePage', input);
    expect(ours.validatePage({})).toEqual([{ message: 'name is required' }]);
  });
  it('[M-CONFIG-26] save-as parameters: name is required', () => {
    for (const name of odd) expectSameResult('validateSaveAsParameters', { name });
    for (const input of [...nonObjects, {}, { name: 'Copy of report' }])
      expectSameResult('validateSaveAsParameters', input);
    expect(ours.validateSaveAsParameters({})).toEqual([{ message: 'name is required' }]);
    expect(ours.validateSaveAsParameters({ name: 'r' })).toBeUndefined();
  });
  it('[M-MSG-04] export data: rows number, exportDataType 0 or 1', () => {
    for (const value of odd) {
      expectSameResult('validateExportDataRequest', { rows: value });
      expectSameResult('validateExportDataRequest', { exportDataType: value });
      expectSameResult('validateExportDataRequest', { rows: value, exportDataType: 'x' });
    }
    for (const input of [...nonObjects, {}, { rows: 100, exportDataType: 1 }])
      expectSameResult('validateExportDataRequest', input);
    expect(ours.validateExportDataRequest({ rows: '10' })).toEqual([{ message: 'rows must be a number' }]);
  });
  it('[M-MSG-05] custom theme: themeJson must be an object', () => {
    for (const themeJson of odd) expectSameResult('validateCustomTheme', { themeJson });
    for (const input of [...nonObjects, {}, { themeJson: { name: 'dark', dataColors: ['#000'] } }]) {
      expectSameResult('validateCustomTheme', input);
    }
    expect(ours.validateCustomTheme({ themeJson: [] })).toEqual([{ message: 'themeJson must be an object' }]);
    expect(ours.validateCustomTheme('theme')).toEqual([{ message: 'input must be an object' }]);
  });
  it('[M-VALID-09] printSettings.browserPrintAdjustmentsMode must be 0 or 1', () => {
    for (const browserPrintAdjustmentsMode of odd)
      expectSameResult('validatePrintSettings', { browserPrintAdjustmentsMode });
    for (const input of [...nonObjects, {}]) expectSameResult('validatePrintSettings', input);
    expect(ours.validatePrintSettings({ browserPrintAdjustmentsMode: 2 })).toEqual([
      { message: 'browserPrintAdjustmentsMode property is invalid' },
    ]);
  });
  it('a report load theme is a custom theme', () => {
    const theme = embedded('validateReportLoad', 'theme');
    for (const input of [...odd, { themeJson: {} }, { themeJson: 'x' }]) expectSameEmbedded(theme, input);
  });
});

describe('validateZoomLevel', () => {
  it('[M-VALID-01] zoomLevel must be a number from 0.25 to 4', () => {
    const levels = [
      0.25,
      0.2499,
      0.24,
      0,
      -1,
      1,
      2.5,
      4,
      4.0001,
      5,
      100,
      NaN,
      Infinity,
      -Infinity,
      -0,
      '1',
      true,
      {},
      [],
      null,
      undefined,
    ];
    for (const level of levels) expectSameResult('validateZoomLevel', level);
    expect(ours.validateZoomLevel(5)).toEqual([{ message: 'undefined must be a number between 0.25 and 4' }]);
    expect(ours.validateZoomLevel(0.1)).toEqual([{ message: 'undefined must be a number between 0.25 and 4' }]);
    expect(ours.validateZoomLevel('1')).toEqual([{ message: 'undefined must be a number' }]);
    expect(ours.validateZoomLevel(0.25)).toBeUndefined();
    expect(ours.validateZoomLevel(4)).toBeUndefined();
  });
});
