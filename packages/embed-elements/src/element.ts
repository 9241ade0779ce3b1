import type { Embed, Report, Service } from '@org/embed-client';
import { buildConfig } from './config';
import { camel, COMMON_ATTRIBUTES, RICH_PROPERTIES, type ElementKind } from './kinds';
import { planSteps, type ElementConfig } from './plan';
import { getSharedService } from './shared-service';

/** The token lifecycle's events, raised beside a component's `allowedEvents` when it has a token provider. */
const TOKEN_EVENTS = ['tokenRefreshed', 'tokenRefreshFailed'];

// The shadow tree's look: the frame fills the element; the loading text sits over it until `loaded`;
// an error covers it. A constructed stylesheet (CSSOM), so a strict style-src needs nothing.
export const CSS =
  ':host{display:block;position:relative}:host([hidden]){display:none}' +
  '.f{width:100%;height:100%}' +
  '[role]{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;pointer-events:none}' +
  '[role=alert]{background:Canvas;color:CanvasText;pointer-events:auto}[role=alert]:empty{display:none}';

interface Deferred {
  promise: Promise<Embed>;
  resolve(embed: Embed): void;
  reject(error: unknown): void;
  settled?: boolean;
}

function deferred(): Deferred {
  const d = {} as Deferred;
  d.promise = new Promise((resolve, reject) => {
    d.resolve = (embed) => ((d.settled = true), resolve(embed));
    d.reject = (error) => ((d.settled = true), reject(error));
  });
  d.promise.catch(() => undefined); // a rejection nobody awaits is not an unhandled one
  return d;
}

const message = (error: unknown): string => {
  const e = error as { detailedMessage?: string; message?: string } | undefined;
  return String(e?.detailedMessage || e?.message || error);
};

/**
 * The class of one element type. Made when `defineEmbedElements()` runs, never at import: the
 * `extends HTMLElement` reads a DOM global.
 */
export function createElementClass(kind: ElementKind, sheet: CSSStyleSheet | undefined): CustomElementConstructor {
  const attributes = [...COMMON_ATTRIBUTES, ...kind.attributes];

  class EmbedElement extends HTMLElement {
    static observedAttributes = attributes;
    /** The rich properties' values. */
    _values: Record<string, unknown> = {};
    /** Calls the current `tokenProvider`: the embed keeps one function however often it changes. */
    _provider = (request: unknown) => (this._values.tokenProvider as (r: unknown) => unknown)(request);
    _config?: ElementConfig;
    _embed?: Embed;
    _service?: Service;
    _ready?: Deferred;
    _loaded = false;
    _queued = false;
    _events = new Set<string>();
    _frame: HTMLDivElement;
    _status: HTMLDivElement;
    _alert: HTMLDivElement;

    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      if (sheet) root.adoptedStyleSheets = [sheet];
      const div = (role?: string) => {
        const node = root.appendChild(document.createElement('div'));
        if (role) node.setAttribute('role', role);
        return node;
      };
      this._frame = div();
      this._frame.className = 'f';
      this._frame.setAttribute('part', 'frame');
      this._status = div('status');
      this._status.setAttribute('part', 'status');
      this._alert = div('alert');
      this._alert.setAttribute('part', 'error');
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
      return this._embed;
    }

    get report(): Report | undefined {
      return kind.type == 'report' ? (this._embed as Report | undefined) : undefined;
    }

    /** Resolves with the embed object on its `loaded`; a new promise once that load is done and another starts. */
    get ready(): Promise<Embed> {
      return (this._ready ||= deferred()).promise;
    }

    connectedCallback() {
      this._schedule();
    }

    attributeChangedCallback() {
      this._schedule();
    }

    disconnectedCallback() {
      this._reset();
      this._state('', '');
    }

    _schedule() {
      if (this._queued) return;
      this._queued = true;
      queueMicrotask(() => {
        this._queued = false;
        this._update();
      });
    }

    _reset() {
      for (const name of this._events) this._frame.removeEventListener(name, this._relay);
      this._events.clear();
      if (this._embed) this._service!.reset(this._frame);
      this._embed = this._config = undefined;
    }

    _update() {
      if (!this.isConnected) return;
      const service = (this._values.service as Service | undefined) || getSharedService();
      if (this._service && service != this._service) this._reset();
      this._service = service;
      const next = buildConfig(kind, {
        getAttribute: (name) => this.getAttribute(name),
        values: this._values,
        provider: this._provider,
      });
      for (const [key, value] of planSteps(this._config, next, kind.updates)) {
        const target = this._embed as Report;
        const fail = (error: unknown) => console.error(`<${kind.tag}> ${key}:`, error);
        if (key == 'reset') this._reset();
        else if (key == 'embed') {
          if (this._ready?.settled) this._ready = undefined;
          this._loaded = false;
          this._state(`Loading ${kind.noun}…`, '');
          try {
            // A copy: embed-client takes its host options (tokenProvider, lazy) out of the config it is given.
            this._embed = service.embed(this._frame, { ...next } as never);
            for (const name of [...this._embed.allowedEvents, ...TOKEN_EVENTS]) {
              if (!this._events.has(name)) this._frame.addEventListener(name, this._relay);
              this._events.add(name);
            }
          } catch (error) {
            // A config embed-client refuses: shown, and the next change tries again.
            this._reset();
            this._state('', message(error));
            (this._ready ||= deferred()).reject(error);
            return;
          }
        } else if (key == 'accessToken') {
          if (value) target.setAccessToken(value as string).catch(fail);
        } else if (key == 'title') target.setComponentTitle(value as string | undefined);
        else if (key == 'filters') {
          // FiltersOperations.Replace
          (value ? target.updateFilters(3, value as never) : target.removeFilters()).catch(fail);
        } else if (value != null) {
          const call = { settings: 'updateSettings', pageName: 'setPage', theme: 'applyTheme', viewMode: 'switchMode' }[
            key
          ]!;
          (target[call as 'setPage'](value as never) as Promise<unknown>).catch(fail);
        }
      }
      this._config = next;
    }

    /** The frame's events, raised on the inner container, dispatched again on the element (no bubbling). */
    _relay = (event: Event) => {
      const { type } = event;
      const detail = (event as CustomEvent).detail;
      if (type == 'loaded' || type == 'tileLoaded') {
        this._loaded = true;
        this._state('', '');
        (this._ready ||= deferred()).resolve(this._embed!);
      } else if (type == 'error' && !this._loaded) this._state('', message(detail));
      if (!this.dispatchEvent(new CustomEvent(type, { detail, cancelable: true }))) event.preventDefault();
    };

    /** The announced state: the loading text (role=status) and the error text (role=alert). */
    _state(status: string, error: string) {
      this._status.textContent = status;
      this._alert.textContent = error;
    }
  }

  const proto = EmbedElement.prototype as unknown as Record<string, unknown>;
  for (const name of RICH_PROPERTIES)
    Object.defineProperty(proto, name, {
      get(this: EmbedElement) {
        return name == 'accessToken'
          ? (this._values.accessToken ?? this.getAttribute('access-token') ?? undefined)
          : this._values[name];
      },
      set(this: EmbedElement, value: unknown) {
        this._values[name] = value;
        this._schedule();
      },
    });
  // The string attributes as properties too (embedUrl, reportId, pageName, …), for frameworks that bind properties.
  for (const attribute of attributes) {
    const name = camel(attribute);
    if (name in proto || name == 'title') continue;
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
  return EmbedElement;
}
