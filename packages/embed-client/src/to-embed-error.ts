import type { IError } from '@org/embed-models';
import { EmbedError, type EmbedErrorCode } from './embed-error';

// The reference's bare-string refusals that mean "not supported here", by their exact text.
const NOT_SUPPORTED = new Set([
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
  if (value instanceof EmbedError) return value;
  if (typeof value === 'string') {
    if (value === 'PowerBIEntityNotFound') return new EmbedError('EntityNotFound', value, { detail: value });
    return new EmbedError(NOT_SUPPORTED.has(value) ? 'NotSupported' : 'InvalidArgument', value, { detail: value });
  }
  if (value instanceof Error) {
    const code = NOT_SUPPORTED.has(value.message) ? 'NotSupported' : 'InvalidArgument';
    return new EmbedError(code, value.message, { cause: value, detail: value });
  }
  if (Array.isArray(value)) {
    const messages = value.map((error: Partial<IError>) => (error && textOf(error)) || String(error));
    return new EmbedError('InvalidConfiguration', messages.join('; ') || 'The configuration is invalid.', {
      detail: value,
    });
  }
  if (value && typeof value === 'object') {
    const text = textOf(value as Partial<IError>);
    // The frame's own "not found" answer (`{ message: 'PowerBIEntityNotFound', detailedMessage, … }`).
    if ((value as Partial<IError>).message === 'PowerBIEntityNotFound') {
      return new EmbedError('EntityNotFound', text, { detail: value });
    }
    return new EmbedError(fallback, text || JSON.stringify(value), { detail: value });
  }
  return new EmbedError(fallback, 'The frame refused the request without saying why.', { detail: value });
}

/** Whatever a service hands out: the reference's value, or an `EmbedError` for a service with `errors: 'typed'`. */
export function refusal<T>(service: unknown, value: T, fallback?: EmbedErrorCode): T | EmbedError {
  const config = (service as { config?: { errors?: string } } | null | undefined)?.config;
  return config?.errors === 'typed' ? toEmbedError(value, fallback) : value;
}
