/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page; their arguments are plain data */
import {
  bundleFromSource,
  fileHarness,
  hostToolsScript,
  htmlPage as html,
  openBrowser,
  startFrameLogServer,
  startServer,
  tabPool,
  type FrameRequest,
} from '@org/test-harness';
import type { HostTools } from '@org/test-harness/page/host-tools';
import { fileURLToPath } from 'node:url';
import type { ConsoleMessage, Page } from 'playwright-core';
import type { TestApp } from './app';
import type { TrackerCounts } from './tracker';

const here = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('../../../src/', import.meta.url));

export type { FrameRequest } from '@org/test-harness';

/** A host page and what its frames received. */
export interface HostPage {
  /**
   * The Playwright page. A test that reads it may have changed the tab for good (a clock, routes,
   * listeners, scripts), so the tab of a host page whose `page` was read is closed, never reused.
   */
  readonly page: Page;
  /** A frame URL for this page at `path` (frame behaviour switches such as `fail`, `hang` go in `query`). */
  embedUrl(query?: Record<string, string>, path?: string): string;
  /** Evaluates `fn(window.app, arg, window.hostTools)` in the page (`fn` must be self-contained). */
  run<T, A = undefined>(fn: (app: TestApp, arg: A, tools: HostTools) => T | Promise<T>, arg?: A): Promise<Awaited<T>>;
  /** Waits until the frames of this page received `count` requests `'METHOD /url'` in all. */
  waitFor(request: string, count?: number): Promise<void>;
  /** Waits until no message moves for a moment, then gives every request the page's frames received, in order. */
  requests(): Promise<FrameRequest[]>;
  /** {@link requests} as `'METHOD /url'` lines. */
  lines(): Promise<string[]>;
  /** Waits until the frames received `request` (default the report load) and the traffic it starts settled. */
  loaded(request?: string): Promise<void>;
  /** Posts event `name` as the newest embed frame of the page (`fakeFrame.postEvent`). */
  postEvent(name: string, value?: unknown): Promise<void>;
  /** Window/document listeners, timers, observed elements (the app page's tracker). */
  counts(): Promise<TrackerCounts & { messageListeners: number }>;
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[];
  /** Console messages of the page. */
  console: string[];
  close(): Promise<void>;
}

/** How a host page is opened. */
export interface OpenOptions {
  /** The page's body (`{{frame}}` is replaced by the frame origin, `{{page}}` by the page id). */
  body?: string;
  /**
   * The page's scripts, in order: `app` (host tools, tracker, the test app from source), `global`
   * (the script-tag build alone, from src/global.ts), or the path of a script registered with `script`
   * (a module script when it ends with `.mjs`).
   */
  scripts?: string[];
  /** Response headers of the host page (e.g. a Content-Security-Policy), given the frame origin. */
  headers?: (frameOrigin: string) => Record<string, string>;
}

export interface ElementsHarness {
  /**
   * Opens a host page: a new document in a fresh browser profile, or in the tab of an earlier page
   * that left nothing behind (see `tabPool`).
   */
  open(options?: OpenOptions): Promise<HostPage>;
  /** Serves `code` as a script at `path` of the host origin (`{{frame}}` replaced by the frame origin). */
  script(path: string, code: string): void;
  /** Bodies of the requests posted to `/csp-report` at the host origin, in order. */
  cspReports: string[];
  close(): Promise<void>;
}

/** The script-tag build, made from src/global.ts as tsup makes dist/embed-elements.global.js (IIFE, minified). */
export const globalBuild = (): Promise<string> =>
  bundleFromSource(`${src}global.ts`, { minify: true, target: 'es2022' });

