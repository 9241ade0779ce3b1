import type {
  EventHooks,
  ICommandExtension,
  IError,
  IExtension,
  IExtensions,
  IMenuGroupExtension,
  ISaveAsParameters,
  LayoutType,
} from '@org/embed-models';
import type { IBootstrapEmbedConfiguration, IEmbedConfiguration, IEmbedConfigurationBase } from '../configurations';
import type { EmbedService } from '../service/embed-service';
import type { EmbedEventMap, ICustomEvent, IEventHandler, IInternalEventHandler } from '../events';
import { uniqueRandomId } from '../ids';
import { SDK_VERSION } from '../sdk-info';
import type { MessageHeaders } from '../transport';
import { holdPosts, postFirst } from '../transport/message-proxy';
import type { IHostOptions } from '../host-options';
import { takeHostOptions } from '../host/take-host-options';
import { createEmbedIframe } from './create-iframe';
import { addParamToUrl, hasAutoAuth, paramFromUrl } from './embed-url';
import { validateEventHooks } from './event-hooks';
import { bodyOf, frameRequest } from './frame-request';
import { cancelDeferred, deferLoad, LOAD_INTERVAL_MS, noteSent, postedForm, type LoadHistory } from './latest-load';
import { whenSettled } from '../when-settled';
import type { ErrorMode } from '../host/error-mode';

/** Safari's prefixed full-screen members (before 16.4), beside the standard ones. */
type WebkitFullscreen<T> = T & {
  webkitRequestFullscreen?: () => unknown;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => unknown;
};

/** A subscription made with `on`, with the DOM listener that calls its handler. */
interface Subscription extends IInternalEventHandler<unknown> {
  listener: EventListener;
}

const resolved = (debugText: string): Promise<void> => {
  console.debug(debugText);
  return Promise.resolve();
};

/**
 * The base of every embedded component: creates the iframe, loads the configuration into it
 * when it is ready, and dispatches the frame's events on the container element.
 */
export abstract class Embed {
  static allowedEvents = [
    'loaded',
    'saved',
    'rendered',
    'saveAsTriggered',
    'error',
    'dataSelected',
    'buttonClicked',
    'info',
  ];
  static accessTokenAttribute = 'powerbi-access-token';
  static embedUrlAttribute = 'powerbi-embed-url';
  static nameAttribute = 'powerbi-name';
  static typeAttribute = 'powerbi-type';
  static defaultEmbedHostName = 'https://app.powerbi.com';
  static type: string;
  /** Front-loading is offered to a service's first components only: while it has at most this many. */
  static maxFrontLoadTimes = 2;

  allowedEvents = [...Embed.allowedEvents];
  eventHandlers: Subscription[] = [];
  groups: IMenuGroupExtension[] = [];
  iframeLoaded = false;
  declare protected commands: ICommandExtension[];
  declare protected initialLayoutType: LayoutType;
  declare eventHooks?: EventHooks;
  /** @hidden Our options of the configuration (token lifecycle, lazy loading, layout), kept off the posted config. */
  declare hostOptions: IHostOptions;
  declare service: EmbedService;
  declare element: HTMLElement;
  declare iframe: HTMLIFrameElement;
  declare config: IEmbedConfiguration;
  declare bootstrapConfig?: IEmbedConfiguration | null;
  declare loadPath: string;
  declare phasedLoadPath: string;
  declare embedtype: string;
  declare frontLoadHandler?: () => void;
  declare lastLoadRequest?: Date;
  /** @hidden The loads sent and the one waiting for the 100 ms to pass: see `latest-load.ts`. */
  readonly loads: LoadHistory = {};
  /** @hidden What `detach` undoes: the iframe listener, the frame registration, routes. */
  readonly disposers: (() => void)[] = [];
  /** @hidden Whether the first load is phased: what a provider's first token, arriving late, sends. */
  phasedRender?: boolean;

  /**
   * Only assigns. The configuration and the iframe are the work of `setUp`, which runs last in the
   * constructor of the class constructed, once its own fields are set: a built-in type passes
   * `ownSetUp` up and calls `setUp` itself; a class written for powerbi-client that extends `Embed`
   * or a built-in type is set up by the constructor it calls, as there.
   */
  constructor(
    service: EmbedService,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    iframe?: HTMLIFrameElement,
    phasedRender?: boolean,
    isBootstrap?: boolean,
    /** @hidden Given by a subclass whose own constructor calls `setUp`. */
    ownSetUp?: boolean,
  ) {
    this.service = service;
    this.element = element;
    this.embedtype = (config.type ?? '').toLowerCase();
    if (iframe) this.iframe = iframe;
    this.phasedRender = phasedRender;
    if (!ownSetUp) this.setUp(config, isBootstrap);
  }

