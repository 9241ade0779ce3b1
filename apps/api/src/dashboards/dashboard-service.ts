import type { DirectoryStore, UserWithReports } from '../db/directory-store.ts';
import type { EmbeddableReport, EmbedTokenProvider, IssuedEmbedToken } from '../embed/embed-token-provider.ts';
import type { SharedTokenCache } from '../embed/shared-token-cache.ts';
import { ExpiringCache } from '../expiring-cache.ts';
import { compareDashboardNames } from './compare-dashboard-names.ts';

/** One entry of `GET /dashboards`, the shape the viewer reads. */
export interface Dashboard {
  report: { id: string; name: string; url: string };
  embedToken: string;
  /** When `embedToken` expires, ISO 8601 UTC (as Power BI's GenerateToken `expiration`): renew before then. */
  embedTokenExpiration: string;
}

export interface DashboardService {
  /**
   * The user's dashboards with embed tokens, or undefined when the user is gone or disabled, or
   * when `sessionVersion` (the session's) is no longer the user's: their sessions were ended.
   */
  dashboardsFor(userId: string, sessionVersion?: number): Promise<Dashboard[] | undefined>;
}

/**
 * Joins the database (who sees what) with the embed-token provider. Tokens are cached per user,
 * identity and report set until shortly before expiry in `tokens`, which every instance shares,
 * so the provider is called once per user per token lifetime however many requests arrive on
 * however many instances. Each instance keeps what it read in memory until the same moment,
 * with one lookup in flight per key.
 */
export function createDashboardService(
  store: DirectoryStore,
  provider: EmbedTokenProvider,
  options: {
    /** The cluster-wide token cache (table `embed_tokens`). */
    tokens: SharedTokenCache;
    directoryCacheSeconds: number;
    now?: () => number;
    /** Called per embed-token lookup: hit = served from the cache or an in-flight call. */
    onTokenLookup?: (hit: boolean) => void;
  },
): DashboardService {
  const now = options.now ?? Date.now;
  // What this instance last read from the shared cache, kept until the row's own renewal time.
  const tokens = new ExpiringCache<{ issued: IssuedEmbedToken; expiresAt: number }>(0, now);
  // A few seconds of caching turns a burst of requests into one query per user; the price is
  // that disabling a user or changing assignments takes that long to show.
  const directory = new ExpiringCache<{ found: UserWithReports | undefined; expiresAt: number }>(0, now);
  const lookUp = async (userId: string) => {
    if (options.directoryCacheSeconds <= 0) return store.userWithReports(userId);
    const entry = await directory.get(userId, async () => ({
      found: await store.userWithReports(userId),
      expiresAt: now() + options.directoryCacheSeconds * 1000,
    }));
    return entry.found;
  };
  return {
    async dashboardsFor(userId, sessionVersion) {
      const found = await lookUp(userId);
      if (!found || found.user.disabled) return undefined;
      if (sessionVersion !== undefined && found.user.sessionVersion !== sessionVersion) return undefined;
      if (found.reports.length === 0) return [];
      const reports = await provider.resolveReports(found.reports);
      if (reports.length === 0) return [];
      const groups = chunk(reports, provider.maxReportsPerToken);
      const { user } = found;
      const issued = await Promise.all(
        groups.map(async (group) => {
          let generated = false;
          const key = cacheKey(provider, user.email, group);
          const entry = await tokens.get(`${user.id}\n${key}`, async () => {
            const found = await options.tokens.get(user.id, key, () =>
              provider.generateToken({ id: user.id, email: user.email, displayName: user.displayName }, group),
            );
            generated = found.generated;
            return { issued: found.issued, expiresAt: found.freshUntil };
          });
          options.onTokenLookup?.(!generated);
          return entry.issued;
        }),
      );
      return groups
        .flatMap((group, i) => group.map((report) => ({ report, issued: issued[i] })))
        .sort((a, b) => compareDashboardNames(a.report, b.report))
        .map(({ report, issued }) => ({
          report: { id: report.id, name: report.name, url: report.url },
          embedToken: issued.token,
          embedTokenExpiration: new Date(issued.expiresAt).toISOString(),
        }));
    },
  };
}

/**
 * What a token depends on besides its user: the provider (and its signing key or settings), the
 * effective identity and the reports. The user id comes on top: in the shared cache's row key
 * and in the in-memory key.
 */
function cacheKey(provider: EmbedTokenProvider, email: string, reports: readonly EmbeddableReport[]): string {
  return `${provider.kind}\n${provider.cacheScope ?? ''}\n${email.toLowerCase()}\n${reports
    .map((r) => r.id)
    .sort()
    .join(',')}`;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
