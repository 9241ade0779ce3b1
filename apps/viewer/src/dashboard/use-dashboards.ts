import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../api/api-request.ts';
import { fetchDashboards, type DashboardItem, type DashboardsOutcome } from '../api/dashboards.ts';
import { readSessionToken } from '../auth/session-cookie.ts';
import { sortDashboards } from './sort-dashboards.ts';
import { earliestExpiry, renewalDelayMs, retryDelayMs } from './token-renewal-schedule.ts';

/** What the dashboard screen has of the list: loading, loaded (sorted), or failed with a reason. */
export type DashboardsState =
  { status: 'loading' } | { status: 'ready'; dashboards: DashboardItem[] } | { status: 'failed'; message: string };

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
 * Loads the signed-in user's dashboards once (a change of the route's id does not fetch again)
 * and keeps their embed tokens fresh: before the earliest token expires the list is fetched again
 * and its new tokens replace the old ones (the report gets the token, it is not embedded again).
 * A failed renewal is retried with backoff; a 401, at first or later, calls `onUnauthorized`.
 * Every timer and request stops on unmount.
 */
export function useDashboards(onUnauthorized: () => void): { state: DashboardsState; retry: () => void } {
  const [state, setState] = useState<DashboardsState>({ status: 'loading' });
  // Bumped by Retry after a failed first load: runs the effect again.
  const [attempt, setAttempt] = useState(0);
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    // The first load and every renewal are the same request; they differ in what a failure does.
    // `renewal` is 0 for the first load, then the number of the renewal attempt.
    async function load(renewal: number): Promise<void> {
      const answer = await requestDashboards(controller.signal);
      if (controller.signal.aborted || answer.kind === 'aborted') return;
      if (answer.kind === 'unauthorized') {
        unauthorized.current();
        return;
      }
      if (answer.kind === 'failed') {
        if (renewal === 0) {
          setState({ status: 'failed', message: answer.message });
          return;
        }
        // The report keeps its current token meanwhile; the list on screen stays as it is.
        console.warn(`Renewing the embed tokens failed (attempt ${renewal}):`, answer.message);
        timer = setTimeout(() => void load(renewal + 1), retryDelayMs(renewal));
        return;
      }
      const dashboards = sortDashboards(answer.dashboards);
      setState({ status: 'ready', dashboards });
      timer = setTimeout(() => void load(1), renewalDelayMs(earliestExpiry(dashboards), Date.now()));
    }

    void load(0);

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