  /**
   * @hidden The explicit step after the fields are set: checks and builds the configuration
   * (`populateConfig`), creates the iframe (or leaves it to lazy loading), starts the token
   * lifecycle. Throws for a refused configuration, so the constructor that calls it throws, as the
   * reference's does.
   */
  setUp(config: IEmbedConfigurationBase, isBootstrap?: boolean): void {
    const service = this.service;
    const url = config.embedUrl;
    let autoAuth: boolean;
    try {
      autoAuth = hasAutoAuth(url);
    } catch (error) {
      // The reference's URIError for a malformed escape stays by default; typed errors say which field is wrong.
      throw service.refusal(error, 'InvalidArgument', `embedUrl has a malformed %-escape: ${url}`);
    }
    if (autoAuth) {
      throw service.fail('Embed URL is invalid for this scenario. Please use Power BI REST APIs to get the valid URL');
    }
    this.populateConfig(config, isBootstrap);
    const { element, phasedRender } = this;
    const isLoad = !/^(quick)?create$/.test(this.embedtype);
    // Validated before anything is added to the page: a refused config leaves no orphan iframe.
    if (isLoad && !isBootstrap) {
      // Without a token here a provider gives the first (populateConfig refused it otherwise): the
      // rest of the config is checked now.
      const own = this.config;
      const errors = this.validate(own.accessToken ? own : { ...own, accessToken: 'pending' });
      if (errors) throw service.refusal(errors, 'InvalidConfiguration');
    }
    // A visual's missing page or visual name throws from here, as in the reference.
    const post = (send: () => unknown, release?: boolean) =>
      whenSettled(postFirst(this.iframe.contentWindow, send, release), service.reportError);
    const onLoad = () => {
      this.iframeLoaded = true;
      // Calls made before this are posted now, after the load (unless it waits for a provider's first token).
      post(
        () => (isLoad ? this.load(phasedRender) : this.create()),
        !isLoad || !!this.config.accessToken || !this.hostOptions.tokenProvider,
      );
    };
    const wire = (iframe: HTMLIFrameElement) => {
      this.disposers.push(service.addFrame(iframe));
      iframe.addEventListener('load', onLoad);
      this.disposers.push(() => iframe.removeEventListener('load', onLoad));
    };
    const create = () => {
      // The config of the time of creation: a re-embed before a deferred frame exists is the one created.
      const { embedUrl, uniqueId, title } = this.config;
      element.replaceChildren(
        (this.iframe = createEmbedIframe(embedUrl!, uniqueId, title || 'Power BI ' + this.embedtype)),
      );
      // Until the iframe has loaded, calls wait (the frame-readiness of the transport's holdPosts).
      holdPosts(this.iframe.contentWindow);
      wire(this.iframe);
    };
    const frames = service.features?.frames;
    if (this.iframe) wire(this.iframe);
    else if (frames) {
      // Lazy or pooled, the frame comes later (until then calls reject: see frameRequest); else at once.
      const queue = isLoad && !isBootstrap ? service.loadQueue : undefined;
      const cancel = frames.defer(element, this.hostOptions.lazy, queue, create);
      if (cancel) this.disposers.push(cancel);
    } else create();
    if (isLoad && service.getNumberOfComponents() <= Embed.maxFrontLoadTimes) {
      // Answers the frame's `/ready/<uid>` with the config, so it can start loading before its own load event.
      this.frontLoadHandler = () =>
        post(async () => {
          const own = this.config;
          if (!own.accessToken) return;
          const errors = this.validate(own);
          if (errors) throw this.service.refusal(errors, 'InvalidConfiguration');
          if (this.iframe.contentWindow == null) return;
          return bodyOf(frameRequest<void>(this, 'POST', '/frontload/config', own));
        });
      element.addEventListener('ready', this.frontLoadHandler);
    }
    service.features?.tokens?.start(this);
  }

