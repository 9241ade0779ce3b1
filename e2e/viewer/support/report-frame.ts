import type { Frame, FrameLocator, Page } from '@playwright/test';

/** Selects the embedded report's iframe (the fake frame serves `/reportEmbed?reportId=…`). */
export const REPORT_IFRAME = 'iframe[src*="/reportEmbed"]';

/** The report frame as a locator root, for assertions on what the report renders. */
export function reportFrame(page: Page): FrameLocator {
  return page.frameLocator(REPORT_IFRAME);
}

/** The report's `Frame` (for `evaluate`), once the iframe is attached and has navigated to the frame page. */
export async function frameOf(page: Page): Promise<Frame> {
  const element = await page.locator(REPORT_IFRAME).elementHandle();
  if (!element) throw new Error('No report frame on the page');
  for (;;) {
    const frame = await element.contentFrame();
    if (frame && frame.url().includes('/reportEmbed')) return frame;
    await page.waitForTimeout(50);
  }
}

/** What `window.fakeFrame.state` holds (the fields tests read; see @org/fake-frame's FrameState). */
export interface FakeFrameState {
  phase: 'waiting' | 'prepared' | 'rendered' | 'failed';
  config?: Record<string, unknown>;
  settings: Record<string, unknown>;
  accessToken?: string;
  tokenExpired: boolean;
  correlationId: string;
  lastError?: { message: string; detailedMessage?: string; errorCode?: string };
  [key: string]: unknown;
}

/** A copy of the running fake frame's state, once its script has started. */
export async function fakeFrameState(page: Page): Promise<FakeFrameState> {
  const frame = await frameOf(page);
  await frame.waitForFunction(() => Boolean((window as { fakeFrame?: unknown }).fakeFrame));
  return frame.evaluate(
    () => JSON.parse(JSON.stringify((window as unknown as { fakeFrame: { state: unknown } }).fakeFrame.state)) as never,
  );
}

/**
 * Serves every report frame page of `page` with a fake-frame behaviour switch on (`hang=/report/load`,
 * `fail=/report/load:500`, …; see @org/fake-frame's README): the frame's navigation is redirected to its own
 * URL with the switch added, so the frame server's own page answers.
 */
export async function serveFramesWith(page: Page, name: string, value: string): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('/reportEmbed') && !url.searchParams.has(name),
    (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set(name, value);
      return route.fulfill({ status: 302, headers: { location: url.href } });
    },
  );
}
