// The interfaces below embeds/ and the service (ARCHITECTURE.md): what a component, and each
// feature, may ask of the service that holds it (`EmbedHost`, which `EmbedService` implements), what
// a feature may ask of a component (`HostedEmbed`, `HostedReport`: `Embed` and `Report` are those),
// and the features a service can be given (`HostFeatures`). Features, and the helpers components
// share (hooks, frame requests, refusals, pages), are written against these, never against the
// service class; a component's public `service` keeps the type `EmbedService`, as powerbi-client
// declares it (the one type the lint lets embeds/ import from the service).
import type { EventHooks, IPage, LayoutType, PageSizeType, VisualContainerDisplayMode } from '@org/embed-models';
import type { RouteRegistry } from '../add-route';
import type { IEmbedConfiguration, IReportEmbedConfiguration } from '../configurations';
import { EmbedError } from '../embed-error';
import type { IHostOptions, LazyOptions } from '../host-options';
import type { HttpPostMessage, MessageProxy, ResponseMessage, RouteRequest, RouteResponse } from '../transport';
import type { ErrorMode } from './error-mode';

/** Message logging options of a service. */
export interface IDebugOptions {
  /** Log every message posted and received (console.log). */
  logMessages?: boolean;
  /** The name logged lines start with. */
  wpmpName?: string;
}

/** What a `Service` can be configured with. */
export interface IServiceConfiguration extends IDebugOptions {
  /** Embed every `[powerbi-embed-url]` element of the page on `DOMContentLoaded`. */
  autoEmbedOnContentLoaded?: boolean;
  /**
   * Receives every error nobody else could catch: a load started by the iframe's `load` event,
   * the front-loaded config (and, with `catchHandlerRejections`, an async event handler that
   * rejects). Defaults to `console.error`.
   */
  // `any` as in the reference, so existing handlers keep type-checking.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  onError?: (error: any) => any;
  /**
   * A promise an event handler (`on`) returns that rejects goes to `onError`. Off by default: the
   * rejection is the page's unhandled rejection (which error monitors count), as with powerbi-client.
   */
  catchHandlerRejections?: boolean;
  /** `x-sdk-version` header (default '2.22.4'). */
  version?: string;
  /** `x-sdk-type` header (default 'js'). */
  type?: string;
  /** `x-sdk-wrapper-version` header (default undefined). */
  sdkWrapperVersion?: string;
  /** Milliseconds a request waits for the frame before it rejects with `RequestTimeout` (default 60 000; 0 waits forever). */
  requestTimeout?: number;
  /**
   * Origins besides the embed URL's from which frames may answer (for a frame that redirects
   * to another origin); '*' accepts any origin and is an explicit opt-out of the check.
   */
  allowedOrigins?: string[];
  /**
   * What refused calls reject or throw with. 'reference' (the default): exactly what powerbi-client
   * gives (bare strings such as 'PowerBIEntityNotFound', `Error`s, the validator's `IError[]`, the
   * frame's error body). 'typed': an `EmbedError` whose `code` says what happened and whose
   * `detail` is the reference's value.
   */
  errors?: 'reference' | 'typed';
  /**
   * How many frames of this service may load at the same time (a whole number ≥ 1; default: no
   * limit). Frames beyond it are created later, when a load ends (`loaded` or a tile's
   * `tileLoaded`, `error`, reset, `loadSlotTimeout`): containers in the viewport first, then in
   * page order.
   */
  maxConcurrentLoads?: number;
  /** Milliseconds a load holds its `maxConcurrentLoads` slot without `loaded`/`tileLoaded`/`error` (default 30 000). */
  loadSlotTimeout?: number;
}

/** The part of a service every component uses. */
export interface IService {
  hpm: HttpPostMessage;
}

/** What a component may ask of the service that holds it: `EmbedService` implements it. */
export interface EmbedHost extends IService, ErrorMode {
  readonly config: IServiceConfiguration;
  /** The token used when neither the config nor the container has one. */
  accessToken?: string;
  /** Where a component adds its own inbound routes (hooks). */
  readonly router: RouteRegistry;
  readonly features: HostFeatures;
  /** The pool of frame loads when `maxConcurrentLoads` is set. */
  readonly loadQueue?: LoadSlots;
  /** Hands an error nobody could catch to the configured `onError`. */
  readonly reportError: (error: unknown) => void;
  /** Registers a component's iframe as a peer; returns the removal. */
  addFrame(iframe: HTMLIFrameElement): () => void;
  /** The service's message proxy when it is ours. */
  ownProxy(): MessageProxy | undefined;
  /** Whether a component of the service has `uniqueId`. */
  find(uniqueId: string): object | undefined;
  getSdkSessionId(): string;
  getNumberOfComponents(): number;
  /** Answers a hook request with the hook's result. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  invokeSDKHook(hook: Function | undefined, request: RouteRequest, response: RouteResponse): Promise<void>;
  /** Embeds `config` in `element` (a responsive report switching its layout embeds itself again). */
  embed(element: HTMLElement, config: object): object;
}