  /**
   * With a `tokenProvider`: true while a token is being fetched or retried and not yet given to the
   * frame (the first token, a scheduled refresh, one after TokenExpired); `tokenRefreshed` follows.
   * Always false without a provider.
   */
  get tokenRefreshPending(): boolean {
    return !!this.service.features?.tokens?.pending(this);
  }

  /** Starts a report creation (only report-creation embeds support it). */
  create(): Promise<void> {
    throw this.service.fail('no create support', 'NotSupported');
  }

  /** Saves the report. */
  save(): Promise<void> {
    return bodyOf(frameRequest(this, 'POST', '/report/save', null));
  }

  /** Saves a copy of the report (`{ name, targetWorkspaceId? }`). */
  saveAs(saveAsParameters: ISaveAsParameters): Promise<void> {
    return bodyOf(frameRequest(this, 'POST', '/report/saveAs', saveAsParameters));
  }

  /** The correlation id of the frame's session, for support requests. */
  getCorrelationId(): Promise<string> {
    return bodyOf(frameRequest(this, 'GET', '/getCorrelationId'));
  }

  /**
   * Posts the configuration to the frame (`loadPath`, or `phasedLoadPath` for a phased report).
   * Does nothing before the token and the iframe are there, nor within 100 ms of the last load.
   * @hidden Called when the iframe has loaded; use `reload()`.
   */
  load(phasedRender?: boolean): Promise<void> {
    const config = this.config;
    if (!config.accessToken) return resolved('Power BI SDK iframe is loaded but powerbi.embed is not called yet.');
    // Create and quick create have no load: re-embedding them posts nothing, as in the reference.
    if (!this.iframeLoaded || !this.loadPath)
      return resolved('Power BI SDK is trying to post /report/load before iframe is ready.');
    const path = phasedRender && config.type === 'report' ? this.phasedLoadPath : this.loadPath;
    // Before the 100 ms rule, as in the reference: a load it stops has asked the service for its session id too.
    const headers = this.sessionHeaders({ bootstrapped: config.bootstrapped, sdkVersion: SDK_VERSION });
    const { loads, lastLoadRequest } = this;
    const form = postedForm(path, config);
    const now = new Date();
    const elapsed = lastLoadRequest ? Math.abs(+now - +lastLoadRequest) : Infinity;
    // The frame cannot tell a second load within 100 ms from a duplicate: a repeat is not sent, as
    // in the reference; another configuration waits for the 100 ms to pass (the reference lost it).
    if (elapsed < LOAD_INTERVAL_MS) {
      if (form === undefined || form !== loads.form)
        return deferLoad(loads, LOAD_INTERVAL_MS - elapsed, () => this.load(phasedRender));
      cancelDeferred(loads);
      // The frame's events name the uid of the load it has: a re-embed's new one would lose them.
      config.uniqueId = loads.uid;
      return resolved('Power BI SDK sent more than two /report/load requests in the last 100ms interval.');
    }
    this.lastLoadRequest = now;
    const answer = bodyOf(frameRequest<void>(this, 'POST', path, config, headers));
    noteSent(loads, form, config.uniqueId, answer);
    return answer;
  }

  /** @hidden The headers of a load or create request: uid, session id, `extra`, and whether a token provider is set. */
  sessionHeaders(extra?: MessageHeaders): MessageHeaders {
    const headers: MessageHeaders = {
      uid: this.config.uniqueId,
      sdkSessionId: this.service.getSdkSessionId(),
      ...extra,
    };
    if (this.eventHooks?.accessTokenProvider) headers.tokenProviderSupplied = true;
    return headers;
  }

  /** Stops calling `handler` (or every handler of `eventName` when none is given). */
  off<T>(eventName: string, handler?: IEventHandler<T>): void {
    this.eventHandlers = this.eventHandlers.filter((subscription) => {
      const drop = subscription.test({ name: eventName } as never) && (!handler || subscription.handle === handler);
      if (drop) this.element.removeEventListener(eventName, subscription.listener);
      return !drop;
    });
  }

