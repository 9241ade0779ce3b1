import { clearSessionToken } from './session-cookie.ts';

/** Signs out of the viewer: forgets the session token (and the MSAL session). */
export async function endSession(): Promise<void> {
  clearSessionToken();
}
