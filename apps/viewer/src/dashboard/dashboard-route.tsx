import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { readSessionToken } from '../auth/session-cookie.ts';
import { sessionExit } from '../auth/session-exit.ts';
import { viewerConfig } from '../config/viewer-config.ts';
import { LoadingStatus } from '../loading/loading-status.tsx';
import {
  readRememberedDashboard,
  writeRememberedDashboard,
} from '../remembered-dashboard/remembered-dashboard-storage.ts';
import { sessionAccountOf } from '../remembered-dashboard/session-account.ts';
import { ReportToolbar } from '../report-toolbar/report-toolbar.tsx';
import { dashboardHref } from '../report/dashboard-href.ts';
import { REPORT_STAGE_ID, reportStage, type ReportPageListener } from '../report/report-stage-store.ts';
import { Sidebar } from '../sidebar/sidebar.tsx';
import { DashboardReport } from './dashboard-report.tsx';
import { ProblemDetails } from '../errors/problem-details.tsx';
import { LOAD_FAILED_TITLE, NO_DASHBOARD_TEXT } from './dashboard-texts.ts';
import { selectDashboardView } from './select-dashboard.ts';
import { useDashboardTitle } from './use-dashboard-title.ts';
import { useDashboards } from './use-dashboards.ts';
import './dashboard-screen.css';

/**
 * The dashboard screen (route `/dashboard/:id?`, spec §2): the sidebar and the report the id
 * names (the first one without an id). The list is fetched when the screen mounts, and the report
 * frame boots meanwhile; choosing another dashboard only changes the id, so the list is kept and
 * the next report is loaded into the same frame (see `DashboardReport`).
 *
 * The report's page is part of the URL (`?page=`, V-DAY-06): a link or a reload opens that page,
 * and the report's page changes replace the URL (no history entry each). Without an id the screen
 * opens the dashboard and page the account looked at last (V-DAY-07; the first dashboard when that
 * one is no longer listed). A page is only ever read together with its dashboard (`selectDashboardView`).
 */
