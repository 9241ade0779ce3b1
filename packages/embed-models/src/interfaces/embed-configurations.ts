import type { ContrastMode, Permissions, QnaMode, TokenType, ViewMode } from '../enums';
import type { IApplyBookmarkRequest } from './bookmarks';
import type { IDatasetBinding, PageView } from './entities';
import type { OnLoadFilters, ReportLevelFilters } from './filter-collections';
import type { IFilter } from './filters';
import type { ISettings } from './settings';
import type { ISlicer } from './slicers';
import type { IReportTheme } from './theme';

/** Callbacks the frame may invoke on the host. */
export interface EventHooks {
  // `Function` as in powerbi-models, so any callable the user already passes still type-checks.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  applicationContextProvider?: Function;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  accessTokenProvider?: Function;
}

/** What `bootstrap` needs before the access token is known. */
export interface IBootstrapEmbedConfiguration {
  hostname?: string;
  embedUrl?: string;
  settings?: ISettings;
  uniqueId?: string;
  type?: string;
  groupId?: string;
  bootstrapped?: boolean;
}

/** Base of every embed configuration: adds the token. */
export interface IEmbedConfigurationBase extends IBootstrapEmbedConfiguration {
  accessToken?: string;
  tokenType?: TokenType;
}

/**
 * Every field of every embed type in one bag.
 * @deprecated Use the configuration of the embed type (IReportEmbedConfiguration, ...).
 */
export interface IEmbedConfiguration extends IEmbedConfigurationBase {
  id?: string;
  settings?: ISettings;
  pageName?: string;
  filters?: IFilter[];
  pageView?: PageView;
  datasetId?: string;
  permissions?: Permissions;
  viewMode?: ViewMode;
  action?: string;
  dashboardId?: string;
  height?: number;
  width?: number;
  theme?: IReportTheme;
  slicers?: ISlicer[];
  bookmark?: IApplyBookmarkRequest;
  datasetBinding?: IDatasetBinding;
  contrastMode?: ContrastMode;
  eventHooks?: EventHooks;
}

/** Fields shared by report, dashboard and tile embeds. */
export interface ICommonEmbedConfiguration extends IEmbedConfigurationBase {
  id?: string;
  settings?: ISettings;
  action?: string;
  contrastMode?: ContrastMode;
  permissions?: Permissions;
}

/** Configuration for embedding a report. */
export interface IReportEmbedConfiguration extends ICommonEmbedConfiguration {
  filters?: ReportLevelFilters[] | OnLoadFilters;
  datasetBinding?: IDatasetBinding;
  bookmark?: IApplyBookmarkRequest;
  pageName?: string;
  slicers?: ISlicer[];
  viewMode?: ViewMode;
  theme?: IReportTheme;
  eventHooks?: EventHooks;
}

/** Configuration for embedding a single visual of a report page. */
export interface IVisualEmbedConfiguration extends IReportEmbedConfiguration {
  visualName: string;
  height?: number;
  width?: number;
}

/** Configuration for embedding a dashboard. */
export interface IDashboardEmbedConfiguration extends ICommonEmbedConfiguration {
  filters?: IFilter[];
  pageView?: PageView;
}

/** Configuration for embedding a dashboard tile. */
export interface ITileEmbedConfiguration extends IDashboardEmbedConfiguration {
  dashboardId: string;
  height?: number;
  width?: number;
}

/** Configuration for embedding Q&A. */
export interface IQnaEmbedConfiguration extends IEmbedConfigurationBase {
  datasetIds: string[];
  question?: string;
  viewMode?: QnaMode;
}
