import { TraceType, type IError } from '@org/embed-models';

/** An error body as the real service sends it: IError with a request id in `technicalDetails`. */
export function frameError(
  message: string,
  detailedMessage: string,
  errorCode: string,
  level: TraceType = TraceType.Error,
): Required<Pick<IError, 'message' | 'detailedMessage' | 'errorCode' | 'level' | 'technicalDetails'>> {
  return { message, detailedMessage, errorCode, level, technicalDetails: { requestId: requestId() } };
}

/** 400: the request's input was refused (the validator's messages, joined). */
export function invalidInput(errors: readonly { message: string }[] | string, what = 'request'): IError {
  const detail = typeof errors === 'string' ? errors : errors.map((e) => e.message).join('; ');
  return frameError('invalidInput', `The ${what} is invalid: ${detail}`, '400');
}

/** 404: a page or visual that the report does not have. */
export function entityNotFound(what: string): IError {
  return frameError('PowerBIEntityNotFound', `${what} was not found in the report.`, '404');
}

/**
 * The `error` event of a load of a report that does not exist (or was deleted), as the service
 * reports it: the load is accepted (202), then this event comes instead of `loaded`. `message`
 * and `errorCode` are `CommonErrorCodes.NotFound`; the level is Fatal, as the report cannot show.
 */
export function reportNotFoundError(reportId: string): IError {
  return frameError(
    'PowerBIEntityNotFound',
    `The report ${reportId} was not found. It may have been deleted, or the link to it is wrong.`,
    'PowerBIEntityNotFound',
    TraceType.Fatal,
  );
}

/** The `error` event of a load with an expired access token, shaped as the real service's. */
export function tokenExpiredError(): IError {
  return frameError(
    'TokenExpired',
    'Access token has expired, resubmit with a new access token',
    '403',
    TraceType.Fatal,
  );
}

/** The body of a status forced by the `fail` switch. */
export function forcedFailure(status: number, method: string, path: string): IError {
  return frameError(
    'FakeFrameFailure',
    `${method} ${path} failed with ${status} because the frame was told to.`,
    String(status),
  );
}

/** 404 for a route the fake frame does not implement (the next issues add more routes). */
export function routeNotImplemented(method: string, path: string): IError {
  return frameError('NotImplemented', `The fake frame does not answer ${method} ${path}.`, '404', TraceType.Warning);
}

const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** A GUID-shaped id, like the request and correlation ids of the real service. Not security-relevant. */
export function requestId(): string {
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(Math.random() * 4)]}${hex(3)}-${hex(12)}`;
}

/** A fresh name for something the frame creates (a page, a visual clone, a bookmark): `prefix` and 20 hex digits. */
export const newName = (prefix: string) => prefix + requestId().replace(/-/g, '').slice(0, 20);
