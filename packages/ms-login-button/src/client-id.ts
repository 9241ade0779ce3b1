// Spec §5: a GUID shape, 8-4-4-4-12 lowercase letters and digits. Anchored, unlike the
// reference's pattern, so a GUID with extra characters around it is refused too.
const CLIENT_ID = /^[a-z0-9]{8}(-[a-z0-9]{4}){3}-[a-z0-9]{12}$/;

/** Whether `value` is a usable application (client) id. */
export function isValidClientId(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_ID.test(value);
}
