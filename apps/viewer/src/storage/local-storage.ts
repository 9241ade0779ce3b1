/** What the viewer needs of a Storage; tests pass an in-memory one. */
export type ItemStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's localStorage, or undefined where the browser blocks it (privacy settings, sandboxed frames). */
function localStorageOrNone(): ItemStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored value, or null: nothing stored, no storage, or a storage that throws. */
export function readItem(key: string, storage: ItemStorage | undefined = localStorageOrNone()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores the value; a storage that refuses (quota, blocked) is ignored: not remembering something is better
 * than breaking the screen.
 */
export function writeItem(key: string, value: string, storage: ItemStorage | undefined = localStorageOrNone()): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // See above: nothing is remembered.
  }
}
