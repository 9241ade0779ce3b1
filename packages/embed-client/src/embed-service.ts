import type {
  IBootstrapEmbedConfiguration,
  IComponentEmbedConfiguration,
  IDashboardEmbedConfiguration,
  IEmbedConfiguration,
  IEmbedConfigurationBase,
  IQnaEmbedConfiguration,
  IReportEmbedConfiguration,
  ITileEmbedConfiguration,
  IVisualEmbedConfiguration,
} from './configurations';
import { EmbedError } from './embed-error';
import { failure } from './embeds/refusals';
import { refusal } from './to-embed-error';
import { Embed } from './embeds/embed';
import { Page } from './embeds/page';
import type { Dashboard } from './embeds/dashboard';
import type { Qna } from './embeds/qna';
import type { IReportNode, Report } from './embeds/report';
import type { Tile } from './embeds/tile';
import type { Visual } from './embeds/visual';
import { raiseCustomEvent, type IEvent } from './events';
import { factories } from './factories';
import { createSessionId } from './ids';
import { SDK_VERSION } from './sdk-info';
import type {
  EmbedComponentFactory,
  IHpmFactory,
  IPowerBiElement,
  IRouterFactory,
  IService,
  IServiceConfiguration,
  IWpmpFactory,
} from './service-configuration';
import type { Service } from './service';
import { addRoute } from './add-route';
import { whenSettled } from './when-settled';
import {
  FrameRegistry,
  MessageProxy,
  Router,
  type HttpPostMessage,
  type RouteRequest,
  type RouteResponse,
} from './transport';

/** A component class a service can embed: its static `type` (lowercased) is the config `type`. */
export interface EmbedComponentClass {
  type: string;
  new (
    service: Service,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
    iframe?: HTMLIFrameElement,
  ): Embed;
}

/** The configuration of an `EmbedService`: the component classes it knows, the service options, the factories. */
export interface EmbedServiceOptions extends IServiceConfiguration {
  components: EmbedComponentClass[];
  hpmFactory?: IHpmFactory;
  wpmpFactory?: IWpmpFactory;
  routerFactory?: IRouterFactory;
}

type AnyConfig = IComponentEmbedConfiguration | IEmbedConfigurationBase;

/** The component `embed`, `load` and `bootstrap` return for each built-in `type`. */
export interface EmbedComponentMap {
  report: Report;
  visual: Visual;
  dashboard: Dashboard;
  tile: Tile;
  qna: Qna;
}

/** The configuration of each built-in `type`. */
export interface EmbedConfigMap {
  report: IReportEmbedConfiguration;
  visual: IVisualEmbedConfiguration;
  dashboard: IDashboardEmbedConfiguration;
  tile: ITileEmbedConfiguration;
  qna: IQnaEmbedConfiguration;
}

/** A configuration whose `type` names a built-in component. */
export type TypedEmbedConfiguration<T extends keyof EmbedConfigMap> = EmbedConfigMap[T] & { type: T };

// The built-in names `register` refuses (case-insensitively), whatever components a service has.
const RESERVED = /^(tile|report|dashboard|qna|visual)$/i;

// Errors quote the config without its token.
const scrub = (config: AnyConfig): string => JSON.stringify({ ...config, accessToken: '' });

/**
 * Embeds components in containers and routes the frames' events to them. `Service` is this with
 * every built-in component; an `EmbedService` with fewer components makes a smaller bundle.
 */
export class EmbedService implements IService {
  /** The token used when neither the config nor the container has one. */
  accessToken?: string;
  hpm: HttpPostMessage;
  wpmp: MessageProxy;
  router: Router;
  /** The iframes of this service's embeds: the only windows its proxy accepts messages from. */
  readonly frames = new FrameRegistry();
  /** The configuration the service was created with. */
  readonly config: IServiceConfiguration;
  private readonly components: EmbedComponentClass[];
  // Behind a function, not in a property: a framework may hold the service in a proxy (Vue's
  // reactive state) that wraps each component read through `this`, and the list must keep the
  // components themselves for identity (reset, re-embed) and for posting their configs.
  private readonly embeds: () => Embed[];
  private registeredComponents: Record<string, EmbedComponentFactory> = {};
  private sessionId?: string;
  private removeEventRoutes?: () => void;

