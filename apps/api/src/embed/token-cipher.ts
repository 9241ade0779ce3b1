import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface TokenCipher {
  /** AES-256-GCM; `context` is bound to the ciphertext (authenticated, not stored in it). */
  seal(token: string, context: string): string;
  /** The token, or undefined when the text was sealed under another key or another context. */
  open(sealed: string, context: string): string | undefined;
}

/**
 * Encrypts embed tokens before they are stored, under a key derived (HKDF-SHA-256) from the
 * session secret, which every instance of a cluster already shares. The row's key is the
 * context, so a sealed token copied into another user's row does not open there.
 */
export function createTokenCipher(secret: Uint8Array): TokenCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'org-api embed-token cache v1', 32));
  return {
    seal(token, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, context) {
      if (!sealed.startsWith('v1.')) return undefined;
      const raw = Buffer.from(sealed.slice(3), 'base64url');
      if (raw.length < 28) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
