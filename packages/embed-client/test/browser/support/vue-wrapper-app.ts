/* eslint-disable @typescript-eslint/no-explicit-any -- the wrapper's component instance and embed are untyped here */
/**
 * Browser side of `framework-proxies.test.ts`: a Vue 3 app built on Microsoft's
 * powerbi-client-vue-js 1.1.2 (`PowerBIReportEmbed`), bundled by `framework-apps.ts` with
 * `powerbi-client` resolved to our client's source or to powerbi-client 2.22.4 itself. The wrapper
 * keeps its `new Service(...)` and the embed in its component's `data()`, so every call it and
 * this app make goes through Vue's reactive proxies.
 */
import { PowerBIReportEmbed } from 'powerbi-client-vue-js';
import { createApp, defineComponent, h, isReactive, toRaw, type App } from 'vue';

/** What the app saw: the wrapper's event handlers, a few calls through the component's embed, proxy checks. */
export interface WrapperRun {
  events: string[];
  /** `report-obj` emitted by the wrapper with the embed. */
  reportObjEmitted: boolean;
  /** The second argument of the loaded handler is the embed the component keeps. */
  handlerGotTheEmbed?: boolean;
  steps: Record<string, unknown>;
  failed?: { step: string; error: string };
  proxied: Record<string, boolean>;
}

const describeError = (error: unknown): string =>
  error instanceof Error
    ? `${error.name}: ${error.message}\n${error.stack ?? ''}`
    : `not an Error: ${JSON.stringify(error)}`;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)),
  ]);
}

/** Mounts the app in a fresh container and waits for the wrapper's `loaded` and `rendered` handlers. */
export function mountWrapperApp(embedUrl: string): Promise<WrapperRun> {
  const root = document.createElement('div');
  document.body.append(root);
  const run: WrapperRun = { events: [], reportObjEmitted: false, steps: {}, proxied: {} };
  let signal: (name: string) => void = () => undefined;
  const arrived = (name: string) =>
    within(
      new Promise<void>((resolve) => {
        if (run.events.includes(name)) return resolve();
        const previous = signal;
        signal = (seen) => (previous(seen), seen === name && resolve());
      }),
      5_000,
      `the wrapper's ${name} handler`,
    );
  const note = (name: string) => {
    run.events.push(name);
    signal(name);
  };

  let component: any;
  const eventHandlers = new Map<string, ((event?: any, embed?: any) => void) | null>([
    [
      'loaded',
      (_event, embed) => {
        run.handlerGotTheEmbed = embed === component?.getReport();
        note('loaded');
      },
    ],
    ['rendered', () => note('rendered')],
    ['error', (event) => note(`error: ${JSON.stringify(event?.detail)}`)],
  ]);
  const embedConfig = { type: 'report', id: 'R1', embedUrl, accessToken: 'T1', tokenType: 1 };

  const App = defineComponent({
    render: () =>
      h(PowerBIReportEmbed as any, {
        ref: (instance: any) => (component = instance ?? component),
        embedConfig,
        eventHandlers,
        cssClassName: 'report-container',
        onReportObj: () => (run.reportObjEmitted = true),
      }),
  });
  const app = createApp(App);
  app.config.errorHandler = (error) => console.error('Vue errorHandler:', error);
  app.mount(root);

  let step = 'loaded';
  return (async () => {
    try {
      await arrived('loaded');
      step = 'rendered';
      await arrived('rendered');
      const report = component.getReport();
      run.proxied = {
        service: isReactive(component.powerbi) && toRaw(component.powerbi) !== component.powerbi,
        report: isReactive(report) && toRaw(report) !== report,
      };
    } catch (error) {
      run.failed = { step, error: describeError(error) };
    }
    mounted = { app, root, component, run };
    return run;
  })();
}

let mounted: { app: App; root: HTMLElement; component: any; run: WrapperRun } | undefined;

/** Calls through the mounted component's embed (`getReport()`), resets it through its service, unmounts. */
export async function callThroughWrapper(): Promise<WrapperRun> {
  const { app, root, component, run } = mounted!;
  let step = 'getPages';
  try {
    const report = component.getReport();
    run.steps.pages = (await within<any[]>(report.getPages(), 5_000, step)).map((page: any) => page.name);
    step = 'setPage';
    run.steps.setPage = (await within<any>(report.setPage('ReportSection3'), 5_000, step))?.statusCode;
    step = 'getActivePage';
    run.steps.activePage = (await within<any>(report.getActivePage(), 5_000, step)).name;
    step = 'getFilters';
    run.steps.filters = JSON.parse(JSON.stringify(await within(report.getFilters(), 5_000, step)));
    step = 'reset';
    component.powerbi.reset(component.$refs.containerRef);
    run.steps.afterReset = {
      iframes: root.querySelectorAll('iframe').length,
      components: component.powerbi.getNumberOfComponents(),
    };
  } catch (error) {
    run.failed = { step, error: describeError(error) };
  }
  app.unmount();
  root.remove();
  return run;
}

declare global {
  interface Window {
    vueWrapperApp: { mountWrapperApp: typeof mountWrapperApp; callThroughWrapper: typeof callThroughWrapper };
  }
}

window.vueWrapperApp = { mountWrapperApp, callThroughWrapper };
