import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';

/** Turns every failure into `{ status, error, message }` with a matching HTTP status. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: apiError.code }, apiError.message);
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return reply.status(apiError.status).send(apiError.toBody());
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(new ApiError(404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`).toBody()),
  );
}

function toApiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'BAD_REQUEST', 'The request body must be valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than the server accepts');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be sent as application/json');
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return new ApiError(400, 'BAD_REQUEST', 'The request body must be valid JSON');
  }
  if (error.statusCode === 413)
    return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than the server accepts');
  if (error.statusCode === 415)
    return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be sent as application/json');
  return new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong on the server');
}
