import type { DashboardItem } from '../api/dashboards.ts';
import type { RenewToken } from '../dashboard/use-dashboards.ts';

/** What the dashboard screen asks of the report stage: where to show, and which dashboard. */
export interface StageRequest {
  /** The element of the report area; the stage lies over it. */
  slot: HTMLElement;
  /** The dashboard to show; undefined while the list loads, failed or names none. */
  dashboard: DashboardItem | undefined;
  /** The report page to open `dashboard` on (undefined: the report's default page). */
  pageName?: string;
  /** Told the page the shown report is on, after a page change in the report (see `ReportPageListener`). */
  onPageChange?: ReportPageListener;
  renewToken: RenewToken;
}

/**
 * Told which page report `reportId` shows, when the person changed it in the report, and when a
 * report opened on a page shows another one (an unknown page name: the report's default page).
 */
export type ReportPageListener = (reportId: string, pageName: string) => void;

/** What the stage renders: the screen's request (none off the dashboard screen) and a generation. */
export interface StageState {
  request: StageRequest | undefined;
  /**
   * Bumped when the dashboard screen goes (log-out, session end): the stage then starts a fresh
   * frame, so nothing of the last person's report stays in the page.
   */
  generation: number;
}

/** The id of the stage's element: the report area names it with `aria-owns`, so it is read in place. */
export const REPORT_STAGE_ID = 'report-stage';

let state: StageState = { request: undefined, generation: 0 };
const listeners = new Set<() => void>();

function set(next: StageState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`. */
export const reportStage = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): StageState => state,

  /**
   * The dashboard screen shows `request` on the stage; the returned function withdraws it (the
   * next request, if one follows at once, replaces it without a new frame). Withdrawn and not
   * replaced by the time the browser is idle again means the screen has gone.
   */
  show(request: StageRequest): () => void {
    set({ ...state, request });
    return () => {
      if (state.request !== request) return;
      set({ ...state, request: undefined });
      queueMicrotask(() => {
        if (!state.request) set({ request: undefined, generation: state.generation + 1 });
      });
    };
  },
};
