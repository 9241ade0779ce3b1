import type { IEmbedConfiguration } from '@org/embed-client';
import type { ViewerConfig } from '../config/viewer-config.ts';

/**
 * The configuration that boots the report frame before the viewer knows which report to show:
 * the report service's embed endpoint with no report, token or id. Given to `<EmbedComponent>`,
 * it bootstraps the frame (`service.bootstrap`, as powerbi-client-react does for a config without
 * token); the report chosen later is loaded into that frame with `bootstrapped: true`.
 *
 * The embed URL is explicit, so embed-client does not build one from `hostname` (which it refuses
 * over plain http, as powerbi-client does): the local stack's frame is http on a loopback origin,
 * the Power BI service is `https://app.powerbi.com/reportEmbed`. Undefined when there is nothing
 * to warm: no endpoint configured, or the bench's baseline build.
 */
export function warmReportConfig(
  config: Pick<ViewerConfig, 'reportEmbedUrl' | 'warmFrame'>,
): IEmbedConfiguration | undefined {
  if (!config.warmFrame || !config.reportEmbedUrl) return undefined;
  return { type: 'report', embedUrl: config.reportEmbedUrl };
}
