// The error mode of a service (`errors: 'reference' | 'typed'`), decided once when the service is
// built (`refusalOf`) and bound to it: components and features refuse through the service's
// `refusal`, `fail` and `refuse` (a check is handed the bound `fail`), never by handing a service,
// or anything else, to a helper that reads its options.
import type { EmbedError, EmbedErrorCode } from '../embed-error';
import { asEmbedError } from '../to-embed-error';

/** How a service refuses: the reference's values, or `EmbedError`s with `errors: 'typed'`. */
export interface ErrorMode {
  /** @hidden The value the reference hands out for a refusal of kind `code` (`typedMessage`: a typed error's message). */
  readonly refusal: <T>(value: T, code: EmbedErrorCode, typedMessage?: string) => T | EmbedError;
  /** @hidden The `Error` the reference throws with `message`. */
  readonly fail: (message: string, code?: EmbedErrorCode) => Error;
  /** @hidden A rejection with one of the reference's bare-string refusals (`PowerBIEntityNotFound`, the RDL text, …). */
  readonly refuse: (text: string, code?: EmbedErrorCode) => Promise<never>;
}

/** The `refusal` of the error mode `errors` (checked by the service before); `fail` and `refuse` go through it. */
export const refusalOf = (errors?: string): ErrorMode['refusal'] =>
  errors === 'typed' ? asEmbedError : (value) => value;
