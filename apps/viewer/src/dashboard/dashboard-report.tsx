import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { models, type Embed, type ICustomEvent, type Report, type TokenRequest } from '@org/embed-client';
import { EmbedComponent } from '@org/react-embed';
import type { DashboardItem } from '../api/dashboards.ts';
import { viewerConfig } from '../config/viewer-config.ts';
import { ProblemDetails } from '../errors/problem-details.tsx';
import {
  REPORT_LOAD_FAILED,
  frameErrorDetail,
  frameFailureDetail,
  problemOfFrameError,
  type FrameErrorDetail,
  type ReportProblem,
} from '../report/report-problem.ts';
import { getReportService, onFrameFailure } from '../report/report-service.ts';
import type { ReportPageListener } from '../report/report-stage-store.ts';
import { shownReport } from '../report/shown-report-store.ts';
import { warmReportConfig } from '../report/warm-report-config.ts';
import type { RenewToken } from './use-dashboards.ts';
import './report-area.css';

/** The filter pane is hidden: collapsed and not visible (spec §2). Module scope: one object. */
const REPORT_SETTINGS = { panes: { filters: { expanded: false, visible: false } } };

/**
 * When `@org/embed-client` renews the embed token: 5 minutes before it expires (never before half
 * its remaining lifetime), a failure retried after 5 s, doubling up to 2 minutes.
 */
const TOKEN_REFRESH = { skewSeconds: 300, minBackoffMs: 5_000, maxBackoffMs: 120_000 };

/**
 * How long a chosen report may take to say `loaded` (or report an error) before the viewer acts:
 * it loads the report once more into a new frame, and after as long again says it could not be
 * loaded. Well above a real boot on a slow connection; a frame that never answers is the case.
 */
const LOAD_PATIENCE_MS = 15_000;

/** What a `pageChanged` event carries: the new page (a `Page` of embed-client). */
interface PageChangedDetail {
  newPage?: { name?: unknown };
}

/** What the frame has said went wrong with a report, and which report. */
interface ShownProblem {
  reportId: string;
  problem: ReportProblem;
  /** The technical detail, under 'Technical details' (and on the console). */
  detail: string;
}

/**
 * The report area of the dashboard screen: one report frame for the life of the screen.
 *
 * - Before a dashboard is known (the list is loading) the frame is booted at the report service's
 *   endpoint (`warmReportConfig`: a bootstrap), hidden, so that the first report is a load into a
 *   frame that is already up (`bootstrapped: true`).
 * - Another dashboard is loaded into the same frame (an in-place switch: no new iframe, no frame
 *   boot), with the newest token the viewer has for it. The SDK keeps the token fresh through
 *   `renewToken` (a new token reaches the report as a token update, not a new load).
 * - While no dashboard is shown (list loading or failed, an id that matches none) the frame stays,
 *   hidden.
 * - The frame's `error` events, and a load the frame refused, become a short message in the area
 *   (`report-problem.ts`) instead of a blank; it goes when the report (or another one) loads.
 * - A report is opened on `pageName` (the load's `pageName`), read together with its dashboard:
 *   a later `pageName` for the same report (the URL following the report's own page change) is
 *   not applied again. `onPageChange` hears the report's page changes once it has loaded, and the
 *   page it shows when it was opened on another (an unknown page name opens the default page).
 * - Once the frame says it loaded the report, the report is published in `shownReport` (for the
 *   toolbar); it is withdrawn when another report starts loading or a problem is shown.
 */
