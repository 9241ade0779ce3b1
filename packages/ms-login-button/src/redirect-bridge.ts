import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

/**
 * Runs on the page at `redirectUri`: msal-browser 5 needs it there. It hands the response to the
 * window that started sign-in (popup, hidden iframe) or back to the page a redirect left, then
 * closes the popup. Keep that page tiny, without your app or a router, and without a COOP header.
 */
export function runRedirectBridge(): Promise<void> {
  return broadcastResponseToMainFrame();
}
