import { ApiError } from '../http/api-error.ts';

/** Seconds a client is told to wait after the database failed to answer. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The database could not be reached or dropped the connection: 503 DATABASE_UNAVAILABLE with
 * Retry-After, so a PostgreSQL restart reads as "try again shortly", never as a 500.
 */
class DatabaseUnavailable extends ApiError {
  constructor(cause: unknown) {
    super(503, 'DATABASE_UNAVAILABLE', `The database is unavailable (${reasonOf(cause)}); retry shortly`, {
      cause,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  }
}

// Socket-level failures: the server is down, restarting, or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server going away or not taking connections: class 08 (connection exception),
// admin/crash shutdown, "the database system is starting up / shutting down", too many clients.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres says these in words only: a dropped connection, the pool's connect timeout,
// the client-side query timeout, a client or pool already closed.
const CLIENT_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|query read timeout|not queryable|client was closed|pool after calling end/i;

/** Whether `error` says the database is out of reach (rather than that a statement was wrong). */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  // Connecting to a name with several addresses fails with one error per address.
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return CLIENT_MESSAGES.test(error.message);
}

/** Rethrows a connection failure as DatabaseUnavailable, anything else unchanged. */
export function translateDatabaseError(error: unknown): never {
  throw isConnectionFailure(error) ? new DatabaseUnavailable(error) : error;
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (typeof code === 'string' && SERVER_CODES.has(code)) return 'the server is shutting down or starting up';
  if (error instanceof Error && /timeout/i.test(error.message)) return 'no answer in time';
  return 'connection lost';
}
