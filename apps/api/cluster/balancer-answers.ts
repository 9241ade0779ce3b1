/**
 * The answers HAProxy makes itself (no instance answered, or the balancer refused the request), in
 * the API's error shape `{ status, error, message }` (src/http/api-error.ts): the viewer reads them
 * like the instances' own. Written as HAProxy `errorfile`s (complete HTTP responses) by
 * cluster/balancer.ts. A 502, 503 or 504 means "try again shortly" and carries `Retry-After`.
 */
import { STATUS_CODES } from 'node:http';

export interface BalancerAnswer {
  status: number;
  /** The API's error code (the README's table lists the balancer's own). */
  error: string;
  message: string;
  /** Seconds, sent as `Retry-After`. */
  retryAfterSeconds?: number;
}

/** Seconds a client waits before retrying a 502/503/504 of the balancer (as the API's `DATABASE_UNAVAILABLE`). */
const BALANCER_RETRY_AFTER_SECONDS = 2;

/** Every status HAProxy answers on its own (HAProxy's `errorfile` codes that this configuration can produce). */
export const BALANCER_ANSWERS: readonly BalancerAnswer[] = [
  { status: 400, error: 'BAD_REQUEST', message: 'The request is not valid HTTP' },
  { status: 404, error: 'NOT_FOUND', message: 'No such route' },
  { status: 408, error: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time; the connection is closed' },
  { status: 413, error: 'PAYLOAD_TOO_LARGE', message: 'The request is larger than the server accepts' },
  { status: 500, error: 'INTERNAL_ERROR', message: 'Something went wrong on the server' },
  { status: 501, error: 'NOT_IMPLEMENTED', message: 'The request uses an HTTP feature the server does not support' },
  {
    status: 502,
    error: 'BAD_GATEWAY',
    message: 'No valid answer from an API instance; retry',
    retryAfterSeconds: BALANCER_RETRY_AFTER_SECONDS,
  },
  {
    status: 503,
    error: 'SERVICE_UNAVAILABLE',
    message: 'No API instance is available; retry',
    retryAfterSeconds: BALANCER_RETRY_AFTER_SECONDS,
  },
  {
    status: 504,
    error: 'GATEWAY_TIMEOUT',
    message: 'An API instance did not answer in time; retry',
    retryAfterSeconds: BALANCER_RETRY_AFTER_SECONDS,
  },
];

/** The answer to a connection over the per-address cap (`http-request deny … if over the cap`). */
export const TOO_MANY_CONNECTIONS: BalancerAnswer = {
  status: 503,
  error: 'TOO_MANY_CONNECTIONS',
  message: 'Too many open connections from this address; close some and retry',
  retryAfterSeconds: 1,
};

/** An answer as the raw HTTP response HAProxy's `errorfile` expects (CRLF lines, exact length). */
export function errorFileOf(answer: BalancerAnswer): string {
  const body = JSON.stringify({ status: answer.status, error: answer.error, message: answer.message });
  return [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    ...(answer.retryAfterSeconds !== undefined ? [`retry-after: ${answer.retryAfterSeconds}`] : []),
    '',
    body,
  ].join('\r\n');
}
