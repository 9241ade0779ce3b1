import type { DisplayOption, SectionVisibility } from '../enums';
import type { ICustomPageSize, IVisualLayout } from './layout';

/** A report as named in events. */
export interface IReport {
  id: string;
  displayName: string;
}

/** Fill of a page background or wallpaper. */
export interface ICanvasStyle {
  color?: string;
  transparency?: number;
  hasImage?: boolean;
}

/** A page's background. */
export interface IPageBackground extends ICanvasStyle {}

/** A page's wallpaper (the area outside the canvas). */
export interface IPageWallpaper extends ICanvasStyle {}

/** A report page as the frame describes it. */
export interface IPage {
  name: string;
  displayName: string;
  isActive?: boolean;
  visibility?: SectionVisibility;
  defaultSize?: ICustomPageSize;
  mobileSize?: ICustomPageSize;
  defaultDisplayOption?: DisplayOption;
  background?: IPageBackground;
  wallpaper?: IPageWallpaper;
}

/** A visual on a page as the frame describes it. */
export interface IVisual {
  name: string;
  title: string;
  type: string;
  layout?: IVisualLayout;
  mobilePortraitLayout?: IVisualLayout;
}

/** Binds a report to another dataset at load time. */
export interface IDatasetBinding {
  datasetId: string;
}

/** How a dashboard is fitted into its container. */
export type PageView = 'fitToWidth' | 'oneColumn' | 'actualSize';
