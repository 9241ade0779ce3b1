import { createHash, randomBytes } from 'node:crypto';

/** base64url of a string or bytes. */
export function base64url(input: string | Uint8Array): string {
  return Buffer.from(input).toString('base64url');
}

/** An unguessable opaque value (authorization codes, refresh tokens, sessions). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A GUID derived from a seed, so the same demo user keeps the same object id across restarts. */
export function stableGuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  // Shape it as a version-4/variant-1 GUID so validators that check those bits accept it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** BASE64URL(SHA-256(verifier)), the PKCE S256 transform (RFC 7636 §4.2). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
