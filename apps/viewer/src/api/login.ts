import { apiRequest } from './api-request.ts';

/** Login statuses of the product (spec §3): the outcome is read from the body's `status`. */
const LoginStatus = { Success: 200, UserNotFound: 400, TokenExpired: 403 } as const;

export type LoginOutcome =
  | { kind: 'success'; token: string; expiresAt: number }
  | { kind: 'userNotFound' }
  | { kind: 'tokenExpired' }
  | { kind: 'failed'; message: string };

interface LoginBody {
  response?: { access_token?: unknown; expiration_time?: unknown };
  status?: unknown;
  error?: unknown;
  message?: unknown;
}

/** What `POST /login` reads: the MSAL account object and the ID token. */
export interface LoginRequestBody {
  account: unknown;
  idToken?: string;
}

/**
 * The body of `POST /login`, taken from the sign-in result (MSAL's authentication result, merged
 * with the Graph profile): the account object and the ID token, nothing else. The Microsoft Graph
 * access token and the profile stay in the browser; the API does not need them.
 */
export function loginRequestBody(result: unknown): LoginRequestBody {
  const r = (typeof result === 'object' && result !== null ? result : {}) as { account?: unknown; idToken?: unknown };
  const body: LoginRequestBody = { account: r.account ?? null };
  if (typeof r.idToken === 'string') body.idToken = r.idToken;
  return body;
}

/**
 * Posts the account object and ID token of the sign-in result (see {@link loginRequestBody}) to
 * `POST /login`, as JSON and without an Authorization header, and reads the outcome.
 */
export async function login(result: unknown, signal?: AbortSignal): Promise<LoginOutcome> {
  const { status: httpStatus, body } = await apiRequest<LoginBody>('POST', '/login', {
    body: loginRequestBody(result),
    signal,
  });
  const status = typeof body?.status === 'number' ? body.status : httpStatus;
  if (status === LoginStatus.Success) {
    const token = body?.response?.access_token;
    const expiresAt = body?.response?.expiration_time;
    if (typeof token !== 'string' || !token) {
      return { kind: 'failed', message: 'The login response has no response.access_token (expected a string).' };
    }
    if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) {
      return {
        kind: 'failed',
        message: 'The login response has no response.expiration_time (expected epoch milliseconds).',
      };
    }
    return { kind: 'success', token, expiresAt };
  }
  if (status === LoginStatus.UserNotFound && (body?.error === undefined || body.error === 'USER_NOT_FOUND')) {
    return { kind: 'userNotFound' };
  }
  if (status === LoginStatus.TokenExpired) return { kind: 'tokenExpired' };
  const detail = typeof body?.message === 'string' ? body.message : `HTTP ${httpStatus}`;
  return { kind: 'failed', message: `Sign-in failed: ${detail}` };
}
