/** What went wrong, for code that handles failures by kind (see `toEmbedError` and `errors: 'typed'`). */
export type EmbedErrorCode =
  /** A configuration or argument was refused on the host side. */
  | 'InvalidArgument'
  /** The validator of @org/embed-models refused the configuration; `detail` is its `IError[]`. */
  | 'InvalidConfiguration'
  /** There is no page, visual or menu command of that name (the reference's `PowerBIEntityNotFound`). */
  | 'EntityNotFound'
  /** The call is not supported for this embed: a paginated report, a single visual, a layout switch, … */
  | 'NotSupported'
  /** The frame answered the request with a failure; `detail` is its answer's body. */
  | 'FrameError'
  /** The frame did not answer a request within the request timeout. */
  | 'RequestTimeout'
  /** The embed was reset (or its frame removed) while the request was pending. */
  | 'EmbedReset'
  /** The message could not be posted (no frame window, a body that cannot be cloned, …). */
  | 'PostFailed';

/** Options of an `EmbedError`: the standard `cause`, and the value powerbi-client gives in its place. */
export interface EmbedErrorOptions {
  cause?: unknown;
  detail?: unknown;
}

/**
 * The one error class of @org/embed-client: `code` says what went wrong, `message` says how to fix
 * it, `detail` holds what powerbi-client rejects with in the same case (a string, an `IError`, …).
 */
export class EmbedError extends Error {
  override readonly name = 'EmbedError';
  declare readonly code: EmbedErrorCode;
  readonly detail?: unknown;

  constructor(code: EmbedErrorCode, message: string, options?: EmbedErrorOptions) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    if (options && 'detail' in options) this.detail = options.detail;
  }
}