export function Component() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Both ways out go through the one session exit: it leaves for '/' once, with the alert of the
  // reason (INVALID TOKEN for a 401, none for Log Out), whichever path notices first.
  const goToLogin = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  const leaveWithInvalidToken = useCallback(() => sessionExit.leave('unauthorized', goToLogin), [goToLogin]);

  const { state, retry, renewToken, freshest } = useDashboards(leaveWithInvalidToken);

  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = useCallback(() => {
    setLoggingOut(true);
    sessionExit.leave('loggedOut', goToLogin);
  }, [goToLogin]);

  // The content landmark is named by its heading: the report frame has a main landmark of its own.
  const headingId = useId();
  const dashboards = state.status === 'ready' ? state.dashboards : [];
  // Whose preferences: the signed-in account of the session (never shared between accounts).
  const account = useMemo(() => sessionAccountOf(readSessionToken()), []);
  const remembered = useMemo(
    () => (id ? undefined : readRememberedDashboard(account)),
    // Read again on each visit of /dashboard (a new location), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, account, location.key],
  );
  const view =
    state.status === 'ready'
      ? selectDashboardView(dashboards, id, new URLSearchParams(location.search).get('page'), remembered)
      : undefined;
  const shown = view?.dashboard;
  const shownPage = view?.pageName;
  const shownFresh = shown && freshest(shown);
  const shownId = shown?.report.id;
  useDashboardTitle(state, shown);

  // The dashboard now shown is the account's last one (on the page it was opened on).
  useEffect(() => {
    if (shownId)
      writeRememberedDashboard(account, { dashboardId: shownId, ...(shownPage ? { pageName: shownPage } : {}) });
    // Only when another dashboard is shown: its later pages are written as the report reports them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownId, account]);

  // The report's page goes into the URL of the history entry that shows it, replaced in place with
  // `history.replaceState`, not through the router: a router navigation would cancel one under way
  // (a sidebar click whose render React has not committed yet), undoing the click. The entry must
  // still be this dashboard's (its own path, or /dashboard while that shows it): once a click has
  // pushed the next dashboard's entry, a late page of the last report is dropped, never written
  // over the next report's URL. The router reads the URL again on back/forward and reload.
  const latest = useRef({ shownId, withoutId: !id });
  useLayoutEffect(() => {
    latest.current = { shownId, withoutId: !id };
  });
  const showPage = useCallback(
    (reportId: string, pageName: string | undefined) => {
      const now = latest.current;
      const { pathname, search } = window.location;
      const ownEntry = pathname === dashboardHref(reportId) || (now.withoutId && /^\/dashboard\/?$/.test(pathname));
      if (reportId !== now.shownId || !ownEntry) return;
      writeRememberedDashboard(account, { dashboardId: reportId, ...(pageName ? { pageName } : {}) });
      const target = dashboardHref(reportId, pageName);
      if (target !== pathname + search) window.history.replaceState(window.history.state, '', target);
    },
    [account],
  );
  const onPageChange: ReportPageListener = showPage;
  // Reset to the default view: the report's default page, which the URL then names by naming none.
  const onViewReset = useCallback(() => {
    if (shownId) showPage(shownId, undefined);
  }, [showPage, shownId]);

  // The report area. The report itself is on the page's report stage (report-stage.tsx), booted
  // since the app started, which lies over this area; the area owns it for assistive technology.
  // The bench's baseline build (VITE_WARM_FRAME=0) shows the behaviour before issue 19 instead: no
  // frame until a dashboard is known, and a new frame, in this area, for each dashboard.
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (viewerConfig.warmFrame && slot) {
      return reportStage.show({ slot, dashboard: shownFresh, pageName: shownPage, onPageChange, renewToken });
    }
  }, [slot, shownFresh, shownPage, onPageChange, renewToken]);
  const reportArea = viewerConfig.warmFrame ? (
    // Owned only while it shows a report: a hidden stage is no part of the screen.
    <div ref={setSlot} className="report-slot" aria-owns={shownFresh ? REPORT_STAGE_ID : undefined} />
  ) : (
    shownFresh && (
      <DashboardReport
        key={shownFresh.report.id}
        dashboard={shownFresh}
        pageName={shownPage}
        onPageChange={onPageChange}
        renewToken={renewToken}
      />
    )
  );

  return (
    <div className="dashboard-screen">
      <Sidebar dashboards={dashboards} activeId={shown?.report.id} onLogOut={logOut} loggingOut={loggingOut} />
      <main className="dashboard-content" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? (
          <div className="dashboard-message">
            <h1 id={headingId} className="visually-hidden">
              Dashboards
            </h1>
            <LoadingStatus />
          </div>
        ) : state.status === 'failed' ? (
          <div className="dashboard-message dashboard-failure">
            <h1 id={headingId}>{LOAD_FAILED_TITLE}</h1>
            <p role="alert" className="alert">
              {state.message}
            </p>
            <ProblemDetails detail={state.detail} />
            <button type="button" className="button" onClick={retry}>
              Retry
            </button>
          </div>
        ) : shown ? (
          <h1 id={headingId} className="visually-hidden">
            {shown.report.name}
          </h1>
        ) : (
          <div className="dashboard-message">
            <h1 id={headingId} className="dashboard-empty">
              {NO_DASHBOARD_TEXT}
            </h1>
            <p className="dashboard-hint">
              {dashboards.length > 0
                ? 'Choose a dashboard from the list.'
                : 'No dashboards are assigned to your account yet.'}
            </p>
          </div>
        )}
        <div className="report-column">
          {shownFresh && (
            <ReportToolbar key={shownFresh.report.id} reportId={shownFresh.report.id} onViewReset={onViewReset} />
          )}
          <div className="report-place">{reportArea}</div>
        </div>
      </main>
    </div>
  );
}
