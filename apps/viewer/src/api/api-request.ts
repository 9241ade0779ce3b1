import { viewerConfig } from '../config/viewer-config.ts';

/** What came back: the HTTP status and the parsed JSON body (undefined when there was none). */
export interface ApiResponse<T = unknown> {
  status: number;
  body: T | undefined;
}

/** The request could not be made or its answer not read (network down, CORS, aborted). */
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
  signal?: AbortSignal;
  /** Defaults to the configured API. */
  baseUrl?: string;
}

/**
 * Calls the API with any method and an optional JSON body (spec §7's generic helper). It never
 * throws for an HTTP status: the caller reads `status`. It throws `ApiRequestError` only when no
 * answer arrived.
 */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`${options.baseUrl ?? viewerConfig.apiBaseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError(`${method} ${path} failed: the server could not be reached`, path, { cause: error });
  }
  const text = await response.text();
  let body: T | undefined;
  if (text) {
    try {
      body = JSON.parse(text) as T;
    } catch {
      body = undefined;
    }
  }
  return { status: response.status, body };
}
