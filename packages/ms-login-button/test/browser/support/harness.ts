import { start, type RunningLocalIdentity, type StartOptions } from '@org/local-identity';
import { fileHarness, openBrowser } from '@org/test-harness';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import type { FixtureConfig, FixtureEvent, RecordedCallback } from '../fixture/fixture-config.ts';
import { startFixtureServer, type FixtureServer } from './fixture-server.ts';

/** A fixture config whose props are merged over {@link Harness.baseProps}. */
export type OpenConfig = Omit<FixtureConfig, 'props'> & { props?: Partial<FixtureConfig['props']> };

/** One browser, the fixture app and a local identity platform, shared by the tests of a file. */
export interface Harness {
  browser: Browser;
  app: FixtureServer;
  idp: RunningLocalIdentity;
  /** Props that point the component at the local identity platform. */
  baseProps(): FixtureConfig['props'];
  /** A fresh browser profile with the fixture page open. */
  open(config: OpenConfig, contextOptions?: BrowserContextOptions): Promise<AppPage>;
  /** The token requests the identity platform answered so far, as `grantType:ok`. */
  tokenGrants(): string[];
  /** Closes the browser profiles opened so far (their pages and popups). */
  closePages(): Promise<void>;
  close(): Promise<void>;
}

/** The fixture page and what happened in it. */
export interface AppPage {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  events(): Promise<FixtureEvent[]>;
  callbacks(): Promise<RecordedCallback[]>;
  /** Waits until `count` events of `type` were recorded. */
  waitForEvents(type: FixtureEvent['type'], count?: number): Promise<void>;
  /** Waits until `count` callbacks were recorded, then returns them. */
  waitForCallbacks(count?: number): Promise<RecordedCallback[]>;
}

/** Watches a fixture page (opened or about to be) of `context`: its console errors and recorded events. */
export function trackPage(context: BrowserContext, page: Page): AppPage {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const events = () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('fixture-events') ?? '[]') as FixtureEvent[]);
  const callbacks = async () => (await events()).filter((e): e is RecordedCallback => e.type === 'callback');
  const waitForEvents = async (type: FixtureEvent['type'], count = 1) => {
    await page.waitForFunction(
      ([t, n]) =>
        (JSON.parse(sessionStorage.getItem('fixture-events') ?? '[]') as { type: string }[]).filter((e) => e.type === t)
          .length >= n,
      [type, count] as const,
    );
  };
  return {
    page,
    context,
    consoleErrors,
    events,
    callbacks,
    waitForEvents,
    async waitForCallbacks(count = 1) {
      await waitForEvents('callback', count);
      return callbacks();
    },
  };
}

export async function createHarness(options: { idp?: StartOptions } = {}): Promise<Harness> {
  const [browser, app, idp] = await Promise.all([openBrowser(), startFixtureServer(), start(options.idp)]);
  const contexts: BrowserContext[] = [];
  const harness: Harness = {
    browser,
    app,
    idp,
    baseProps() {
      const auth = idp.msalAuth();
      return {
        clientId: idp.clientIds[0],
        tenantUrl: auth.authority,
        authorityMetadata: auth.authorityMetadata,
        graphBaseUrl: idp.graphBaseUrl,
      };
    },
    async open(config, contextOptions) {
      const context = await browser.newContext(contextOptions);
      contexts.push(context);
      const tracked = trackPage(context, await context.newPage());
      const full: FixtureConfig = { ...config, props: { ...harness.baseProps(), ...config.props } };
      await tracked.page.goto(`${app.url}/?config=${encodeURIComponent(JSON.stringify(full))}`);
      return tracked;
    },
    tokenGrants() {
      return idp.events.flatMap((e) => (e.type === 'token' ? [`${e.grantType}:${e.ok}`] : []));
    },
    async closePages() {
      await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    },
    async close() {
      await harness.closePages();
      await Promise.all([browser.close(), app.close(), idp.close()]);
    },
  };
  return harness;
}

/** Picks an account on the local identity platform's page (in a popup or the same tab). */
export async function pickAccount(page: Page, name = 'Adele Vance'): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`Continue as ${name}`) }).click();
}

/** The next popup of the page's profile, once MSAL has sent it from about:blank to the sign-in page. */
export async function nextSignInPopup(app: AppPage): Promise<Page> {
  const popup = await app.context.waitForEvent('page');
  await popup.waitForURL(/\/oauth2\/v2\.0\/authorize/);
  return popup;
}

/** Clicks the sign-in button and expects the same tab to go to the sign-in page (no popup). */
export async function clickAndFollowRedirect(app: AppPage): Promise<void> {
  let popups = 0;
  app.context.on('page', () => popups++);
  await Promise.all([
    app.page.waitForURL(/\/oauth2\/v2\.0\/authorize/),
    app.page.getByRole('button', { name: 'Sign in with Microsoft' }).click(),
  ]);
  expect(popups).toBe(0);
}

/** Picks the account on the sign-in page of the app's tab and waits to be back on the app (via the redirect bridge). */
export async function pickAndReturn(app: AppPage, appUrl: string): Promise<void> {
  await Promise.all([app.page.waitForURL(`${appUrl}/?config=**`), pickAccount(app.page)]);
}

/** Clicks the sign-in button and returns the sign-in popup it opened. */
export async function clickAndGetPopup(
  app: AppPage,
  button = app.page.getByRole('button', { name: /Sign in/ }),
): Promise<Page> {
  const [popup] = await Promise.all([nextSignInPopup(app), button.click()]);
  return popup;
}

/** Asserts the one recorded callback is a success for the default demo user. */
export function expectSuccess(callback: RecordedCallback | undefined): NonNullable<RecordedCallback['result']> {
  expect(callback?.error).toBeNull();
  expect(callback?.result).toMatchObject({ username: 'adele.vance@contoso.example', hasAccessToken: true });
  expect(callback?.hasInstance).toBe(true);
  return callback!.result!;
}

/**
 * One harness for the test file: started before its tests, closed after them, with the identity
 * stand-in reset to its defaults before each test. The browser profiles a test opened are closed
 * after it: a page left open keeps its React app, MSAL and popups running through the later tests.
 * The returned object reads through to it.
 */
export function setUpHarness(): Harness {
  const harness = fileHarness(createHarness);
  beforeEach(() => {
    harness.idp.configure({ interactionRequired: false, tokenLifetimeSeconds: 3600 });
    harness.idp.events.length = 0;
  });
  afterEach(() => harness.closePages());
  return harness;
}
