import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming `x-request-id` may look like: 1–128 letters, digits and `._:-`. */
const VALID_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function newRequestId(): string {
  return randomUUID();
}

/** Keeps a well-formed `x-request-id` from the caller (a load balancer's), else makes one. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : newRequestId();
}
