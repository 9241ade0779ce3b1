/** Why a call of the client failed on the host side (failures of the frame reject with its response body). */
export type EmbedErrorCode =
  /** The frame did not answer a request within the request timeout. */
  | 'RequestTimeout'
  /** The embed was reset (or its frame removed) while the request was pending. */
  | 'EmbedReset'
  /** The message could not be posted (no frame window, a body that cannot be cloned, …). */
  | 'PostFailed'
  /** A configuration or argument was refused on the host side. */
  | 'InvalidArgument';

/** The one error class of @org/embed-client: `code` says what went wrong, `message` says how to fix it. */
export class EmbedError extends Error {
  override readonly name = 'EmbedError';
  readonly code: EmbedErrorCode;

  constructor(code: EmbedErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