  /** Calls `handler` with the DOM event each time the frame raises `eventName` (one of `allowedEvents`). */
  on<K extends keyof EmbedEventMap>(eventName: K, handler: IEventHandler<EmbedEventMap[K]>): void;
  on<T>(eventName: string, handler: IEventHandler<T>): void;
  on(eventName: string, handler: IEventHandler<unknown>): void {
    // The token events are ours: allowed beside `allowedEvents` (kept as the reference's) with a provider.
    if (!this.service.features?.tokens?.allows(this, eventName) && !this.allowedEvents.includes(eventName)) {
      throw this.service.fail(`eventName must be one of ${this.allowedEvents}. You passed: ${eventName}`);
    }
    // The handler itself is the DOM listener, as in the reference (an async handler's rejection is then
    // the page's unhandled rejection), unless the service routes those to onError. The same handler
    // twice stays one DOM listener, as with addEventListener itself.
    const listener =
      this.eventHandlers.find((other) => other.handle === handler)?.listener ??
      (this.service.config.catchHandlerRejections
        ? (event: Event) =>
            whenSettled(handler.call(event.currentTarget, event as ICustomEvent<unknown>), this.service.reportError)
        : (handler as EventListener));
    this.eventHandlers.push({ test: (event) => event.name === eventName, handle: handler, listener });
    this.element.addEventListener(eventName, listener);
  }

  /** Posts the configuration again (subject to the 100 ms rule). */
  reload(): Promise<void> {
    return this.load();
  }

  /** Gives the frame a new access token (for example before the current one expires). */
  setAccessToken(accessToken: string): Promise<void> {
    if (!accessToken) return Promise.reject(this.service.fail('Access token cannot be empty'));
    const type = this.config.type;
    const path = '/' + (/^(create|visual|qna|quickCreate)$/.test(type as string) ? 'report' : type) + '/token';
    return bodyOf(frameRequest<void>(this, 'POST', path, accessToken)).then((body) => {
      this.config.accessToken = this.service.accessToken = accessToken;
      this.element.setAttribute(Embed.accessTokenAttribute, accessToken);
      return body;
    });
  }

  /**
   * Builds `this.config` from `config` (merged over a bootstrap config), the container's
   * `powerbi-*` attributes and defaults, exactly as the reference does.
   * @hidden
   */
  populateConfig(config: IBootstrapEmbedConfiguration, isBootstrap?: boolean): void {
    const own: IEmbedConfiguration = (this.config = { ...this.bootstrapConfig, ...config });
    const features = this.service.features;
    this.hostOptions = takeHostOptions(own, this.hostOptions, features);
    features?.tokens?.check(this);
    this.bootstrapConfig = null;
    const element = this.element;
    let url = own.embedUrl || element.getAttribute(Embed.embedUrlAttribute);
    if (isBootstrap && !url) {
      const host = (own.hostname || Embed.defaultEmbedHostName).toLowerCase().trim();
      if (host.startsWith('http://')) throw this.service.fail('HTTP is not allowed. HTTPS is required');
      url = (host.startsWith('https://') ? host : 'https://' + host) + '/' + this.getDefaultEmbedUrlEndpoint();
    }
    if (typeof url !== 'string' || !url) {
      throw this.service.fail(
        "Embed Url is required, but it was not found. You must provide an embed url either as part of embed configuration or as attribute 'powerbi-embed-url'.",
      );
    }
    own.embedUrl = url;
    own.groupId = own.groupId || paramFromUrl(url, 'groupId');
    const locale = config.settings?.localeSettings;
    if (locale?.language) own.embedUrl = addParamToUrl(own.embedUrl, 'language', locale.language);
    if (locale?.formatLocale) own.embedUrl = addParamToUrl(own.embedUrl, 'formatLocale', locale.formatLocale);
    own.uniqueId =
      own.uniqueId || element.getAttribute(Embed.nameAttribute) || uniqueRandomId((id) => !!this.service.find(id));
    this.setExtensions(own.settings?.extensions, false);
    this.initialLayoutType = own.settings?.layoutType ?? 0;
    if (isBootstrap) {
      this.bootstrapConfig = own;
      own.bootstrapped = true;
    } else {
      // With a token provider and no token yet, the load waits for the provider's first token.
      const token = own.accessToken || element.getAttribute(Embed.accessTokenAttribute) || this.service.accessToken;
      if (!token && !this.hostOptions.tokenProvider) {
        throw this.service.fail(
          "No access token was found for element. You must specify an access token directly on the element using attribute 'powerbi-access-token' or specify a global token at: powerbi.accessToken.",
        );
      }
      if (token) own.accessToken = token;
      else delete own.accessToken;
    }
    // Hooks are functions, which cannot be posted: they stay on the component.
    this.eventHooks = own.eventHooks;
    validateEventHooks(this.service.fail, this.eventHooks, this.embedtype, own.tokenType);
    if (this.eventHooks?.applicationContextProvider) {
      own.embedUrl = addParamToUrl(own.embedUrl, 'registerQueryCallback', 'true');
    }
    delete own.eventHooks;
    this.configChanged(!!isBootstrap);
  }

