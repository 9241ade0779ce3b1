import { z } from 'zod';
import { trustProxySchema } from '../http/trust-proxy.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TRUE_WORDS: readonly string[] = ['true', '1', 'yes'];

/** Reads "true/false/1/0/yes/no" the way operators write them in env files. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'expected one of true, false, 1, 0, yes, no',
  })
  .transform((v) => TRUE_WORDS.includes(v));

const positiveInt = (what: string) =>
  z.coerce
    .number({ error: `expected a whole number (${what})` })
    .int({ error: `expected a whole number (${what})` })
    .positive({ error: `expected a number above 0 (${what})` });

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

/** A comma-separated list; blanks are dropped so "a, b," reads as [a, b]. */
const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const origin = httpUrl.transform((v) => new URL(v).origin);

/**
 * Every environment variable the API reads. Empty strings count as unset, so an `.env`
 * line like `DATABASE_URL=` falls back to the default instead of failing.
 */
export const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int()
    .min(0, { error: 'expected a port between 0 and 65535' })
    .max(65535, { error: 'expected a port between 0 and 65535' })
    .default(3001),
  API_BASE_PATH: z
    .string()
    .regex(/^(\/[A-Za-z0-9._~-]+)*$/, {
      error: 'expected "" or a path like /api (leading slash, no trailing slash)',
    })
    .default(''),
  VIEWER_ORIGINS: commaList
    .pipe(z.array(origin).min(1, { error: 'expected at least one origin' }))
    .default(['http://127.0.0.1:5173', 'http://localhost:5173']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),

  ENTRA_TENANT_ID: z.string().regex(GUID, { error: 'expected the directory (tenant) id, a GUID' }).optional(),
  ENTRA_CLIENT_ID: z.string().regex(GUID, { error: 'expected the application (client) id, a GUID' }).optional(),
  OIDC_ISSUER: httpUrl.optional(),
  LOCAL_IDENTITY: booleanFlag.default(false),
  PUBLIC_URL: httpUrl.optional(),
  OIDC_JWKS_URI: httpUrl.optional(),
  ENTRA_AUTHORITY_HOST: httpUrl.default('https://login.microsoftonline.com'),

  SESSION_SECRET: z
    .string()
    .min(32, { error: 'expected at least 32 characters (use `openssl rand -base64 48`)' })
    .optional(),
  SESSION_TTL_SECONDS: positiveInt('seconds').default(3600),
  SESSION_ISSUER: z.string().min(1).default('org-api'),

  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
  SEED_DEMO_DATA: booleanFlag.default(true),
  DIRECTORY_CACHE_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds (0 turns the cache off)' })
    .min(0, { error: 'expected a number of seconds (0 turns the cache off)' })
    .default(2),

  BODY_LIMIT_BYTES: positiveInt('bytes').default(65_536),
  LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt('requests per minute per client address and account').default(30),
  LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: positiveInt('requests per minute per client address').default(300),
  HEADERS_TIMEOUT_MS: positiveInt('milliseconds').default(10_000),
  REQUEST_TIMEOUT_MS: positiveInt('milliseconds').default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt('milliseconds').default(72_000),
  MAX_CONNECTIONS: positiveInt('connections per instance').optional(),
  SHUTDOWN_DELAY_MS: z.coerce
    .number({ error: 'expected a number of milliseconds (0 = none)' })
    .int({ error: 'expected a number of milliseconds (0 = none)' })
    .min(0, { error: 'expected a number of milliseconds (0 = none)' })
    .max(60_000, { error: 'expected at most 60000 ms' })
    .default(0),
  METRICS_ENABLED: booleanFlag.default(true),

  EMBED_PROVIDER: z.enum(['local', 'powerbi']).default('local'),
  EMBED_TOKEN_REFRESH_MARGIN_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds' })
    .int()
    .min(0)
    .default(300),

  LOCAL_REPORT_ORIGIN: origin.default('http://127.0.0.1:5175'),
  LOCAL_EMBED_TOKEN_TTL_SECONDS: positiveInt('seconds').default(3600),
  // A test knob of the local provider (the e2e stack sets 0): how long the same local embed token is handed
  // out again before a new one is made. Unset, as always with Power BI: until EMBED_TOKEN_REFRESH_MARGIN_SECONDS
  // before it expires (at most half its lifetime).
  LOCAL_EMBED_TOKEN_REUSE_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds (0 = a new token for every request)' })
    .int()
    .min(0)
    .optional(),
  LOCAL_EMBED_PRIVATE_KEY: z
    .string()
    .includes('BEGIN PRIVATE KEY', { error: 'expected a PKCS#8 PEM P-256 private key' })
    .optional(),

  POWERBI_TENANT_ID: z.string().regex(GUID, { error: 'expected the tenant id, a GUID' }).optional(),
  POWERBI_CLIENT_ID: z.string().regex(GUID, { error: 'expected the service principal app id, a GUID' }).optional(),
  POWERBI_CLIENT_SECRET: z.string().min(1).optional(),
  POWERBI_WORKSPACE_IDS: commaList
    .pipe(z.array(z.string().regex(GUID, { error: 'expected workspace ids (GUIDs)' })))
    .optional(),
  POWERBI_API_URL: httpUrl.default('https://api.powerbi.com'),
  POWERBI_AUTHORITY_HOST: httpUrl.default('https://login.microsoftonline.com'),
  POWERBI_SCOPE: z.string().min(1).default('https://analysis.windows.net/powerbi/api/.default'),
  POWERBI_RLS_ROLES: commaList.optional(),
  POWERBI_TOKEN_LIFETIME_MINUTES: positiveInt('minutes').optional(),
  POWERBI_REPORT_LIST_TTL_SECONDS: positiveInt('seconds').default(300),
  POWERBI_REQUEST_TIMEOUT_MS: positiveInt('milliseconds').default(8000),
});

