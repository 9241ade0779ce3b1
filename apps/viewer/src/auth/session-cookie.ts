import Cookies from 'js-cookie';

/** Name of the cookie that holds the API's session token (spec §3). */
const TOKEN_COOKIE = 'jwt_token';

/** The stored session token, or undefined when signed out (or the cookie expired). */
export function readSessionToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

/** Stores the session token in a cookie that expires when the token does (`expiration_time`, epoch ms). */
export function storeSessionToken(token: string, expiresAt: number): void {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: new Date(expiresAt),
    path: '/',
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  });
}

/** Forgets the session token. */
export function clearSessionToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