  constructor({ components, hpmFactory, wpmpFactory, routerFactory, ...config }: EmbedServiceOptions) {
    if (config.errors !== undefined && config.errors !== 'reference' && config.errors !== 'typed') {
      throw new EmbedError(
        'InvalidArgument',
        `errors must be 'reference' or 'typed', not ${JSON.stringify(config.errors)}`,
      );
    }
    this.components = components;
    this.config = config;
    const embeds: Embed[] = [];
    this.embeds = () => embeds;
    this.wpmp = (wpmpFactory ?? factories.wpmpFactory)(config.wpmpName, config.logMessages);
    this.hpm = (hpmFactory ?? factories.hpmFactory)(
      this.wpmp,
      null,
      config.version,
      config.type,
      config.sdkWrapperVersion,
    );
    this.router = (routerFactory ?? factories.routerFactory)(this.wpmp);
    // The service reaches frames only through these three objects, by the interfaces of Microsoft's
    // libraries. Our own proxy adds what those lack: only our frames are heard, every call settles.
    const proxy = this.ownProxy();
    if (proxy) {
      proxy.peers = this.frames;
      if (config.requestTimeout != null) proxy.requestTimeout = config.requestTimeout;
    }
    // A router that cannot take routes back gets them once, now, as the reference does.
    if (!(this.router instanceof Router)) this.removeEventRoutes = this.addEventRoutes();
    if (config.autoEmbedOnContentLoaded) this.enableAutoEmbed();
  }

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
    if (!(element as IPowerBiElement).powerBiEmbed) return this.embedNew(element, config, phasedRender, isBootstrap);
    if (isBootstrap) {
      throw failure(
        this,
        `Attempted to bootstrap element ${element.outerHTML}, but the element is already a powerbi element.`,
      );
    }
    return this.embedExisting(element, config, phasedRender);
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
      throw failure(
        this,
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
    if (previous && previous !== component) release(previous);
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
    release(component);
    if (element.contains(component.iframe)) component.iframe.remove();
  }

  /** Dispatches a tile event (`type: 'tile'`) on its component. */
  handleTileEvents(event: IEvent<unknown>): void {
    if (event.type === 'tile') this.handleEvent(event);
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
    const iframe = document.createElement('iframe');
    iframe.setAttribute('style', 'display:none;');
    iframe.setAttribute('src', config.embedUrl!);
    iframe.setAttribute('scrolling', 'no');
    iframe.setAttribute('allowfullscreen', 'false');
    (element ?? document.body).appendChild(iframe);
    iframe.onload = () => raiseCustomEvent(iframe, 'preloaded', {});
    return iframe;
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
    const type = componentType.toLowerCase();
    if (RESERVED.test(type) || this.components.some((component) => component.type.toLowerCase() === type)) {
      throw failure(this, 'The component name is reserved. Cannot register a component with this name.');
    }
    if (this.registered(type)) {
      throw failure(this, 'A component with this type is already registered.');
    }
    // All URLs are checked first: a refused call registers nothing (the reference stopped halfway).
    if (routerEventUrls.some((url) => !url.includes(':uniqueId') || !url.includes(':eventName'))) {
      throw failure(this, 'Invalid router event URL');
    }
    this.registeredComponents[componentType] = factory;
    for (const url of routerEventUrls) addRoute(this.router, url, this.eventRoute(componentType));
    this.idle();
  }

