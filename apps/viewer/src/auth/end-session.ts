import { msalSettings, loadAuthorityMetadata } from './msal-settings.ts';
import { clearSessionToken } from './session-cookie.ts';

/**
 * Signs out of the viewer: forgets the session token at once, then clears MSAL's cached account
 * on this device (no popup, no redirect to Microsoft) so the login screen does not sign the
 * person straight back in. Never throws: a failure to clear MSAL's cache is only logged.
 */
export async function endSession(): Promise<void> {
  clearSessionToken();
  try {
    // Loaded lazily: msal-browser stays out of the first chunk.
    const { getMsalInstance, toMsalConfiguration } = await import('./microsoft-sign-in.ts');
    const metadata = await loadAuthorityMetadata().catch(() => undefined);
    const instance = getMsalInstance(toMsalConfiguration(msalSettings(metadata), window.location.origin));
    await instance.initialize();
    await instance.clearCache();
  } catch (error) {
    console.warn('The Microsoft sign-in cache could not be cleared:', error);
  }
}
