/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
import { waitForQuiet, type Tab } from '@org/test-harness';
import type { ConsoleMessage, Frame, Page } from 'playwright-core';
import type { HostTools } from '@org/test-harness/page/host-tools';
import { normalizeTrace } from './normalize-trace';
import type { ControlRequest, RecordedMessage } from '@org/test-harness/page/recorder';
import type { Serialized } from '@org/test-harness/page/serialize';
import type { FakeFrame } from '../../../../fake-frame/src/index';

declare global {
  interface Window {
    /** The frame under test (`fakeFrameScript()` of the test harness): postEvent, callHook, state. */
    fakeFrame?: FakeFrame;
  }
}

/** Which client a host page loads. */
export type Client = 'ours' | 'reference';

/** A scenario step: runs in the host page with the client's namespace, its default service, `arg` and helpers. */
export type Scenario<T, A = undefined> = (pbi: any, powerbi: any, arg: A, tools: HostTools) => T | Promise<T>;

/** A host page that loaded one client as a script-tag global, and the frames it embedded. */
export interface HostPage {
  /**
   * The Playwright page. A test that reads it may have changed the tab for good (a clock, routes, a
   * viewport, listeners), so the tab of a host page whose `page` was read is closed, never reused.
   */
  readonly page: Page;
  client: Client;
  /** Evaluates `fn` in the host page: `fn(window['powerbi-client'], window.powerbi, arg, hostTools)`. */
  run<T, A = undefined>(fn: Scenario<T, A>, arg?: A): Promise<Awaited<T>>;
  /** The embed frames (iframes of the page at a frame origin on an embed path), in the order they were attached. */
  frames(): Promise<Frame[]>;
  /** The embed frame at `index`, once it exists and its recorder runs. */
  frame(index?: number): Promise<Frame>;
  /** Waits until no message has moved for a moment (between host and frames). */
  settle(): Promise<void>;
  /** Every message the frame at `index` received so far, once traffic has settled. */
  trace(frameIndex?: number): Promise<RecordedMessage[]>;
  /** `trace()` with random ids replaced by placeholders (see normalizeTrace). */
  normalizedTrace(frameIndex?: number): Promise<RecordedMessage[]>;
  /** The `uid` in the URL of the frame at `index` (the uniqueId the embed had when it created the iframe). */
  frameUid(index?: number): Promise<string>;
  /** Posts a request to the host as frame `frameIndex` and resolves with the reply it received. */
  frameRequest(frameIndex: number, request: ControlRequest): Promise<Serialized>;
  /** Posts a request to the host as frame `frameIndex` without waiting for a reply; returns its id. */
  frameSend(frameIndex: number, request: ControlRequest): Promise<string>;
  /** Console messages of the page (all frames), as `type: text`. */
  consoleMessages: string[];
  /** Uncaught exceptions and unhandled rejections of the host page. */
  pageErrors: string[];
  close(): Promise<void>;
}

/** How the harness recognises an embed frame by its URL. */
export type FrameMatcher = (url: string) => boolean;

/**
 * Wraps a host page opened in `tab` (see Harness.openHost); `release(reuse)` ends it, `reuse` telling
 * whether the test left the tab as it found it (it never read `page`).
 */
export function createHostPage(
  tab: Tab,
  client: Client,
  isEmbedFrame: FrameMatcher,
  release: (reuse: boolean) => Promise<void>,
): HostPage {
  const { page } = tab;
  let pageRead = false;
  let closing: Promise<void> | undefined;
  const consoleMessages: string[] = [];
  const pageErrors: string[] = [];
  const onConsole = (message: ConsoleMessage) => consoleMessages.push(`${message.type()}: ${message.text()}`);
  const onPageError = (error: Error) => pageErrors.push(String(error.stack ?? error));
  page.on('console', onConsole);
  page.on('pageerror', onPageError);

  // Playwright keeps the frame tree locally (attach order = document order for our containers).
  const frames = async () => page.frames().filter((f) => f.parentFrame() === page.mainFrame() && isEmbedFrame(f.url()));

  const frame = async (index = 0) => {
    let found: Frame | undefined;
    const deadline = Date.now() + 10_000;
    while (!(found = (await frames())[index])) {
      if (Date.now() > deadline) throw new Error(`no embed frame #${index} in the ${client} host page`);
      await page.waitForTimeout(20);
    }
    await found.waitForFunction(() => Boolean(window.frameRecorder));
    return found;
  };

  // A fingerprint of all traffic the tests can see: messages received by the host and by each frame.
  const traffic = async () => {
    const counts = await Promise.all([
      page.evaluate(() => window.hostTools.received.length),
      ...(await frames()).map((f) => f.evaluate(() => window.frameRecorder?.records.length ?? -1).catch(() => -2)),
    ]);
    return counts.join(',');
  };

  const settle = () => waitForQuiet(page, traffic);

  const trace = async (frameIndex = 0) => {
    const f = await frame(frameIndex);
    await settle();
    return f.evaluate(() => window.frameRecorder.records);
  };

  return {
    get page() {
      pageRead = true;
      return page;
    },
    client,
    run: (fn, arg) =>
      page.evaluate(
        async ({ source, arg }) => {
          const fn = (0, eval)(`(${source})`);
          const w = window as unknown as Record<string, unknown>;
          return fn(w['powerbi-client'], w.powerbi, arg, window.hostTools);
        },
        { source: fn.toString(), arg: arg as any },
      ),
    frames,
    frame,
    settle,
    trace,
    normalizedTrace: async (frameIndex = 0) => normalizeTrace(await trace(frameIndex)),
    frameUid: async (index = 0) => (await frame(index)).evaluate(() => window.frameRecorder.uid()),
    frameRequest: async (frameIndex, request) =>
      (await frame(frameIndex)).evaluate((r) => window.frameRecorder.request(r), request),
    frameSend: async (frameIndex, request) =>
      (await frame(frameIndex)).evaluate((r) => window.frameRecorder.send(r), request),
    consoleMessages,
    pageErrors,
    close: () =>
      (closing ??= (async () => {
        page.off('console', onConsole);
        page.off('pageerror', onPageError);
        await release(!pageRead);
      })()),
  };
}
