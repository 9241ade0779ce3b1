import type { IncomingMessage } from 'node:http';
import { readCookie } from './http.ts';

// The browser session behind `prompt=none`: set on approval, read by silent requests, cleared on logout.
const NAME = 'local_identity_session';
const ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Lax';

/** The session id the browser sent, if any. */
export function readSessionId(req: IncomingMessage): string | undefined {
  return readCookie(req, NAME);
}

/** A `set-cookie` header that starts the session `sessionId`, or ends it when `sessionId` is null. */
export function sessionCookieHeader(sessionId: string | null): { 'set-cookie': string } {
  return {
    'set-cookie': sessionId === null ? `${NAME}=; ${ATTRIBUTES}; Max-Age=0` : `${NAME}=${sessionId}; ${ATTRIBUTES}`,
  };
}