/** The variables plus the rules that tie several of them together. */
export const envSchema = envObject.superRefine(
  (env, ctx) => {
    // These checks also run when single variables failed, so values may still be raw strings.
    const localIdentity = (env.LOCAL_IDENTITY as unknown) === true || TRUE_WORDS.includes(String(env.LOCAL_IDENTITY));
    if (localIdentity) {
      if (env.NODE_ENV === 'production') {
        ctx.addIssue({
          code: 'custom',
          path: ['LOCAL_IDENTITY'],
          message: 'must be off in production: it signs in anyone who clicks an account',
        });
      }
    } else {
      if (!env.ENTRA_CLIENT_ID) {
        ctx.addIssue({
          code: 'custom',
          path: ['ENTRA_CLIENT_ID'],
          message: 'is required: the application (client) id of the app registration, a GUID',
        });
      }
      if (!env.ENTRA_TENANT_ID && !env.OIDC_ISSUER) {
        ctx.addIssue({
          code: 'custom',
          path: ['ENTRA_TENANT_ID'],
          message: 'expected the directory (tenant) id, a GUID (or set OIDC_ISSUER and OIDC_JWKS_URI)',
        });
      }
    }
    if (env.OIDC_ISSUER && !env.OIDC_JWKS_URI) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_JWKS_URI'],
        message: 'expected the JWKS URL of OIDC_ISSUER (required when OIDC_ISSUER is set)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production: every instance must sign sessions with the same secret',
      });
    }
    if (Number(env.HEADERS_TIMEOUT_MS) > Number(env.REQUEST_TIMEOUT_MS)) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'must not be larger than REQUEST_TIMEOUT_MS (the headers are part of the request)',
      });
    }
    if (env.EMBED_PROVIDER === 'powerbi') {
      const required = [
        ['POWERBI_CLIENT_ID', 'the service principal app id'],
        ['POWERBI_CLIENT_SECRET', 'the service principal secret'],
        ['POWERBI_WORKSPACE_IDS', 'a comma-separated list of workspace ids'],
      ] as const;
      for (const [key, what] of required) {
        const value = env[key];
        if (value === undefined || (Array.isArray(value) && value.length === 0)) {
          ctx.addIssue({ code: 'custom', path: [key], message: `is required when EMBED_PROVIDER=powerbi: ${what}` });
        }
      }
      if (!env.POWERBI_TENANT_ID && !env.ENTRA_TENANT_ID) {
        ctx.addIssue({
          code: 'custom',
          path: ['POWERBI_TENANT_ID'],
          message: 'is required when EMBED_PROVIDER=powerbi and ENTRA_TENANT_ID is unset',
        });
      }
    }
  },
  // Run these checks even when single variables already failed, so one run lists every problem.
  { when: () => true },
);

export type Env = z.infer<typeof envSchema>;
