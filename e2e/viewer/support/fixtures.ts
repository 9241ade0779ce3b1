import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './sign-in.ts';
import { ACCOUNTS } from './stack.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface WorkerFixtures {
  /** Who `signedIn` is signed in as (default Adele, who sees all five dashboards). `test.use({ account })` changes it. */
  account: string;
  /** The browser storage (the `jwt_token` cookie) after one real sign-in as `account`, made once per worker. */
  sessionState: StorageState;
}

interface TestFixtures {
  /** A page of a context that already holds `account`'s session cookie, opened at /dashboard. */
  signedIn: Page;
}

/**
 * Playwright's `test` with the viewer's fixtures. `signedIn` is fast: the sign-in through the real
 * popup happens once per worker and account; each test gets a fresh context with that session.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  account: [ACCOUNTS.adele, { option: true, scope: 'worker' }],
  sessionState: [
    async ({ browser, account }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signIn(page, account);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  signedIn: async ({ browser, sessionState, baseURL, viewport }, use) => {
    const context = await browser.newContext({ baseURL, viewport, storageState: sessionState });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await use(page);
    await context.close();
  },
});

/**
 * `test` whose contexts hold `account`'s session but whose page has not navigated yet, so a test
 * can route or script the page before it opens a screen.
 */
export const sessionTest = test.extend({ storageState: async ({ sessionState }, use) => use(sessionState) });

export { expect };
