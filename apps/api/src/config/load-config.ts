import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { resolveConnectionCap } from './connection-cap.ts';
import { envObject, envSchema, type Env } from './env-schema.ts';
import { fastifyTrustProxy, type FastifyTrustProxy } from '../http/trust-proxy.ts';

export interface IdentityConfig {
  issuer: string;
  jwksUri: string;
  audience: string;
}

export interface PowerBiConfig {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  workspaceIds: string[];
  apiUrl: string;
  authorityHost: string;
  scope: string;
  rlsRoles: string[];
  tokenLifetimeMinutes: number | undefined;
  reportListTtlSeconds: number;
  /** One attempt of a call to Microsoft; the call with its retries stays within twice this. */
  requestTimeoutMs: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  basePath: string;
  viewerOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  /** Whose X-Forwarded-For names the client (TRUST_PROXY): none, a number of hops, or the proxies' addresses. */
  trustProxy: FastifyTrustProxy;
  /** Undefined only with LOCAL_IDENTITY, where the mounted stand-in decides it at start. */
  identity: IdentityConfig | undefined;
  /** Serve `@org/local-identity` from this server (local demo only); its issuer is `publicUrl`. */
  localIdentity: { publicUrl: string; tenantId: string | undefined; clientId: string | undefined } | undefined;
  session: { secret: Uint8Array; ttlSeconds: number; issuer: string; secretWasGenerated: boolean };
  database: { url: string | undefined; dataDir: string; seedDemoData: boolean; directoryCacheSeconds: number };
  limits: { bodyBytes: number; loginPerMinute: number; loginPerIpPerMinute: number };
  /** Node's HTTP server timeouts, in milliseconds. */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** Connections served at once; more get 503 TOO_MANY_CONNECTIONS (MAX_CONNECTIONS). */
  maxConnections: number;
  /** How long SIGTERM keeps serving with /readyz at 503 before draining (ms). */
  shutdownDelayMs: number;
  metricsEnabled: boolean;
  embed: {
    provider: Env['EMBED_PROVIDER'];
    refreshMarginSeconds: number;
    local: {
      reportOrigin: string;
      tokenTtlSeconds: number;
      privateKeyPem: string | undefined;
      /** Test knob (LOCAL_EMBED_TOKEN_REUSE_SECONDS): hand a local token out again for at most this long. */
      reuseSeconds?: number;
    };
    powerbi: PowerBiConfig | undefined;
  };
}

/** The variables a database-only tool (the admin command) needs; the rest may be absent. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): Config['database'] {
  return databaseConfig(
    parseEnv(
      envObject.pick({ DATA_DIR: true, DATABASE_URL: true, SEED_DEMO_DATA: true, DIRECTORY_CACHE_SECONDS: true }),
      env,
    ),
  );
}

/** Validates the environment and turns it into the API's configuration, or throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(envSchema, env);
  const connectionCap = resolveConnectionCap(e.MAX_CONNECTIONS);
  if (connectionCap.problem) throw new ConfigError([connectionCap.problem]);

  const authority = `${e.ENTRA_AUTHORITY_HOST.replace(/\/$/, '')}/${e.ENTRA_TENANT_ID}`;
  const identity: IdentityConfig | undefined = e.LOCAL_IDENTITY
    ? undefined
    : {
        issuer: e.OIDC_ISSUER ?? `${authority}/v2.0`,
        jwksUri: e.OIDC_JWKS_URI ?? `${authority}/discovery/v2.0/keys`,
        audience: e.ENTRA_CLIENT_ID as string,
      };
  const localIdentity = e.LOCAL_IDENTITY
    ? {
        publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
        tenantId: e.ENTRA_TENANT_ID,
        clientId: e.ENTRA_CLIENT_ID,
      }
    : undefined;

  const powerbi: PowerBiConfig | undefined =
    e.EMBED_PROVIDER === 'powerbi'
      ? {
          tenantId: (e.POWERBI_TENANT_ID ?? e.ENTRA_TENANT_ID) as string,
          clientId: e.POWERBI_CLIENT_ID as string,
          clientSecret: e.POWERBI_CLIENT_SECRET as string,
          workspaceIds: e.POWERBI_WORKSPACE_IDS ?? [],
          apiUrl: e.POWERBI_API_URL.replace(/\/$/, ''),
          authorityHost: e.POWERBI_AUTHORITY_HOST.replace(/\/$/, ''),
          scope: e.POWERBI_SCOPE,
          rlsRoles: e.POWERBI_RLS_ROLES ?? [],
          tokenLifetimeMinutes: e.POWERBI_TOKEN_LIFETIME_MINUTES,
          reportListTtlSeconds: e.POWERBI_REPORT_LIST_TTL_SECONDS,
          requestTimeoutMs: e.POWERBI_REQUEST_TIMEOUT_MS,
        }
      : undefined;

  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    basePath: e.API_BASE_PATH,
    viewerOrigins: e.VIEWER_ORIGINS,
    logLevel: e.LOG_LEVEL,
    trustProxy: fastifyTrustProxy(e.TRUST_PROXY),
    identity,
    localIdentity,
    session: {
      // Without a shared secret, sessions die with the process: fine for a laptop, wrong behind
      // a load balancer, which is why production refuses to start without one.
      secret: e.SESSION_SECRET ? new TextEncoder().encode(e.SESSION_SECRET) : randomBytes(48),
      secretWasGenerated: !e.SESSION_SECRET,
      ttlSeconds: e.SESSION_TTL_SECONDS,
      issuer: e.SESSION_ISSUER,
    },
    database: databaseConfig(e),
    limits: {
      bodyBytes: e.BODY_LIMIT_BYTES,
      loginPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
      loginPerIpPerMinute: e.LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE,
    },
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    maxConnections: connectionCap.maxConnections,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    metricsEnabled: e.METRICS_ENABLED,
    embed: {
      provider: e.EMBED_PROVIDER,
      refreshMarginSeconds: e.EMBED_TOKEN_REFRESH_MARGIN_SECONDS,
      local: {
        reportOrigin: e.LOCAL_REPORT_ORIGIN,
        tokenTtlSeconds: e.LOCAL_EMBED_TOKEN_TTL_SECONDS,
        privateKeyPem: e.LOCAL_EMBED_PRIVATE_KEY,
        reuseSeconds: e.LOCAL_EMBED_TOKEN_REUSE_SECONDS,
      },
      powerbi,
    },
  };
}

function databaseConfig(
  e: Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'SEED_DEMO_DATA' | 'DIRECTORY_CACHE_SECONDS'>,
): Config['database'] {
  return {
    url: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    seedDemoData: e.SEED_DEMO_DATA,
    directoryCacheSeconds: e.DIRECTORY_CACHE_SECONDS,
  };
}

/** Parses the environment with `schema`, or throws a ConfigError listing every problem. */
function parseEnv<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const parsed = schema.safeParse(blankToUndefined(env), { reportInput: true });
  if (!parsed.success) throw new ConfigError(formatIssues(parsed.error.issues));
  return parsed.data;
}

function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(env)) out[key] = value === '' ? undefined : value;
  return out;
}

function formatIssues(issues: readonly { path: PropertyKey[]; message: string; code: string; input?: unknown }[]) {
  return issues.map((issue) => {
    const name = String(issue.path[0] ?? '(environment)');
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return missing ? `${name} is required` : `${name}: ${issue.message}`;
  });
}
