/**
 * A random id in the reference's format: a random 32-bit value in base 36 without its first
 * character (usually 5 or 6 characters of `0-9a-z`). Used for tracking ids and unique ids.
 */
export function randomId(): string {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0].toString(36).slice(1);
}

/** A random id in the reference's format that `taken` does not already use (and is never empty). */
export function uniqueRandomId(taken: (id: string) => boolean): string {
  let id: string;
  do id = randomId();
  while (!id || taken(id));
  return id;
}

/** A session id: exactly 20 lowercase hex characters, one per random value. */
export function createSessionId(): string {
  let id = '';
  for (const value of globalThis.crypto.getRandomValues(new Uint32Array(20))) id += (value % 16).toString(16);
  return id;
}
