// The message bodies the client posts on load. powerbi-models marks them deprecated for user
// code (use the *EmbedConfiguration interfaces) but they stay exported for compatibility.
import type { ContrastMode, Permissions, QnaMode, TokenType, ViewMode } from '../enums';
import type { IApplyBookmarkRequest } from './bookmarks';
import type { EventHooks } from './embed-configurations';
import type { IDatasetBinding, PageView } from './entities';
import type { ReportLevelFilters } from './filter-collections';
import type { IQnaSettings, ISettings } from './settings';
import type { ISlicer } from './slicers';
import type { IReportTheme } from './theme';

/**
 * Body of a report load.
 * @deprecated Use IReportEmbedConfiguration.
 */
export interface IReportLoadConfiguration {
  accessToken: string;
  id: string;
  groupId?: string;
  settings?: ISettings;
  pageName?: string;
  filters?: ReportLevelFilters[];
  slicers?: ISlicer[];
  permissions?: Permissions;
  viewMode?: ViewMode;
  tokenType?: TokenType;
  bookmark?: IApplyBookmarkRequest;
  theme?: IReportTheme;
  embedUrl?: string;
  datasetBinding?: IDatasetBinding;
  contrastMode?: ContrastMode;
  eventHooks?: EventHooks;
}

/**
 * Body of a dashboard load.
 * @deprecated Use IDashboardEmbedConfiguration.
 */
export interface IDashboardLoadConfiguration {
  accessToken: string;
  id: string;
  groupId?: string;
  pageView?: PageView;
  tokenType?: TokenType;
  embedUrl?: string;
}

/**
 * Body of a tile load.
 * @deprecated Use ITileEmbedConfiguration.
 */
export interface ITileLoadConfiguration {
  accessToken: string;
  id: string;
  dashboardId: string;
  groupId?: string;
  tokenType?: TokenType;
  width?: number;
  height?: number;
}

/**
 * Body of a Q&A load.
 * @deprecated Use IQnaEmbedConfiguration.
 */
export interface ILoadQnaConfiguration {
  accessToken: string;
  datasetIds: string[];
  groupId?: string;
  question?: string;
  viewMode?: QnaMode;
  settings?: IQnaSettings;
  tokenType?: TokenType;
}
