// The embed configuration types under the names powerbi-client exports them by.
import type * as models from '@org/embed-models';
import type { IHostOptions } from './host-options';

/** What we add to every configuration: `title` names the iframe for assistive technology; the host options (see host-options.ts) are never posted. */
export interface ITitledConfiguration extends IHostOptions {
  /** The iframe's `title` (like every config key, it is also posted to the frame with the load). */
  title?: string;
}

export type IBootstrapEmbedConfiguration = models.IBootstrapEmbedConfiguration & ITitledConfiguration;
export type IEmbedConfigurationBase = models.IEmbedConfigurationBase & ITitledConfiguration;
export type IEmbedConfiguration = models.IEmbedConfiguration & ITitledConfiguration;
export type IVisualEmbedConfiguration = models.IVisualEmbedConfiguration & ITitledConfiguration;
export type IReportEmbedConfiguration = models.IReportEmbedConfiguration & ITitledConfiguration;
export type IDashboardEmbedConfiguration = models.IDashboardEmbedConfiguration & ITitledConfiguration;
export type ITileEmbedConfiguration = models.ITileEmbedConfiguration & ITitledConfiguration;
export type IQnaEmbedConfiguration = models.IQnaEmbedConfiguration & ITitledConfiguration;
export type IQuickCreateConfiguration = models.IQuickCreateConfiguration & ITitledConfiguration;
export type IReportCreateConfiguration = models.IReportCreateConfiguration & ITitledConfiguration;
export type ILocaleSettings = models.ILocaleSettings;
export type IQnaSettings = models.IQnaSettings;
export type IEmbedSettings = models.ISettings;

/** Any configuration `service.embed` accepts. */
export type IComponentEmbedConfiguration =
  | IReportEmbedConfiguration
  | IDashboardEmbedConfiguration
  | ITileEmbedConfiguration
  | IVisualEmbedConfiguration
  | IQnaEmbedConfiguration;
