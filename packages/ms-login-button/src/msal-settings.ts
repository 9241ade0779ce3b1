import type { Configuration } from '@azure/msal-browser';

/** The MSAL-facing options shared by the component and the hook. */
export interface MsalSettings {
  /** Application (client) id: a GUID, 8-4-4-4-12 lowercase letters and digits. */
  clientId: string;
  /** Authority, `https://login.microsoftonline.com/<tenant>`. Default: MSAL's (`.../common`). */
  tenantUrl?: string;
  /**
   * Where Microsoft sends the response: a page running MSAL's redirect bridge (see the README).
   * Default `<origin>/redirect.html`; register it in the app registration as an SPA redirect URI.
   */
  redirectUri?: string;
  /** Where sign-out lands. Default: `redirectUri` (the bridge closes a sign-out popup). */
  postLogoutRedirectUri?: string;
  /** Keep MSAL's cache in localStorage instead of sessionStorage. */
  useLocalStorageCache?: boolean;
  /** OIDC discovery document as a JSON string; MSAL then skips discovery (for a local stand-in, or sovereign clouds). */
  authorityMetadata?: string;
  /** Authority hosts MSAL may trust without Microsoft's instance discovery. */
  knownAuthorities?: string[];
  /** Extra MSAL configuration, merged last (`system`, `cache`, `auth`, …). Read when the instance is created. */
  msalOptions?: Partial<Configuration>;
}

/** Builds the msal-browser configuration for these settings. */
export function toMsalConfiguration(settings: MsalSettings, origin: string): Configuration {
  const { msalOptions = {} } = settings;
  const redirectUri = settings.redirectUri ?? `${origin}/redirect.html`;
  return {
    ...msalOptions,
    auth: {
      clientId: settings.clientId,
      redirectUri,
      postLogoutRedirectUri: settings.postLogoutRedirectUri ?? redirectUri,
      // Only what is set: MSAL spreads these over its defaults, where an undefined would erase one.
      ...(settings.tenantUrl && { authority: settings.tenantUrl }),
      ...(settings.authorityMetadata && { authorityMetadata: settings.authorityMetadata }),
      ...(settings.knownAuthorities && { knownAuthorities: settings.knownAuthorities }),
      ...msalOptions.auth,
    },
    cache: { cacheLocation: settings.useLocalStorageCache ? 'localStorage' : 'sessionStorage', ...msalOptions.cache },
  };
}
