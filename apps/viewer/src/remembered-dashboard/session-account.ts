/**
 * The signed-in account a session token belongs to, as a storage key part: the issuer and subject
 * of the API's session token (a JWT; its payload is read, not verified: this only keeps one
 * account's preferences apart from another's in this browser, it grants nothing). Undefined for a
 * token that is not a JWT with a subject: then nothing is remembered rather than shared.
 */
export function sessionAccountOf(token: string | undefined): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iss?: unknown; sub?: unknown };
    if (typeof claims.sub !== 'string' || !claims.sub) return undefined;
    return `${typeof claims.iss === 'string' ? claims.iss : ''}|${claims.sub}`;
  } catch {
    return undefined;
  }
}
