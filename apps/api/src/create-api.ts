import type { FastifyInstance } from 'fastify';
import type { LogStream } from './http/logger-options.ts';
import { createIdTokenVerifier, createIssuerKeys, type IdTokenVerifier } from './auth/id-token-verifier.ts';
import { createSessionTokens } from './auth/session-tokens.ts';
import type { Config, IdentityConfig } from './config/load-config.ts';
import { createDashboardService } from './dashboards/dashboard-service.ts';
import type { Database } from './db/database.ts';
import { DirectoryStore } from './db/directory-store.ts';
import { openDatabase } from './db/open-database.ts';
import { createEmbedProvider } from './embed/create-embed-provider.ts';
import type { EmbedTokenProvider } from './embed/embed-token-provider.ts';
import { createSharedTokenCache } from './embed/shared-token-cache.ts';
import { createTokenCipher } from './embed/token-cipher.ts';
import type { LocalIdentityOptions } from '@org/local-identity';
import { buildApp } from './http/build-app.ts';
import { mountLocalIdentity } from './http/local-identity-mount.ts';
import { createReadiness, type Readiness } from './http/meta-routes.ts';
import { createMetrics, type Metrics } from './http/metrics.ts';
import type { Timers } from './timers.ts';

export interface Api {
  app: FastifyInstance;
  /** The issuer whose ID tokens /login accepts. */
  identity: IdentityConfig;
  db: Database;
  provider: EmbedTokenProvider;
  /** SIGTERM calls `drain()` first: /readyz answers 503 while requests are still served. */
  readiness: Readiness;
  /** Undefined with METRICS_ENABLED=false. */
  metrics: Metrics | undefined;
  /** Stops accepting requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

export interface ApiOverrides {
  /** An already opened and migrated database (tests); otherwise the configured one is opened. */
  db?: Database;
  provider?: EmbedTokenProvider;
  verifyIdToken?: IdTokenVerifier;
  logStream?: LogStream;
  now?: () => number;
  /** The clock of the API's own waits (JWKS refetch pause and timeout, Power BI retries): tests pass a manual one. */
  timers?: Timers;
  /** Extra options for the mounted local identity (tests: autoApprove). */
  localIdentityOptions?: Partial<LocalIdentityOptions>;
}

/** Wires configuration, database, identity verification, sessions and embed tokens into a server. */
export async function createApi(config: Config, overrides: ApiOverrides = {}): Promise<Api> {
  const db = overrides.db ?? (await openDatabase(config.database));
  // The provider is built before the server that owns the logger; it logs through it once built.
  let log: { warn(message: string): void } = console;
  const embed = overrides.provider
    ? { provider: overrides.provider, jwks: undefined }
    : await createEmbedProvider(config, {
        log: { warn: (message) => log.warn(message) },
        now: overrides.now,
        timers: overrides.timers,
      });
  const metrics = config.metricsEnabled ? createMetrics(db) : undefined;
  const provider = metrics ? countedProvider(embed.provider, metrics) : embed.provider;
  const sessions = createSessionTokens(config.session, overrides.now);
  const local = config.localIdentity
    ? await mountLocalIdentity(config.localIdentity, overrides.localIdentityOptions)
    : undefined;
  const identity = local?.identity ?? config.identity;
  if (!identity) throw new Error('No identity provider configured (set ENTRA_TENANT_ID or LOCAL_IDENTITY)');
  const store = new DirectoryStore(db);
  const issuerKeys = createIssuerKeys(identity, overrides.timers);
  const readiness = createReadiness();
  const app = await buildApp({
    config,
    db,
    store,
    verifyIdToken: overrides.verifyIdToken ?? createIdTokenVerifier(identity, issuerKeys),
    issuerKeys,
    readiness,
    metrics,
    sessions,
    dashboards: createDashboardService(store, provider, {
      tokens: createSharedTokenCache(db, {
        cipher: createTokenCipher(config.session.secret),
        refreshMarginMs: config.embed.refreshMarginSeconds * 1000,
        reuseMs: embed.provider.kind === 'local' ? secondsToMs(config.embed.local.reuseSeconds) : undefined,
        now: overrides.now,
      }),
      directoryCacheSeconds: config.database.directoryCacheSeconds,
      now: overrides.now,
      onTokenLookup: metrics ? (hit) => metrics.embedTokenCache.inc({ result: hit ? 'hit' : 'miss' }) : undefined,
    }),
    embedJwks: embed.jwks,
    logStream: overrides.logStream,
    frontHandler: local?.handle,
  });
  log = { warn: (message) => app.log.warn(message) };
  return {
    app,
    identity,
    db,
    provider,
    readiness,
    metrics,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** The provider, counting its GenerateToken calls (by outcome) in the metrics. */
function countedProvider(provider: EmbedTokenProvider, metrics: Metrics): EmbedTokenProvider {
  return {
    kind: provider.kind,
    cacheScope: provider.cacheScope,
    maxReportsPerToken: provider.maxReportsPerToken,
    resolveReports: (assigned) => provider.resolveReports(assigned),
    async generateToken(subject, reports) {
      try {
        const issued = await provider.generateToken(subject, reports);
        metrics.generateTokenCalls.inc({ provider: provider.kind, outcome: 'ok' });
        return issued;
      } catch (error) {
        metrics.generateTokenCalls.inc({ provider: provider.kind, outcome: 'failed' });
        throw error;
      }
    },
  };
}

function secondsToMs(seconds: number | undefined): number | undefined {
  return seconds === undefined ? undefined : seconds * 1000;
}
