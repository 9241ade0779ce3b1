/**
 * Structural equality of plain data (settings, filters): same primitives, or arrays/objects with the
 * same own keys whose values are deeply equal. Used to tell a changed prop from a re-created one.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a != 'object' || typeof b != 'object' || Array.isArray(a) != Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length == Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key as never], b[key as never]))
  );
}
