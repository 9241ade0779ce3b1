import { type ItemStorage, readItem, writeItem } from '../storage/local-storage.ts';

/** The last dashboard an account looked at, and its report page (none: the report's default page). */
export interface RememberedDashboard {
  dashboardId: string;
  pageName?: string;
}

/** localStorage keys are this prefix and the account (`sessionAccountOf`): one entry per account. */
const REMEMBERED_DASHBOARD_PREFIX = 'lastDashboard:';

/** What `account` looked at last, or undefined (no account, nothing saved, unreadable or malformed). */
export function readRememberedDashboard(
  account: string | undefined,
  storage?: ItemStorage,
): RememberedDashboard | undefined {
  if (!account) return undefined;
  try {
    const saved = JSON.parse(readItem(REMEMBERED_DASHBOARD_PREFIX + account, storage) ?? 'null') as {
      dashboardId?: unknown;
      pageName?: unknown;
    } | null;
    if (typeof saved?.dashboardId !== 'string' || !saved.dashboardId) return undefined;
    const pageName = typeof saved.pageName === 'string' && saved.pageName ? saved.pageName : undefined;
    return pageName ? { dashboardId: saved.dashboardId, pageName } : { dashboardId: saved.dashboardId };
  } catch {
    return undefined;
  }
}

/** Saves what `account` looks at now; without an account nothing is saved (never under a shared key). */
export function writeRememberedDashboard(
  account: string | undefined,
  remembered: RememberedDashboard,
  storage?: ItemStorage,
): void {
  if (account) writeItem(REMEMBERED_DASHBOARD_PREFIX + account, JSON.stringify(remembered), storage);
}
