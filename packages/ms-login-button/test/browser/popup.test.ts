import { describe, expect, it } from 'vitest';
import {
  clickAndGetPopup,
  expectSuccess,
  nextSignInPopup,
  pickAccount,
  setUpHarness,
  trackPage,
} from './support/harness.ts';

const h = setUpHarness();

describe('popup sign-in with the real msal-browser in Chromium', () => {
  it('[S-CLIENT-01] [S-FLOW-01] [S-FLOW-02] [S-FLOW-06] [S-FLOW-07] [S-FLOW-10] signs in with a popup, then acquires the token silently', async () => {
    const app = await h.open({});
    const button = app.page.getByRole('button', { name: 'Sign in with Microsoft' });
    await expect(button.getAttribute('type')).resolves.toBe('button');
    const popup = await clickAndGetPopup(app, button);
    expect(popup.url()).toContain(`${h.idp.url}/${h.idp.tenantId}/oauth2/v2.0/authorize`);
    expect(await button.getAttribute('aria-busy')).toBe('true');
    await pickAccount(popup);
    const [callback] = await app.waitForCallbacks();
    const result = expectSuccess(callback);
    expect(result.tenantId).toBe(h.idp.tenantId);
    // The token came from the silent call: the cache filled by the popup, no second interaction.
    expect(result.fromCache).toBe(true);
    expect(h.idp.events.filter((e) => e.type === 'authorize')).toHaveLength(1);
    expect(h.tokenGrants()).toEqual(['authorization_code:true']);
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => popup.isClosed()).toBe(true);
  });

  it('[S-FLOW-11] [S-PROFILE-01] [S-PROFILE-02] [S-PROFILE-03] with withUserData fetches GET /v1.0/me with the bearer token and merges it into the result', async () => {
    const app = await h.open({ props: { withUserData: true } });
    const meRequests: { url: string; authorization?: string }[] = [];
    app.page.on('request', (r) => {
      if (r.url().endsWith('/v1.0/me') && r.method() === 'GET')
        meRequests.push({ url: r.url(), authorization: r.headers().authorization });
    });
    await pickAccount(await clickAndGetPopup(app));
    const [callback] = await app.waitForCallbacks();
    const result = expectSuccess(callback);
    expect(result).toMatchObject({ displayName: 'Adele Vance', mail: 'adele.vance@contoso.example' });
    expect(meRequests).toHaveLength(1);
    expect(meRequests[0]).toMatchObject({
      url: `${h.idp.graphBaseUrl}/v1.0/me`,
      authorization: expect.stringMatching(/^Bearer ey/),
    });
    expect(h.idp.events.filter((e) => e.type === 'me')).toEqual([{ type: 'me', ok: true }]);
  });

  it('[S-SCOPE-01] asks for user.read next to the requested scopes', async () => {
    const app = await h.open({ props: { graphScopes: ['Calendars.Read'] } });
    await pickAccount(await clickAndGetPopup(app));
    expectSuccess((await app.waitForCallbacks())[0]);
    const authorize = h.idp.events.find((e) => e.type === 'authorize');
    expect(authorize?.type === 'authorize' && authorize.scope.split(' ')).toEqual(
      expect.arrayContaining(['Calendars.Read', 'user.read']),
    );
  });

  it('[S-SCOPE-02] does not add user.read a second time', async () => {
    const app = await h.open({ props: { graphScopes: ['User.Read'] } });
    await pickAccount(await clickAndGetPopup(app));
    expectSuccess((await app.waitForCallbacks())[0]);
    const authorize = h.idp.events.find((e) => e.type === 'authorize');
    const scopes = authorize?.type === 'authorize' ? authorize.scope.split(' ') : [];
    expect(scopes.filter((s) => s.toLowerCase() === 'user.read')).toEqual(['User.Read']);
  });

  it('[S-FLOW-09] when silent acquisition fails after a popup sign-in, acquires the token with a second popup', async () => {
    // Short-lived tokens make MSAL renew at once; the policy makes the refresh grant need interaction.
    h.idp.configure({ interactionRequired: true, tokenLifetimeSeconds: 120 });
    const app = await h.open({});
    await pickAccount(await clickAndGetPopup(app));
    await pickAccount(await nextSignInPopup(app));
    const [callback] = await app.waitForCallbacks();
    expect(expectSuccess(callback).fromCache).toBe(false);
    expect(h.tokenGrants()).toEqual(['authorization_code:true', 'refresh_token:false', 'authorization_code:true']);
  });

  it('[S-FLOW-12] [S-FLOW-13] a cancelled sign-in goes to the callback, shows no message, and the button works again', async () => {
    const app = await h.open({});
    const button = app.page.getByRole('button', { name: 'Sign in with Microsoft' });
    const popup = await clickAndGetPopup(app, button);
    await popup.getByRole('button', { name: 'Cancel' }).click();
    const [cancelled] = await app.waitForCallbacks();
    expect(cancelled.error).toMatchObject({ errorCode: 'access_denied' });
    expect(cancelled.result).toBeNull();
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    expect((await app.page.locator('main').innerText()).trim()).toBe('Sign-in fixture\nSign in with Microsoft');
    await pickAccount(await clickAndGetPopup(app, button));
    const callbacks = await app.waitForCallbacks(2);
    expectSuccess(callbacks[1]);
  });

  it('[V-CALM-03] [S-FLOW-12] a popup closed by the user ends as a cancellation within about a second, and the button works again', async () => {
    const app = await h.open({});
    const button = app.page.getByRole('button', { name: 'Sign in with Microsoft' });
    const popup = await clickAndGetPopup(app, button);
    expect(await button.getAttribute('aria-busy')).toBe('true');
    await popup.close();
    // Without the watch the button stays busy until msal-browser's bridge timeout (60 s).
    await expect.poll(() => button.getAttribute('aria-busy'), { timeout: 1500, interval: 50 }).toBeNull();
    const [callback] = await app.callbacks();
    expect(callback?.error).toMatchObject({ errorCode: 'user_cancelled' });
    expect(callback?.result).toBeNull();
    expect((await app.page.locator('main').innerText()).trim()).toBe('Sign-in fixture\nSign in with Microsoft');
    // MSAL still waits for the closed popup's bridge; the next click starts a sign-in all the same.
    await pickAccount(await clickAndGetPopup(app, button));
    expectSuccess((await app.waitForCallbacks(2))[1]);
  });

  it('ignores re-entrant clicks: a double click opens one popup and starts one sign-in', async () => {
    const app = await h.open({});
    const popups: unknown[] = [];
    app.context.on('page', (p) => popups.push(p));
    const button = app.page.getByRole('button', { name: 'Sign in with Microsoft' });
    const popup = nextSignInPopup(app);
    await button.dblclick();
    // aria-disabled now; force skips Playwright's wait for "enabled" and clicks like a person would.
    await button.click({ force: true });
    await pickAccount(await popup);
    expectSuccess((await app.waitForCallbacks())[0]);
    expect(popups).toHaveLength(1);
    expect(h.idp.events.filter((e) => e.type === 'authorize')).toHaveLength(1);
    expect(await app.callbacks()).toHaveLength(1);
  });

  it('[S-CACHE-01] [S-CACHE-03] keeps the cache in sessionStorage; a reload signs in silently from the stored id token', async () => {
    const app = await h.open({});
    await pickAccount(await clickAndGetPopup(app));
    expectSuccess((await app.waitForCallbacks())[0]);
    const storage = await app.page.evaluate(() => ({
      session: Object.keys(sessionStorage).filter((k) => k.startsWith('msal.')).length,
      local: Object.keys(localStorage).filter((k) => k.startsWith('msal.')).length,
      idToken: Object.values(sessionStorage).some((v) => v.includes('"credentialType":"IdToken"')),
    }));
    expect(storage).toMatchObject({ local: 0, idToken: true });
    expect(storage.session).toBeGreaterThan(0);

    await app.page.reload();
    const callbacks = await app.waitForCallbacks(2);
    expect(expectSuccess(callbacks[1]).fromCache).toBe(true);
    expect(h.idp.events.filter((e) => e.type === 'authorize')).toHaveLength(1);
  });

  it('[S-CACHE-02] keeps the cache in localStorage when useLocalStorageCache is set', async () => {
    const app = await h.open({ props: { useLocalStorageCache: true } });
    await pickAccount(await clickAndGetPopup(app));
    expectSuccess((await app.waitForCallbacks())[0]);
    const local = await app.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('msal.')).length);
    expect(local).toBeGreaterThan(0);
    // A new tab of the same profile finds the account and signs in silently on load.
    const other = trackPage(app.context, await app.context.newPage());
    await other.page.goto(app.page.url());
    expectSuccess((await other.waitForCallbacks())[0]);
  });

  it('passes prompt to the authorize request', async () => {
    const app = await h.open({ props: { prompt: 'select_account' } });
    await pickAccount(await clickAndGetPopup(app));
    expectSuccess((await app.waitForCallbacks())[0]);
    expect(h.idp.events.find((e) => e.type === 'authorize')).toMatchObject({ prompt: 'select_account' });
  });

  it('signs out with a popup that closes itself', async () => {
    const app = await h.open({ signOut: true });
    await pickAccount(await clickAndGetPopup(app));
    expectSuccess((await app.waitForCallbacks())[0]);
    const [popup] = await Promise.all([
      app.context.waitForEvent('page'),
      app.page.getByRole('button', { name: 'Sign out (popup)' }).click(),
    ]);
    await app.waitForEvents('signedOut');
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect(
      await app.page.evaluate(() => (window as unknown as { fixture: { accounts(): string[] } }).fixture.accounts()),
    ).toEqual([]);
    expect(h.idp.events.filter((e) => e.type === 'logout')).toHaveLength(1);
  });

  it('under StrictMode, with two buttons on one client, a click starts one sign-in and one callback', async () => {
    const app = await h.open({ strict: true, twice: true });
    await pickAccount(await clickAndGetPopup(app, app.page.getByRole('button', { name: 'Sign in with Microsoft' })));
    expectSuccess((await app.waitForCallbacks())[0]);
    expect(h.idp.events.filter((e) => e.type === 'authorize')).toHaveLength(1);
    // A reload: the stored account is signed in silently once, not once per button or per effect run.
    await app.page.reload();
    await app.waitForCallbacks(2);
    await app.page.getByRole('button', { name: 'Second button' }).waitFor();
    expect(await app.callbacks()).toHaveLength(2);
  });

  it('uses an MSAL instance the app passes in, initialising it itself', async () => {
    const app = await h.open({ ownInstance: true, strict: true });
    await pickAccount(await clickAndGetPopup(app));
    // hasInstance is true only when the callback hands back the app's own instance.
    expectSuccess((await app.waitForCallbacks())[0]);
    expect(h.idp.events.filter((e) => e.type === 'authorize')).toHaveLength(1);
  });

  it('a render-prop child gets the state and signIn for a custom trigger', async () => {
    const app = await h.open({ mode: 'render-prop' });
    const trigger = app.page.getByRole('button', { name: 'Custom sign-in (idle)' });
    await pickAccount(await clickAndGetPopup(app, trigger));
    expectSuccess((await app.waitForCallbacks())[0]);
    await app.page.getByRole('button', { name: 'Custom sign-in (signedIn)' }).waitFor();
  });

  it('custom children are clickable like in react-microsoft-login', async () => {
    const app = await h.open({ mode: 'children' });
    await pickAccount(await clickAndGetPopup(app, app.page.getByRole('button', { name: 'Custom child' })));
    expectSuccess((await app.waitForCallbacks())[0]);
  });
});

describe('client id check', () => {
  for (const [title, clientId] of [
    ['[S-CLIENT-02] [S-CLIENT-04] with no client id', ''],
    ['[S-CLIENT-03] [S-CLIENT-04] with uppercase letters', '11111111-2222-4333-8444-55555555555A'],
    ['[S-CLIENT-03] [S-CLIENT-04] with a short group', '1111111-2222-4333-8444-555555555555'],
    ['[S-CLIENT-03] [S-CLIENT-04] with other characters', '11111111_2222-4333-8444-555555555555'],
  ] as const) {
    it(`${title} renders nothing and logs an initialization error`, async () => {
      const app = await h.open({ props: { clientId } });
      await app.page.getByRole('heading', { name: 'Sign-in fixture' }).waitFor();
      await expect.poll(() => app.consoleErrors.length).toBeGreaterThan(0);
      expect(await app.page.getByRole('button').count()).toBe(0);
      expect(app.consoleErrors.join('\n')).toMatch(/Initialization failed: clientId must be a GUID/);
    });
  }
});
