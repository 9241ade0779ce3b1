/** The last dashboard an account looked at, and its report page (none: the report's default page). */
export interface RememberedDashboard {
  dashboardId: string;
  pageName?: string;
}

/** localStorage keys are this prefix and the account (`sessionAccountOf`): one entry per account. */
const REMEMBERED_DASHBOARD_PREFIX = 'lastDashboard:';

type EntryStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): EntryStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): the viewer then opens the default dashboard.
    return undefined;
  }
}

/** What `account` looked at last, or undefined (no account, nothing saved, unreadable or malformed). */
export function readRememberedDashboard(
  account: string | undefined,
  storage: EntryStorage | undefined = defaultStorage(),
): RememberedDashboard | undefined {
  if (!account) return undefined;
  try {
    const saved = JSON.parse(storage?.getItem(REMEMBERED_DASHBOARD_PREFIX + account) ?? 'null') as {
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
  storage: EntryStorage | undefined = defaultStorage(),
): void {
  if (!account) return;
  try {
    storage?.setItem(REMEMBERED_DASHBOARD_PREFIX + account, JSON.stringify(remembered));
  } catch {
    // Not remembering is better than breaking the screen (quota, blocked storage).
  }
}
