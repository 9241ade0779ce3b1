import { buildConfig } from './config';
import { camel, RICH_PROPERTIES, type ElementKind } from './kinds';
import { planSteps, type ElementConfig } from './plan';
import { getSharedService } from './shared-service';
import { EmbedError, type Embed, type Report, type Service } from '@org/embed-client';

const message = (error: unknown): string => {
  const e = error as { detailedMessage?: string; message?: string } | undefined;
  return String(e?.detailedMessage || e?.message || error);
};

// The shadow tree's look: the frame fills the element; the loading text sits over it until `loaded`;
// an error covers it. A constructed stylesheet (CSSOM), so a strict style-src needs nothing.
export const CSS =
  ':host{display:block;position:relative}:host([hidden]){display:none}' +
  '[part=frame]{width:100%;height:100%}iframe{border:0;display:block}' +
  '[role]{position:absolute;inset:0;display:grid;place-items:center;pointer-events:none}' +
  '[role=alert]{background:Canvas;color:CanvasText;pointer-events:auto}[role=alert]:empty{display:none}';

/**
 * The class of one element type. Made when `defineEmbedElements()` runs, never at import: the
 * `extends HTMLElement` reads a DOM global.
 */
export function createElementClass(kind: ElementKind, sheet: CSSStyleSheet | undefined): CustomElementConstructor {
  const { attributes } = kind;

  class EmbedElement extends HTMLElement {
    static observedAttributes = attributes;

    static {
      const proto = this.prototype as unknown as Record<string, unknown>;
      for (const name of RICH_PROPERTIES)
        Object.defineProperty(proto, name, {
          get(this: EmbedElement) {
            return name == 'accessToken'
              ? (this.#values.accessToken ?? this.getAttribute('access-token') ?? undefined)
              : this.#values[name];
          },
          set(this: EmbedElement, value: unknown) {
            this.#values[name] = value;
            this.#schedule();
          },
        });
      // The string attributes as properties too (embedUrl, reportId, pageName, …), for frameworks that bind properties.
      for (const attribute of attributes) {
        const name = camel(attribute);
        if (name in proto) continue; // accessToken (rich), title (HTMLElement's)
        Object.defineProperty(proto, name, {
          get(this: EmbedElement) {
            return this.getAttribute(attribute) ?? undefined;
          },
          set(this: EmbedElement, value: unknown) {
            if (value == null || value === false) this.removeAttribute(attribute);
            else this.setAttribute(attribute, value === true ? '' : String(value));
          },
        });
      }
    }
    /** The rich properties' values. */
    #values: Record<string, unknown> = {};
    /** Calls the current `tokenProvider`: the embed keeps one function however often it changes. */
    #provider = (request: unknown) => (this.#values.tokenProvider as (r: unknown) => unknown)(request);
    #config?: ElementConfig;
    #embed?: Embed;
    #service?: Service;
    /** The frame's window: once the element has left the page its iframe has none, and requests still wait on it. */
    #window?: Window | null;
    #ready?: Promise<Embed>;
    /** Settles `#ready` (resolve, reject); undefined once it has settled. */
    #settle?: [(embed: Embed) => void, (error: unknown) => void];
    #loaded = false;
    #queued = false;
    /** The names relayed from the frame (the embed's events and the token lifecycle's). */
    #events: string[] = [];
    #frame: HTMLDivElement;
    /** Shows the announced state: the loading text (role=status) and the error text (role=alert). */
    #state: (status: string, error: string) => void;

    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      if (sheet) root.adoptedStyleSheets = [sheet];
      // The frame's container, the loading text and the error text; `part`s for styling from outside.
      const div = (part: string, role?: string) => {
        const node = root.appendChild(document.createElement('div'));
        node.setAttribute('part', part);
        if (role) node.setAttribute('role', role);
        return node;
      };
      this.#frame = div('frame');
      const status = div('status', 'status');
      const alert = div('error', 'alert');
      this.#state = (text, error) => {
        status.textContent = text;
        alert.textContent = error;
      };
      // Properties set before the element was defined are own properties that hide the accessors.
      for (const name of [...RICH_PROPERTIES, ...attributes.map(camel)]) {
        if (Object.hasOwn(this, name)) {
          const value = this[name as never];
          delete this[name as never];
          this[name as never] = value;
        }
      }
    }

    /** The embed object (a `Report`, `Dashboard`, …) from the first load on; undefined when none. */
    get embed(): Embed | undefined {
      return this.#embed;
    }

    /** The embed object (typed as a `Report` on the report elements only). */
    get report(): Embed | undefined {
      return this.#embed;
    }

    /** Resolves with the embed object on its `loaded`; a new promise once that load is done and another starts. */
    get ready(): Promise<Embed> {
      if (!this.#ready) {
        this.#ready = new Promise((resolve, reject) => (this.#settle = [resolve, reject]));
        this.#ready.catch(() => undefined); // a rejection nobody awaits is not an unhandled one
      }
      return this.#ready;
    }

    connectedCallback() {
      this.#schedule();
    }

    attributeChangedCallback() {
      this.#schedule();
    }

    disconnectedCallback() {
      this.#reset();
      this.#state('', '');
    }

    #schedule() {
      if (this.#queued) return;
      this.#queued = true;
      queueMicrotask(() => {
        this.#queued = false;
        this.#update();
      });
    }

    #reset() {
      for (const name of this.#events) this.#frame.removeEventListener(name, this.#relay);
      const embed = this.#embed;
      if (embed) {
        // Removed from the page mid-request: the requests to the frame settle now, not at their timeout.
        if (this.#window) embed.detach(new EmbedError('EmbedReset', 'The element was removed.'), this.#window);
        this.#service!.reset(this.#frame);
      }
      this.#embed = this.#config = this.#window = undefined;
    }

    #update() {
      if (!this.isConnected) return;
      const service = (this.#values.service as Service | undefined) || getSharedService();
      if (this.#service && service != this.#service) this.#reset();
      this.#service = service;
      const next = buildConfig(kind, {
        getAttribute: (name) => this.getAttribute(name),
        values: this.#values,
        provider: this.#provider,
      });
      // Updates only of what is embedded: a config that could not be embedded yet (no token) is loaded whole.
      for (const [key, value] of planSteps(this.#embed && this.#config, next, kind.updates)) {
        const target = this.#embed as Report;
        const fail = (error: unknown) => console.error(key, error);
        if (key == 'reset') this.#reset();
        else if (key == 'embed') {
          if (!this.#settle) this.#ready = undefined;
          this.#loaded = false;
          this.#state(`Loading ${kind.noun}…`, '');
          try {
            // A copy: embed-client takes its host options (tokenProvider, lazy) out of the config it is given.
            this.#embed = service.embed(this.#frame, { ...next } as never);
            this.#window = this.#embed.iframe?.contentWindow;
            // Its events, and the token lifecycle's (raised beside them when it has a token provider).
            this.#events = [...this.#embed.allowedEvents, 'tokenRefreshed', 'tokenRefreshFailed'];
            for (const name of this.#events) this.#frame.addEventListener(name, this.#relay); // once however often it is added
          } catch (error) {
            // A config embed-client refuses: shown, and the next change tries again.
            this.#reset();
            this.#state('', message(error));
            this.#done(1, error);
            return;
          }
        } else if (key == 'title') target.setComponentTitle(value as string | undefined);
        else if (key == 'filters') {
          // FiltersOperations.Replace; none: RemoveAll
          (value ? target.updateFilters(3, value as never) : target.removeFilters()).catch(fail);
        } else if (value != null) {
          // A value taken away (a token left to the provider, a page name) is left as it is.
          // The method that sends a change of each config key (beside title and filters).
          const method = (
            {
              accessToken: 'setAccessToken',
              settings: 'updateSettings',
              pageName: 'setPage',
              theme: 'applyTheme',
              viewMode: 'switchMode',
            } as const
          )[key as 'accessToken'];
          (target[method](value as never) as Promise<unknown>).catch(fail);
        }
      }
      this.#config = next;
    }

    /** The frame's events, raised on the inner container, dispatched again on the element (no bubbling). */
    #relay = (event: Event) => {
      const { type } = event;
      this.#window ||= this.#embed?.iframe?.contentWindow; // a lazy or queued frame comes later
      const detail = (event as CustomEvent).detail;
      if (!this.#loaded) {
        if (type == 'loaded' || type == 'tileLoaded') {
          // (A tile raises both: the first settles `ready`.)
          this.#loaded = true;
          this.#state('', '');
          this.#done(0, this.#embed);
        } else if (type == 'error') this.#state('', message(detail));
      }
      if (!this.dispatchEvent(new CustomEvent(type, { detail, cancelable: true }))) event.preventDefault();
    };

    /** Resolves (0) or rejects (1) the current `ready`. */
    #done(how: 0 | 1, value: unknown) {
      if (!this.#settle) this.#ready = undefined; // settled already (a reload's second loaded): a new one
      void this.ready;
      this.#settle![how](value as Embed);
      this.#settle = undefined;
    }
  }

  return EmbedElement;
}
