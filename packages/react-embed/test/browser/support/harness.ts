/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page; their arguments are plain data */
import {
  fileHarness,
  htmlPage as html,
  hostToolsScript,
  openBrowser,
  startFrameLogServer,
  startServer,
  tabPool,
  type FrameRequest,
} from '@org/test-harness';
import type { HostTools } from '@org/test-harness/page/host-tools';
import type { Page } from 'playwright-core';
import type { TestApp } from './app';
import { buildApp, type ReactVersion } from './bundles';

export { REACT_VERSIONS, type ReactVersion } from './bundles';

export { ADMISSIONS_FILTER } from '@org/test-harness';

export type { FrameRequest } from '@org/test-harness';

/** A host page running the test app with one React version, and what its frames received. */
export interface AppPage {
  /**
   * The Playwright page. A test that reads it may have changed the tab for good (a clock, routes,
   * listeners), so the tab of an app page whose `page` was read is closed, never reused.
   */
  readonly page: Page;
  /** A frame URL for this page (frame behaviour switches such as `fail`, `hang` go in `query`). */
  embedUrl(query?: Record<string, string>, path?: string): string;
  /** A report config on {@link embedUrl} with token `T1` (fields of `overrides` win). */
  report(overrides?: Record<string, unknown>, query?: Record<string, string>): Record<string, any>;
  /** Evaluates `fn(window.app, arg, window.hostTools)` in the page (`fn` must be self-contained). */
  run<T, A = undefined>(fn: (app: TestApp, arg: A, tools: HostTools) => T | Promise<T>, arg?: A): Promise<Awaited<T>>;
  /** Renders the component with props that are plain data. */
  render(props: Record<string, unknown>): Promise<void>;
  /** Waits until the frames of this page received `count` requests `'METHOD /url'` in all. */
  waitFor(request: string, count?: number): Promise<void>;
  /** Waits until no message moves for a moment, then gives every request the page's frames received, in order. */
  requests(): Promise<FrameRequest[]>;
  /** {@link requests} as `'METHOD /url'` lines. */
  lines(): Promise<string[]>;
  /** Waits until the frames received the load (`request`) and the traffic it starts has settled. */
  loaded(request?: string): Promise<void>;
  /** Posts event `name` as the newest embed frame of the page (`fakeFrame.postEvent`). */
  postEvent(name: string, value?: unknown): Promise<void>;
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[];
  close(): Promise<void>;
}

/** How a host page is opened. */
export interface OpenOptions {
  /** Renders in `<StrictMode>`. */
  strict?: boolean;
  /** Response headers of the host page (e.g. a Content-Security-Policy), given the frame origin. */
  headers?: (frameOrigin: string) => Record<string, string>;
}

export interface ReactHarness {
  /**
   * Opens a host page running the test app on React `version`: a new document in a fresh browser
   * profile, or in the tab of an earlier page that left nothing behind (see `tabPool`).
   */
  open(version: ReactVersion, options?: OpenOptions): Promise<AppPage>;
  /** Bodies of the requests posted to `/csp-report` at the host origin (a CSP's report-uri), in order. */
  cspReports: string[];
  close(): Promise<void>;
}

/** Connects to the run's Chromium and starts the host server (127.0.0.1) and the frame server (localhost: another site). */
export async function startReactHarness(): Promise<ReactHarness> {
  const [hostTools, frames, browser] = await Promise.all([hostToolsScript(), startFrameLogServer(), openBrowser()]);
  const apps = new Map<ReactVersion, Promise<string>>();
  const frameServer = frames.server;
  const appScripts = new Map<string, string>();
  const pageHeaders = new Map<string, Record<string, string>>();
  const cspReports: string[] = [];
  const hostServer = await startServer(({ pathname: path }, { body }) => {
    // /app/<version>/<page id>: host-tools first (it wraps addEventListener before anything else), then the app.
    const [, version, id] = /^\/app\/(\d+)\/(\d+)/.exec(path) ?? [];
    if (version)
      return {
        type: 'html',
        body: html(`<script src="/host-tools.js"></script><script src="/react-${version}.js"></script>`),
        headers: pageHeaders.get(id),
      };
    if (path === '/csp-report') {
      cspReports.push(body);
      return { type: 'text', body: '' };
    }
    if (path === '/host-tools.js') return { type: 'js', body: hostTools };
    const script = appScripts.get(path);
    return script ? { type: 'js', body: script } : undefined;
  });

  const tabs = tabPool(browser);
  let pages = 0;

  async function open(version: ReactVersion, options: OpenOptions = {}): Promise<AppPage> {
    if (!apps.has(version)) apps.set(version, buildApp(version));
    appScripts.set(`/react-${version}.js`, await apps.get(version)!);
    const id = String(++pages);
    if (options.headers) pageHeaders.set(id, options.headers(frameServer.origin));
    const tab = await tabs.open();
    const { page } = tab;
    let pageRead = false;
    let closing: Promise<void> | undefined;
    const pageErrors: string[] = [];
    const onPageError = (e: Error) => pageErrors.push(String(e.stack ?? e));
    page.on('pageerror', onPageError);
    await page.goto(`${hostServer.origin}/app/${version}/${id}`);
    if (options.strict) await page.evaluate(() => (window.app.strict = true));

    const { requests, lines, waitFor, loaded, postEvent } = frames.viewFor(page, id);
    const embedUrl = (query: Record<string, string> = {}, path = '/reportEmbed') =>
      `${frameServer.origin}${path}?${new URLSearchParams({ reportId: 'R1', groupId: 'G1', ...query, page: id })}`;
    const run: AppPage['run'] = (fn, arg) =>
      page.evaluate(({ source, arg }) => (0, eval)(`(${source})`)(window.app, arg, window.hostTools), {
        source: fn.toString(),
        arg: arg as any,
      });
    return {
      get page() {
        pageRead = true;
        return page;
      },
      embedUrl,
      report: (overrides = {}, query = {}) => ({
        type: 'report',
        id: 'R1',
        embedUrl: embedUrl(query),
        accessToken: 'T1',
        ...overrides,
      }),
      run,
      render: (props) => run((app, p) => app.render(p as any), props),
      waitFor,
      loaded,
      postEvent,
      requests,
      lines,
      pageErrors,
      close: () =>
        (closing ??= (async () => {
          page.off('pageerror', onPageError);
          await tabs.release(tab, { reuse: !pageRead });
        })()),
    };
  }

  return {
    open,
    cspReports,
    async close() {
      await tabs.close();
      await browser.close();
      await Promise.all([hostServer.close(), frameServer.close()]);
    },
  };
}

/** One harness for the test file (started before its tests, closed after them); reads through to it. */
export function setUpReactHarness(): ReactHarness {
  return fileHarness(startReactHarness);
}
