import type {
  BackgroundType,
  BrowserPrintAdjustmentsMode,
  HyperlinkClickBehavior,
  LayoutType,
  PageNavigationPosition,
} from '../enums';
import type { Extensions } from './extensions';
import type { ICustomLayout } from './layout';
import type { IPaginatedReportsCommandsSettings } from './paginated-report';
import type { ICommandsSettings, IVisualSettings } from './visual-settings';

/** UI language and number/date format locale. */
export interface ILocaleSettings {
  language?: string;
  formatLocale?: string;
}

/** Printing options. */
export interface IPrintSettings {
  browserPrintAdjustmentsMode?: BrowserPrintAdjustmentsMode;
}

/** Report settings, at load time and through `updateSettings`. */
export interface ISettings {
  authoringHintsEnabled?: boolean;
  background?: BackgroundType;
  bars?: IReportBars;
  bookmarksPaneEnabled?: boolean;
  commands?: ICommandsSettings[] | IPaginatedReportsCommandsSettings;
  customLayout?: ICustomLayout;
  extensions?: Extensions;
  filterPaneEnabled?: boolean;
  hideErrors?: boolean;
  hyperlinkClickBehavior?: HyperlinkClickBehavior;
  layoutType?: LayoutType;
  navContentPaneEnabled?: boolean;
  panes?: IReportPanes;
  persistentFiltersEnabled?: boolean;
  personalBookmarksEnabled?: boolean;
  useCustomSaveAsDialog?: boolean;
  visualRenderedEvents?: boolean;
  visualSettings?: IVisualSettings;
  localeSettings?: ILocaleSettings;
  zoomLevel?: number;
  printSettings?: IPrintSettings;
}

/** Something that can be shown or hidden. */
export interface IHideable {
  visible?: boolean;
}

/** Something that can be expanded or collapsed. */
export interface ICollapsible {
  expanded?: boolean;
}

/** The report's bars. */
export interface IReportBars {
  actionBar?: IActionBar;
  statusBar?: IStatusBar;
}

/** The action bar. */
export interface IActionBar extends IHideable {}

/** The status bar. */
export interface IStatusBar extends IHideable {}

/** Panes every embed type has. */
export interface IPanes {
  filters?: IFiltersPane;
}

/** Panes of a report. */
export interface IReportPanes extends IPanes {
  bookmarks?: IBookmarksPane;
  fields?: IFieldsPane;
  pageNavigation?: IPageNavigationPane;
  selection?: ISelectionPane;
  syncSlicers?: ISyncSlicersPane;
  visualizations?: IVisualizationsPane;
}

/** Panes of a Q&A embed. */
export interface IQnaPanes extends IPanes {}

export interface IBookmarksPane extends IHideable {}
export interface IFieldsPane extends ICollapsible, IHideable {}
export interface IFiltersPane extends ICollapsible, IHideable {}
export interface ISelectionPane extends IHideable {}
export interface ISyncSlicersPane extends IHideable {}
export interface IVisualizationsPane extends ICollapsible, IHideable {}

/** The page tabs. */
export interface IPageNavigationPane extends IHideable {
  position?: PageNavigationPosition;
}

/** Settings of a Q&A embed. */
export interface IQnaSettings {
  filterPaneEnabled?: boolean;
  hideErrors?: boolean;
  localeSettings?: ILocaleSettings;
  panes?: IQnaPanes;
}
