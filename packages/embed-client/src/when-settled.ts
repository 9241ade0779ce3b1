/**
 * Hands a failure of `result` to `onError` when it is a promise (or any thenable); anything else is
 * ignored. For calls whose result may not be a promise: a browser's `requestFullscreen()` that
 * returns nothing, a method replaced by a test double.
 */
export function whenSettled(result: unknown, onError: (error: unknown) => void): void {
  const then = (result as PromiseLike<unknown> | null | undefined)?.then;
  if (typeof then === 'function') then.call(result, undefined, onError);
}
