import { redirect } from 'react-router-dom';
import { readSessionToken } from '../auth/session-cookie.ts';

/** Loader of the protected routes (spec §5): without a stored jwt_token, back to the login screen. */
export function requireSession(): Response | null {
  return readSessionToken() ? null : redirect('/');
}

/** Loader of the login screen: someone already signed in goes straight to their dashboards. */
export function skipLoginWhenSignedIn(): Response | null {
  return readSessionToken() ? redirect('/dashboard') : null;
}
