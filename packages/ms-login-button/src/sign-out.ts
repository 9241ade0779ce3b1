import type { AccountInfo, IPublicClientApplication } from '@azure/msal-browser';

/** How to sign out. */
export interface SignOutOptions {
  /** `popup` (default) keeps the page; `redirect` leaves it and comes back to `postLogoutRedirectUri`. */
  mode?: 'popup' | 'redirect';
  /** Account to sign out; default the active one. */
  account?: AccountInfo | null;
  /** Overrides the configured post-logout redirect URI. */
  postLogoutRedirectUri?: string;
}

/** Signs the account out of the app's MSAL cache and of Microsoft's session. */
export function signOut(instance: IPublicClientApplication, options: SignOutOptions = {}): Promise<void> {
  const request = {
    account: options.account ?? instance.getActiveAccount() ?? undefined,
    postLogoutRedirectUri: options.postLogoutRedirectUri,
  };
  return options.mode === 'redirect' ? instance.logoutRedirect(request) : instance.logoutPopup(request);
}
