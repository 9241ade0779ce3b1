import type {
  LayoutType,
  DisplayOption,
  ICustomPageSize,
  IPageBackground,
  IPageWallpaper,
  IVisual,
  PageSizeType,
  SectionVisibility,
  VisualContainerDisplayMode,
} from '@org/embed-models';
import { filterRequests, type FilterRequests } from './filter-requests';
import { FilterTarget } from './filter-target';
import { bodyOf, frameRequest, type IHttpPostMessageResponse } from './frame-request';
import { notFound, unlessPaginated } from './refusals';
import type { IPageNode, IReportNode, LaidOutReport } from '../host/embed-host';
import { VisualDescriptor } from './visual-descriptor';
import type { PluginMembers } from '../plugin-members';

// Typed as plugins extend it: powerbi-report-authoring's `declare module 'page'` lands here.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface Page extends PluginMembers<typeof import('page'), 'Page', import('page').Page> {}

/** A page of an embedded report; its methods act on that page in the frame. */
export class Page extends FilterTarget implements IPageNode {
  report: IReportNode;
  name: string;
  displayName?: string;
  isActive?: boolean;
  visibility?: SectionVisibility;
  defaultSize?: ICustomPageSize;
  mobileSize?: ICustomPageSize;
  defaultDisplayOption?: DisplayOption;
  background?: IPageBackground;
  wallpaper?: IPageWallpaper;

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
    super();
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

  /** Deletes the page (edit mode). */
  delete(): Promise<void> {
    return bodyOf(frameRequest<void>(this.report, 'DELETE', this.url(), {}));
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
    return frameRequest(this.report, 'PUT', this.url('/name'), { name: this.name, displayName });
  }

  /** The page's visuals. */
  getVisuals(): Promise<VisualDescriptor[]> {
    return this.findVisuals(() => true);
  }

  /** The visual named `visualName`; rejects with `PowerBIEntityNotFound` when there is none. */
  getVisualByName(visualName: string): Promise<VisualDescriptor> {
    return this.findVisuals((visual) => visual.name === visualName).then(([visual]) => visual || notFound(this.report));
  }

  /** The page's slicers (visuals of type `slicer`). */
  getSlicers(): Promise<VisualDescriptor[]> {
    return this.findVisuals((visual) => visual.type === 'slicer');
  }

  /** True when the page has a layout of that type (for example `LayoutType.MobilePortrait`). */
  hasLayout(layoutType: LayoutType): Promise<boolean> {
    // The frame expects the enum member's name (`MobilePortrait`), not its number (LayoutType's names,
    // by number: the enum object itself would be one more thing every page with a report bundles).
    const name = ['Master', 'Custom', 'MobilePortrait', 'MobileLandscape'][layoutType];
    return unlessPaginated(this.report) || bodyOf(this.get(this.url('/layoutTypes/' + name)));
  }

  // Pages are created by a Report, whose layout methods they delegate to (hence the casts).

  /** Shows or hides a visual of the page (see `Report.setVisualDisplayState`). */
  setVisualDisplayState(
    visualName: string,
    displayState: VisualContainerDisplayMode,
  ): Promise<IHttpPostMessageResponse<void>> {
    return (this.report as LaidOutReport).setVisualDisplayState(this.name, visualName, displayState);
  }

  /** Moves a visual of the page (see `Report.moveVisual`). */
  moveVisual(visualName: string, x: number, y: number, z?: number): Promise<IHttpPostMessageResponse<void>> {
    return (this.report as LaidOutReport).moveVisual(this.name, visualName, x, y, z);
  }

  /** Resizes a visual of the page (see `Report.resizeVisual`). */
  resizeVisual(visualName: string, width: number, height: number): Promise<IHttpPostMessageResponse<void>> {
    return (this.report as LaidOutReport).resizeVisual(this.name, visualName, width, height);
  }

  /** Resizes the page, which must be the active page (see `Report.resizeActivePage`). */
  resizePage(pageSizeType: PageSizeType, width?: number, height?: number): Promise<IHttpPostMessageResponse<void>> {
    return this.isActive
      ? (this.report as LaidOutReport).resizeActivePage(pageSizeType, width, height)
      : (this.report as LaidOutReport).service.refuse('Cannot resize the page. Only the active page can be resized');
  }

  private url(path = ''): string {
    return `/report/pages/${this.name}${path}`;
  }

  private get<T>(url: string) {
    return frameRequest<T>(this.report, 'GET', url);
  }

  protected override filters(): FilterRequests {
    return filterRequests(this.report, this.url('/filters'));
  }

  private findVisuals(test: (visual: IVisual) => boolean): Promise<VisualDescriptor[]> {
    return (
      unlessPaginated(this.report) ||
      bodyOf(this.get<IVisual[]>(this.url('/visuals'))).then((visuals) =>
        visuals
          .filter(test)
          .map((visual) => new VisualDescriptor(this, visual.name, visual.title, visual.type, visual.layout!)),
      )
    );
  }
}
