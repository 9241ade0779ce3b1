// The elements' types. The classes are made at run time by defineEmbedElements(); these interfaces
// describe them, and the global augmentations type `document.createElement('pbi-report')`,
// `querySelector`, and `addEventListener('pageChanged', e => e.detail…)`.
import type {
  Dashboard,
  DashboardEventMap,
  Embed,
  EmbedEventMap,
  IEmbedSettings,
  IHostOptions,
  models,
  Qna,
  QnaEventMap,
  Report,
  ReportEventMap,
  Service,
  Tile,
  TileEventMap,
  TokenProvider,
  Visual,
  VisualEventMap,
} from '@org/embed-client';

/** The DOM event an element dispatches for an SDK event: the SDK event's `detail`, not bubbling. */
export type EmbedElementEvent<T> = CustomEvent<T>;

/** An event map's details as the element's DOM events. */
type AsEvents<M> = { [K in keyof M]: EmbedElementEvent<M[K]> };

/** The events of each element (the SDK events of its embed type, the token events included). */
export type PbiReportEventMap = AsEvents<ReportEventMap>;
export type PbiDashboardEventMap = AsEvents<DashboardEventMap>;
export type PbiTileEventMap = AsEvents<TileEventMap>;
export type PbiVisualEventMap = AsEvents<VisualEventMap>;
export type PbiQnaEventMap = AsEvents<QnaEventMap>;

/** What every element has: rich properties, the string attributes as properties, the embed and `ready`. */
export interface EmbedElementBase<E extends Embed, M = EmbedElementEventMap> extends HTMLElement {
  /** `embed-url`. */
  embedUrl: string | undefined;
  /** `embed-id`: the id of what is embedded, whatever the type (beside `report-id`, `dashboard-id`, …). */
  embedId: string | undefined;
  /** `group-id`. */
  groupId: string | undefined;
  /** `token-type`: `'embed'` or `'aad'` (embed-client's default when absent). */
  tokenType: string | undefined;
  /** `label`: the frame's title (as the `title` attribute also gives). */
  label: string | undefined;
  /** `lazy`: create the frame when the element nears the viewport (a value other than `''`/`'true'` is the rootMargin). */
  lazy: string | undefined;
  /** The access token (this property wins over the `access-token` attribute; it is not reflected, so it never shows in the DOM). */
  accessToken: string | undefined;
  /** Fetches and renews the token (embed-client's token lifecycle); the config then needs no `accessToken`. */
  tokenProvider: TokenProvider | undefined;
  /** The embed settings (`filter-pane`/`nav-pane` attributes are merged into `settings.panes`). */
  settings: IEmbedSettings | undefined;
  /** The filters (a report's: updated with `updateFilters` Replace). */
  filters: models.IFilter[] | undefined;
  /** A report theme (applied with `applyTheme`). */
  theme: models.IReportTheme | undefined;
  /** More config fields (e.g. `tokenRefresh`, `permissions`); attributes and the other properties win. */
  config: (Record<string, unknown> & IHostOptions) | undefined;
  /** The service to embed with (default: one shared `Service` per page, `getSharedService()`). */
  service: Service | undefined;
  /** The embed object from the first load on (undefined before and after removal). */
  readonly embed: E | undefined;
  /** Resolves with the embed object on `loaded`; a new promise for a load after a settled one. */
  readonly ready: Promise<E>;
  // Typed listeners for the SDK events of the element's type (where `error`/`blur` are the SDK's), then the DOM's.

  addEventListener<K extends keyof M>(
    type: K,
    listener: (this: this, event: M[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof M>(
    type: K,
    listener: (this: this, event: M[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<pbi-report>`. */
export interface PbiReportElement extends EmbedElementBase<Report, PbiReportEventMap> {
  /** `report-id`. */
  reportId: string | undefined;
  /** `page-name`: a change is sent with `setPage`. */
  pageName: string | undefined;
  /** `view-mode`: `'view'` or `'edit'` (a change is sent with `switchMode`). */
  viewMode: string | undefined;
  /** `filter-pane`: `"false"` hides the filter pane. */
  filterPane: string | undefined;
  /** `nav-pane`: `"false"` hides the page navigation. */
  navPane: string | undefined;
  /** The same as `embed`. */
  readonly report: Report | undefined;
}

/** `<pbi-paginated-report>`: a report whose `embed-url` is an rdlEmbed URL. */
export interface PbiPaginatedReportElement extends EmbedElementBase<Report, PbiReportEventMap> {
  reportId: string | undefined;
  readonly report: Report | undefined;
}

/** `<pbi-dashboard>`. */
export interface PbiDashboardElement extends EmbedElementBase<Dashboard, PbiDashboardEventMap> {
  dashboardId: string | undefined;
  /** `page-view`: `fitToWidth`, `oneColumn` or `actualSize`. */
  pageView: string | undefined;
}

/** `<pbi-tile>`. */
export interface PbiTileElement extends EmbedElementBase<Tile, PbiTileEventMap> {
  tileId: string | undefined;
  dashboardId: string | undefined;
}

/** `<pbi-visual>`. */
export interface PbiVisualElement extends EmbedElementBase<Visual, PbiVisualEventMap> {
  reportId: string | undefined;
  pageName: string | undefined;
  visualName: string | undefined;
}

/** `<pbi-qna>`. */
export interface PbiQnaElement extends EmbedElementBase<Qna, PbiQnaEventMap> {
  /** `dataset-ids`: comma- or space-separated. */
  datasetIds: string | undefined;
  question: string | undefined;
  /** `view-mode`: `'interactive'` or `'result-only'`. */
  viewMode: string | undefined;
}

/**
 * The SDK events on any element, for `HTMLElementEventMap`: every name that is not a DOM event
 * already (`error` and `blur` keep their DOM types there; the element interfaces type them as the
 * SDK's). `visualRendered` is a report's (unknown) or a Q&A's detail.
 */
type SdkEvents = Omit<PbiReportEventMap & PbiDashboardEventMap & PbiTileEventMap, 'error' | 'blur'>;

declare global {
  interface HTMLElementEventMap extends SdkEvents {}
  interface HTMLElementTagNameMap {
    'pbi-report': PbiReportElement;
    'pbi-paginated-report': PbiPaginatedReportElement;
    'pbi-dashboard': PbiDashboardElement;
    'pbi-tile': PbiTileElement;
    'pbi-visual': PbiVisualElement;
    'pbi-qna': PbiQnaElement;
  }
}

/** The events on any of the elements (the SDK's `EmbedEventMap` as DOM events). */
export type EmbedElementEventMap = AsEvents<EmbedEventMap>;
