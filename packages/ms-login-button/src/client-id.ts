/** Whether `value` is a usable application (client) id. */
export function isValidClientId(value: unknown): value is string {
  // Spec §5: a GUID shape, 8-4-4-4-12 lowercase letters and digits. Anchored, unlike the
  // reference's pattern, so a GUID with extra characters around it is refused too.
  return typeof value === 'string' && /^[\da-z]{8}(-[\da-z]{4}){3}-[\da-z]{12}$/.test(value);
}
