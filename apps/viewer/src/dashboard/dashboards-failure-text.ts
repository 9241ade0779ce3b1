import { OFFLINE_TEXT } from './dashboard-texts.ts';

// What the dashboard screen says when its list could not be loaded. A module of its own, imported
// by the dashboard screen's chunk only: `dashboard-texts.ts` is also in the first paint.

/** No answer from the API at all (stopped, unreachable, or none within the deadline); retried by itself. */
export const UNREACHABLE_TEXT = "We can't reach the dashboard service. We'll keep trying — or press Retry.";
/** The API (or what it stands on) said it is unavailable for now (502, 503, 504); retried by itself. */
export const UNAVAILABLE_TEXT = "The dashboard service isn't available right now. We'll keep trying — or press Retry.";
/** An answer the viewer cannot read (a malformed list). */
export const UNREADABLE_TEXT =
  "The dashboard service sent a list we can't read. Press Retry; if it happens again, tell your IT service desk.";
/** Any other failure (a 500, a 4xx other than 401). */
export const SERVICE_FAULT_TEXT =
  'The dashboard service ran into a problem. Press Retry; if it happens again, tell your IT service desk.';

/**
 * What a person reads when the list could not be loaded, by the HTTP status of the failure (0: no
 * answer; 200: an answer that was not a list of dashboards). The technical detail goes elsewhere.
 */
export function dashboardsFailureText(status: number, offline: boolean): string {
  if (status === 0) return offline ? OFFLINE_TEXT : UNREACHABLE_TEXT;
  if (status === 502 || status === 503 || status === 504) return UNAVAILABLE_TEXT;
  return status === 200 ? UNREADABLE_TEXT : SERVICE_FAULT_TEXT;
}
