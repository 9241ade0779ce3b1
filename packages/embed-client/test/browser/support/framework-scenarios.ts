/* eslint-disable @typescript-eslint/no-explicit-any -- Vue's options API `this` and the two clients' objects are loosely typed here */
/**
 * Browser side of `framework-proxies.test.ts` (bundled by `framework-apps.ts` into one IIFE, with
 * one copy of Vue 3 and one of MobX 6): scenarios that keep the page's client
 * (`window['powerbi-client']`, ours or powerbi-client 2.22.4, whichever the harness loaded) behind
 * a framework's proxies and make the same calls through them. The client is never bundled here:
 * there is one copy of it in the page, the harness's script-tag global.
 */
import * as mobx from 'mobx';
import * as Vue from 'vue';
import type * as Client from '../../../src/index';

type Service = Client.Service;
type Report = Client.Report;
type Page = Client.Page;
type VisualDescriptor = Client.VisualDescriptor;

/** Where a scenario keeps what the client hands out, and how it hands it back (through its proxies). */
export interface Holder {
  /** The service, as the framework gives it back. */
  service(): Service;
  /** Keeps the embedded report; returns it as the framework gives it back. */
  keepReport(report: Report): Report;
  /** Keeps the pages; returns them as the framework gives them back. */
  keepPages(pages: Page[]): Page[];
  /** Keeps the visuals; returns them as the framework gives them back. */
  keepVisuals(visuals: VisualDescriptor[]): VisualDescriptor[];
  /** Whether each object the calls went through really is a proxy (Vue: isReactive, MobX: isObservable, …). */
  proxied(what: 'service' | 'report' | 'page' | 'visual', value: unknown): boolean;
}

/** What `exercise` saw: each step's result, the first failure (with its stack), and the proxy checks. */
export interface Exercised {
  steps: Record<string, unknown>;
  failed?: { step: string; error: string };
  proxied: Record<string, boolean>;
}

const client = (): typeof Client => (window as any)['powerbi-client'];

/** A Service built with the reference's constructor signature (which ours accepts too). */
export function newService(): Service {
  const pbi = client();
  const { hpmFactory, wpmpFactory, routerFactory } = pbi.factories;
  return new pbi.service.Service(hpmFactory, wpmpFactory, routerFactory);
}

const describeError = (error: unknown): string =>
  error instanceof Error
    ? `${error.name}: ${error.message}\n${error.stack ?? ''}`
    : `not an Error: ${JSON.stringify(error)}`;

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? null));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rejects after `ms` milliseconds (a call that never settles must not hang the scenario). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)),
  ]);
}

/**
 * Embeds a report (at `embedUrl`) in `el` through `holder.service()` and calls through the proxies
 * the holder gives back: `loaded`, getPages, setPage, getActivePage, getFilters, a page's
 * getVisuals, a visual's getFilters, updateSettings, setAccessToken, reload (and `loaded` again),
 * and the service's reset(el). Stops at the first step that fails, except reload (its outcome is a step result).
 */
