import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError, rawErrorResponse } from './api-error.ts';
import { answerAndClose } from './raw-answer.ts';
import { newRequestId } from './request-id.ts';

/** How long a connection over the cap may take to send its request before it gets the 503 anyway. */
const SHED_WAIT_MS = 1000;
/** At most one reclaim of idle keep-alive connections per this interval. */
const RECLAIM_INTERVAL_MS = 1000;
/** While the cap is reached, one log line per this window sums up what was shed. */
const LOG_WINDOW_MS = 10_000;
const RETRY_AFTER_SECONDS = 2;

/**
 * Connections being answered 503 at once, on top of the cap: a tenth of it (at least 16). Past
 * that, in a flood of new connections, the oldest of them is closed at once (a reset, counted as
 * such) — one that has sent nothing yet first, as a client that means it sends its request at once.
 */
function sheddingHeadroom(maxConnections: number): number {
  return Math.max(16, Math.ceil(maxConnections / 10));
}

interface LimitLog {
  warn(fields: object, message: string): void;
  debug(fields: object, message: string): void;
}

export interface ConnectionLimitOptions {
  maxConnections: number;
  log: LimitLog;
  /** A connection refused over the cap: answered 503, or reset when even the headroom was full. */
  onShed?: (answer: '503' | 'reset') => void;
  /** Idle keep-alive connections closed to make room for new ones. */
  onIdleClosed?: (count: number) => void;
  /** The number of connections served changed. */
  onOpenChange?: (open: number) => void;
}

export interface ConnectionLimit {
  /** Connections the HTTP server is serving now. */
  readonly open: number;
  /** Ends the connections being shed and the log window (the server is closing). */
  close(): void;
}

/**
 * Caps the connections `server` serves at `maxConnections`. A connection over the cap never
 * reaches the HTTP parser: it is answered on the raw socket, once its request starts to arrive
 * (or after a second), with 503 TOO_MANY_CONNECTIONS in the API's error shape, `Retry-After` and
 * `Connection: close`. Connections under way keep being served. Before shedding, idle keep-alive
 * connections are closed (at most once a second) to make room: they cost a client only a reconnect.
 * Logged at most once per 10 s while it lasts (each shed connection at debug level, with its
 * request id); counted through `onShed`.
 */
export function limitConnections(server: Server, options: ConnectionLimitOptions): ConnectionLimit {
  const { maxConnections, log } = options;
  const headroom = sheddingHeadroom(maxConnections);
  const served = new Set<Socket>();
  // Insertion order is age: the oldest first. The value: whether its request started (it was answered).
  const shedding = new Map<Socket, boolean>();
  let lastReclaim = -Infinity;
  let window: { answered: number; reset: number; idleClosed: number; timer: NodeJS.Timeout } | undefined;

  // Node's HTTP server parses a connection from its own 'connection' listener: it only gets the
  // connections under the cap.
  const httpConnectionListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  for (const listener of httpConnectionListeners) server.removeListener('connection', listener);

  const room = () => {
    if (served.size < maxConnections) return true;
    const now = Date.now();
    if (now - lastReclaim < RECLAIM_INTERVAL_MS) return false;
    lastReclaim = now;
    // Destroys the keep-alive connections waiting for a next request (not those under way).
    server.closeIdleConnections();
    const before = served.size;
    for (const socket of served) if (socket.destroyed) served.delete(socket);
    const closed = before - served.size;
    if (closed > 0) {
      options.onOpenChange?.(served.size);
      options.onIdleClosed?.(closed);
      note({ idleClosed: closed });
    }
    return served.size < maxConnections;
  };

  const flushWindow = () => {
    if (!window) return;
    const { answered, reset, idleClosed } = window;
    if (answered + reset + idleClosed === 0) {
      window = undefined;
      return;
    }
    log.warn(
      { maxConnections, open: served.size, shed: answered, reset, idleClosed, windowMs: LOG_WINDOW_MS },
      `connection limit: in the last ${LOG_WINDOW_MS / 1000} s, ${answered} connections answered 503, ${reset} reset, ${idleClosed} idle keep-alive connections closed`,
    );
    window.answered = 0;
    window.reset = 0;
    window.idleClosed = 0;
    window.timer = setTimeout(flushWindow, LOG_WINDOW_MS).unref();
  };

  // The first event of a wave is logged at once; the rest are summed up once per window.
  const note = (event: { shed: '503' | 'reset'; reqId: string | undefined } | { idleClosed: number }) => {
    if (window) {
      if ('idleClosed' in event) window.idleClosed += event.idleClosed;
      else if (event.shed === '503') window.answered += 1;
      else window.reset += 1;
      return;
    }
    window = { answered: 0, reset: 0, idleClosed: 0, timer: setTimeout(flushWindow, LOG_WINDOW_MS).unref() };
    if ('idleClosed' in event) {
      log.warn(
        { maxConnections, open: served.size, idleClosed: event.idleClosed },
        `connection limit reached (${maxConnections}): closed ${event.idleClosed} idle keep-alive connections to make room`,
      );
    } else {
      log.warn(
        { maxConnections, open: served.size, answer: event.shed, reqId: event.reqId, error: 'TOO_MANY_CONNECTIONS' },
        `connection limit reached (${maxConnections}): new connections get 503 TOO_MANY_CONNECTIONS`,
      );
    }
  };

  const record = (answer: '503' | 'reset', reqId: string | undefined) => {
    options.onShed?.(answer);
    log.debug({ reqId, status: answer === '503' ? 503 : undefined, answer }, 'connection over the limit');
    note({ shed: answer, reqId });
  };

  const shed = (socket: Socket) => {
    socket.on('error', () => {});
    if (shedding.size >= headroom) {
      let oldest: Socket | undefined;
      for (const [candidate, started] of shedding) {
        oldest ??= candidate;
        if (!started) {
          oldest = candidate;
          break;
        }
      }
      const started = shedding.get(oldest!);
      shedding.delete(oldest!);
      oldest!.destroy();
      // One already answered is not refused twice; one that was not is counted as reset (only).
      if (!started) record('reset', undefined);
    }
    shedding.set(socket, false);
    const reqId = newRequestId();
    const answer = new ApiError(
      503,
      'TOO_MANY_CONNECTIONS',
      'This instance is serving as many connections as it may; retry',
      { retryAfterSeconds: RETRY_AFTER_SECONDS },
    );
    let answered = false;
    const respond = () => {
      if (answered || socket.destroyed) return;
      answered = true;
      if (shedding.has(socket)) shedding.set(socket, true);
      clearTimeout(wait);
      answerAndClose(socket, rawErrorResponse(answer, reqId));
      record('503', reqId);
    };
    // The answer goes once the request starts to arrive, so it is the answer to that request.
    const wait = setTimeout(respond, SHED_WAIT_MS);
    socket.once('data', respond);
    socket.once('close', () => {
      clearTimeout(wait);
      shedding.delete(socket);
    });
  };

  server.on('connection', (socket: Socket) => {
    if (!room()) return shed(socket);
    served.add(socket);
    options.onOpenChange?.(served.size);
    socket.once('close', () => {
      if (served.delete(socket)) options.onOpenChange?.(served.size);
    });
    for (const listener of httpConnectionListeners) listener.call(server, socket);
  });

  return {
    get open() {
      return served.size;
    },
    close() {
      for (const socket of shedding.keys()) socket.destroy();
      if (window) clearTimeout(window.timer);
      window = undefined;
    },
  };
}
