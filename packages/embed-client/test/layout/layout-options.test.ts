import { describe, expect, it } from 'vitest';
import { Service } from '../../src/service/service';
import { autoHeightEnabled, DEFAULT_BREAKPOINT, responsiveBreakpoint } from '../../src/service/layout-options';

// A service's `fail` in the reference error mode.
const service = new Service().fail;

describe('layout options', () => {
  it('responsiveLayout: off when absent or false, the default breakpoint for true or {}, else its breakpoint', () => {
    expect(responsiveBreakpoint(service, undefined)).toBeUndefined();
    expect(responsiveBreakpoint(service, false)).toBeUndefined();
    expect(responsiveBreakpoint(service, true)).toBe(DEFAULT_BREAKPOINT);
    expect(responsiveBreakpoint(service, {})).toBe(600);
    expect(responsiveBreakpoint(service, { breakpoint: 720.5 })).toBe(720.5);
  });

  it('an invalid responsiveLayout is refused naming the option and what was expected', () => {
    for (const breakpoint of [-5, 0, Number.NaN, Infinity, '600'])
      expect(() => responsiveBreakpoint(service, { breakpoint } as never)).toThrow(
        /^responsiveLayout\.breakpoint: .* is not valid; expected a positive number of CSS pixels\.$/,
      );
    expect(() => responsiveBreakpoint(service, { breakpoint: Infinity })).toThrow('breakpoint: Infinity is not valid');
    expect(() => responsiveBreakpoint(service, { breakpoint: -5 })).toThrow(
      'responsiveLayout.breakpoint: -5 is not valid; expected a positive number of CSS pixels.',
    );
    expect(() => responsiveBreakpoint(service, 'yes' as never)).toThrow(
      'responsiveLayout: "yes" is not valid; expected true, false or { breakpoint }.',
    );
  });

  it('autoHeight: a boolean or nothing', () => {
    expect(autoHeightEnabled(service, undefined)).toBe(false);
    expect(autoHeightEnabled(service, false)).toBe(false);
    expect(autoHeightEnabled(service, true)).toBe(true);
    expect(() => autoHeightEnabled(service, 'true')).toThrow(
      'autoHeight: "true" is not valid; expected true or false.',
    );
  });
});
