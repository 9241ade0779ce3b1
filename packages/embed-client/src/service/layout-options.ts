// Checks of the layout options (`responsiveLayout`, `autoHeight`) of IHostOptions: run when a report is
// configured (a wrong value throws from `embed`), before the layout's code has loaded.
import type { ResponsiveLayoutOptions } from '../host-options';
import type { ErrorMode } from '../host/error-mode';

// A value as an error message shows it: strings quoted, numbers (NaN, Infinity) and the rest as written.
const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/** The container width (CSS px) below which a responsive report shows its mobile layout, by default. */
export const DEFAULT_BREAKPOINT = 600;

/**
 * The breakpoint `responsiveLayout` asks for: undefined when it is off (absent or false),
 * DEFAULT_BREAKPOINT for `true` or `{}`, else `{ breakpoint }`. Throws (with `fail`, the service's
 * error mode) for anything else, naming the option and what was expected.
 */
export function responsiveBreakpoint(
  fail: ErrorMode['fail'],
  option: boolean | ResponsiveLayoutOptions | undefined,
): number | undefined {
  if (option === undefined || option === false) return undefined;
  if (option === true) return DEFAULT_BREAKPOINT;
  if (typeof option !== 'object' || option === null) {
    throw fail(`responsiveLayout: ${shown(option)} is not valid; expected true, false or { breakpoint }.`);
  }
  const { breakpoint } = option;
  if (breakpoint === undefined) return DEFAULT_BREAKPOINT;
  if (typeof breakpoint !== 'number' || !Number.isFinite(breakpoint) || breakpoint <= 0) {
    throw fail(
      `responsiveLayout.breakpoint: ${shown(breakpoint)} is not valid; expected a positive number of CSS pixels.`,
    );
  }
  return breakpoint;
}

/** Whether `autoHeight` is on; throws for anything but a boolean or undefined. */
export function autoHeightEnabled(fail: ErrorMode['fail'], option: unknown): boolean {
  if (option === undefined || typeof option === 'boolean') return option === true;
  throw fail(`autoHeight: ${shown(option)} is not valid; expected true or false.`);
}
