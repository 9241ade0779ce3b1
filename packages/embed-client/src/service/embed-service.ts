import type {
  IEmbedConfigurationBase,
  IBootstrapEmbedConfiguration,
  IComponentEmbedConfiguration,
  IEmbedConfiguration,
} from '../configurations';
import { EmbedError } from '../embed-error';
import { appendPreloadIframe } from '../embeds/create-iframe';
import { Embed } from '../embeds/embed';
import { refusalOf, type ErrorMode } from '../host/error-mode';
import type { IEvent } from '../events';
import * as own from '../factories';
import { createSessionId } from '../ids';
import { SDK_VERSION } from '../sdk-info';
import {
  FrameRegistry,
  MessageProxy,
  Router,
  type HttpPostMessage,
  type RouteRequest,
  type RouteResponse,
} from '../transport';
import { addRoute } from '../add-route';
import { registerType, type ComponentClass, type ComponentTypes } from './component-registry';
import type {
  EmbedComponentFactory,
  IHpmFactory,
  IPowerBiElement,
  IRouterFactory,
  IService,
  IServiceConfiguration,
  IWpmpFactory,
} from './configuration';
import { addEventRoutes, dispatchEvent, eventRoute } from './event-routes';
import { embedExisting, embedNew, resetError } from './embed-element';
import {
  missingFeature,
  type EmbedHost,
  type HostFeature,
  type LoadSlots,
  type HostFeatures,
} from '../host/embed-host';
import type { AnyConfig, EmbedComponentMap, TypedEmbedConfiguration } from './typed-embeds';

/** A component class an `EmbedService` can embed: its static `type` (lowercased) is the config `type`. */
export type EmbedComponentClass = ComponentClass<EmbedService>;

/** The configuration of an `EmbedService`: the component classes it knows, the service options, the factories. */
export interface EmbedServiceOptions extends IServiceConfiguration {
  components: EmbedComponentClass[];
  hpmFactory?: IHpmFactory;
  wpmpFactory?: IWpmpFactory;
  routerFactory?: IRouterFactory;
  /** What it can do beyond powerbi-client (`tokenLifecycle`, `lazyLoading`, `reportLayout`); `Service` has all. */
  features?: HostFeature[];
}

/**
 * Embeds components in containers and routes the frames' events to them. `Service` is this with
 * every built-in component; an `EmbedService` with fewer components makes a smaller bundle.
 */
export class EmbedService implements IService, EmbedHost {
  /** The token used when neither the config nor the container has one. */
  declare accessToken?: string;
  declare hpm: HttpPostMessage;
  declare wpmp: MessageProxy;
  declare router: Router;
  /** The iframes of this service's embeds: the only windows its proxy accepts messages from. */
  readonly frames = new FrameRegistry();
  /** The configuration the service was created with. */
  declare readonly config: IServiceConfiguration;
  /** @hidden How this service refuses, decided once from `errors` (see host/error-mode.ts). */
  declare readonly refusal: ErrorMode['refusal'];
  /** @hidden The features it was given (see host-features.ts). */
  declare readonly features: HostFeatures;
  /** @hidden The pool of frame loads when `maxConcurrentLoads` is set. */
  declare readonly loadQueue?: LoadSlots;
  declare private readonly components: ComponentTypes<EmbedService>;
  // Behind a function, not in a property: a framework may hold the service in a proxy (Vue's
  // reactive state) that wraps each component read through `this`, and the list must keep the
  // components themselves for identity (reset, re-embed) and for posting their configs.
  declare private readonly embeds: () => Embed[];
  declare private sessionId?: string;
  declare private removeEventRoutes?: () => void;
  /** @hidden Set by `Service`, whose report creations hand their frame over to a report embedded over them. */
  declare handOver?: (created: Embed, element: HTMLElement, config: IEmbedConfigurationBase) => Embed | undefined;

  constructor({ components, hpmFactory, wpmpFactory, routerFactory, features, ...config }: EmbedServiceOptions) {
    if (![undefined, 'reference', 'typed'].includes(config.errors)) {
      throw new EmbedError(
        'InvalidArgument',
        `errors must be 'reference' or 'typed', not ${JSON.stringify(config.errors)}`,
      );
    }
    this.refusal = refusalOf(config.errors);
    this.features = Object.assign({}, ...(features ?? []));
    const frames = this.features.frames;
    if (!frames && config.maxConcurrentLoads !== undefined) throw missingFeature('maxConcurrentLoads', 'lazyLoading');
    const loadQueue = frames?.queue(config.maxConcurrentLoads, config.loadSlotTimeout);
    if (loadQueue) this.loadQueue = loadQueue;
    this.components = { classes: components, factories: {} };
    this.config = config;
    const embeds: Embed[] = [];
    this.embeds = () => embeds;
    // Without a wpmpFactory, our proxy with this service's iframes as its peers (the factory's policy
    // for a proxy used alone would be replaced at once: it stays out of the bundle).
    this.wpmp = wpmpFactory
      ? wpmpFactory(config.wpmpName, config.logMessages)
      : new MessageProxy({ name: config.wpmpName, logMessages: config.logMessages, peers: this.frames });
    this.hpm = (hpmFactory ?? own.hpmFactory)(this.wpmp, null, config.version, config.type, config.sdkWrapperVersion);
    this.router = (routerFactory ?? own.routerFactory)(this.wpmp);
    // The service reaches frames only through these three objects, by the interfaces of Microsoft's
    // libraries. Our own proxy adds what those lack: only our frames are heard, every call settles.
    const proxy = this.ownProxy();
    if (proxy) {
      proxy.peers = this.frames;
      if (config.requestTimeout != null) proxy.requestTimeout = config.requestTimeout;
    }
    // A router that cannot take routes back gets them once, now, as the reference does.
    if (!(this.router instanceof Router)) this.removeEventRoutes = addEventRoutes(this);
    if (config.autoEmbedOnContentLoaded) this.enableAutoEmbed();
  }

