import type { AccessTokenSource } from './service-principal.ts';
import { describeFailure, PowerBiError, retryAfterSeconds } from './powerbi-error.ts';

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

// Waiting longer than this for a throttled call would hold the viewer's request too long;
// past it, the 429 goes back as a 503 with the same Retry-After.
const MAX_RETRY_WAIT_SECONDS = 2;

/**
 * The two Power BI REST calls the viewer needs. A 401 gets one retry with a new app token
 * (the cached one may have been revoked); a 429 with a short Retry-After gets one retry.
 */
export function createPowerBiRestClient(
  apiUrl: string,
  tokens: AccessTokenSource,
  doFetch: typeof fetch = fetch,
): PowerBiRestClient {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, attempt = 0): Promise<T> {
    const response = await doFetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await tokens.get()}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.ok) return (await response.json()) as T;

    const retryAfter = retryAfterSeconds(response);
    if (attempt === 0 && response.status === 401) {
      await response.body?.cancel();
      tokens.invalidate();
      return call<T>(method, path, body, 1);
    }
    if (attempt === 0 && response.status === 429 && retryAfter !== undefined && retryAfter <= MAX_RETRY_WAIT_SECONDS) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      return call<T>(method, path, body, 1);
    }
    const { code, detail } = await describeFailure(response);
    throw new PowerBiError(
      response.status,
      code,
      `Power BI ${method} ${path} failed (${response.status} ${code ?? ''}): ${detail}`,
      retryAfter,
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
