/**
 * The host page's test app: renders `<EmbedComponent>` from the package source with the React
 * this bundle was built with, and exposes `window.app` for the tests (driven through Playwright).
 */
import { elementListenerAdditions, elementListenerCount } from './element-listeners';
import { StrictMode, version } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Service, type Embed } from '@org/embed-client';
import { EmbedComponent, getSharedService, type EmbedProps } from '../../../src/index.ts';

/** `window.app`: what a test can do in the host page. */
export interface TestApp {
  /** The React version the page runs. */
  react: string;
  /** Render inside `<StrictMode>` (set before the first render). */
  strict: boolean;
  /** Renders (or re-renders) the component with `props`; resolves once React committed it. */
  render(props: EmbedProps): Promise<void>;
  /** Unmounts the React root. */
  unmount(): Promise<void>;
  /** Every embed passed to `getEmbeddedComponent`, in order. */
  embeds: Embed[];
  /** The component's container `<div>` (null when not mounted). */
  container(): HTMLElement | null;
  /** Listeners on an element (all, or of one event type). */
  listenerCount(element: Element, type?: string): number;
  /** `addEventListener` calls on an element so far. */
  listenerAdditions(element: Element): number;
  /** The arguments of every `console.error` call (strings as they are, errors as their message, the rest as JSON data). */
  errors: unknown[][];
  /** The page's shared Service (the component's default). */
  service: typeof getSharedService;
  /** A new Service of its own (for the `service` prop). */
  newService(): Service;
  /** What the tests' handlers record. */
  log: unknown[];
}

declare global {
  interface Window {
    app: TestApp;
  }
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
let root: Root | undefined;
let rootElement: HTMLElement | undefined;

const app: TestApp = {
  react: version,
  strict: false,
  async render(props) {
    if (!rootElement) {
      rootElement = document.createElement('div');
      rootElement.id = 'root';
      document.body.append(rootElement);
    }
    root ??= createRoot(rootElement);
    const given = props.getEmbeddedComponent;
    const all: EmbedProps = {
      ...props,
      getEmbeddedComponent(embed) {
        app.embeds.push(embed);
        given?.(embed);
      },
    };
    const element = <EmbedComponent {...all} />;
    flushSync(() => root!.render(app.strict ? <StrictMode>{element}</StrictMode> : element));
    await tick();
  },
  async unmount() {
    root?.unmount();
    root = undefined;
    await tick();
  },
  embeds: [],
  container: () => (rootElement?.firstElementChild as HTMLElement | null) ?? null,
  listenerCount: elementListenerCount,
  listenerAdditions: elementListenerAdditions,
  errors: [],
  service: getSharedService,
  newService: () => new Service(),
  log: [],
};
window.app = app;

// The exact arguments: a console message's text does not tell one string from several arguments.
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  app.errors.push(
    args.map((arg) =>
      typeof arg === 'string' ? arg : arg instanceof Error ? arg.message : JSON.parse(JSON.stringify(arg) ?? 'null'),
    ),
  );
  consoleError(...args);
};
