import { requestFullscreen, type FullscreenReport } from './request-fullscreen.ts';

/** What the toolbar asks of the embedded report: the embed-client `Report` methods it calls. */
export interface ToolbarReport extends FullscreenReport {
  print(): Promise<unknown>;
  refresh(): Promise<unknown>;
  reload(): Promise<unknown>;
  config: { pageName?: string; bookmark?: unknown; filters?: unknown; slicers?: unknown };
}

/** One control of the report toolbar. */
export interface ReportAction {
  name: 'fullscreen' | 'print' | 'refresh' | 'reset';
  /** The button's text and accessible name. */
  label: string;
  /** What the person reads when the call fails (the error itself goes to the console). */
  failure: string;
  /** What the person hears once the call has been accepted; none where the result shows itself. */
  done?: string;
  run(report: ToolbarReport): Promise<unknown>;
}

/**
 * Back to the report's default view: its default page without the filters, slicers or bookmark
 * of the session. A `reload()` of the report without the load's page (or filters, slicers,
 * bookmark) is the one call of the reference API that gives that for the page too: a captured
 * bookmark state would restore the page the report was opened on (a link's `?page=`), and
 * `resetPersistentFilters()` only drops filters saved across sessions, which the viewer does not
 * turn on. The report reloads in the same frame with the current token.
 */
function resetToDefaultView(report: ToolbarReport): Promise<unknown> {
  const config = report.config;
  delete config.pageName;
  delete config.bookmark;
  delete config.filters;
  delete config.slicers;
  return report.reload();
}

/** The toolbar's controls, in order: full screen, print, refresh the data, reset the view. */
export const REPORT_ACTIONS: readonly ReportAction[] = [
  {
    name: 'fullscreen',
    label: 'Full screen',
    failure: 'The report could not be shown full screen: this browser window does not allow it.',
    run: (report) => requestFullscreen(report),
  },
  {
    name: 'print',
    label: 'Print',
    failure: 'The report could not be printed. Try again in a moment.',
    run: (report) => report.print(),
  },
  {
    name: 'refresh',
    label: 'Refresh data',
    failure: "The report's data could not be refreshed. Try again in a moment.",
    done: "The report's data is being refreshed.",
    run: (report) => report.refresh(),
  },
  {
    name: 'reset',
    label: 'Reset view',
    failure: 'The report could not be reset to its default view. Try again, or reload the page.',
    done: 'The report is back to its default view.',
    run: resetToDefaultView,
  },
];
