import type { LoginOutcome } from '../api/login.ts';

/** Alert texts of the login outcomes (spec §8), reused exactly. */
const USER_NOT_FOUND_ALERT = 'USER NOT FOUND';
const TOKEN_EXPIRED_ALERT = 'TOKEN EXPIRED';

/** Shown when Microsoft sign-in fails for another reason than the person cancelling. */
export const SIGN_IN_FAILED_ALERT = 'Sign-in with Microsoft did not complete. Please try again.';

/**
 * Shown while the sign-in button cannot be offered (the sign-in configuration or code could not be
 * loaded); the screen keeps trying and removes it once the button is there.
 */
export const SIGN_IN_UNAVAILABLE_ALERT =
  'Sign-in is unavailable right now. The button will be ready as soon as the sign-in service answers.';

/** Shown after another tab of the same session logged out (README, "Leaving a session"). */
export const LOGGED_OUT_ELSEWHERE_ALERT = 'You logged out in another tab. Log in again to see your dashboards.';

/** Shown when the session cookie is gone and no tab ended the session: it expired (README, "Leaving a session"). */
export const SESSION_EXPIRED_ALERT = 'Your session has expired. Please log in again.';

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
