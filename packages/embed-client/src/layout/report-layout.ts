// The report layout's code, loaded on the first report with `responsiveLayout` or `autoHeight`
// (service/report-layout-feature.ts). It imports nothing the rest of the package has, so a page
// that never loads it pays nothing for it.
import type { HostedReport } from '../host/embed-host';
import { startAutoHeight } from './auto-height';
import type { LayoutState } from './layout-state';
import { startResponsiveLayout } from './responsive-layout';

/** Starts or stops `report`'s responsive layout and auto height as `state` says they are now. */
export function applyLayout(report: HostedReport, state: LayoutState): void {
  if (state.breakpoint !== undefined) state.responsive ??= startResponsiveLayout(report, state);
  else {
    state.responsive?.();
    state.responsive = undefined;
  }
  if (state.autoHeight) state.stopAutoHeight ??= startAutoHeight(report, state);
  else {
    state.stopAutoHeight?.();
    state.stopAutoHeight = undefined;
  }
}
