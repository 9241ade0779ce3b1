// The report layout (`responsiveLayout`, `autoHeight`) as a feature of a service. Here is only what
// must happen when a report is configured: its options are checked (a wrong one throws from
// `embed`), and a responsive report gets the layout its container's width asks for, so that its
// first load needs no switch. The observers, the switches and the sizing (src/layout/) are loaded on
// the first report that has one of the options on; a `loaded` heard meanwhile is kept for them.
import type { LayoutType } from '@org/embed-models';
import type { HostedReport, HostFeature, InitialLayout } from '../host/embed-host';
import type { LayoutState } from '../layout/layout-state';
import { chunkLoader } from './chunk-loader';
import { autoHeightEnabled, responsiveBreakpoint } from './layout-options';

const states = new WeakMap<HostedReport, LayoutState>();

const layoutChunk = /* @__PURE__ */ chunkLoader(() => import('../layout/report-layout'));

// LayoutType.MobilePortrait and MobileLandscape.
const isMobile = (layoutType?: LayoutType) => layoutType === 2 || layoutType === 3;

const px = (value: string) => parseFloat(value) || 0;

/** The width of `element`'s content box in CSS px (0 while it is not rendered). */
function contentWidth(element: HTMLElement): number {
  if (!element.isConnected) return 0;
  const style = getComputedStyle(element);
  return Math.max(0, element.clientWidth - px(style.paddingLeft) - px(style.paddingRight));
}

/**
 * Takes the configuration's layouts (the desktop one: Master unless it named a desktop layout; the
 * mobile one: MobilePortrait unless it named a mobile layout) and sets the one the container's
 * width asks for.
 */
function chooseLayout(report: HostedReport, state: LayoutState, breakpoint: number): void {
  const config = report.config;
  const given = config.settings?.layoutType;
  state.desktopLayout = isMobile(given) ? 0 : (given ?? 0);
  state.mobileLayout = isMobile(given) ? given! : 2;
  const width = contentWidth(report.element);
  if (width && width < breakpoint !== isMobile(given)) {
    const layoutType = width < breakpoint ? state.mobileLayout : state.desktopLayout;
    config.settings = { ...config.settings, layoutType };
    // populateConfig took the layout switchLayout compares with before this ran.
    (report as HostedReport & InitialLayout).initialLayoutType = layoutType;
  }
}

/**
 * Applies `report.hostOptions`' layout options: called each time the report's configuration is
 * built (embed, and embed again on the same container), before it is completed. Starts what was
 * turned on, stops what was turned off; everything stops on reset (through `report.disposers`).
 * Reports only: a visual has no page layout of its own. Throws for an invalid option.
 */
function attach(report: HostedReport): void {
  if (report.embedtype !== 'report') return;
  const { element, service } = report;
  const options = report.hostOptions ?? {};
  const breakpoint = responsiveBreakpoint(service.fail, options.responsiveLayout);
  const autoHeight = autoHeightEnabled(service.fail, options.autoHeight);
  let state = states.get(report);
  if (!state) {
    if (breakpoint === undefined && !autoHeight) return;
    const own: LayoutState = (state = {
      autoHeight,
      desktopLayout: 0,
      mobileLayout: 2,
      applying: false,
      loaded: false,
      width: () => contentWidth(element),
    });
    const onLoaded = () => (own.loaded = true);
    element.addEventListener('loaded', onLoaded);
    states.set(report, own);
    report.disposers.push(() => {
      element.removeEventListener('loaded', onLoaded);
      own.responsive?.();
      own.stopAutoHeight?.();
      states.delete(report);
    });
  }
  // A load follows this configuration: what starts now waits for its `loaded`.
  state.loaded = false;
  state.breakpoint = breakpoint;
  state.autoHeight = autoHeight;
  if (breakpoint !== undefined && !state.applying) chooseLayout(report, state, breakpoint);
  // The height autoHeight gives back: the one the container had when it was turned on.
  if (!state.stopAutoHeight) state.heightBefore = autoHeight ? (state.heightBefore ?? element.style.height) : undefined;
  if (layoutChunk.loaded) return layoutChunk.loaded.applyLayout(report, state);
  const current = state;
  layoutChunk.load().then(({ applyLayout }) => {
    // Reset or replaced while the layout was loading: nothing to start.
    if (states.get(report) === current) applyLayout(report, current);
  }, service.reportError);
}

/** `responsiveLayout` and `autoHeight` of reports, for `new EmbedService({ features: [reportLayout] })`; `Service` has it. */
export const reportLayout: HostFeature = { layout: { attach } };
