// responsiveLayout: a report shows its mobile layout while its container is narrower than a
// breakpoint and its desktop layout otherwise. The frame does not switch between the two kinds
// live (Report.switchLayout refuses it, as powerbi-client does), so a switch is what
// `powerbi.embed(sameElement, configWithTheOtherLayout)` does: the same frame gets a new
// `/report/load` with the other `settings.layoutType`. That is a report reload: it costs a load
// (not a frame boot), and the report's state that is not in the configuration (page, filters,
// selections changed since the load) goes back to the configuration's.
import type { IReportEmbedConfiguration, LayoutType } from '@org/embed-models';
import type { HostedReport } from '../host/embed-host';
import { observeSize } from './container-size';
import type { LayoutState } from './layout-state';

/** How long the width has to stay put before a switch (ms). */
const DEBOUNCE_MS = 150;

// LayoutType.MobilePortrait and MobileLandscape.
const isMobile = (layoutType?: LayoutType) => layoutType === 2 || layoutType === 3;

// The embed URL the configuration had before populateConfig and configChanged appended their
// parameters (in this order: language, formatLocale, registerQueryCallback, isMobile), so that
// building the configuration again appends each of them once.
function embedUrlAsGiven(report: HostedReport): string {
  const config = report.config;
  let url = config.embedUrl ?? '';
  const drop = (name: string, value: unknown) => {
    if (value == null || value === '') return;
    for (const separator of ['&', '?']) {
      const suffix = `${separator}${name}=${String(value)}`;
      if (url.endsWith(suffix)) {
        url = url.slice(0, -suffix.length);
        return;
      }
    }
  };
  drop('isMobile', isMobile(config.settings?.layoutType) ? 'true' : undefined);
  drop('registerQueryCallback', report.eventHooks?.applicationContextProvider ? 'true' : undefined);
  const locale = config.settings?.localeSettings;
  drop('formatLocale', locale?.formatLocale);
  drop('language', locale?.language);
  return url;
}

/**
 * Starts the responsive layout of `report` (its first layout was chosen when it was configured, see
 * service/report-layout-feature.ts): a ResizeObserver on its container (debounced) switches the
 * layout when the width crosses `state.breakpoint`, once the report has loaded and while no switch
 * is loading. A switch never changes the container's width, so it cannot cause another one.
 * Returns the stop, which also drops a pending switch.
 */
export function startResponsiveLayout(report: HostedReport, state: LayoutState): () => void {
  const element = report.element;
  /** True from a switch until the frame answers its load (`loaded` or `error`). */
  let switching = false;
  let loaded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const switchTo = (layoutType: LayoutType) => {
    const config = report.config as IReportEmbedConfiguration;
    const next: IReportEmbedConfiguration = {
      ...config,
      embedUrl: embedUrlAsGiven(report),
      settings: { ...config.settings, layoutType },
    };
    if (report.eventHooks) next.eventHooks = report.eventHooks;
    // Set by bootstrap for the first load only; a caller's re-embed does not carry it.
    delete (next as { bootstrapped?: boolean }).bootstrapped;
    switching = true;
    state.applying = true;
    try {
      report.service.embed(element, next);
    } catch (error) {
      switching = false;
      report.service.reportError(error);
    } finally {
      state.applying = false;
    }
  };

  const evaluate = () => {
    timer = undefined;
    if (!loaded || switching) return;
    const width = state.width();
    if (!width) return; // not rendered: nothing to decide on
    const mobile = isMobile(report.config.settings?.layoutType);
    if (width < state.breakpoint! !== mobile) switchTo(mobile ? state.desktopLayout : state.mobileLayout);
  };

  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(evaluate, DEBOUNCE_MS);
  };

  const onLoaded = () => {
    loaded = true;
    switching = false;
    schedule(); // the width may have crossed while the load was on its way
  };
  const onError = () => {
    switching = false;
  };
  element.addEventListener('loaded', onLoaded);
  element.addEventListener('error', onError);
  const unobserve = observeSize(element, schedule);
  // The report loaded before this code had: as if its `loaded` had been heard.
  if (state.loaded) onLoaded();

  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    element.removeEventListener('loaded', onLoaded);
    element.removeEventListener('error', onError);
    unobserve();
  };
}
