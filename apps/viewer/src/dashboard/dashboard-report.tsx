import { useMemo } from 'react';
import { models } from '@org/embed-client';
import { EmbedComponent } from '@org/react-embed';
import type { DashboardItem } from '../api/dashboards.ts';

/** The filter pane is hidden: collapsed and not visible (spec §2). Module scope: one object. */
const REPORT_SETTINGS = { panes: { filters: { expanded: false, visible: false } } };

/**
 * One dashboard's report, embedded with its embed token and filling the content area. A new
 * token for the same report (a renewal) reaches the report as a token update, not a new load;
 * another report is loaded into the same frame.
 */
export function DashboardReport({ dashboard }: { dashboard: DashboardItem }) {
  const { report, embedToken } = dashboard;
  const embedConfig = useMemo(
    () => ({
      type: 'report' as const,
      id: report.id,
      embedUrl: report.url,
      accessToken: embedToken,
      tokenType: models.TokenType.Embed,
      settings: REPORT_SETTINGS,
    }),
    [report.id, report.url, embedToken],
  );
  return <EmbedComponent embedConfig={embedConfig} cssClassName="dashboard-report" title={report.name} />;
}
