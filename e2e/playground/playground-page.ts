import { type BrowserContextOptions, expect, type FrameLocator, type Page, test } from '@playwright/test';

/**
 * The playground of apps/config-check (playground.html) as its e2e suites drive it: its test hook
 * (`window.playground`, documented at the top of apps/config-check/src/playground/main.ts) and its landmarks.
 */

type PlaygroundKind = 'report' | 'paginatedReport' | 'dashboard' | 'tile' | 'visual' | 'qna' | 'create' | 'quickCreate';

interface RunResult {
  ok: boolean;
  logs: unknown[][];
  value?: unknown;
  error?: string;
  embedErrorCode?: string;
}

interface PlaygroundHook {
  setKind(kind: PlaygroundKind): Promise<void>;
  setConfig(json: string): void;
  embed(): Promise<string[]>;
  setCode(code: string): void;
  getState(): { kind: PlaygroundKind; config: string; code: string };
  run(code?: string): Promise<RunResult>;
  messages(): { n: number; kind: string; method?: string; url?: string; status?: number }[];
  events(): string[];
}

declare global {
  interface Window {
    playground?: PlaygroundHook;
  }
}

/** The run frame (the embed and the user's code), and the report frame inside it. */
const runFrame = (page: Page): FrameLocator => page.frameLocator('#run-frame');
export const reportFrame = (page: Page): FrameLocator => runFrame(page).frameLocator('iframe');

export const embedStatus = (page: Page) => page.locator('#embed-status');
export const outputLines = (page: Page) => page.locator('#output li');

/** Opens the playground (at `path`, e.g. with a `#s=` state) and waits for its hook. */
export async function openPlayground(page: Page, path = '/playground.html', timeout = 45_000): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Embedding playground' })).toBeVisible();
  // Hang guards, not speed claims: the editor (Monaco and its TypeScript worker) and two frames start on a busy machine.
  await expect(page.locator('body')).toHaveAttribute('data-playground', 'ready', { timeout });
}

/**
 * One playground page for all the tests of the calling file: opened before the first, closed after the last. The
 * file's tests then run in order in one worker (so the editor and its TypeScript worker start once, not once per
 * test); a failed test ends its worker, and the tests after it get a new page. Call it at the top of the file; each
 * test picks the kind it needs and leaves nothing the next one depends on.
 */
export function sharedPlayground(options: BrowserContextOptions = {}): () => Page {
  test.describe.configure({ mode: 'default' });
  let page: Page | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    // A hang guard: the first editor load on a machine busy with other suites.
    testInfo.setTimeout(300_000);
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, ...options });
    page = await context.newPage();
    await openPlayground(page, '/playground.html', 150_000);
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => {
    if (!page) throw new Error('sharedPlayground: the page is opened in beforeAll, so use it inside a test');
    return page;
  };
}

/** Waits until the current embed of `label` (the picker's text) has raised loaded and then rendered. */
export async function expectRendered(page: Page, label: string): Promise<void> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(embedStatus(page)).toHaveText(
    new RegExp(`^${escaped} embedded\\. Events: .*\\bloaded\\b.*\\brendered\\b`),
    // A hang guard: the report frame draws in a busy machine's spare time.
    { timeout: 45_000 },
  );
}

/** Puts `code` in the editor through the page's hook (works for the text area and for Monaco). */
export async function setCode(page: Page, code: string): Promise<void> {
  await page.evaluate((text) => window.playground!.setCode(text), code);
}

export async function getState(page: Page) {
  return page.evaluate(() => window.playground!.getState());
}
