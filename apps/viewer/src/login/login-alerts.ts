import type { LoginOutcome } from '../api/login.ts';

/** Alert texts of the login outcomes (spec §8), reused exactly. */
export const USER_NOT_FOUND_ALERT = 'USER NOT FOUND';
export const TOKEN_EXPIRED_ALERT = 'TOKEN EXPIRED';

/** Shown when Microsoft sign-in fails for another reason than the person cancelling. */
export const SIGN_IN_FAILED_ALERT = 'Sign-in with Microsoft did not complete. Please try again.';

/** Shown when the API cannot be reached at all. */
export const API_UNREACHABLE_ALERT = 'The sign-in service could not be reached. Please try again in a moment.';

/** The alert a login outcome shows, or undefined for success. */
export function loginAlertFor(outcome: LoginOutcome): string | undefined {
  switch (outcome.kind) {
    case 'success':
      return undefined;
    case 'userNotFound':
      return USER_NOT_FOUND_ALERT;
    case 'tokenExpired':
      return TOKEN_EXPIRED_ALERT;
    case 'failed':
      return outcome.message;
  }
}

// MSAL's codes for "the person backed out": Cancel on Microsoft's page, a closed popup (seen as a
// bridge timeout), or an interaction they stopped. Nothing went wrong, so nothing is shown.
const CANCEL_CODES = new Set(['user_cancelled', 'access_denied', 'timed_out', 'redirect_bridge_timeout']);

/** True when a sign-in error means the person cancelled. */
export function isSignInCancelled(error: unknown): boolean {
  const code = (error as { errorCode?: unknown; error?: unknown } | null)?.errorCode;
  const sub = (error as { subError?: unknown } | null)?.subError;
  return (typeof code === 'string' && CANCEL_CODES.has(code)) || (typeof sub === 'string' && CANCEL_CODES.has(sub));
}
