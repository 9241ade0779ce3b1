import type { IEmbedConfigurationBase } from '../configurations';
import type { Embed } from '../embeds/embed';
import type { Service } from './service';
import type { HttpPostMessage, MessageProxy, Router } from '../transport';

/** Builds the HTTP layer of a service (see `factories.hpmFactory`). */
export interface IHpmFactory {
  (wpmp: MessageProxy, targetWindow?: Window | null, version?: string, type?: string, origin?: string): HttpPostMessage;
}

/** Builds the message proxy of a service (see `factories.wpmpFactory`). */
export interface IWpmpFactory {
  (name?: string, logMessages?: boolean, eventSourceOverrideWindow?: Window): MessageProxy;
}

/** Builds the router of inbound routes of a service (see `factories.routerFactory`). */
export interface IRouterFactory {
  (wpmp: MessageProxy): Router;
}

/** A container element with the component embedded in it. */
export interface IPowerBiElement extends HTMLElement {
  powerBiEmbed: Embed;
}

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

/** Builds a component of a type registered with `service.register`. */
export type EmbedComponentFactory = (
  service: Service,
  element: HTMLElement,
  config: IEmbedConfigurationBase,
  phasedRender?: boolean,
  isBootstrap?: boolean,
) => Embed;
