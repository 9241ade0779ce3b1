import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clickAndFollowRedirect,
  clickAndGetPopup,
  expectSuccess,
  pickAccount,
  pickAndReturn,
  setUpHarness,
} from './support/harness.ts';

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
    await clickAndFollowRedirect(app);
    await pickAndReturn(app, h.app.url);
    expectSuccess((await app.waitForCallbacks())[0]);
  });

  it('[S-FLOW-09] when the fallback popup after a failed silent call is blocked, the token is acquired by redirect', async () => {
    h.idp.configure({ interactionRequired: true, tokenLifetimeSeconds: 120 });
    const app = await h.open({});
    await emulatePopupBlocker(app.context, 1);
    await app.page.reload();
    const popup = await clickAndGetPopup(app);
    await Promise.all([app.page.waitForURL(/\/oauth2\/v2\.0\/authorize/), pickAccount(popup)]);
    await pickAndReturn(app, h.app.url);
    const [callback] = await app.waitForCallbacks();
    expect(expectSuccess(callback).fromCache).toBe(false);
    expect(h.tokenGrants()).toEqual(['authorization_code:true', 'refresh_token:false', 'authorization_code:true']);
  });
});
