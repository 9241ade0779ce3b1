/** Codes of {@link MicrosoftLoginError}; part of the API (messages are not). */
export type MicrosoftLoginErrorCode = 'INVALID_CLIENT_ID' | 'PROFILE_REQUEST_FAILED';

/** Errors this package raises itself; MSAL's own errors reach the callback unchanged. */
export class MicrosoftLoginError extends Error {
  declare readonly code: MicrosoftLoginErrorCode;
  /** HTTP status, for PROFILE_REQUEST_FAILED. */
  declare readonly status?: number;

  constructor(code: MicrosoftLoginErrorCode, message: string, status?: number) {
    super(message);
    Object.assign(this, { code, status, name: 'MicrosoftLoginError' });
  }
}
