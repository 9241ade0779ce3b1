import { useCallback, useMemo } from 'react';
import { models, type TokenRequest } from '@org/embed-client';
import { EmbedComponent } from '@org/react-embed';
import type { DashboardItem } from '../api/dashboards.ts';
import type { RenewToken } from './use-dashboards.ts';

/** The filter pane is hidden: collapsed and not visible (spec §2). Module scope: one object. */
const REPORT_SETTINGS = { panes: { filters: { expanded: false, visible: false } } };

/**
 * When `@org/embed-client` renews the embed token: 5 minutes before it expires (never before half
 * its remaining lifetime), a failure retried after 5 s, doubling up to 2 minutes.
 */
const TOKEN_REFRESH = { skewSeconds: 300, minBackoffMs: 5_000, maxBackoffMs: 120_000 };

/**
 * One dashboard's report, embedded with its embed token and filling the content area. The SDK
 * keeps the token fresh through `renewToken` (a new token reaches the report as a token update,
 * not a new load); another report is loaded into the same frame, with the newest token the
 * viewer has for it.
 */
export function DashboardReport({ dashboard, renewToken }: { dashboard: DashboardItem; renewToken: RenewToken }) {
  const { report, embedToken } = dashboard;
  const embedConfig = useMemo(
    () => ({
      type: 'report' as const,
      id: report.id,
      embedUrl: report.url,
      accessToken: embedToken,
      tokenType: models.TokenType.Embed,
      settings: REPORT_SETTINGS,
      tokenRefresh: TOKEN_REFRESH,
    }),
    // A renewal changes the token the SDK holds, not this config: only another report re-embeds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [report.id, report.url],
  );
  const tokenProvider = useCallback((request: TokenRequest) => renewToken(report.id, request), [renewToken, report.id]);
  return (
    <EmbedComponent
      embedConfig={embedConfig}
      tokenProvider={tokenProvider}
      cssClassName="dashboard-report"
      title={report.name}
    />
  );
}
