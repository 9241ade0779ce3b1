// Creating a report ends with the creation's frame showing the saved report: the host hands the
// container over from the Create (or QuickCreate) component to a Report in the same iframe.
import type { IEmbedConfigurationBase } from '../configurations';
import type { Embed } from '../embeds/embed';
import { Report } from '../embeds/report';
import { whenSettled } from '../when-settled';
import type { EmbedService } from './embed-service';

/**
 * When embedding a report over a report creation (Create or QuickCreate, which only `Service`
 * makes: it alone calls this), makes a `Report` the component of `element`, shown in the iframe the creation ran in, and loads it
 * at once when that iframe has loaded (the reference waited for another load event, and then posted
 * the creation again); `created` is detached as any replaced component is. Undefined otherwise.
 */
export function handOverToReport(
  service: EmbedService,
  created: Embed,
  element: HTMLElement,
  config: IEmbedConfigurationBase,
): Embed | undefined {
  if (config.type !== 'report' || !/^(quick)?create$/i.test(created.config.type as string)) return;
  const report = new Report(service, element, config, false, false, created.iframe);
  report.iframeLoaded = created.iframeLoaded;
  service.attach(element, report);
  whenSettled(report.load(), service.reportError);
  return report;
}