  /** @hidden The `Error` the reference throws with `message` (bound: checks take it alone). */
  readonly fail: ErrorMode['fail'] = (message, code = 'InvalidArgument') => this.refusal(new Error(message), code);

  /** @hidden A rejection with one of the reference's bare-string refusals. */
  readonly refuse: ErrorMode['refuse'] = (text, code = 'NotSupported') => Promise.reject(this.refusal(text, code));

  /** Hands an error nobody could catch to the configured `onError` (console.error by default). */
  readonly reportError = (error: unknown): void => {
    (this.config.onError ?? console.error)(error);
  };

  /** Embeds every `[powerbi-embed-url]` element under `container` (the body by default). */
  init(container?: HTMLElement, config?: IEmbedConfiguration): Embed[] {
    const root = container instanceof HTMLElement ? container : document.body;
    return Array.from(root.querySelectorAll<HTMLElement>(`[${Embed.embedUrlAttribute}]`), (element) =>
      this.embed(element, config),
    );
  }

  /**
   * Embeds a component in `element` (or loads a new config into the one already there). With a
   * literal `type` the result is typed: `{ type: 'report', … }` gives a `Report`, and so on.
   */
  embed<T extends keyof EmbedComponentMap>(
    element: HTMLElement,
    config: TypedEmbedConfiguration<T>,
  ): EmbedComponentMap[T];
  embed(element: HTMLElement, config?: AnyConfig): Embed;
  embed(element: HTMLElement, config: AnyConfig = {}): Embed {
    return this.embedInternal(element, config);
  }

  /** Like `embed`, but a report is only prepared; `report.render()` shows it. */
  load<T extends keyof EmbedComponentMap>(
    element: HTMLElement,
    config: TypedEmbedConfiguration<T>,
  ): EmbedComponentMap[T];
  load(element: HTMLElement, config?: AnyConfig): Embed;
  load(element: HTMLElement, config: AnyConfig = {}): Embed {
    return this.embedInternal(element, config, true, false);
  }

  /** Creates the iframe before the token is known; a later `embed` on the element loads it. */
  bootstrap<T extends keyof EmbedComponentMap>(
    element: HTMLElement,
    config: IBootstrapEmbedConfiguration & { type: T },
  ): EmbedComponentMap[T];
  bootstrap(element: HTMLElement, config: IComponentEmbedConfiguration | IBootstrapEmbedConfiguration): Embed;
  bootstrap(element: HTMLElement, config: IComponentEmbedConfiguration | IBootstrapEmbedConfiguration): Embed {
    return this.embedInternal(element, config, false, true);
  }

  /** @hidden What embed, load and bootstrap share. */
  embedInternal(element: HTMLElement, config: AnyConfig = {}, phasedRender?: boolean, isBootstrap?: boolean): Embed {
    if (!(element as IPowerBiElement).powerBiEmbed) {
      return embedNew(this, this.components, element, config, phasedRender, isBootstrap);
    }
    if (isBootstrap) {
      throw this.fail(
        `Attempted to bootstrap element ${element.outerHTML}, but the element is already a powerbi element.`,
      );
    }
    const existing = this.embeds().find((other) => other.element === element);
    return embedExisting(this, this.components, existing, element, config, phasedRender);
  }

  /** How many components this service has embedded. */
  getNumberOfComponents(): number {
    return this.embeds().length;
  }

  /** The id of this service's session (20 hex characters), sent with every load. */
  getSdkSessionId(): string {
    return (this.sessionId ||= createSessionId());
  }

  /** The SDK version announced to the frame. */
  getSDKVersion(): string {
    return SDK_VERSION;
  }

  /** Embeds `every [powerbi-embed-url]` element of the page once the DOM is ready. */
  enableAutoEmbed(): void {
    window.addEventListener('DOMContentLoaded', () => this.init(document.body), false);
  }