/** Connects to the run's Chromium and starts the host server (127.0.0.1) and the frame server (localhost: another site). */
export async function startElementsHarness(): Promise<ElementsHarness> {
  const [hostTools, frames, tracker, app, global, browser] = await Promise.all([
    hostToolsScript(),
    startFrameLogServer(),
    bundleFromSource(`${here}tracker.ts`),
    bundleFromSource(`${here}app.ts`, { target: 'es2022' }),
    globalBuild(),
    openBrowser(),
  ]);
  const frameServer = frames.server;

  const scripts = new Map<string, string>([
    ['/host-tools.js', hostTools],
    ['/tracker.js', tracker],
    ['/app.js', app],
    ['/embed-elements.global.js', global],
  ]);
  const pages = new Map<string, { body: string; head: string; headers?: Record<string, string> }>();
  const cspReports: string[] = [];
  const hostServer = await startServer(({ pathname: path }, { body }) => {
    const id = /^\/page\/(\d+)$/.exec(path)?.[1];
    if (id && pages.has(id)) {
      const { head, body, headers } = pages.get(id)!;
      return { type: 'html', body: html(head, body), headers };
    }
    if (path === '/csp-report') {
      cspReports.push(body);
      return { type: 'text', body: '' };
    }
    const script = scripts.get(path);
    return script ? { type: 'js', body: script } : undefined;
  });

  const tabs = tabPool(browser);
  let count = 0;

  async function open(options: OpenOptions = {}): Promise<HostPage> {
    const id = String(++count);
    const srcs = (options.scripts ?? ['app']).flatMap((s) =>
      s === 'app' ? ['/host-tools.js', '/tracker.js', '/app.js'] : s === 'global' ? ['/embed-elements.global.js'] : [s],
    );
    pages.set(id, {
      // A `.mjs` path is a module script.
      head: srcs.map((s) => `<script src="${s}"${s.endsWith('.mjs') ? ' type="module"' : ''}></script>`).join(''),
      body: (options.body ?? '').replaceAll('{{frame}}', frameServer.origin).replaceAll('{{page}}', id),
      headers: options.headers?.(frameServer.origin),
    });
    const tab = await tabs.open();
    const { page } = tab;
    let pageRead = false;
    let closing: Promise<void> | undefined;
    const pageErrors: string[] = [];
    const consoleLines: string[] = [];
    const onPageError = (e: Error) => pageErrors.push(String(e.stack ?? e));
    const onConsole = (m: ConsoleMessage) => consoleLines.push(`${m.type()}: ${m.text()}`);
    page.on('pageerror', onPageError);
    page.on('console', onConsole);
    await page.goto(`${hostServer.origin}/page/${id}`);

    const { requests, lines, waitFor, loaded, postEvent } = frames.viewFor(page, id);
    const run: HostPage['run'] = (fn, arg) =>
      page.evaluate(({ source, arg }) => (0, eval)(`(${source})`)(window.app, arg, window.hostTools), {
        source: fn.toString(),
        arg: arg as any,
      });
    return {
      get page() {
        pageRead = true;
        return page;
      },
      embedUrl: (query = {}, path = '/reportEmbed') =>
        `${frameServer.origin}${path}?${new URLSearchParams({ reportId: 'R1', groupId: 'G1', ...query, page: id })}`,
      run,
      waitFor,
      requests,
      lines,
      loaded,
      postEvent,
      counts: () =>
        page.evaluate(() => ({
          ...window.tracker.counts(),
          messageListeners: window.hostTools.messageListenerCount(),
        })),
      pageErrors,
      console: consoleLines,
      close: () =>
        (closing ??= (async () => {
          page.off('pageerror', onPageError);
          page.off('console', onConsole);
          await tabs.release(tab, { reuse: !pageRead });
        })()),
    };
  }

  return {
    open,
    script: (path, code) => void scripts.set(path, code.replaceAll('{{frame}}', frameServer.origin)),
    cspReports,
    async close() {
      await tabs.close();
      await browser.close();
      await Promise.all([hostServer.close(), frameServer.close()]);
    },
  };
}

/** One harness for the test file (started before its tests, closed after them); reads through to it. */
export function setUpElementsHarness(): ElementsHarness {
  return fileHarness(startElementsHarness);
}
