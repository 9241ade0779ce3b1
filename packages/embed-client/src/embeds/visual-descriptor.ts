import type {
  ExportDataType,
  ICloneVisualRequest,
  ICloneVisualResponse,
  IExportDataResult,
  ISlicerState,
  ISortByVisualRequest,
  IVisualLayout,
  VisualContainerDisplayMode,
} from '@org/embed-models';
import type { HttpMethod } from '../transport';
import { filterRequests, type FilterRequests } from './filter-requests';
import { FilterTarget } from './filter-target';
import { bodyOf, frameRequest, type IHttpPostMessageResponse } from './frame-request';
import type { IPageNode, LaidOutReport } from '../host/embed-host';
import type { PluginMembers } from '../plugin-members';

/** What a visual descriptor is made of. */
export interface IVisualNode {
  name: string;
  title: string;
  type: string;
  layout: IVisualLayout;
  page: IPageNode;
}

// Typed as plugins extend it: powerbi-report-authoring's `declare module 'visualDescriptor'` lands here.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface VisualDescriptor
  extends PluginMembers<
    typeof import('visualDescriptor'),
    'VisualDescriptor',
    import('visualDescriptor').VisualDescriptor
  > {}

/** A visual on a page of an embedded report; its methods act on that visual in the frame. */
export class VisualDescriptor extends FilterTarget implements IVisualNode {
  page: IPageNode;
  name: string;
  title: string;
  type: string;
  layout: IVisualLayout;

  constructor(page: IPageNode, name: string, title: string, type: string, layout: IVisualLayout) {
    super();
    this.page = page;
    this.name = name;
    this.title = title;
    this.type = type;
    this.layout = layout;
  }

  /** The visual's data as CSV (`ExportDataType.Summarized` or `Underlying`, at most `rows` rows). */
  exportData(exportDataType?: ExportDataType, rows?: number): Promise<IExportDataResult> {
    // Both keys are sent, even when undefined.
    return bodyOf(this.request('POST', 'exportData', { rows, exportDataType }));
  }

  /** Sets the state of a slicer visual (`{ filters, targets? }`). */
  setSlicerState(state: ISlicerState): Promise<IHttpPostMessageResponse<void>> {
    return this.request('PUT', 'slicer', state);
  }

  /** The state of a slicer visual. */
  getSlicerState(): Promise<ISlicerState> {
    return bodyOf(this.request('GET', 'slicer'));
  }

  /** Copies the visual onto its page (edit mode); resolves the new visual and its name. */
  clone(request: ICloneVisualRequest = {}): Promise<ICloneVisualResponse> {
    return bodyOf(this.request('POST', 'clone', request));
  }

  /** Sorts the visual by a field (`{ orderBy, direction }`). */
  sortBy(request: ISortByVisualRequest): Promise<IHttpPostMessageResponse<void>> {
    return this.request('PUT', 'sortBy', request);
  }

  // Descriptors are created by a Report's pages, whose layout methods they delegate to (hence the casts).

  /** Moves the visual (see `Report.moveVisual`). */
  moveVisual(x: number, y: number, z?: number): Promise<IHttpPostMessageResponse<void>> {
    return (this.page.report as LaidOutReport).moveVisual(this.page.name, this.name, x, y, z);
  }

  /** Shows or hides the visual (see `Report.setVisualDisplayState`). */
  setVisualDisplayState(displayState: VisualContainerDisplayMode): Promise<IHttpPostMessageResponse<void>> {
    return (this.page.report as LaidOutReport).setVisualDisplayState(this.page.name, this.name, displayState);
  }

  /** Resizes the visual (see `Report.resizeVisual`). */
  resizeVisual(width: number, height: number): Promise<IHttpPostMessageResponse<void>> {
    return (this.page.report as LaidOutReport).resizeVisual(this.page.name, this.name, width, height);
  }

  protected override filters(): FilterRequests {
    return filterRequests(this.page.report, this.url('filters'));
  }

  private url(path: string): string {
    return `/report/pages/${this.page.name}/visuals/${this.name}/${path}`;
  }

  private request<T = void>(method: HttpMethod, path: string, body?: unknown) {
    return frameRequest<T>(this.page.report, method, this.url(path), body);
  }
}