  /**
   * @hidden Registers an embed's iframe as a peer (its URL's origin plus `allowedOrigins`) and
   * listens while there is any; returns the function that unregisters it.
   */
  addFrame(iframe: HTMLIFrameElement): () => void {
    const remove = this.frames.add(iframe, [iframe.src, ...(this.config.allowedOrigins ?? [])]);
    this.removeEventRoutes ||= this.addEventRoutes();
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

  private addEventRoutes(): () => void {
    const events = '/events/:eventName';
    const report = '/reports/:uniqueId';
    const page = report + '/pages/:pageName';
    const removals = (
      [
        [report + events, 'report'],
        [page + events, 'report'],
        [page + '/visuals/:visualName' + events, 'report'],
        ['/dashboards/:uniqueId' + events, 'dashboard'],
        ['/tile/:uniqueId' + events, 'tile'],
        ['/qna/:uniqueId' + events, 'qna'],
        ['/ready/:uniqueId', 'report'],
      ] as const
    ).map(([pattern, type]) => addRoute(this.router, pattern, this.eventRoute(type)));
    return () => removals.forEach((remove) => remove());
  }

  // Replies 200 with a null body whatever happens, like the reference, unless dispatching throws.
  private eventRoute(type: string) {
    return (request: RouteRequest) =>
      this.handleEvent({
        type,
        id: request.params.uniqueId,
        name: request.params.eventName ?? 'ready',
        value: request.body,
      });
  }

  private handleEvent(event: IEvent<unknown>): void {
    const component = this.find(event.id);
    if (!component) return;
    const value = event.value as { newPage?: { name: string; displayName?: string } } | undefined;
    if (event.name === 'pageChanged') {
      const page = value?.newPage;
      if (!page) throw failure(this, "Page model not found at 'event.value.newPage'.");
      value.newPage = new Page(component as unknown as IReportNode, page.name, page.displayName, true);
    }
    raiseCustomEvent(component.element, event.name, value);
  }

  private registered(type: string): string | undefined {
    return Object.keys(this.registeredComponents).find((key) => key.toLowerCase() === type.toLowerCase());
  }

  private embedNew(element: HTMLElement, config: AnyConfig, phasedRender?: boolean, isBootstrap?: boolean): Embed {
    const type = config.type || element.getAttribute(Embed.typeAttribute);
    if (!type) {
      throw failure(
        this,
        `Attempted to embed using config ${scrub(config)} on element ${element.outerHTML}, but could not determine what type of component to embed. You must specify a type in the configuration or as an attribute such as 'powerbi-type="report"'.`,
      );
    }
    config.type = type;
    return this.attach(element, this.createComponent(type, element, config, phasedRender, isBootstrap));
  }

  private createComponent(
    type: string,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ): Embed {
    // Built-in types match case-sensitively and registered ones not, as in the reference.
    const Component = this.components.find((component) => component.type.toLowerCase() === type);
    if (Component) return new Component(this as unknown as Service, element, config, phasedRender, isBootstrap);
    const key = this.registered(type);
    if (!key) {
      throw failure(
        this,
        `Attempted to embed component of type: ${type} but did not find any matching component.  Please verify the type you specified is intended.`,
      );
    }
    return this.registeredComponents[key](this as unknown as Service, element, config, phasedRender, isBootstrap);
  }

  private embedExisting(element: HTMLElement, config: AnyConfig, phasedRender?: boolean): Embed {
    const component = this.embeds().find((other) => other.element === element);
    if (!component) {
      throw failure(
        this,
        `Attempted to embed using config ${scrub(config)} on element ${element.outerHTML} which already has embedded component associated, but could not find the existing component in the list of active components. This could indicate the embeds list is out of sync with the DOM, or the component is referencing the incorrect HTML element.`,
      );
    }
    const type = config.type;
    if (type?.toLowerCase() === 'qna') {
      const frame = component.iframe?.contentWindow;
      const replacement = this.embedNew(element, config);
      release(component, frame);
      return replacement;
    }
    if (typeof type === 'string' && type !== component.config.type) {
      const Report = this.components.find((other) => other.type === 'Report');
      if (Report && type === 'report' && /^(quick)?create$/i.test(component.config.type as string)) {
        // A created report is shown in the iframe the creation ran in, at once when it has loaded
        // (the reference waited for another load event, and then posted the creation again).
        const report = new Report(this as unknown as Service, element, config, false, false, component.iframe);
        report.iframeLoaded = component.iframeLoaded;
        this.attach(element, report);
        whenSettled(report.load(), this.reportError);
        return report;
      }
      const mismatch = (existing: unknown) =>
        `Embedding on an existing element with a different type than the previous embed object is not supported.  Attempted to embed using config ${scrub(config)} on element ${element.outerHTML}, but the existing element contains an embed of type: ${existing} which does not match the new type: ${type}`;
      // The reference names the service's `type` setting (normally undefined) where it means the
      // embed's type; typed errors say what was meant, the default keeps the reference's text.
      throw refusal(this, new Error(mismatch(this.config.type)), 'InvalidArgument', mismatch(component.config.type));
    }
    component.populateConfig(config, false);
    // A load replaced by a test double may return anything, not only a promise.
    whenSettled(component.load(phasedRender), this.reportError);
    return component;
  }
}

// Detaches a component from its frame: pending requests reject, listeners and routes go.
function release(component: Embed, frame = component.iframe?.contentWindow): void {
  if (component.frontLoadHandler) component.element.removeEventListener('ready', component.frontLoadHandler);
  if (frame)
    component.service
      .ownProxy()
      ?.rejectPending(frame, new EmbedError('EmbedReset', 'The embed was reset before the frame answered.'));
  component.disposers.splice(0).forEach((dispose) => dispose());
}
