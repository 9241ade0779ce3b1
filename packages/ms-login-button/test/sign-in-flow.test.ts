import type { AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser';
import { describe, expect, it } from 'vitest';
import { signInInteractively, type FlowSettings } from '../src/sign-in-flow.ts';

const settings: FlowSettings = {
  scopes: ['user.read'],
  withUserData: false,
  graphBaseUrl: 'https://graph.microsoft.com',
  log: () => {},
};

/** An MSAL stand-in that records the order of calls; only what the popup path touches. */
function recordingInstance(calls: string[]): IPublicClientApplication {
  const account = { homeAccountId: 'h', environment: 'e', tenantId: 't', username: 'u', localAccountId: 'l' };
  const result = { account, accessToken: 'token', idToken: 'id' } as unknown as AuthenticationResult;
  return {
    loginPopup: () => (calls.push('loginPopup'), Promise.resolve(result)),
    setActiveAccount: () => calls.push('setActiveAccount'),
    acquireTokenSilent: () => (calls.push('acquireTokenSilent'), Promise.resolve(result)),
    getActiveAccount: () => account,
    // The popup watch listens for msal:popupOpened; this stand-in opens no window.
    addEventCallback: () => 'callback-id',
    removeEventCallback: () => undefined,
  } as unknown as IPublicClientApplication;
}

describe('interactive sign-in keeps the popup inside the click', () => {
  it('[S-FLOW-06] calls loginPopup synchronously, before signInInteractively returns', async () => {
    const calls: string[] = [];
    const outcome = signInInteractively(recordingInstance(calls), settings, false);
    // Nothing has been awaited yet: a popup opened now still belongs to the user's click.
    expect(calls).toEqual(['loginPopup']);
    await outcome;
    expect(calls.slice(0, 3)).toEqual(['loginPopup', 'setActiveAccount', 'acquireTokenSilent']);
  });
});