export async function exercise(holder: Holder, el: HTMLElement, embedUrl: string): Promise<Exercised> {
  const steps: Record<string, unknown> = {};
  const proxied: Record<string, boolean> = {};
  let step = 'embed';
  try {
    const service = holder.service();
    proxied.service = holder.proxied('service', service);
    const report = holder.keepReport(
      service.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T1', tokenType: 1 }) as Report,
    );
    proxied.report = holder.proxied('report', report);
    // Subscribed through the proxy, in the task that embedded (no frame message can come before).
    const events: string[] = [];
    const waiters: { name: string; count: number; resolve: () => void }[] = [];
    const count = (name: string) => events.filter((e) => e === name).length;
    const seen = (name: string) => {
      events.push(name);
      for (const waiter of waiters.filter((w) => w.name === name && count(name) >= w.count)) waiter.resolve();
    };
    const event = (name: string, n: number) =>
      within(
        new Promise<void>((resolve) => (count(name) >= n ? resolve() : waiters.push({ name, count: n, resolve }))),
        5_000,
        `${name} event #${n}`,
      );
    report.on('loaded', () => seen('loaded'));
    report.on('rendered', () => seen('rendered'));
    const call = <T>(promise: Promise<T>) => within(promise, 5_000, step);

    step = 'loaded';
    await event('loaded', 1);
    steps.loaded = count('loaded');

    step = 'getPages';
    const pages = holder.keepPages(await call(report.getPages()));
    steps.pages = pages.map((page) => page.name);

    step = 'setPage';
    steps.setPage = ((await call(report.setPage('ReportSection2'))) as any)?.statusCode;
    step = 'getActivePage';
    steps.activePage = (await call(report.getActivePage())).name;

    step = 'getFilters';
    steps.filters = plain(await call(report.getFilters()));

    step = 'page.getVisuals';
    const page = pages[1];
    proxied.page = holder.proxied('page', page);
    const visuals = holder.keepVisuals(await call(page.getVisuals()));
    steps.visuals = visuals.map((visual) => `${visual.page.name}/${visual.name}:${visual.type}`);

    step = 'visual.getFilters';
    const visual = visuals[0];
    proxied.visual = holder.proxied('visual', visual);
    steps.visualFilters = plain(await call(visual.getFilters()));

    step = 'updateSettings';
    steps.updateSettings = ((await call(report.updateSettings({ filterPaneEnabled: false }))) as any)?.statusCode;

    step = 'setAccessToken';
    await call(report.setAccessToken('T2'));
    steps.accessToken = report.config.accessToken;

    // powerbi-client 2.22.4 cannot reload through a Vue proxy (it posts the proxied config, which
    // postMessage cannot clone): the outcome is recorded and the scenario goes on to reset.
    step = 'reload';
    await sleep(120); // a load within 100 ms of the last one is not sent, in both clients
    try {
      await call(report.reload());
      await event('loaded', 2);
      steps.reload = 'resolved';
    } catch (error) {
      steps.reload = `rejected: ${describeError(error)}`;
    }
    steps.loadedAfterReload = count('loaded');

    step = 'reset';
    service.reset(el);
    steps.reset = { iframes: el.querySelectorAll('iframe').length, components: service.getNumberOfComponents() };
  } catch (error) {
    return { steps, failed: { step, error: describeError(error) }, proxied };
  }
  return { steps, proxied };
}

/** A fresh 800×600 container appended to the body. */
function container(): HTMLDivElement {
  const div = document.createElement('div');
  div.style.cssText = 'width:800px;height:600px';
  document.body.append(div);
  return div;
}

// ---------------------------------------------------------------------------------------------
// Vue 3

/** True for a Vue reactive proxy of another object (what Vue hands back through reactive state). */
const isVueProxy = (_what: string, value: unknown): boolean => Vue.isReactive(value) && Vue.toRaw(value) !== value;

/**
 * A Vue 3 app whose component keeps `new Service(...)`, the report, its pages and visuals in
 * `data()` (so Vue hands them back as reactive proxies) and makes every call through `this.…`.
 */
export function vueData(embedUrl: string): Promise<Exercised> {
  return new Promise((resolve) => {
    const root = container();
    const app = Vue.createApp(
      Vue.defineComponent({
        data: () => ({
          powerbi: newService(),
          report: null as Report | null,
          pages: [] as Page[],
          visuals: [] as VisualDescriptor[],
        }),
        mounted() {
          const vm = this as any;
          const holder: Holder = {
            service: () => vm.powerbi,
            keepReport: (report) => ((vm.report = report), vm.report),
            keepPages: (pages) => ((vm.pages = pages), vm.pages),
            keepVisuals: (visuals) => ((vm.visuals = visuals), vm.visuals),
            proxied: isVueProxy,
          };
          void exercise(holder, vm.$refs.container, embedUrl).then((result) => {
            app.unmount();
            root.remove();
            resolve(result);
          });
        },
        render: () => Vue.h('div', { ref: 'container', style: 'width:800px;height:600px' }),
      }),
    );
    app.config.errorHandler = (error) => console.error('Vue errorHandler:', error);
    app.mount(root);
  });
}

