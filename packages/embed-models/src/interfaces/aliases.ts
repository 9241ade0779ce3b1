// Un-prefixed names for new code. Only where the plain name is free: many I-names
// (IBasicFilter, IVisualSelector, IFilter, ISelector, IExtensions...) have a class or another
// reference type under the plain name, so they keep only their reference name.
import type { IReportBookmark } from './bookmarks';
import type {
  IDatasetCreateConfiguration,
  IQuickCreateConfiguration,
  IReportCreateConfiguration,
} from './create-configurations';
import type {
  IDashboardEmbedConfiguration,
  IQnaEmbedConfiguration,
  IReportEmbedConfiguration,
  ITileEmbedConfiguration,
  IVisualEmbedConfiguration,
} from './embed-configurations';
import type { IPaginatedReportLoadConfiguration } from './paginated-report';
import type { ISettings } from './settings';
import type { ICustomTheme } from './theme';

export type ReportEmbedConfiguration = IReportEmbedConfiguration;
export type VisualEmbedConfiguration = IVisualEmbedConfiguration;
export type DashboardEmbedConfiguration = IDashboardEmbedConfiguration;
export type TileEmbedConfiguration = ITileEmbedConfiguration;
export type QnaEmbedConfiguration = IQnaEmbedConfiguration;
export type ReportCreateConfiguration = IReportCreateConfiguration;
export type QuickCreateConfiguration = IQuickCreateConfiguration;
export type DatasetCreateConfiguration = IDatasetCreateConfiguration;
export type PaginatedReportLoadConfiguration = IPaginatedReportLoadConfiguration;
export type ReportSettings = ISettings;
export type ReportBookmark = IReportBookmark;
export type CustomTheme = ICustomTheme;
