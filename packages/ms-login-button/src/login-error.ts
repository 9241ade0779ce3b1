/** Codes of {@link MicrosoftLoginError}; part of the API (messages are not). */
export type MicrosoftLoginErrorCode = 'INVALID_CLIENT_ID' | 'PROFILE_REQUEST_FAILED';

/** Errors this package raises itself; MSAL's own errors reach the callback unchanged. */
export class MicrosoftLoginError extends Error {
  constructor(
    readonly code: MicrosoftLoginErrorCode,
    message: string,
    /** HTTP status, for PROFILE_REQUEST_FAILED. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MicrosoftLoginError';
  }
}
