import type { IError } from '@org/embed-models';
import { frameError, tokenExpiredError } from './frame-errors';
import { TraceType } from '@org/embed-models';

/** What a verification found: the token's expiry, or the error the frame reports instead of loading. */
export type TokenVerdict = { ok: true; expiresAt: number } | { ok: false; error: IError };

/** Where to check tokens against, and what they must be for. */
export interface TokenVerifierOptions {
  /** URL of the JWKS holding the ES256 public keys (the API's `/.well-known/embed-jwks.json`). */
  jwksUrl: string;
  /** The frame's own origin: the required `aud`. */
  audience: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Checks embed tokens: `verify(token, reportId?)`. */
export type TokenVerifier = (token: unknown, reportId: string | undefined) => Promise<TokenVerdict>;

interface Jwk extends JsonWebKey {
  kid?: string;
}

/** The error of a token that is not valid for this frame, shaped as the service's `PowerBINotAuthorizedException`. */
export function notAuthorizedError(reason: string): IError {
  return frameError('PowerBINotAuthorizedException', `The embed token is not valid: ${reason}`, '403', TraceType.Fatal);
}

function decodePart(part: string): Record<string, unknown> | undefined {
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const text = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function bytesOf(part: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * Verifies the API's local embed tokens with WebCrypto, as the real service checks its own:
 * a compact JWS signed ES256 by a key of the JWKS (by `kid`), `aud` = this frame's origin, `exp`
 * in the future (else TokenExpired), and the report in `reportIds`. The JWKS is fetched once and
 * again when a token names a key it does not hold (the API made a new key at restart).
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  let keys: Promise<Jwk[]> | undefined;
  const loadKeys = (fresh: boolean) => {
    if (fresh || !keys) {
      keys = doFetch(options.jwksUrl, { cache: 'no-store' }).then(async (response) => {
        if (!response.ok) throw new Error(`the key set answered ${response.status}`);
        const body = (await response.json()) as { keys?: Jwk[] };
        return Array.isArray(body.keys) ? body.keys : [];
      });
      // A failed fetch is not kept: the next token tries again.
      keys.catch(() => (keys = undefined));
    }
    return keys;
  };

  return async (token, reportId) => {
    if (typeof token !== 'string' || !token) return { ok: false, error: notAuthorizedError('there is none') };
    const parts = token.split('.');
    const header = parts.length === 3 ? decodePart(parts[0]) : undefined;
    const payload = parts.length === 3 ? decodePart(parts[1]) : undefined;
    const signature = parts.length === 3 ? bytesOf(parts[2]) : undefined;
    if (!header || !payload || !signature) return { ok: false, error: notAuthorizedError('it is not a signed JWT') };
    if (header.alg !== 'ES256')
      return { ok: false, error: notAuthorizedError(`alg ${String(header.alg)} is not ES256`) };

    let jwk: Jwk | undefined;
    try {
      jwk = (await loadKeys(false)).find((k) => k.kid === header.kid);
      jwk ??= (await loadKeys(true)).find((k) => k.kid === header.kid);
    } catch (error) {
      return { ok: false, error: notAuthorizedError(`its key set could not be read (${(error as Error).message})`) };
    }
    if (!jwk) return { ok: false, error: notAuthorizedError(`no key ${String(header.kid)} in the key set`) };
    let valid: boolean;
    try {
      const { kty, crv, x, y } = jwk;
      const key = await crypto.subtle.importKey(
        'jwk',
        { kty, crv, x, y },
        { name: 'ECDSA', namedCurve: 'P-256' },
        false,
        ['verify'],
      );
      const signed = new TextEncoder().encode(`${parts[0]}.${parts[1]}`);
      valid = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, signed);
    } catch {
      valid = false;
    }
    if (!valid) return { ok: false, error: notAuthorizedError('the signature does not verify') };

    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!audiences.includes(options.audience)) {
      return { ok: false, error: notAuthorizedError(`it is for ${String(payload.aud)}, not ${options.audience}`) };
    }
    if (typeof payload.exp !== 'number') return { ok: false, error: notAuthorizedError('it has no exp') };
    if (payload.exp * 1000 <= now()) return { ok: false, error: tokenExpiredError() };
    if (reportId) {
      const reportIds = Array.isArray(payload.reportIds) ? payload.reportIds : [];
      if (!reportIds.includes(reportId)) {
        return { ok: false, error: notAuthorizedError(`it does not open report ${reportId}`) };
      }
    }
    return { ok: true, expiresAt: payload.exp * 1000 };
  };
}
