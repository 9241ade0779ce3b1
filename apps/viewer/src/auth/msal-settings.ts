import type { MsalSettings } from '@org/ms-login-button';
import { API_DEADLINE_MS } from '../api/api-request.ts';
import { viewerConfig } from '../config/viewer-config.ts';

let metadataText: Promise<string | undefined> | undefined;

/**
 * The OIDC discovery document of `viewerConfig.oidcMetadataUrl` as text (MSAL wants a string),
 * fetched once per page; undefined when none is configured. Fetched before the login button shows
 * so MSAL needs no discovery round trip and the popup opens synchronously inside the click.
 */
export function loadAuthorityMetadata(): Promise<string | undefined> {
  const url = viewerConfig.oidcMetadataUrl;
  if (!url) return Promise.resolve(undefined);
  if (!metadataText) {
    // The same deadline as the API's calls: a sign-in service that does not answer is a failure
    // (the button's slot tries again), not a placeholder for ever.
    const controller = new AbortController();
    const deadline = setTimeout(() => controller.abort(), API_DEADLINE_MS);
    metadataText = fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The sign-in configuration could not be loaded (HTTP ${response.status}).`);
        return response.text();
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) throw error;
        throw new Error(
          `The sign-in configuration could not be loaded (no answer within ${API_DEADLINE_MS / 1000} s).`,
          {
            cause: error,
          },
        );
      })
      .finally(() => clearTimeout(deadline));
  }
  // A failure is not cached: the next attempt fetches again.
  metadataText.catch(() => (metadataText = undefined));
  return metadataText;
}

/** The MSAL settings of the login button, the same for sign-in and for clearing the session. */
export function msalSettings(authorityMetadata: string | undefined): MsalSettings {
  return {
    clientId: viewerConfig.clientId,
    tenantUrl: viewerConfig.authority,
    authorityMetadata,
    knownAuthorities: viewerConfig.knownAuthorities,
  };
}
