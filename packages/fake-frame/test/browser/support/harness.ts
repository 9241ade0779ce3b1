import { fileHarness, htmlPage, openBrowser, startServer } from '@org/test-harness';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { startFakeFrameServer, type FakeFrameServer } from '../../../src/server/index';
import type { Outcome, Received } from '../fixture/host';
import { buildBundles } from './bundles';

export type { Outcome, Received };

/** A host page with the fake frame in its iframe. */
export interface Embedded {
  page: Page;
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
  /** Opens a fresh profile with the host page and the frame at `path?query&uid=…` in it. */
  embed(query?: Record<string, string>, path?: string): Promise<Embedded>;
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
  const contexts: BrowserContext[] = [];

  return {
    browser,
    frameServer,
    hostOrigin,
    async embed(query = {}, path = '/reportEmbed') {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
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
        page,
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
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await Promise.all([frameServer.close(), hostServer.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** One harness per test file, started before its tests and closed after them. */
export function setUpHarness(): Harness {
  return fileHarness(startHarness);
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
