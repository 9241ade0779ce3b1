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

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const LEGACY_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582';
const CHROMIUM_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91';

describe('redirect sign-in with the real msal-browser in Chromium', () => {
  it('[S-FLOW-05] [S-FLOW-07] with forceRedirectStrategy signs in by redirect, then acquires the token silently (once, under StrictMode)', async () => {
    const app = await h.open({ strict: true, props: { forceRedirectStrategy: true, withUserData: true } });
    await clickAndFollowRedirect(app);
    await pickAndReturn(app, h.app.url);
    const [callback] = await app.waitForCallbacks();
    expect(expectSuccess(callback)).toMatchObject({ fromCache: true, displayName: 'Adele Vance' });
    await app.page.getByRole('button', { name: 'Sign in with Microsoft' }).waitFor();
    expect(await app.callbacks()).toHaveLength(1);
    expect(h.tokenGrants()).toEqual(['authorization_code:true']);
  });

  it('[S-FLOW-03] uses a redirect on Internet Explorer', async () => {
    const app = await h.open({}, { userAgent: IE11 });
    await clickAndFollowRedirect(app);
    await pickAndReturn(app, h.app.url);
    expectSuccess((await app.waitForCallbacks())[0]);
  });

  it('[S-FLOW-04] uses a redirect on legacy (EdgeHTML) Edge', async () => {
    const app = await h.open({}, { userAgent: LEGACY_EDGE });
    await clickAndFollowRedirect(app);
    await pickAndReturn(app, h.app.url);
    expectSuccess((await app.waitForCallbacks())[0]);
  });

  it('[S-FLOW-06] uses a popup on Chromium-based Edge', async () => {
    const app = await h.open({}, { userAgent: CHROMIUM_EDGE });
    await clickAndGetPopup(app);
    expect(app.page.url()).toContain(h.app.url);
  });

  it('[S-FLOW-08] when silent acquisition fails right after a redirect sign-in, acquires the token by redirect', async () => {
    h.idp.configure({ interactionRequired: true, tokenLifetimeSeconds: 120 });
    const app = await h.open({ props: { forceRedirectStrategy: true } });
    await clickAndFollowRedirect(app);
    // Back from the login redirect, the silent call fails and the page goes to the sign-in page again.
    await Promise.all([app.page.waitForURL(/\/oauth2\/v2\.0\/authorize/), pickAccount(app.page)]);
    await pickAndReturn(app, h.app.url);
    const [callback] = await app.waitForCallbacks();
    expect(expectSuccess(callback).fromCache).toBe(false);
    expect(h.tokenGrants()).toEqual(['authorization_code:true', 'refresh_token:false', 'authorization_code:true']);
    expect(h.idp.events.filter((e) => e.type === 'authorize')).toHaveLength(2);
    expect(await app.callbacks()).toHaveLength(1);
  });

  it('[S-FLOW-12] a redirect sign-in cancelled on the sign-in page reaches the callback on return', async () => {
    const app = await h.open({ props: { forceRedirectStrategy: true } });
    await clickAndFollowRedirect(app);
    await Promise.all([
      app.page.waitForURL(`${h.app.url}/?config=**`),
      app.page.getByRole('button', { name: 'Cancel' }).click(),
    ]);
    const [callback] = await app.waitForCallbacks();
    expect(callback.error).toMatchObject({ errorCode: 'access_denied' });
    expect(await app.page.getByRole('button', { name: 'Sign in with Microsoft' }).getAttribute('aria-busy')).toBeNull();
  });

  it('signs out by redirect; through the bridge page it lands on the home page', async () => {
    const app = await h.open({ signOut: true, props: { forceRedirectStrategy: true } });
    await clickAndFollowRedirect(app);
    await pickAndReturn(app, h.app.url);
    expectSuccess((await app.waitForCallbacks())[0]);
    await Promise.all([
      app.page.waitForURL(`${h.app.url}/`),
      app.page.getByRole('button', { name: 'Sign out (redirect)' }).click(),
    ]);
    expect(h.idp.events.filter((e) => e.type === 'logout')).toHaveLength(1);
    expect(
      await app.page.evaluate(() =>
        Object.values(sessionStorage).some((v) => v.includes('"credentialType":"IdToken"')),
      ),
    ).toBe(false);
  });
});
