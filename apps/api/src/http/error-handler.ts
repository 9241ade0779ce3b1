import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';

/** Turns every failure into `{ status, error, message }` with a matching HTTP status. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: apiError.code }, apiError.message);
    if (apiError.retryAfterSeconds !== undefined) reply.header('retry-after', String(apiError.retryAfterSeconds));
    return reply.status(apiError.status).send(apiError.toBody());
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(new ApiError(404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`).toBody()),
  );
}

// Fastify's own client errors (FST_ERR_CTP_INVALID_JSON_BODY, _EMPTY_JSON_BODY, _BODY_TOO_LARGE,
// _INVALID_MEDIA_TYPE, …) all come from reading the body; their status says which one.
const BODY_ERRORS: Record<number, () => ApiError> = {
  400: () => new ApiError(400, 'BAD_REQUEST', 'The request body must be valid JSON'),
  413: () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than the server accepts'),
  415: () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be sent as application/json'),
};

function toApiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  const status = error instanceof SyntaxError ? 400 : error.statusCode;
  return BODY_ERRORS[status ?? 500]?.() ?? new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong on the server');
}
