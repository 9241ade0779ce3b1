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
