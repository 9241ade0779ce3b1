import { viewerConfig } from '../config/viewer-config.ts';

/** What came back: the HTTP status and the parsed JSON body (undefined when there was none). */
export interface ApiResponse<T = unknown> {
  status: number;
  body: T | undefined;
}

/**
 * How long the viewer waits for any answer of the API, its body included (README, "Deadlines").
 * A request without an answer by then counts as one that could not reach the server.
 */
export const API_DEADLINE_MS = 10_000;

/** The request could not be made or its answer not read in time (network down, CORS, no answer within the deadline). */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    message: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface ApiRequestOptions {
  /** Sent as JSON, with `Content-Type: application/json`. */
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`; without it no Authorization header is sent. */
  token?: string;
  /** Aborts the request (an unmount); the promise then rejects with the signal's reason, not an `ApiRequestError`. */
  signal?: AbortSignal;
  /** How long to wait for the answer; {@link API_DEADLINE_MS} by default. */
  deadlineMs?: number;
  /** Defaults to the configured API. */
  baseUrl?: string;
}

/**
 * Calls the API with any method and an optional JSON body (spec §7's generic helper). It never
 * throws for an HTTP status: the caller reads `status`. It throws `ApiRequestError` when no answer
 * arrived, or none within the deadline (the request is then aborted), and the caller's abort
 * reason when `signal` aborted it.
 */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const deadlineMs = options.deadlineMs ?? API_DEADLINE_MS;
  // The caller's signal and the deadline in one (by hand: AbortSignal.any is newer than the
  // viewer's browser targets).
  const controller = new AbortController();
  const callerSignal = options.signal;
  const abortWithCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortWithCaller();
  else callerSignal?.addEventListener('abort', abortWithCaller, { once: true });
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, deadlineMs);
  try {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl ?? viewerConfig.apiBaseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch (error) {
      throw noAnswer(error, 'the server could not be reached');
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw noAnswer(error, 'its answer could not be read');
    }
    let body: T | undefined;
    if (text) {
      try {
        body = JSON.parse(text) as T;
      } catch {
        body = undefined;
      }
    }
    return { status: response.status, body };
  } finally {
    clearTimeout(deadline);
    callerSignal?.removeEventListener('abort', abortWithCaller);
  }

  /** What a failure without an answer becomes: the caller's abort as is, the deadline and the rest as `ApiRequestError`. */
  function noAnswer(error: unknown, what: string): unknown {
    if (timedOut) {
      const seconds = Math.round(deadlineMs / 100) / 10;
      return new ApiRequestError(
        `${method} ${path} failed: the server could not be reached (no answer within ${seconds} s)`,
        path,
        { cause: error },
      );
    }
    if (callerSignal?.aborted) return error;
    return new ApiRequestError(`${method} ${path} failed: ${what}`, path, { cause: error });
  }
}
