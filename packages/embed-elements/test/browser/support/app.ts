/**
 * The host page's test app: the elements from the package source, defined, and `window.app` for
 * the tests (driven through Playwright).
 */
import type { Service } from '@org/embed-client';
import { defineEmbedElements, getSharedService } from '../../../src/index.ts';

/** `window.app`: what a test can do in the host page. */
export interface TestApp {
  /** Creates `<tag>` with `attributes` and `properties`, 800×600, appends it to the body and returns it. */
  add(tag: string, attributes?: Record<string, string>, properties?: Record<string, unknown>): TestApp['el'];
  /** The last element `add` made. */
  el: HTMLElement & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any element's properties
  /** Every event of `names` dispatched on `el`, in order: name, detail, whether it bubbles, its target's tag. */
  record(names: string[]): { name: string; detail: unknown; bubbles: boolean; target: string }[];
  /** The page's shared Service. */
  service(): Service;
  /** The arguments of every `console.error` call, as text. */
  errors: string[];
  defineEmbedElements: typeof defineEmbedElements;
}

declare global {
  interface Window {
    app: TestApp;
  }
}

const errors: string[] = [];
const error = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  error.apply(console, args);
};

defineEmbedElements();

const app: TestApp = {
  add(tag, attributes = {}, properties = {}) {
    const el = document.createElement(tag) as TestApp['el'];
    el.style.width = '800px';
    el.style.height = '600px';
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    Object.assign(el, properties);
    document.body.append(el);
    return (app.el = el);
  },
  el: undefined as never,
  record(names) {
    const log: ReturnType<TestApp['record']> = [];
    for (const name of names)
      app.el.addEventListener(name, (event) =>
        log.push({
          name,
          detail: (event as CustomEvent).detail,
          bubbles: event.bubbles,
          target: (event.target as Element).localName,
        }),
      );
    return log;
  },
  service: getSharedService,
  errors,
  defineEmbedElements,
};
window.app = app;
