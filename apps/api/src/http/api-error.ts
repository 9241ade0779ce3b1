import { STATUS_CODES } from 'node:http';

/** The closed set of error codes the API answers with. */
export type ApiErrorCode =
  | 'BAD_REQUEST'
  | 'ID_TOKEN_REQUIRED'
  | 'INVALID_ID_TOKEN'
  | 'TOKEN_EXPIRED'
  | 'USER_NOT_FOUND'
  | 'ACCOUNT_LINKED_ELSEWHERE'
  | 'ID_TOKEN_ALREADY_USED'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'REQUEST_TIMEOUT'
  | 'HEADERS_TOO_LARGE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'EMBED_PROVIDER_FAILED'
  | 'IDENTITY_PROVIDER_UNAVAILABLE'
  | 'DATABASE_UNAVAILABLE'
  | 'NOT_READY'
  | 'SHUTTING_DOWN'
  | 'TOO_MANY_CONNECTIONS'
  | 'INTERNAL_ERROR';

/** An error that becomes the HTTP answer `{ status, error: code, message }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Sent as the Retry-After header (seconds) when set. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  toBody() {
    return { status: this.status, error: this.code, message: this.message };
  }
}

/**
 * The whole HTTP/1.1 answer for `apiError`, to write on a raw socket where neither Node's response
 * nor Fastify runs (a request Node could not parse, a CONNECT, a connection over the cap). It always
 * closes the connection.
 */
export function rawErrorResponse(apiError: ApiError, requestId: string, headers: Record<string, string> = {}): string {
  const body = JSON.stringify(apiError.toBody());
  const extra = { ...headers };
  if (apiError.retryAfterSeconds !== undefined) extra['Retry-After'] = String(apiError.retryAfterSeconds);
  return (
    `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Request-Id: ${requestId}\r\n` +
    Object.entries(extra)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`
  );
}
