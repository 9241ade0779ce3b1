// Creating a report ends with the creation's frame showing the saved report: the host hands the
// container over from the Create (or QuickCreate) component to a Report in the same iframe.
import type { IEmbedConfigurationBase } from '../configurations';
import type { Embed } from '../embeds/embed';
import { whenSettled } from '../when-settled';
import type { EmbedComponentClass } from './component-registry';
import type { EmbedService } from './embed-service';

/** True when embedding `type` over `existing` is the hand-over from a report creation to its report. */
export function isReportHandOver(type: string, existing: Embed): boolean {
  return type === 'report' && /^(quick)?create$/i.test(existing.config.type as string);
}

/**
 * Makes a `Report` the component of `element`, shown in the iframe `created` ran in, and loads it at
 * once when that iframe has loaded (the reference waited for another load event, and then posted
 * the creation again). `created` is detached as any replaced component is.
 */
export function handOverToReport(
  service: EmbedService,
  Report: EmbedComponentClass,
  created: Embed,
  element: HTMLElement,
  config: IEmbedConfigurationBase,
): Embed {
  const report = new Report(service, element, config, false, false, created.iframe);
  report.iframeLoaded = created.iframeLoaded;
  service.attach(element, report);
  whenSettled(report.load(), service.reportError);
  return report;
}
