import type { DirectoryStore, UserWithReports } from '../db/directory-store.ts';
import type { EmbeddableReport, EmbedTokenProvider, IssuedEmbedToken } from '../embed/embed-token-provider.ts';
import { ExpiringCache } from '../expiring-cache.ts';

/** One entry of `GET /dashboards`, the shape the viewer reads. */
export interface Dashboard {
  report: { id: string; name: string; url: string };
  embedToken: string;
  /** When `embedToken` expires, ISO 8601 UTC (as Power BI's GenerateToken `expiration`): renew before then. */
  embedTokenExpiration: string;
}

export interface DashboardService {
  /** The user's dashboards with embed tokens, or undefined when the user is gone or disabled. */
  dashboardsFor(userId: string): Promise<Dashboard[] | undefined>;
}

/**
 * Joins the database (who sees what) with the embed-token provider. Tokens are cached per user
 * and report set until shortly before expiry, so the provider is called once per user per
 * token lifetime however many requests arrive.
 */
export function createDashboardService(
  store: DirectoryStore,
  provider: EmbedTokenProvider,
  options: {
    refreshMarginSeconds: number;
    directoryCacheSeconds: number;
    now?: () => number;
    /** Called per embed-token lookup: hit = served from the cache or an in-flight call. */
    onTokenLookup?: (hit: boolean) => void;
  },
): DashboardService {
  const now = options.now ?? Date.now;
  const tokens = new ExpiringCache<IssuedEmbedToken>(options.refreshMarginSeconds * 1000, now);
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
    async dashboardsFor(userId) {
      const found = await lookUp(userId);
      if (!found || found.user.disabled) return undefined;
      if (found.reports.length === 0) return [];
      const reports = await provider.resolveReports(found.reports);
      if (reports.length === 0) return [];
      const groups = chunk(reports, provider.maxReportsPerToken);
      const { user } = found;
      const issued = await Promise.all(
        groups.map(async (group) => {
          let called = false;
          const issued = await tokens.get(cacheKey(user.id, user.email, group), () => {
            called = true;
            return provider.generateToken({ id: user.id, email: user.email, displayName: user.displayName }, group);
          });
          options.onTokenLookup?.(!called);
          return issued;
        }),
      );
      return groups
        .flatMap((group, i) => group.map((report) => ({ report, issued: issued[i] })))
        .sort((a, b) => compareNames(a.report.name, b.report.name))
        .map(({ report, issued }) => ({
          report: { id: report.id, name: report.name, url: report.url },
          embedToken: issued.token,
          embedTokenExpiration: new Date(issued.expiresAt).toISOString(),
        }));
    },
  };
}

function cacheKey(userId: string, email: string, reports: readonly EmbeddableReport[]): string {
  return `${userId}\n${email.toLowerCase()}\n${reports
    .map((r) => r.id)
    .sort()
    .join(',')}`;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
}
