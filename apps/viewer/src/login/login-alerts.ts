import type { LoginOutcome } from '../api/login.ts';
import { INVALID_TOKEN_ALERT } from '../dashboard/dashboard-texts.ts';

/**
 * An alert of the login screen: `text` is what the alert says (the spec's exact text where it has
 * one), `hint` what it means and what to do in plain words, `detail` the technical detail for a
 * disclosure (also on the console).
 */
export interface LoginAlert {
  text: string;
  hint?: string;
  detail?: string;
}

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
export const API_UNREACHABLE_ALERT = "We can't reach the sign-in service. Please try again in a moment.";

/** Shown when the API answered the sign-in with something the viewer did not expect (the detail says what). */
export const LOGIN_FAILED_ALERT =
  'Sign-in did not work this time. Please try again; if it happens again, tell your IT service desk.';

/** What the spec's upper-case alerts mean, and what to do, in plain words. */
const SPEC_ALERT_HINTS: Record<string, string> = {
  [USER_NOT_FOUND_ALERT]:
    'Your account has no access to the dashboards yet. Ask your IT service desk to add it, then log in again.',
  [TOKEN_EXPIRED_ALERT]: 'Your Microsoft sign-in had run out. Press Login with Microsoft to sign in again.',
  [INVALID_TOKEN_ALERT]:
    'Your session was no longer accepted, so you were signed out. Log in again to see your dashboards.',
};

/** The alert of `text` (the spec's alerts with their plain-words hint), with an optional technical detail. */
export function loginAlert(text: string, detail?: string): LoginAlert {
  const hint = SPEC_ALERT_HINTS[text];
  return { text, ...(hint && { hint }), ...(detail && { detail }) };
}

/** The alert a login outcome shows, or undefined for success. */
export function loginAlertFor(outcome: LoginOutcome): LoginAlert | undefined {
  switch (outcome.kind) {
    case 'success':
      return undefined;
    case 'userNotFound':
      return loginAlert(USER_NOT_FOUND_ALERT);
    case 'tokenExpired':
      return loginAlert(TOKEN_EXPIRED_ALERT);
    case 'failed':
      return loginAlert(LOGIN_FAILED_ALERT, outcome.message);
  }
}

/** The technical detail of a failure: its message (and MSAL's error code when it has one). */
export function failureDetail(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { errorCode?: unknown }).errorCode;
    return typeof code === 'string' && code && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message;
  }
  return String(error);
}