  /** The component embedded in `element`; throws when there is none. */
  get(element: HTMLElement): Embed {
    const component = (element as IPowerBiElement).powerBiEmbed;
    if (!component) {
      throw this.fail(
        `You attempted to get an instance of powerbi component associated with element: ${element.outerHTML} but there was no associated instance.`,
      );
    }
    return component;
  }

  /** The component whose `uniqueId` is `uniqueId`, if any. */
  find(uniqueId: string): Embed | undefined {
    return this.embeds().find((component) => component.config.uniqueId === uniqueId);
  }

  /** Makes `component` the one component of `element` in this service's list. */
  addOrOverwriteEmbed(component: Embed, element: HTMLElement): void {
    const embeds = this.embeds();
    for (let i = embeds.length - 1; i >= 0; i--) if (embeds[i].element === element) embeds.splice(i, 1);
    embeds.push(component);
  }

  /**
   * @hidden Makes `component` the component of `element` (in its property and this service's
   * list); a component it replaces is released (routes, listeners, frame registration).
   */
  attach<T extends Embed>(element: HTMLElement, component: T): T {
    const container = element as IPowerBiElement;
    const previous = container.powerBiEmbed;
    container.powerBiEmbed = component;
    this.addOrOverwriteEmbed(component, element);
    if (previous && previous !== component) previous.detach(resetError());
    return component;
  }

  /**
   * Removes the component of `element`: its event handlers, its iframe, its routes; its pending
   * requests reject with `EmbedError` `EmbedReset`.
   */
  reset(element: HTMLElement): void {
    const container = element as IPowerBiElement;
    const component = container.powerBiEmbed;
    if (!component) return;
    component.allowedEvents.forEach((name) => component.off(name));
    const embeds = this.embeds();
    const index = embeds.indexOf(component);
    if (index >= 0) embeds.splice(index, 1);
    delete (container as Partial<IPowerBiElement>).powerBiEmbed;
    component.detach(resetError());
    // A lazy or queued component may never have registered a frame, whose removal would do this.
    this.idle();
    if (element.contains(component.iframe)) component.iframe.remove();
  }

  /** Dispatches a tile event (`type: 'tile'`) on its component. */
  handleTileEvents(event: IEvent<unknown>): void {
    if (event.type === 'tile') dispatchEvent(this, event);
  }

  /** @hidden Answers a hook request: 404 without a hook, 200 with its result, 400 when it fails. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  async invokeSDKHook(hook: Function | undefined, request: RouteRequest, response: RouteResponse): Promise<void> {
    if (!hook) return response.send(404, null);
    try {
      response.send(200, await hook(request.body));
    } catch (error) {
      response.send(400, null);
      console.error(error);
    }
  }

  /** Adds a hidden iframe that starts loading the frame's code ahead of an embed; it fires `preloaded`. */
  preload(config: AnyConfig, element?: HTMLElement): HTMLIFrameElement {
    return appendPreloadIframe(config.embedUrl!, element ?? document.body);
  }

  /** Announces a wrapper library to the frame (`x-sdk-type`, `x-sdk-wrapper-version`). */
  setSdkInfo(type: string, version: string): void {
    this.hpm.defaultHeaders['x-sdk-type'] = type;
    this.hpm.defaultHeaders['x-sdk-wrapper-version'] = version;
  }

  /**
   * Adds a component type: `embed` builds it with `factory`, and each of `routerEventUrls` (which
   * must contain `:uniqueId` and `:eventName`) becomes an event route for it.
   */
  register(componentType: string, factory: EmbedComponentFactory, routerEventUrls: string[]): void {
    // All URLs are checked first: a refused call registers nothing (the reference stopped halfway).
    registerType(this.components, this.fail, componentType, factory, routerEventUrls);
    for (const url of routerEventUrls) addRoute(this.router, url, eventRoute(this, componentType));
    this.idle();
  }

  /**
   * @hidden Registers an embed's iframe as a peer (its URL's origin plus `allowedOrigins`) and
   * listens while there is any; returns the function that unregisters it.
   */
  addFrame(iframe: HTMLIFrameElement): () => void {
    const remove = this.frames.add(iframe, [iframe.src, ...(this.config.allowedOrigins ?? [])]);
    this.removeEventRoutes ||= addEventRoutes(this);
    this.ownProxy()?.start();
    return () => {
      remove();
      this.idle();
    };
  }

  // Nothing left to talk to: no window listener and no event routes stay behind.
  private idle(): void {
    const proxy = this.ownProxy();
    if (this.frames.size || proxy?.pendingCount) return;
    if (this.router instanceof Router) {
      this.removeEventRoutes?.();
      this.removeEventRoutes = undefined;
    }
    proxy?.stop();
  }

  /** @hidden The service's message proxy when it is ours (a factory may return another, or null). */
  ownProxy(): MessageProxy | undefined {
    return this.wpmp instanceof MessageProxy ? this.wpmp : undefined;
  }
}