/** What a feature (the token lifecycle, layout) may ask of a component: `Embed` is one. */
export interface HostedEmbed {
  readonly service: EmbedHost;
  readonly element: HTMLElement;
  readonly iframe: HTMLIFrameElement;
  readonly iframeLoaded: boolean;
  readonly config: IEmbedConfiguration;
  /** Our options of the configuration, kept off the posted config. */
  readonly hostOptions: IHostOptions;
  readonly bootstrapConfig?: IEmbedConfiguration | null;
  readonly phasedRender?: boolean;
  /** The lowercased config type. */
  readonly embedtype: string;
  readonly eventHooks?: EventHooks;
  /** What `detach` undoes. */
  readonly disposers: (() => void)[];
  /** Posts the config early when the frame says it is ready. */
  readonly frontLoadHandler?: () => void;
  getId(): string | null;
  load(phasedRender?: boolean): Promise<void>;
  reload(): Promise<void>;
  setAccessToken(accessToken: string): Promise<void>;
}

/** What the layout feature may ask of a report: `Report` is one. */
export interface HostedReport extends HostedEmbed {
  getPages(): Promise<Pick<IPage, 'name' | 'isActive' | 'defaultSize'>[]>;
}

/** What pages and visuals need of their report. */
export interface IReportNode {
  iframe: HTMLIFrameElement;
  service: IService;
  config: IEmbedConfiguration | IReportEmbedConfiguration;
}

/** What a page belongs to. */
export interface IPageNode {
  report: IReportNode;
  name: string;
}

/** What a page and a visual descriptor delegate to their report (`Report` is one): its layout methods, its refusals. */
export interface LaidOutReport extends IReportNode {
  service: IService & ErrorMode;
  setVisualDisplayState(
    pageName: string,
    visualName: string,
    displayState: VisualContainerDisplayMode,
  ): Promise<ResponseMessage<void>>;
  moveVisual(pageName: string, visualName: string, x: number, y: number, z?: number): Promise<ResponseMessage<void>>;
  resizeVisual(pageName: string, visualName: string, width: number, height: number): Promise<ResponseMessage<void>>;
  resizeActivePage(pageSizeType: PageSizeType, width?: number, height?: number): Promise<ResponseMessage<void>>;
}

/** The layout a report was embedded with, which `switchLayout` compares with (a protected member of `Embed`). */
export type InitialLayout = { initialLayoutType: LayoutType };

/** The pool of a service's frame loads (`maxConcurrentLoads`): `request` starts or queues a load; returns its cancel. */
export interface LoadSlots {
  request(element: HTMLElement, start: () => void): () => void;
}

/** `tokenProvider` and `tokenRefresh`: the token lifecycle. */
export interface TokenFeature {
  /** Checks the embed's token options (each time its configuration is built); throws naming the field. */
  check(embed: HostedEmbed): void;
  /** Starts the embed's lifecycle once it has a provider (not for a bootstrap); stopped by `embed.disposers`. */
  start(embed: HostedEmbed): void;
  /** True while the embed's lifecycle fetches or retries a token not yet given to the frame. */
  pending(embed: HostedEmbed): boolean;
  /** Whether `embed.on` accepts `eventName` beside `allowedEvents`: one of the token events, with a provider. */
  allows(embed: HostedEmbed, eventName: string): boolean;
}

/** `lazy` and the service's `maxConcurrentLoads`: frames created later. */
interface FrameFeature {
  /** The load pool for `maxConcurrentLoads` (undefined when unset); throws for an invalid value. */
  queue(maxConcurrentLoads: unknown, loadSlotTimeout: unknown): LoadSlots | undefined;
  /** Calls `create` when the container is near the viewport and the pool has a slot; returns the cancel. */
  defer(
    element: HTMLElement,
    lazy: boolean | LazyOptions | undefined,
    queue: LoadSlots | undefined,
    create: () => void,
  ): (() => void) | undefined;
}

/** `responsiveLayout` and `autoHeight` of reports. */
interface LayoutFeature {
  /** Starts, updates or stops a report's layout options after its configuration was built. */
  attach(report: HostedReport): void;
}

/** What an `EmbedService` can do beyond powerbi-client: one entry per feature it was given. */
export interface HostFeatures {
  tokens?: TokenFeature;
  frames?: FrameFeature;
  layout?: LayoutFeature;
}

/** One feature, as `tokenLifecycle`, `lazyLoading` and `reportLayout` are (for `EmbedService`'s `features`). */
export type HostFeature = { tokens: TokenFeature } | { frames: FrameFeature } | { layout: LayoutFeature };

/** The error for `option` set on an `EmbedService` without the feature `feature` (its export's name). */
export function missingFeature(option: string, feature: string): EmbedError {
  return new EmbedError(
    'InvalidConfiguration',
    `${option} needs the ${feature} feature: use Service, or add ${feature} to EmbedService's features`,
  );
}
