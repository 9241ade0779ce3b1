import type { AccessTokenSource } from './service-principal.ts';
import { describeFailure, PowerBiError, retryAfterSeconds } from './powerbi-error.ts';
import { DEFAULT_RETRY_POLICY, fetchWithRetry, type RetryPolicy } from './retrying-fetch.ts';

/** A report as `GET /v1.0/myorg/groups/{groupId}/reports` describes it (fields we use). */
export interface PowerBiReport {
  id: string;
  name: string;
  embedUrl: string;
  datasetId?: string;
  reportType?: string;
}

/** `POST /v1.0/myorg/GenerateToken` request body (GenerateTokenRequestV2). */
export interface GenerateTokenRequest {
  reports: { id: string }[];
  datasets?: { id: string }[];
  identities?: { username: string; roles: string[]; datasets: string[] }[];
  lifetimeInMinutes?: number;
}

/** The EmbedToken answer. */
interface EmbedTokenResponse {
  token: string;
  tokenId: string;
  expiration: string;
}

export interface PowerBiRestClient {
  reportsInGroup(groupId: string): Promise<PowerBiReport[]>;
  generateToken(request: GenerateTokenRequest): Promise<EmbedTokenResponse>;
}

/**
 * The two Power BI REST calls the viewer needs. Throttling (429), 5xx answers and timeouts get
 * bounded retries with backoff (`fetchWithRetry`); a 401 gets one more try with a new app token
 * (the cached one may have been revoked). What still fails becomes a PowerBiError: 503 with
 * Retry-After when throttled or unavailable, 502 otherwise.
 */
export function createPowerBiRestClient(
  apiUrl: string,
  tokens: AccessTokenSource,
  doFetch: typeof fetch = fetch,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): PowerBiRestClient {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, renewedToken = false): Promise<T> {
    const what = `Power BI ${method} ${path}`;
    const response = await fetchWithRetry(
      doFetch,
      `${apiUrl}${path}`,
      async () => ({
        method,
        headers: {
          authorization: `Bearer ${await tokens.get()}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      what,
      policy,
    );
    if (response.ok) return (await response.json()) as T;

    if (!renewedToken && response.status === 401) {
      await response.body?.cancel();
      tokens.invalidate();
      return call<T>(method, path, body, true);
    }
    const { code, detail } = await describeFailure(response);
    throw new PowerBiError(
      response.status,
      code,
      `${what} failed (${response.status} ${code ?? ''}): ${detail}`,
      retryAfterSeconds(response),
    );
  }

  return {
    async reportsInGroup(groupId) {
      const body = await call<{ value?: PowerBiReport[] }>(
        'GET',
        `/v1.0/myorg/groups/${encodeURIComponent(groupId)}/reports`,
      );
      return body.value ?? [];
    },
    generateToken: (request) => call<EmbedTokenResponse>('POST', '/v1.0/myorg/GenerateToken', request),
  };
}