/** The service and report in `reactive({ service, report })` outside any component. */
export function vueReactive(embedUrl: string): Promise<Exercised> {
  const state = Vue.reactive({
    service: newService(),
    report: null as Report | null,
    pages: [] as Page[],
    visuals: [] as VisualDescriptor[],
  });
  return exercise(
    {
      service: () => state.service as Service,
      keepReport: (report) => ((state.report = report), state.report as Report),
      keepPages: (pages) => ((state.pages = pages), state.pages as Page[]),
      keepVisuals: (visuals) => ((state.visuals = visuals), state.visuals as VisualDescriptor[]),
      proxied: isVueProxy,
    },
    container(),
    embedUrl,
  );
}

/** Composition-API style: each object in its own `ref()` (a ref makes an object value reactive). */
export function vueRefs(embedUrl: string): Promise<Exercised> {
  const service = Vue.ref(newService());
  const report = Vue.ref<Report | null>(null);
  const pages = Vue.ref<Page[]>([]);
  const visuals = Vue.ref<VisualDescriptor[]>([]);
  return exercise(
    {
      service: () => service.value as Service,
      keepReport: (r) => ((report.value = r), report.value as Report),
      keepPages: (p) => ((pages.value = p), pages.value as Page[]),
      keepVisuals: (v) => ((visuals.value = v), visuals.value as VisualDescriptor[]),
      proxied: isVueProxy,
    },
    container(),
    embedUrl,
  );
}

/**
 * Only the proxy checks, no calls: a component with the service in `data()` embeds, and says
 * whether what `this` hands back are reactive proxies of the objects the client made.
 */
export function vueProxyEvidence(embedUrl: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const root = container();
    const pbi = client();
    const app = Vue.createApp(
      Vue.defineComponent({
        data: () => ({ powerbi: newService(), report: null as Report | null }),
        mounted() {
          const vm = this as any;
          const raw = Vue.toRaw(vm.powerbi);
          // Embedding through `this.powerbi` runs `embed` with `this` = the proxy: the report
          // keeps that proxy as its service.
          vm.report = vm.powerbi.embed(vm.$refs.container, { type: 'report', id: 'R1', embedUrl, accessToken: 'T1' });
          const report = vm.report;
          resolve({
            serviceIsReactive: Vue.isReactive(vm.powerbi),
            serviceIsProxy: Vue.isProxy(vm.powerbi),
            serviceIsNotRaw: vm.powerbi !== raw,
            rawIsService: raw instanceof pbi.Service || raw instanceof pbi.service.Service,
            proxyIsService: vm.powerbi instanceof pbi.service.Service,
            reportIsReactive: Vue.isReactive(report),
            reportIsNotRaw: report !== Vue.toRaw(report),
            rawReportIsReport: Vue.toRaw(report) instanceof pbi.Report,
            reportServiceIsTheProxy: Vue.toRaw(report).service === vm.powerbi,
            transportIsReactive: Vue.isReactive(vm.powerbi.wpmp) && Vue.isReactive(vm.powerbi.hpm),
          });
          vm.powerbi.reset(vm.$refs.container);
          app.unmount();
          root.remove();
        },
        render: () => Vue.h('div', { ref: 'container', style: 'width:800px;height:600px' }),
      }),
    );
    app.mount(root);
  });
}

// ---------------------------------------------------------------------------------------------
// MobX 6

mobx.configure({ enforceActions: 'observed' });

const mobxProxied = (value: unknown) => mobx.isObservable(value);

/** The service and embeds in `observable({ service, report, pages, visuals })`. */
export function mobxObservable(embedUrl: string): Promise<Exercised> {
  const store = mobx.observable({
    service: newService(),
    report: null as Report | null,
    pages: [] as Page[],
    visuals: [] as VisualDescriptor[],
  });
  return exercise(
    {
      service: () => store.service,
      keepReport: (report) => (mobx.runInAction(() => (store.report = report)), store.report!),
      keepPages: (pages) => (mobx.runInAction(() => (store.pages = pages)), store.pages),
      keepVisuals: (visuals) => (mobx.runInAction(() => (store.visuals = visuals)), store.visuals),
      proxied: (_what, value) => mobxProxied(value),
    },
    container(),
    embedUrl,
  );
}

