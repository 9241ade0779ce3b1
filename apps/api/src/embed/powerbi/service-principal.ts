import { ExpiringCache } from '../../expiring-cache.ts';
import { describeFailure, PowerBiError, retryAfterSeconds } from './powerbi-error.ts';
import { fetchWithRetry, type RetryPolicy } from './retrying-fetch.ts';

export interface ServicePrincipalOptions {
  authorityHost: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  fetch?: typeof fetch;
  now?: () => number;
  retry?: RetryPolicy;
}

export interface AccessTokenSource {
  /** A valid app-only access token for Power BI, from cache when possible. */
  get(): Promise<string>;
  /** Drops the cached token (Power BI answered 401 to it). */
  invalidate(): void;
}

/**
 * The service principal's app-only token (OAuth client credentials grant against Entra ID),
 * cached until five minutes before expiry with one request in flight; throttling, 5xx and
 * timeouts are retried like the REST calls.
 */
export function createServicePrincipalTokenSource(options: ServicePrincipalOptions): AccessTokenSource {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new ExpiringCache<{ token: string; expiresAt: number }>(5 * 60_000, now);
  const url = `${options.authorityHost}/${encodeURIComponent(options.tenantId)}/oauth2/v2.0/token`;

  async function requestToken() {
    const response = await fetchWithRetry(
      doFetch,
      url,
      () => ({
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
          scope: options.scope,
        }),
      }),
      "Entra ID's token endpoint",
      options.retry,
    );
    if (!response.ok) {
      const { code, detail } = await describeFailure(response);
      throw new PowerBiError(
        response.status,
        code,
        `Entra ID refused the service principal's client credentials (${response.status} ${code ?? ''}): ${detail}`,
        retryAfterSeconds(response),
      );
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
      throw new PowerBiError(
        502,
        undefined,
        'Entra ID answered the client credentials grant without access_token/expires_in',
      );
    }
    return { token: body.access_token, expiresAt: now() + body.expires_in * 1000 };
  }

  return {
    get: async () => (await cache.get('app', requestToken)).token,
    invalidate: () => cache.delete('app'),
  };
}
