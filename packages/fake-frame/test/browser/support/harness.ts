import { fileHarness, htmlPage, openBrowser, startServer, tabPool, type Tab } from '@org/test-harness';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { startFakeFrameServer, type FakeFrameServer } from '../../../src/server/index';
import type { Outcome, Received } from '../fixture/host';
import { buildBundles } from './bundles';

export type { Outcome, Received };

/** A host page with the fake frame in its iframe. */
export interface Embedded {
  /**
   * The host page. A test that reads it may have changed the tab for good (a clock, routes,
   * listeners), so the tab of an embed whose `page` was read is closed after the test, never reused.
   */
  readonly page: Page;
  /** The fake frame's document, for reading what it rendered. */
  frame: Frame;
  uid: string;
  /** When the host page created the iframe and when its `load` event fired (host `performance.now()`). */
  openedAt: number;
  loadAt: number;
  /** Sends a request from the host to the frame. */
  request(
    method: string,
    url: string,
    body?: unknown,
    options?: { headers?: Record<string, unknown>; timeout?: number },
  ): Promise<Outcome>;
  /** The events (and `/ready`) the frame posted so far. */
  events(): Promise<Received[]>;
  /** Waits until the frame posted an event named `name` (the `count`-th one) and returns it. */
  waitForEvent(name: string, count?: number): Promise<Received>;
  hooks(): Promise<Received[]>;
}

/** A browser, the fake frame server (127.0.0.1) and a host server at another site (localhost). */
export interface Harness {
  browser: Browser;
  frameServer: FakeFrameServer;
  hostOrigin: string;
  /**
   * Opens the host page with the frame at `path?query&uid=…` in it: a new document in a fresh
   * profile, or in the tab of an earlier test's embed that left nothing behind (see `tabPool`).
   */
  embed(query?: Record<string, string>, path?: string): Promise<Embedded>;
  /** Ends the host pages opened so far (after each test: an embed lasts for its test). */
  endEmbeds(): Promise<void>;
  close(): Promise<void>;
}

const HOST_PAGE = htmlPage('<script src="/host.js"></script>', '<h1>Host</h1>', 'Host');

let uids = 0;

/** Connects to the run's Chromium and starts the fake frame server and the host server. */
export async function startHarness(): Promise<Harness> {
  const [bundles, browser, dir] = await Promise.all([
    buildBundles(),
    openBrowser(),
    mkdtemp(join(tmpdir(), 'fake-frame-test-')),
  ]);
  const scriptFile = join(dir, 'fake-frame.global.js');
  await writeFile(scriptFile, bundles.frame);
  const frameServer = await startFakeFrameServer({ port: 0, scriptFile });
  const hostServer = await startServer(({ pathname }) => {
    if (pathname === '/') return { type: 'html', body: HOST_PAGE };
    if (pathname === '/host.js') return { type: 'js', body: bundles.host };
    return undefined;
  }, 'localhost');
  const hostOrigin = hostServer.origin;
  const tabs = tabPool(browser);
  /** The open embeds' tabs, and whether the test read the embed's `page`. */
  const opened: { tab: Tab; pageRead: boolean }[] = [];

  return {
    browser,
    frameServer,
    hostOrigin,
    async embed(query = {}, path = '/reportEmbed') {
      const tab = await tabs.open();
      const entry = { tab, pageRead: false };
      opened.push(entry);
      const { page } = tab;
      await page.goto(`${hostOrigin}/`);
      const uid = `u${++uids}x`;
      const search = new URLSearchParams({ reportId: 'R1', ...query, uid });
      const url = `${frameServer.origin}${path}?${search}`;
      const { openedAt, loadAt } = await page.evaluate(async (src) => {
        const opened = performance.now();
        await window.host.open(src);
        return { openedAt: opened, loadAt: performance.now() };
      }, url);
      const frame = page.frames().find((f) => f.url() === url)!;
      const events = () => page.evaluate(() => window.host.events);
      return {
        get page() {
          entry.pageRead = true;
          return page;
        },
        frame,
        uid,
        openedAt,
        loadAt,
        request: (method, url, body, options) =>
          page.evaluate(([m, u, b, o]) => window.host.request(m as never, u, b, o), [
            method,
            url,
            body,
            options,
          ] as const),
        events,
        async waitForEvent(name, count = 1) {
          await page.waitForFunction(([n, c]) => window.host.events.filter((e) => e.name === n).length >= c, [
            name,
            count,
          ] as const);
          return (await events()).filter((e) => e.name === name)[count - 1];
        },
        hooks: () => page.evaluate(() => window.host.hooks),
      };
    },
    async endEmbeds() {
      await Promise.all(opened.splice(0).map(({ tab, pageRead }) => tabs.release(tab, { reuse: !pageRead })));
    },
    async close() {
      await tabs.close();
      await browser.close();
      await Promise.all([frameServer.close(), hostServer.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** One harness per test file, started before its tests and closed after them; each test's embeds end after it. */
export function setUpHarness(): Harness {
  let started: Harness | undefined;
  const harness = fileHarness(async () => (started = await startHarness()));
  afterEach(() => started?.endEmbeds());
  return harness;
}

/** The smallest valid report load config. */
export const reportConfig = (extra: Record<string, unknown> = {}) => ({
  type: 'report',
  id: 'R1',
  embedUrl: 'http://127.0.0.1/reportEmbed?reportId=R1',
  accessToken: 'TOKEN-0',
  tokenType: 1,
  ...extra,
});

/** A basic filter on a column of the sample data. */
export const basicFilter = (table: string, column: string, operator: 'In' | 'NotIn' | 'All', values: unknown[]) => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table, column },
  filterType: 1,
  operator,
  values,
});

/** Loads the sample report into a fresh embed (`noReady`) and waits for its `rendered` event. */
export async function loadedReport(
  harness: Harness,
  config: Record<string, unknown> = reportConfig(),
  query: Record<string, string> = {},
): Promise<Embedded> {
  const embedded = await harness.embed({ noReady: '1', ...query });
  const answer = await embedded.request('POST', '/report/load', config, { headers: { uid: embedded.uid } });
  if (!answer.ok || answer.statusCode !== 202) throw new Error(`load failed: ${JSON.stringify(answer)}`);
  await embedded.waitForEvent('rendered');
  return embedded;
}
