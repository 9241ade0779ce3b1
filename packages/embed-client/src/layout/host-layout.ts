// Where a report's layout options (`responsiveLayout`, `autoHeight`) start and stop.
import type { HostedReport } from '../host/embed-host';
import { startAutoHeight } from './auto-height';
import { autoHeightEnabled, responsiveBreakpoint } from './layout-options';
import { startResponsiveLayout, type ResponsiveLayout } from './responsive-layout';

interface Attached {
  responsive?: ResponsiveLayout;
  stopAutoHeight?: () => void;
}

const attached = new WeakMap<HostedReport, Attached>();

/**
 * Applies `report.hostOptions`' layout options: called each time the report's configuration is
 * built (embed, and embed again on the same container), before it is completed. Starts what was
 * turned on, stops what was turned off; everything stops on reset (through `report.disposers`).
 * Reports only: a visual has no page layout of its own. Throws for an invalid option.
 */
export function attachHostLayout(report: HostedReport): void {
  if (report.embedtype !== 'report') return;
  const options = report.hostOptions ?? {};
  const breakpoint = responsiveBreakpoint(report.service.fail, options.responsiveLayout);
  const autoHeight = autoHeightEnabled(report.service.fail, options.autoHeight);
  let state = attached.get(report);
  if (!state) {
    if (breakpoint === undefined && !autoHeight) return;
    const own: Attached = (state = {});
    attached.set(report, own);
    report.disposers.push(() => {
      own.responsive?.dispose();
      own.stopAutoHeight?.();
      attached.delete(report);
    });
  }
  if (breakpoint !== undefined) {
    state.responsive ??= startResponsiveLayout(report);
    state.responsive.configure(breakpoint);
  } else {
    state.responsive?.dispose();
    state.responsive = undefined;
  }
  if (autoHeight) {
    state.stopAutoHeight ??= startAutoHeight(report);
  } else {
    state.stopAutoHeight?.();
    state.stopAutoHeight = undefined;
  }
}
