import type { BookmarksPlayMode, ICaptureBookmarkOptions, IReportBookmark } from '@org/embed-models';
import type { IEmbedConfigurationBase } from '../configurations';
import type { IService } from '../host/embed-host';
import type { HttpMethod } from '../transport';
import { bodyOf, frameRequest, type IHttpPostMessageResponse } from './frame-request';
import { unlessPaginated } from './refusals';

/** What `report.bookmarksManager` offers. */
export interface IBookmarksManager {
  getBookmarks(): Promise<IReportBookmark[]>;
  apply(bookmarkName: string): Promise<IHttpPostMessageResponse<void>>;
  play(playMode: BookmarksPlayMode): Promise<IHttpPostMessageResponse<void>>;
  capture(options?: ICaptureBookmarkOptions): Promise<IReportBookmark>;
  applyState(state: string): Promise<IHttpPostMessageResponse<void>>;
}

/** The bookmarks of an embedded report (`report.bookmarksManager`). Paginated reports refuse them. */
export class BookmarksManager implements IBookmarksManager {
  declare private readonly service: IService;
  declare private readonly config: IEmbedConfigurationBase;
  // What holds the iframe: the report, whose iframe a lazy or queued report creates later.
  declare private readonly holder: { iframe?: HTMLIFrameElement };

  constructor(
    service: IService,
    config: IEmbedConfigurationBase,
    iframe?: HTMLIFrameElement,
    /** @hidden The report the manager belongs to: its iframe, read at each request. */
    report: { iframe?: HTMLIFrameElement } = { iframe },
  ) {
    this.service = service;
    this.config = config;
    this.holder = report;
  }

  /** The report's bookmarks (folders have `children`). */
  getBookmarks(): Promise<IReportBookmark[]> {
    return bodyOf(this.request('GET', ''));
  }

  /** Applies the bookmark named `bookmarkName`. */
  apply(bookmarkName: string): Promise<IHttpPostMessageResponse<void>> {
    return this.request('POST', '/applyByName', { name: bookmarkName });
  }

  /** Starts (`BookmarksPlayMode.Presentation`) or stops (`Off`) the bookmarks slide show. */
  play(playMode: BookmarksPlayMode): Promise<IHttpPostMessageResponse<void>> {
    return this.request('POST', '/play', { playMode });
  }

  /** Captures the report's current view as a bookmark (its `state` can be applied later). */
  capture(options?: ICaptureBookmarkOptions): Promise<IReportBookmark> {
    return bodyOf(this.request('POST', '/capture', { options: options || {} }));
  }

  /** Applies a state captured with `capture`. */
  applyState(state: string): Promise<IHttpPostMessageResponse<void>> {
    return this.request('POST', '/applyState', { state });
  }

  private request<T = void>(method: HttpMethod, path: string, body?: unknown) {
    const node = { service: this.service, config: this.config, iframe: this.holder.iframe };
    return unlessPaginated(node) || frameRequest<T>(node, method, '/report/bookmarks' + path, body);
  }
}