/** A store class with `makeAutoObservable(this)` holding the service and embeds in its fields. */
export function mobxStoreClass(embedUrl: string): Promise<Exercised> {
  class EmbedStore {
    service = newService();
    report: Report | null = null;
    pages: Page[] = [];
    visuals: VisualDescriptor[] = [];
    constructor() {
      mobx.makeAutoObservable(this);
    }
    setReport(report: Report) {
      this.report = report;
    }
    setPages(pages: Page[]) {
      this.pages = pages;
    }
    setVisuals(visuals: VisualDescriptor[]) {
      this.visuals = visuals;
    }
  }
  const store = new EmbedStore();
  return exercise(
    {
      service: () => store.service,
      keepReport: (report) => (store.setReport(report), store.report!),
      keepPages: (pages) => (store.setPages(pages), store.pages),
      keepVisuals: (visuals) => (store.setVisuals(visuals), store.visuals),
      proxied: (_what, value) => mobxProxied(value),
    },
    container(),
    embedUrl,
  );
}

/** `observable.box(service)` and `observable(service)`: what MobX gives back for a class instance. */
export function mobxBoxes(embedUrl: string): Promise<Exercised & { mobx: Record<string, unknown> }> {
  const raw = newService();
  const box = mobx.observable.box(raw);
  const direct = mobx.observable(raw as object);
  const reportBox = mobx.observable.box<Report | null>(null);
  const facts = {
    boxGivesTheInstance: box.get() === raw,
    observableOfInstanceIsTheInstance: direct === raw,
    instanceIsObservable: mobx.isObservable(raw),
  };
  return exercise(
    {
      service: () => box.get(),
      keepReport: (report) => (mobx.runInAction(() => reportBox.set(report)), reportBox.get()!),
      keepPages: (pages) => mobx.observable.array(pages),
      keepVisuals: (visuals) => mobx.observable.array(visuals),
      proxied: (_what, value) => mobxProxied(value),
    },
    container(),
    embedUrl,
  ).then((result) => ({ ...result, mobx: facts }));
}

// ---------------------------------------------------------------------------------------------
// Plain ES proxies

/** A Proxy with no traps: every operation goes to the target, but `this` in methods is the proxy. */
const emptyHandler = (): ProxyHandler<object> => ({});

/** A Proxy with explicit forwarding traps; methods it hands out are proxies with an `apply` trap. */
function forwardingHandler(): ProxyHandler<object> {
  const methods = new WeakMap<object, unknown>();
  return {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (!methods.has(value)) {
        methods.set(value, new Proxy(value, { apply: (fn, thisArg, args) => Reflect.apply(fn, thisArg, args) }));
      }
      return methods.get(value);
    },
    set: (target, key, value, receiver) => Reflect.set(target, key, value, receiver),
    has: (target, key) => Reflect.has(target, key),
  };
}

/** The Service, Report, Pages and VisualDescriptors each behind `new Proxy(obj, handler())`. */
export function plainProxies(embedUrl: string, kind: 'empty' | 'forwarding'): Promise<Exercised> {
  const made = new WeakSet<object>();
  const wrap = <T extends object>(value: T): T => {
    const proxy = new Proxy(value, kind === 'empty' ? emptyHandler() : forwardingHandler()) as T;
    made.add(proxy);
    return proxy;
  };
  const service = wrap(newService());
  return exercise(
    {
      service: () => service,
      keepReport: (report) => wrap(report),
      keepPages: (pages) => pages.map(wrap),
      keepVisuals: (visuals) => visuals.map(wrap),
      proxied: (_what, value) => made.has(value as object),
    },
    container(),
    embedUrl,
  );
}

/** The calls on the objects themselves: the scenario without any proxy (it must pass on both clients). */
export function noProxy(embedUrl: string): Promise<Exercised> {
  const service = newService();
  return exercise(
    {
      service: () => service,
      keepReport: (report) => report,
      keepPages: (pages) => pages,
      keepVisuals: (visuals) => visuals,
      proxied: () => false,
    },
    container(),
    embedUrl,
  );
}

const scenarios = {
  vueData,
  vueReactive,
  vueRefs,
  vueProxyEvidence,
  mobxObservable,
  mobxStoreClass,
  mobxBoxes,
  plainProxies,
  noProxy,
};

export type FrameworkScenarios = typeof scenarios;

declare global {
  interface Window {
    frameworkScenarios: FrameworkScenarios;
  }
}

window.frameworkScenarios = scenarios;
