import type { DisplayOption, PageSizeType, ReportAlignment, VisualContainerDisplayMode } from '../enums';

/** A page size preset. */
export interface IPageSize {
  type: PageSizeType;
}

/** A page size with explicit dimensions (used with `PageSizeType.Custom`). */
export interface ICustomPageSize extends IPageSize {
  width?: number;
  height?: number;
}

/** Custom layouts keyed by page name. */
export type PagesLayout = {
  [key: string]: IPageLayout;
};

/** Visual layouts keyed by visual name. */
export type VisualsLayout = {
  [key: string]: IVisualLayout;
};

/** The layout of one page in a custom layout. */
export interface IPageLayout {
  defaultLayout?: IVisualLayout;
  visualsLayout: VisualsLayout;
}

/** Position, size and visibility of one visual container. */
export interface IVisualLayout {
  x?: number;
  y?: number;
  z?: number;
  width?: number;
  height?: number;
  displayState?: IVisualContainerDisplayState;
}

/** Whether a visual container is shown. */
export interface IVisualContainerDisplayState {
  mode: VisualContainerDisplayMode;
}

/** `settings.customLayout`: page size, scaling and per-visual placement. */
export interface ICustomLayout {
  pageSize?: IPageSize;
  displayOption?: DisplayOption;
  pagesLayout?: PagesLayout;
  reportAlignment?: ReportAlignment;
}
