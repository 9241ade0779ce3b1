import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming `x-request-id` must look like to be logged: 1–128 letters, digits and `._:-`. */
const WELL_FORMED_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function newRequestId(): string {
  return randomUUID();
}

/**
 * The request's id: always one of ours (a random UUID), never the caller's. An id the caller
 * chooses could repeat another request's (a victim's, seen in a support ticket) or give all of an
 * attacker's requests one id, and the logs could no longer tell requests apart by it [A-SEC-07].
 * The caller's own id is kept in the request's log line as `clientRequestId` (see `clientRequestId`).
 */
export function requestIdFor(): string {
  return newRequestId();
}

/** A well-formed `x-request-id` the caller sent (a client's or a load balancer's), to log beside ours. */
export function clientRequestId(req: IncomingMessage): string | undefined {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : undefined;
}
