import type { TokenGrant, TokenRequest } from '@org/embed-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../api/api-request.ts';
import { fetchDashboards, type DashboardItem, type DashboardsOutcome } from '../api/dashboards.ts';
import { readSessionToken } from '../auth/session-cookie.ts';
import { retryWhenReachable } from '../network/retry-when-reachable.ts';
import { dashboardsFailureText } from './dashboards-failure-text.ts';
import { sortDashboards } from './sort-dashboards.ts';

/**
 * What the dashboard screen has of the list: loading, loaded (sorted), or failed, with what happened
 * in plain words (`message`) and the technical detail of the failure (`detail`: the call and its
 * outcome, also on the console); `retrying` when the hook tries again by itself (the person may
 * still press Retry).
 */
export type DashboardsState =
  | { status: 'loading' }
  | { status: 'ready'; dashboards: DashboardItem[] }
  | { status: 'failed'; message: string; detail: string; retrying: boolean };

type Answer = DashboardsOutcome | { kind: 'aborted' };

/** GET /dashboards with the stored token; a network failure becomes a `failed` outcome. */
async function requestDashboards(signal: AbortSignal): Promise<Answer> {
  const token = readSessionToken();
  // No cookie: it expired or another tab logged out; the protected layout is already leaving.
  if (!token) return { kind: 'aborted' };
  try {
    return await fetchDashboards(token, signal);
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    // ApiRequestError names the call: 'GET /dashboards failed: the server could not be reached'.
    const detail = error instanceof Error ? error.message : String(error);
    const message = error instanceof ApiRequestError ? `${detail}.` : `The dashboards could not be loaded: ${detail}.`;
    return { kind: 'failed', status: 0, message };
  }
}

/**
 * Failures worth retrying without being asked: no answer at all (offline, API down; status 0) and
 * the statuses that say the API or what it stands on is unavailable for now (a gateway in front of
 * a stopped API answers 502/504, the API itself 503 while its database is down and 502 when Power
 * BI fails). A 500 or a malformed list is a fault a retry is unlikely to fix: Retry only.
 */
function retriesByItself(status: number): boolean {
  return status === 0 || status === 502 || status === 503 || status === 504;
}

/** The failed state of an answer: what happened in plain words (offline says so), the technical detail beside it. */
function failedState(answer: { status: number; message: string }): Extract<DashboardsState, { status: 'failed' }> {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const message = dashboardsFailureText(answer.status, offline);
  return { status: 'failed', message, detail: answer.message, retrying: retriesByItself(answer.status) };
}

/** Fetches a fresh embed token for one report, as `@org/embed-client`'s token provider is asked to. */
export type RenewToken = (reportId: string, request: TokenRequest) => Promise<TokenGrant>;

/**
 * Loads the signed-in user's dashboards once (a change of the route's id does not fetch again)
 * and gives the report a token provider (`renewToken`): when `@org/embed-client` asks for a fresh
 * embed token (before expiry, after the tab was hidden, after a TokenExpired) the list is fetched
 * again and the report's new token returned; the SDK applies it without loading the report again
 * and retries failures with backoff. A 401, at first or on a renewal, calls `onUnauthorized`.
 * `freshest(item)` is the newest copy of an entry (a renewal's), so that switching to another
 * report loads it with the newest token the viewer has.
 *
 * A first load that could not reach the API (no answer, or none within the 10 s deadline of
 * `apiRequest`: a hung API counts as a stopped one), or that the API answered as unavailable, is tried
 * again by itself, 2 s after the failure and twice as late each time up to 30 s, and at once when
 * the browser comes back online; the failed screen stays while it tries, and the list appears as
 * soon as an attempt succeeds. The request, the timer and the `online` listener stop on unmount.
 */
export function useDashboards(onUnauthorized: () => void): {
  state: DashboardsState;
  retry: () => void;
  renewToken: RenewToken;
  freshest: (item: DashboardItem) => DashboardItem;
} {
  const [state, setState] = useState<DashboardsState>({ status: 'loading' });
  // Bumped by Retry, or by an automatic retry, after a failed first load: runs the effect again.
  const [attempt, setAttempt] = useState(0);
  // Automatic retries since the last success or Retry press: sets the next one's delay.
  const automaticRetries = useRef(0);
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);
  // The newest entry of each report, from the first load and every renewal since.
  const latest = useRef(new Map<string, DashboardItem>());

  useEffect(() => {
    const controller = new AbortController();
    let stopRetry = () => {};
    void requestDashboards(controller.signal).then((answer) => {
      if (controller.signal.aborted || answer.kind === 'aborted') return;
      if (answer.kind === 'unauthorized') return unauthorized.current();
      if (answer.kind === 'failed') {
        console.warn('The dashboards could not be loaded:', answer.message);
        const failed = failedState(answer);
        setState(failed);
        if (failed.retrying) {
          // Not through `retry`: the failure stays on screen until an attempt succeeds.
          stopRetry = retryWhenReachable(automaticRetries.current++, () => setAttempt((n) => n + 1));
        }
        return;
      }
      automaticRetries.current = 0;
      const dashboards = sortDashboards(answer.dashboards);
      for (const item of dashboards) latest.current.set(item.report.id, item);
      setState({ status: 'ready', dashboards });
    });
    return () => {
      controller.abort();
      stopRetry();
    };
  }, [attempt]);

  const renewToken = useCallback<RenewToken>(async (reportId, { signal }) => {
    const answer = await requestDashboards(signal);
    if (answer.kind === 'unauthorized') {
      unauthorized.current();
      throw new Error('GET /dashboards answered 401: the session has ended.');
    }
    if (answer.kind === 'aborted') throw new Error('The token renewal was cancelled.');
    if (answer.kind === 'failed') throw new Error(answer.message);
    for (const item of answer.dashboards) latest.current.set(item.report.id, item);
    const item = answer.dashboards.find((entry) => entry.report.id === reportId);
    if (!item) throw new Error(`GET /dashboards no longer lists the report ${reportId}.`);
    return { token: item.embedToken, expiresAt: item.embedTokenExpiration };
  }, []);

  const freshest = useCallback((item: DashboardItem) => latest.current.get(item.report.id) ?? item, []);

  const retry = useCallback(() => {
    automaticRetries.current = 0;
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry, renewToken, freshest };
}
