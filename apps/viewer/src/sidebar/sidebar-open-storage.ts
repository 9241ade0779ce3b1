import { type ItemStorage, readItem, writeItem } from '../storage/local-storage.ts';

/** localStorage key of the sidebar's open/closed flag (spec §3 "the sidebar-open flag"). */
export const SIDEBAR_OPEN_KEY = 'sidebarOpen';

/** The saved flag: only a saved 'false' closes the sidebar; nothing saved (or unreadable) means open. */
export function readSidebarOpen(storage?: ItemStorage): boolean {
  return readItem(SIDEBAR_OPEN_KEY, storage) !== 'false';
}

/** Saves the flag as 'true' or 'false'; a storage that refuses (quota, blocked) is ignored. */
export function writeSidebarOpen(open: boolean, storage?: ItemStorage): void {
  writeItem(SIDEBAR_OPEN_KEY, String(open), storage);
}
