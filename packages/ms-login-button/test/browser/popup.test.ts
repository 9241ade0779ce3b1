import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clickAndGetPopup, createHarness, expectSuccess, pickAccount, type Harness } from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());
beforeEach(() => {
  h.idp.configure({ interactionRequired: false, tokenLifetimeSeconds: 3600 });
  h.idp.events.length = 0;
});

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
    expect(h.idp.events.filter((e) => e.type === 'token')).toEqual([{ type: 'token', grantType: 'authorization_code', ok: true }]);
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    expect(popup.isClosed()).toBe(true);
  });
});
