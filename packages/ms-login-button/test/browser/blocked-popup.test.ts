import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickAndGetPopup, expectSuccess, pickAccount, setUpHarness } from './support/harness.ts';

const h = setUpHarness();

/**
 * Headless Chromium lets every popup through whatever its flags, so a blocker is emulated the
 * way blockers behave for the page: `window.open` returns null. `allow` popups get through first
 * (a click's user activation is good for one popup; a later one in the same flow is refused).
 */
async function emulatePopupBlocker(context: BrowserContext, allow: number): Promise<void> {
  await context.addInitScript((allowed: number) => {
    const open = window.open.bind(window);
    let left = allowed;
    window.open = (...args: Parameters<typeof window.open>) => (left-- > 0 ? open(...args) : null);
  }, allow);
}

describe('when popups are blocked', () => {
  it('a blocked sign-in popup falls back to a redirect', async () => {
    const app = await h.open({});
    await emulatePopupBlocker(app.context, 0);
    await app.page.reload();
    let popups = 0;
    app.context.on('page', () => popups++);
    await Promise.all([
      app.page.waitForURL(/\/oauth2\/v2\.0\/authorize/),
      app.page.getByRole('button', { name: 'Sign in with Microsoft' }).click(),
    ]);
    expect(popups).toBe(0);
    await Promise.all([app.page.waitForURL(`${h.app.url}/?config=**`), pickAccount(app.page)]);
    expectSuccess((await app.waitForCallbacks())[0]);
  });

  it('[S-FLOW-09] when the fallback popup after a failed silent call is blocked, the token is acquired by redirect', async () => {
    h.idp.configure({ interactionRequired: true, tokenLifetimeSeconds: 120 });
    const app = await h.open({});
    await emulatePopupBlocker(app.context, 1);
    await app.page.reload();
    const popup = await clickAndGetPopup(app);
    await Promise.all([app.page.waitForURL(/\/oauth2\/v2\.0\/authorize/), pickAccount(popup)]);
    await Promise.all([app.page.waitForURL(`${h.app.url}/?config=**`), pickAccount(app.page)]);
    const [callback] = await app.waitForCallbacks();
    expect(expectSuccess(callback).fromCache).toBe(false);
    expect(
      h.idp.events.filter((e) => e.type === 'token').map((e) => e.type === 'token' && `${e.grantType}:${e.ok}`),
    ).toEqual(['authorization_code:true', 'refresh_token:false', 'authorization_code:true']);
  });
});