  /**
   * @hidden Detaches the component from its frame: requests still waiting for an answer reject with
   * `error`, and its listeners, frame registration and routes go. `frame` is the window those
   * requests went to; it is only needed when the iframe has already left the page.
   */
  detach(error: Error, frame: Window | null | undefined = this.iframe?.contentWindow): void {
    if (this.frontLoadHandler) this.element.removeEventListener('ready', this.frontLoadHandler);
    cancelDeferred(this.loads);
    if (frame) this.service.ownProxy()?.rejectPending(frame, error);
    this.disposers.splice(0).forEach((dispose) => dispose());
  }

  /** The id of the embedded item (report id, dashboard id, …); null for Q&A and quick create. */
  abstract getId(): string | null;
  /** @hidden Completes the configuration for the component type. */
  abstract configChanged(isBootstrap: boolean): void;
  /** @hidden The path of the default embed URL (`reportEmbed`, …). */
  abstract getDefaultEmbedUrlEndpoint(): string;
  /** Checks a configuration with the component type's validator; undefined when valid. */
  abstract validate(config: IEmbedConfigurationBase): IError[] | undefined;

  /** Shows the iframe full screen (with Safari's prefixed API where that is all there is). */
  fullscreen(): void {
    const iframe = this.iframe as WebkitFullscreen<HTMLIFrameElement> | undefined;
    if (!iframe) return; // a lazy or queued embed before its frame exists
    const request = iframe.requestFullscreen ?? iframe.webkitRequestFullscreen;
    // Older Safari returns nothing here, not a promise.
    if (request) whenSettled(request.call(iframe), this.service.reportError);
  }

  /** Leaves full screen when the iframe is what is shown full screen. */
  exitFullscreen(): void {
    const doc = document as WebkitFullscreen<Document>;
    if ((doc.fullscreenElement ?? doc.webkitFullscreenElement) !== this.iframe) return;
    const exit = doc.exitFullscreen ?? doc.webkitExitFullscreen;
    if (exit) whenSettled(exit.call(doc), this.service.reportError);
  }

  /** Sets the iframe's `title` (null or undefined removes it). */
  setComponentTitle(title?: string | null): void {
    if (!this.iframe) return;
    if (title == null) this.iframe.removeAttribute('title');
    else this.iframe.setAttribute('title', title);
  }

  /** Makes the container focusable with `tabindex` (0 when none is given). */
  setComponentTabIndex(tabIndex?: number | null): void {
    this.element?.setAttribute('tabindex', tabIndex == null ? '0' : String(tabIndex));
  }

  /** Removes the container's `tabindex`. */
  removeComponentTabIndex(_tabIndex?: number): void {
    this.element?.removeAttribute('tabindex');
  }

  /** The `groupId=` value of an embed URL. */
  static findGroupIdFromEmbedUrl(url: string): string | undefined {
    return paramFromUrl(url, 'groupId');
  }

  /** Keeps the extension commands and groups of settings for the menu APIs. */
  protected setExtensions(extensions: unknown, keep: boolean): void {
    const list = extensions as IExtensions | IExtension[] | undefined;
    this.commands = Array.isArray(list)
      ? list.flatMap((extension) => (extension?.command ? [extension.command] : []))
      : (list?.commands ?? (keep ? this.commands : []));
    this.groups = (list as IExtensions | undefined)?.groups ?? (keep ? this.groups : []);
  }
}

/**
 * The id a component needs (`what` is 'Report', 'Dashboard', …): `id` when it is a non-empty
 * string, else (by its service's `fail`) the reference's error naming the config and, when there is one, the attribute.
 */
export function requiredId(fail: ErrorMode['fail'], id: unknown, what: string, attribute?: string): string {
  if (typeof id === 'string' && id) return id;
  throw fail(
    `${what} id is required, but it was not found. You must provide an id either as part of embed configuration${attribute ? ` or as attribute '${attribute}'` : ''}.`,
  );
}
