import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import { announceBridgeAnswer } from './bridge-answer.ts';

/**
 * Runs on the page at `redirectUri`: msal-browser 5 needs it there. It tells a watching sign-in
 * that its popup came back (so a popup the person closed can be told apart from one that answered),
 * hands the response to the window that started sign-in (popup, hidden iframe) or back to the page
 * a redirect left, then closes the popup. Keep that page tiny, without your app or a router, and
 * without a COOP header.
 */
export function runRedirectBridge(): Promise<void> {
  announceBridgeAnswer();
  return broadcastResponseToMainFrame();
}
