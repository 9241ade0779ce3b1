/** localStorage key of the sidebar's open/closed flag (spec §3 "the sidebar-open flag"). */
export const SIDEBAR_OPEN_KEY = 'sidebarOpen';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): FlagStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): the sidebar then just opens.
    return undefined;
  }
}

/** The saved flag: only a saved 'false' closes the sidebar; nothing saved (or unreadable) means open. */
export function readSidebarOpen(storage: FlagStorage | undefined = defaultStorage()): boolean {
  try {
    return storage?.getItem(SIDEBAR_OPEN_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** Saves the flag as 'true' or 'false'; a storage that refuses (quota, blocked) is ignored. */
export function writeSidebarOpen(open: boolean, storage: FlagStorage | undefined = defaultStorage()): void {
  try {
    storage?.setItem(SIDEBAR_OPEN_KEY, String(open));
  } catch {
    // Not remembering the flag is better than breaking the screen.
  }
}
