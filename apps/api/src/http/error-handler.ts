import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, rawErrorResponse } from './api-error.ts';
import { answerAndClose } from './raw-answer.ts';
import { clientRequestId, newRequestId } from './request-id.ts';

/** The error code of a request's answer, for its one log line. */
export const errorCodes = new WeakMap<FastifyRequest, string>();

/** Turns every failure into `{ status, error, message }` with a matching HTTP status. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const apiError = toApiError(error);
    // Server-side failures (500, the provider's 502/503) get a line of their own with the cause;
    // client errors are told by the request line's `error` code.
    if (apiError.status >= 500) request.log.error({ err: error, code: apiError.code }, apiError.message);
    return sendApiError(request, reply, apiError);
  });

  // Which methods each known path answers, for 405 + Allow (the routes have no parameters).
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (/[*:]/.test(route.url)) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    if (methods.has('GET')) methods.add('HEAD');
    methodsByPath.set(route.url, methods);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const allowed = methodsByPath.get(path);
    if (allowed && !allowed.has(request.method)) {
      const allow = [...allowed].sort().join(', ');
      reply.header('allow', allow);
      return sendApiError(
        request,
        reply,
        new ApiError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}; use ${allow}`),
      );
    }
    return sendApiError(request, reply, new ApiError(404, 'NOT_FOUND', `No route ${request.method} ${path}`));
  });
}

/** Fastify's `frameworkErrors`: a URL it cannot decode, before routing, in the API's shape. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Raised before routing: the app's onSend hooks do not run, so the id is set here.
  reply.header('x-request-id', request.id);
  void sendApiError(request, reply, toApiError(error));
}

function sendApiError(request: FastifyRequest, reply: FastifyReply, apiError: ApiError) {
  errorCodes.set(request, apiError.code);
  if (apiError.retryAfterSeconds !== undefined) reply.header('retry-after', String(apiError.retryAfterSeconds));
  return reply.status(apiError.status).send(apiError.toBody());
}

// Fastify's own client errors (FST_ERR_CTP_INVALID_JSON_BODY, _EMPTY_JSON_BODY, _BODY_TOO_LARGE,
// _INVALID_MEDIA_TYPE, FST_ERR_BAD_URL, …) come with the status that says which one.
const CLIENT_ERRORS: Record<number, () => ApiError> = {
  400: () => new ApiError(400, 'BAD_REQUEST', 'The request body must be valid JSON'),
  413: () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than the server accepts'),
  415: () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be sent as application/json'),
  408: () => new ApiError(408, 'REQUEST_TIMEOUT', 'The request did not arrive in time'),
};

function toApiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  if (error.code === 'FST_ERR_BAD_URL') return new ApiError(400, 'BAD_REQUEST', 'The request URL is not valid');
  const status = error instanceof SyntaxError ? 400 : error.statusCode;
  const known = CLIENT_ERRORS[status ?? 500];
  if (known) return known();
  // Any other client error Fastify raises keeps its status, in the API's shape.
  if (status !== undefined && status >= 400 && status < 500) {
    return new ApiError(status, 'BAD_REQUEST', 'The request could not be processed');
  }
  return new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong on the server');
}

/**
 * Node's `clientError`: the request never reached Fastify (headers too large, not HTTP) or its
 * body did not arrive within REQUEST_TIMEOUT_MS. Answers in the API's shape, logs one line,
 * and closes the connection.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const apiError =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new ApiError(408, 'REQUEST_TIMEOUT', 'The request did not arrive in time; the connection is closed')
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? new ApiError(431, 'HEADERS_TOO_LARGE', 'The request headers are larger than the server accepts')
        : new ApiError(400, 'BAD_REQUEST', 'The request is not valid HTTP');
  const reqId = newRequestId();
  this.log.info({ reqId, status: apiError.status, error: apiError.code, clientError: error.code }, 'client error');
  // A response already under way (e.g. a handler still running) cannot get a second status line.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(rawErrorResponse(apiError, reqId));
  socket.destroy();
}

/**
 * Node's `connect` event: a CONNECT asks this server to be a proxy tunnel, which it is not. Without
 * a listener Node would close the connection without a word; here it gets 405 METHOD_NOT_ALLOWED in
 * the API's shape, with `Allow`, and the one request log line.
 */
export function answerConnect(
  req: IncomingMessage,
  socket: Socket,
  deps: { log: FastifyInstance['log']; onAnswered?: (status: number) => void },
): void {
  const startedAt = performance.now();
  const reqId = newRequestId();
  const apiError = new ApiError(405, 'METHOD_NOT_ALLOWED', 'CONNECT is not allowed: this server is not a proxy');
  answerAndClose(socket, rawErrorResponse(apiError, reqId, { Allow: 'GET, HEAD, POST, OPTIONS' }));
  deps.log.info(
    {
      reqId,
      method: req.method,
      route: '(none)',
      // The target of a CONNECT is host:port; cut short so a long one cannot flood the log line.
      path: (req.url ?? '').slice(0, 256),
      status: apiError.status,
      durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
      error: apiError.code,
      clientRequestId: clientRequestId(req),
    },
    'request',
  );
  deps.onAnswered?.(apiError.status);
}
