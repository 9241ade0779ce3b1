import type { PowerBiConfig } from '../../config/load-config.ts';
import type { ReportRecord } from '../../db/directory-store.ts';
import type {
  EmbeddableReport,
  EmbedTokenProvider,
  EmbedTokenSubject,
  IssuedEmbedToken,
} from '../embed-token-provider.ts';
import { ExpiringCache } from '../../expiring-cache.ts';
import { createPowerBiRestClient, type GenerateTokenRequest, type PowerBiReport } from './powerbi-rest-client.ts';
import { DEFAULT_RETRY_POLICY } from './retrying-fetch.ts';
import { createServicePrincipalTokenSource } from './service-principal.ts';
import type { Timers } from '../../timers.ts';

export interface PowerBiProviderOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** The clock of the retries' timeouts and backoffs. */
  timers?: Timers;
  log?: { warn(message: string): void };
}

// GenerateToken takes at most 50 reports per call.
const MAX_REPORTS_PER_TOKEN = 50;

/**
 * Power BI as the embed-token provider: the service principal lists the reports of the
 * configured workspaces (cached for a few minutes) and mints one multi-resource embed token
 * per user, with the user's e-mail as effective identity when row-level security roles are set.
 */
export function createPowerBiEmbedProvider(
  config: PowerBiConfig,
  options: PowerBiProviderOptions = {},
): EmbedTokenProvider {
  const now = options.now ?? Date.now;
  const retry = { ...DEFAULT_RETRY_POLICY, timeoutMs: config.requestTimeoutMs, timers: options.timers };
  const tokens = createServicePrincipalTokenSource({ ...config, fetch: options.fetch, now, retry });
  const rest = createPowerBiRestClient(config.apiUrl, tokens, options.fetch, retry);
  const listings = new ExpiringCache<{ reports: PowerBiReport[]; expiresAt: number }>(0, now);

  async function reportsOf(workspaceId: string): Promise<PowerBiReport[]> {
    const listing = await listings.get(workspaceId, async () => ({
      reports: await rest.reportsInGroup(workspaceId),
      expiresAt: now() + config.reportListTtlSeconds * 1000,
    }));
    return listing.reports;
  }

  return {
    kind: 'powerbi',
    maxReportsPerToken: MAX_REPORTS_PER_TOKEN,

    async resolveReports(assigned: readonly ReportRecord[]): Promise<EmbeddableReport[]> {
      const workspaces = new Set(config.workspaceIds);
      const wanted = new Set(
        assigned.map((r) => r.workspaceId).filter((id): id is string => id !== null && workspaces.has(id)),
      );
      // Reports recorded without a workspace are looked up in every configured one.
      const searchAll = assigned.some((r) => r.workspaceId === null);
      const listed = await Promise.all([...(searchAll ? workspaces : wanted)].map(reportsOf));
      const byId = new Map(listed.flat().map((r) => [r.id.toLowerCase(), r]));

      const out: EmbeddableReport[] = [];
      for (const report of assigned) {
        const found = byId.get(report.id.toLowerCase());
        if (!found) {
          options.log?.warn(
            `Report ${report.id} (${report.name}) is assigned but not found in the configured Power BI workspaces`,
          );
          continue;
        }
        out.push({
          id: found.id,
          name: found.name || report.name,
          url: found.embedUrl,
          datasetId: found.datasetId ?? report.datasetId,
        });
      }
      return out;
    },

    async generateToken(subject: EmbedTokenSubject, reports: readonly EmbeddableReport[]): Promise<IssuedEmbedToken> {
      const datasetIds = [...new Set(reports.map((r) => r.datasetId).filter((id): id is string => !!id))];
      const request: GenerateTokenRequest = {
        reports: reports.map((r) => ({ id: r.id })),
        datasets: datasetIds.map((id) => ({ id })),
      };
      if (config.rlsRoles.length > 0 && datasetIds.length > 0) {
        request.identities = [{ username: subject.email, roles: config.rlsRoles, datasets: datasetIds }];
      }
      if (config.tokenLifetimeMinutes) request.lifetimeInMinutes = config.tokenLifetimeMinutes;
      const answer = await rest.generateToken(request);
      const expiresAt = Date.parse(answer.expiration);
      return { token: answer.token, expiresAt: Number.isNaN(expiresAt) ? now() + 10 * 60_000 : expiresAt };
    },
  };
}
