// responsiveLayout: a report shows its mobile layout while its container is narrower than a
// breakpoint and its desktop layout otherwise. The frame does not switch between the two kinds
// live (Report.switchLayout refuses it, as powerbi-client does), so a switch is what
// `powerbi.embed(sameElement, configWithTheOtherLayout)` does: the same frame gets a new
// `/report/load` with the other `settings.layoutType`. That is a report reload: it costs a load
// (not a frame boot), and the report's state that is not in the configuration (page, filters,
// selections changed since the load) goes back to the configuration's.
import type { IReportEmbedConfiguration, LayoutType } from '@org/embed-models';
import type { HostedReport, InitialLayout } from '../host/embed-host';
import { contentWidth, observeSize } from './container-size';

/** LayoutType.Master: the desktop layout when the configuration named a mobile one. */
const MASTER: LayoutType = 0;
/** LayoutType.MobilePortrait: the mobile layout when the configuration named a desktop one. */
const MOBILE_PORTRAIT: LayoutType = 2;
/** How long the width has to stay put before a switch (ms). */
const DEBOUNCE_MS = 150;

// LayoutType.MobilePortrait and MobileLandscape.
const isMobile = (layoutType?: LayoutType) => layoutType === 2 || layoutType === 3;

/** The responsive layout of one report; see {@link startResponsiveLayout}. */
export interface ResponsiveLayout {
  /**
   * Called each time the report's configuration is built, before it is completed and loaded:
   * takes the breakpoint and the configuration's layouts, and sets the layout the container's
   * width asks for (so the first load needs no switch). Does nothing for its own switches.
   */
  configure(breakpoint: number): void;
  /** Stops observing the container and drops a pending switch. */
  dispose(): void;
}

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
 * Starts the responsive layout of `report`: a ResizeObserver on its container (debounced) switches
 * the layout when the width crosses the breakpoint, once the report has loaded and while no switch
 * is loading. A switch never changes the container's width, so it cannot cause another one.
 */
export function startResponsiveLayout(report: HostedReport): ResponsiveLayout {
  const element = report.element;
  let breakpoint = 0;
  let desktopLayout: LayoutType = MASTER;
  let mobileLayout: LayoutType = MOBILE_PORTRAIT;
  /** True while our own re-embed builds the configuration (configure leaves it as it is). */
  let applying = false;
  /** True from a switch until the frame answers its load (`loaded` or `error`). */
  let switching = false;
  let loaded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const wantsMobile = (width: number) => width < breakpoint;

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
    applying = true;
    try {
      report.service.embed(element, next);
    } catch (error) {
      switching = false;
      report.service.reportError(error);
    } finally {
      applying = false;
    }
  };

  const evaluate = () => {
    timer = undefined;
    if (!loaded || switching) return;
    const width = contentWidth(element);
    if (!width) return; // not rendered: nothing to decide on
    const mobile = isMobile(report.config.settings?.layoutType);
    if (wantsMobile(width) !== mobile) switchTo(mobile ? desktopLayout : mobileLayout);
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

  return {
    configure(next) {
      breakpoint = next;
      if (applying) return;
      const config = report.config;
      const given = config.settings?.layoutType;
      desktopLayout = isMobile(given) ? MASTER : (given ?? MASTER);
      mobileLayout = isMobile(given) ? given! : MOBILE_PORTRAIT;
      const width = contentWidth(element);
      if (!width) return;
      if (wantsMobile(width) !== isMobile(given)) {
        const layoutType = wantsMobile(width) ? mobileLayout : desktopLayout;
        config.settings = { ...config.settings, layoutType };
        // populateConfig took the layout switchLayout compares with before this ran.
        (report as HostedReport & InitialLayout).initialLayoutType = layoutType;
      }
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      element.removeEventListener('loaded', onLoaded);
      element.removeEventListener('error', onError);
      unobserve();
    },
  };
}
