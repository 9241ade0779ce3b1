import type { IError } from '@org/embed-models';
import { EmbedError, type EmbedErrorCode } from './embed-error';

// The reference's bare-string refusals that mean "not supported here", by their exact text.
const NOT_SUPPORTED = /* @__PURE__ */ new Set([
  'This API is currently not supported for RDL reports',
  'Switching between mobile and desktop layouts is not supported. Please reset the embed container and re-embed with required layout.',
  'Cannot resize the page. Only the active page can be resized',
  'Get pages is not supported while embedding a visual.',
  'Set page is not supported while embedding a visual.',
  'render is not supported while embedding a visual.',
  'no create support',
]);

const textOf = (error: Partial<IError>): string =>
  [error.message, error.detailedMessage].filter((part) => typeof part === 'string' && part).join(': ');

// The message of an EmbedError standing for `value`: its text, or the messages of an IError[].
function messageOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.message;
  if (Array.isArray(value)) {
    return value.map((error: Partial<IError>) => (error && textOf(error)) || String(error)).join('; ');
  }
  if (value && typeof value === 'object') return textOf(value as Partial<IError>) || JSON.stringify(value);
  return 'The frame gave no reason.';
}

/**
 * `value` as an `EmbedError` of `code`, keeping it as `detail` (and as `cause` when it is an Error);
 * `message` replaces the value's own text where that text misleads (a service's typed refusals:
 * host/error-mode.ts).
 */
export function asEmbedError(value: unknown, code: EmbedErrorCode, message = messageOf(value)): EmbedError {
  if (value instanceof EmbedError) return value;
  return new EmbedError(code, message, { cause: value instanceof Error ? value : undefined, detail: value });
}

/**
 * Turns anything a call of the client rejected or threw with into an `EmbedError` with a `code`,
 * keeping the original value as `detail`: the opt-in to typed errors for code written for them.
 * `fallback` is the code of a value that says nothing about its kind (the frame's empty answer).
 *
 * ```ts
 * report.getPageByName('Summary').catch((reason) => {
 *   const error = toEmbedError(reason);
 *   if (error.code === 'EntityNotFound') showMissingPage();
 *   else throw error;
 * });
 * ```
 */
export function toEmbedError(value: unknown, fallback: EmbedErrorCode = 'FrameError'): EmbedError {
  const text = typeof value === 'string' ? value : value instanceof Error ? value.message : undefined;
  const code: EmbedErrorCode =
    text === 'PowerBIEntityNotFound' || (value as Partial<IError> | undefined)?.message === 'PowerBIEntityNotFound'
      ? 'EntityNotFound'
      : text !== undefined
        ? NOT_SUPPORTED.has(text)
          ? 'NotSupported'
          : 'InvalidArgument'
        : Array.isArray(value)
          ? 'InvalidConfiguration'
          : fallback;
  return asEmbedError(value, code);
}
