/**
 * The expiry of a JWT (its payload's `exp`, in epoch milliseconds), read without verifying the
 * token; undefined for anything that is not a JWT with a numeric `exp` (opaque tokens, garbage).
 */
export function jwtExpiry(token: string): number | undefined {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    const exp = (payload as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

// base64url (RFC 4648 §5, padding optional) to a UTF-8 string; throws on characters outside the alphabet.
function decodeBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
