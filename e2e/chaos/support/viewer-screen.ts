import type { Page } from '@playwright/test';

/** What the screen shows at one moment: the URL's dashboard, the sidebar's current one, and the frame's report. */
export interface ScreenState {
  /** The report id in the URL (`/dashboard/<id>`), or the path when it is not a dashboard's. */
  url: string;
  /** The report id of the sidebar's current entry. */
  sidebar?: string;
  /** `<report id>/<phase>` from inside the frame (`window.fakeFrame.state`), never from the viewer. */
  frame?: string;
  /** The frame's last error, when it failed (`window.fakeFrame.state.lastError`). */
  frameError?: string;
}

const dashboardId = (path: string) => {
  const match = /^\/dashboard\/([^/?#]+)$/.exec(path);
  return match ? decodeURIComponent(match[1]) : undefined;
};

/** Reads the screen once, without waiting for anything to appear (a missing part reads as undefined). */
export async function readScreen(page: Page): Promise<ScreenState> {
  const path = new URL(page.url()).pathname;
  const sidebarHref = await page
    .locator('nav [aria-current="page"]')
    .first()
    .getAttribute('href', { timeout: 1000 })
    .catch(() => null);
  let frame: string | undefined;
  let frameError: string | undefined;
  const frameElement = await page.$('iframe[src*="/reportEmbed"]').catch(() => null);
  const content = await frameElement?.contentFrame().catch(() => null);
  if (content && content.url().includes('/reportEmbed')) {
    const seen = await content
      .evaluate(() => {
        type State = {
          config?: { id?: string };
          phase: string;
          lastError?: { message: string; detailedMessage?: string };
        };
        const fake = (window as unknown as { fakeFrame?: { state: State } }).fakeFrame;
        if (!fake) return undefined;
        const error = fake.state.lastError;
        return {
          frame: `${String(fake.state.config?.id)}/${fake.state.phase}`,
          error: error ? `${error.message}${error.detailedMessage ? `: ${error.detailedMessage}` : ''}` : undefined,
        };
      })
      .catch(() => undefined);
    frame = seen?.frame;
    frameError = seen?.error;
  }
  return {
    url: dashboardId(path) ?? path,
    sidebar: sidebarHref ? dashboardId(sidebarHref) : undefined,
    frame,
    frameError,
  };
}

/**
 * Whether the screen agrees with itself: the URL's dashboard (at `/dashboard`, the one the sidebar
 * selects) is the sidebar's and is rendered in the frame.
 */
export const screenAgrees = (s: ScreenState) =>
  s.sidebar !== undefined && (s.url === '/dashboard' || s.sidebar === s.url) && s.frame === `${s.sidebar}/rendered`;
