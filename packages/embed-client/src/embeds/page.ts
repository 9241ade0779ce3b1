import type {
  DisplayOption,
  FiltersOperations,
  ICustomPageSize,
  IFilter,
  IPageBackground,
  IPageWallpaper,
  SectionVisibility,
} from '@org/embed-models';
import type { IFilterable } from './filterable';
import { bodyOf, frameRequest, type IHttpPostMessageResponse } from './frame-request';
import type { IReportNode } from './report';

/** What a page belongs to. */
export interface IPageNode {
  report: IReportNode;
  name: string;
}

/** A page of an embedded report; its methods act on that page in the frame. */
export class Page implements IPageNode, IFilterable {
  declare report: IReportNode;
  declare name: string;
  declare displayName?: string;
  declare isActive?: boolean;
  declare visibility?: SectionVisibility;
  declare defaultSize?: ICustomPageSize;
  declare mobileSize?: ICustomPageSize;
  declare defaultDisplayOption?: DisplayOption;
  declare background?: IPageBackground;
  declare wallpaper?: IPageWallpaper;

  constructor(
    report: IReportNode,
    name: string,
    displayName?: string,
    isActivePage?: boolean,
    visibility?: SectionVisibility,
    defaultSize?: ICustomPageSize,
    defaultDisplayOption?: DisplayOption,
    mobileSize?: ICustomPageSize,
    background?: IPageBackground,
    wallpaper?: IPageWallpaper,
  ) {
    this.report = report;
    this.name = name;
    this.displayName = displayName;
    this.isActive = isActivePage;
    this.visibility = visibility;
    this.defaultSize = defaultSize;
    this.mobileSize = mobileSize;
    this.defaultDisplayOption = defaultDisplayOption;
    this.background = background;
    this.wallpaper = wallpaper;
  }

  /** The page's filters. */
  getFilters(): Promise<IFilter[]> {
    return bodyOf(frameRequest(this.report, 'GET', this.filtersUrl()));
  }

  /** Adds, replaces or removes page filters (`FiltersOperations`). */
  updateFilters(operation: FiltersOperations, filters?: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    return frameRequest(this.report, 'POST', this.filtersUrl(), { filtersOperation: operation, filters });
  }

  /** Removes every page filter. */
  removeFilters(): Promise<IHttpPostMessageResponse<void>> {
    // FiltersOperations.RemoveAll
    return this.updateFilters(0);
  }

  /** Replaces the page's filters with `filters`. */
  setFilters(filters: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    return frameRequest(this.report, 'PUT', this.filtersUrl(), filters);
  }

  /** Makes this page the active page. */
  setActive(): Promise<IHttpPostMessageResponse<void>> {
    return frameRequest(this.report, 'PUT', '/report/pages/active', {
      name: this.name,
      displayName: null,
      isActive: true,
    });
  }

  /** Renames the page. */
  setDisplayName(displayName: string): Promise<IHttpPostMessageResponse<void>> {
    return frameRequest(this.report, 'PUT', `/report/pages/${this.name}/name`, { name: this.name, displayName });
  }

  private filtersUrl(): string {
    return `/report/pages/${this.name}/filters`;
  }
}
