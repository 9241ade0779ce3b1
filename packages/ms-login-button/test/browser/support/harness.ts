import { start, type RunningLocalIdentity, type StartOptions } from '@org/local-identity';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { FixtureConfig, FixtureEvent, RecordedCallback } from '../fixture/fixture-config.ts';
import { startFixtureServer, type FixtureServer } from './fixture-server.ts';
import { chromiumLaunchOptions } from '../../../../../config/chromium.ts';

/** Launches Debian's Chromium (CHROMIUM_PATH overrides the path). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

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
  close(): Promise<void>;
}

/** The fixture page and what happened in it. */
export interface AppPage {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  events(): Promise<FixtureEvent[]>;
  callbacks(): Promise<RecordedCallback[]>;
  /** Waits until `count` callbacks were recorded, then returns them. */
  waitForCallbacks(count?: number): Promise<RecordedCallback[]>;
}

export async function createHarness(options: { idp?: StartOptions } = {}): Promise<Harness> {
  const [browser, app, idp] = await Promise.all([launchChromium(), startFixtureServer(), start(options.idp)]);
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
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const full: FixtureConfig = { ...config, props: { ...harness.baseProps(), ...config.props } };
      await page.goto(`${app.url}/?config=${encodeURIComponent(JSON.stringify(full))}`);
      const events = () =>
        page.evaluate(() => JSON.parse(sessionStorage.getItem('fixture-events') ?? '[]') as FixtureEvent[]);
      const callbacks = async () => (await events()).filter((e): e is RecordedCallback => e.type === 'callback');
      return {
        page,
        context,
        consoleErrors,
        events,
        callbacks,
        async waitForCallbacks(count = 1) {
          await page.waitForFunction(
            (n) =>
              (JSON.parse(sessionStorage.getItem('fixture-events') ?? '[]') as { type: string }[]).filter(
                (e) => e.type === 'callback',
              ).length >= n,
            count,
          );
          return callbacks();
        },
      };
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
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
 * stand-in reset to its defaults before each test. The returned object reads through to it.
 */
export function setUpHarness(): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await createHarness();
  });
  afterAll(() => current?.close());
  beforeEach(() => {
    current!.idp.configure({ interactionRequired: false, tokenLifetimeSeconds: 3600 });
    current!.idp.events.length = 0;
  });
  return new Proxy({} as Harness, { get: (_, key) => Reflect.get(current!, key) });
}