export function DashboardReport({
  dashboard,
  pageName,
  onPageChange,
  renewToken,
}: {
  dashboard: DashboardItem | undefined;
  pageName?: string;
  onPageChange?: ReportPageListener;
  renewToken: RenewToken;
}) {
  // The last dashboard shown, with the page it was asked for: hidden, not unloaded, while none is.
  const [kept, setKept] = useState({ dashboard, pageName });
  if (dashboard && dashboard !== kept.dashboard) setKept({ dashboard, pageName });
  const current = dashboard ?? kept.dashboard;
  const report = current?.report;
  // Read from the props when another dashboard comes (a render that sets `kept` keeps this render's memo).
  const keptPage = dashboard && dashboard !== kept.dashboard ? pageName : kept.pageName;

  const warm = useMemo(() => warmReportConfig(viewerConfig), []);
  const embedConfig = useMemo(
    () =>
      current
        ? {
            type: 'report' as const,
            id: current.report.id,
            embedUrl: current.report.url,
            accessToken: current.embedToken,
            tokenType: models.TokenType.Embed,
            settings: REPORT_SETTINGS,
            tokenRefresh: TOKEN_REFRESH,
            ...(keptPage ? { pageName: keptPage } : {}),
          }
        : warm,
    // A renewal changes the token the SDK holds, not this config: only another report re-embeds.
    // The page is read with the report: the URL that follows the report's page is not applied back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [report?.id, report?.url, warm],
  );
  const reportId = report?.id;
  const tokenProvider = useCallback((request: TokenRequest) => renewToken(reportId!, request), [renewToken, reportId]);

  const [shownProblem, setShownProblem] = useState<ShownProblem>();
  // The report whose load is under way, and the last one the frame said it loaded.
  const loading = useRef(reportId);
  const loaded = useRef<string | undefined>(undefined);
  const [loadedId, setLoadedId] = useState<string>();
  // The embed-client component (the same one across in-place switches, a new one in a new frame).
  const embed = useRef<Report | undefined>(undefined);
  const keepEmbed = useCallback((component: Embed) => {
    // A new component (a new frame) has loaded nothing yet: the toolbar waits for its `loaded`.
    if (embed.current === component) return;
    embed.current = component as Report;
    setLoadedId(undefined);
  }, []);
  const pageListener = useRef(onPageChange);
  useEffect(() => {
    pageListener.current = onPageChange;
  }, [onPageChange]);
  // The last report the frame answered for (loaded, or an error): a report without one is watched.
  const answered = useRef<string | undefined>(undefined);
  useEffect(() => {
    loading.current = reportId;
  }, [reportId]);
  const eventHandlers = useMemo(
    () => ({
      loaded: () => {
        const id = (loaded.current = answered.current = loading.current);
        setLoadedId(id);
        setShownProblem(undefined);
        // Opened on a page: the page it shows (another one when the frame did not know that page).
        const component = embed.current;
        const asked = component?.config.pageName;
        if (id && component && asked) {
          component.getActivePage().then(
            (page) => {
              if (loading.current === id && page.name !== asked) pageListener.current?.(id, page.name);
            },
            (error: unknown) => console.warn(`Report ${id}: its active page could not be read:`, error),
          );
        }
      },
      // Only once the report has loaded: a page change is then this report's, never the last one's.
      pageChanged: (event?: ICustomEvent<PageChangedDetail>) => {
        const id = loading.current;
        const name = event?.detail?.newPage?.name;
        if (id && loaded.current === id && typeof name === 'string' && name) pageListener.current?.(id, name);
      },
      rendered: () => setShownProblem(undefined),
      error: (event?: ICustomEvent<FrameErrorDetail>) => {
        const id = (answered.current = loading.current);
        const problem = id && problemOfFrameError(event?.detail, loaded.current === id);
        if (!id || !problem) return;
        const detail = frameErrorDetail(event?.detail);
        console.warn(`Report ${id}: ${detail}`);
        setShownProblem({ reportId: id, problem, detail });
      },
    }),
    [],
  );
  // A load the frame answered with an error status has no `error` event: the service hands it here.
  useEffect(
    () =>
      onFrameFailure((failure) => {
        const id = loading.current;
        if (id && loaded.current !== id) {
          answered.current = id;
          setShownProblem({ reportId: id, problem: REPORT_LOAD_FAILED, detail: frameFailureDetail(failure) });
        }
      }),
    [],
  );
  // A frame that never answers (it never finished booting, or the load went unanswered): one more
  // try in a new frame (a new component: the SDK resets the old one and embeds anew), then the message.
  const [frameKey, setFrameKey] = useState(0);
  const shownId = dashboard ? reportId : undefined;
  useEffect(() => {
    if (!shownId) return;
    let retried = false;
    const check = () => {
      if (answered.current === shownId) return;
      // A last resort, so it says when it acts: a silent retry hid a frame that never answered (T-DEADLINE-03).
      const waited = `${LOAD_PATIENCE_MS / 1000} s`;
      if (retried) {
        console.warn(
          `Report ${shownId}: no answer from its new frame either in ${waited}; showing that it could not be loaded.`,
        );
        return setShownProblem({
          reportId: shownId,
          problem: REPORT_LOAD_FAILED,
          detail: `The report frame did not answer in ${waited}, twice (the second time in a new frame).`,
        });
      }
      console.warn(`Report ${shownId}: its frame did not answer in ${waited}; loading it once more in a new frame.`);
      retried = true;
      setFrameKey((key) => key + 1);
      timer = setTimeout(check, LOAD_PATIENCE_MS);
    };
    let timer = setTimeout(check, LOAD_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [shownId]);

  // A frame that booted, or was loading, while the browser was offline keeps the browser's error
  // page for good: once the network is back it starts again in a new frame. A report already on
  // screen stays as it is.
  useEffect(() => {
    let stale = !navigator.onLine;
    const offline = () => {
      if (loaded.current === undefined || answered.current !== loading.current) stale = true;
    };
    const online = () => {
      if (!stale) return;
      stale = false;
      setFrameKey((key) => key + 1);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [frameKey]);

  const shown = shownProblem && shownProblem.reportId === reportId ? shownProblem : undefined;
  const problem = shown?.problem;
  // The toolbar's report: the shown report, loaded, with nothing wrong.
  const usable = dashboard && reportId && loadedId === reportId && !problem ? reportId : undefined;
  useEffect(() => {
    const component = embed.current;
    if (usable && component) return shownReport.publish({ reportId: usable, report: component });
  }, [usable]);

  if (!embedConfig) return null;
  return (
    <div className="report-area" hidden={!dashboard}>
      <EmbedComponent
        key={frameKey}
        embedConfig={embedConfig}
        tokenProvider={report ? tokenProvider : undefined}
        eventHandlers={eventHandlers}
        getEmbeddedComponent={keepEmbed}
        service={getReportService()}
        cssClassName={problem ? 'dashboard-report report-set-aside' : 'dashboard-report'}
        title={report?.name ?? 'Report'}
      />
      {problem && (
        <div className="report-problem" role="alert">
          <p className="report-problem-title">{problem.title}</p>
          <p className="report-problem-hint">{problem.hint}</p>
          <ProblemDetails detail={shown?.detail} />
        </div>
      )}
    </div>
  );
}
