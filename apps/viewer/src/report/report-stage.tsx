import { useSyncExternalStore } from 'react';
import { DashboardReport } from '../dashboard/dashboard-report.tsx';
import type { RenewToken } from '../dashboard/use-dashboards.ts';
import { LG_MEDIA_QUERY } from '../responsive/breakpoints.ts';
import { useMediaQuery } from '../responsive/use-media-query.ts';
import { REPORT_STAGE_ID, reportStage } from './report-stage-store.ts';
import { useSlotRect } from './use-slot-rect.ts';
import './report-stage.css';

// Off the dashboard screen nothing asks for a token.
const noRenewal: RenewToken = () => Promise.reject(new Error('No dashboard is shown.'));

/**
 * The report frame's home for the life of the page, outside the routes, so that one frame serves
 * the login screen and the dashboard screen: it boots (hidden) as soon as the app starts, while the
 * person signs in or the dashboard list loads, and the dashboard screen's report area shows it in
 * place (the stage lies over the area, which owns it for assistive technology with `aria-owns`).
 * A frame is never moved in the document (that would load it again). Below the tablet breakpoint
 * there is no frame at all, as no report loads there.
 */
export function ReportStage() {
  const { request, generation } = useSyncExternalStore(reportStage.subscribe, reportStage.snapshot);
  const wideEnough = useMediaQuery(LG_MEDIA_QUERY);
  const place = useSlotRect(request?.slot);
  if (!wideEnough) return null;
  return (
    <div id={REPORT_STAGE_ID} className="report-stage" style={place} hidden={!place || !request?.dashboard}>
      <DashboardReport
        key={generation}
        dashboard={request?.dashboard}
        pageName={request?.pageName}
        onPageChange={request?.onPageChange}
        renewToken={request?.renewToken ?? noRenewal}
      />
    </div>
  );
}
