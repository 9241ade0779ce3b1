import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/config-error.ts';
import { loadConfig, loadDatabaseConfig } from '../src/config/load-config.ts';

const TENANT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const CLIENT = '11111111-2222-4333-8444-555555555555';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration from environment variables', () => {
  it('defaults to Microsoft Entra ID endpoints for the tenant, PGlite in .data, and the local provider', () => {
    const config = loadConfig({ ENTRA_TENANT_ID: TENANT, ENTRA_CLIENT_ID: CLIENT });
    expect(config.identity).toEqual({
      issuer: `https://login.microsoftonline.com/${TENANT}/v2.0`,
      jwksUri: `https://login.microsoftonline.com/${TENANT}/discovery/v2.0/keys`,
      audience: CLIENT,
    });
    expect(config.database.url).toBeUndefined();
    expect(config.database.dataDir).toMatch(/\.data$/);
    expect(config.embed.provider).toBe('local');
    expect(config.embed.local.reportOrigin).toBe('http://127.0.0.1:5175');
    expect(config.basePath).toBe('');
    expect(config.port).toBe(3001);
    expect(config.session.secretWasGenerated).toBe(true);
  });

  it('[A-BASE-01] reads the base path prefix', () => {
    expect(loadConfig({ ENTRA_TENANT_ID: TENANT, ENTRA_CLIENT_ID: CLIENT, API_BASE_PATH: '/api/v1' }).basePath).toBe(
      '/api/v1',
    );
    expect(problemsOf({ ENTRA_TENANT_ID: TENANT, ENTRA_CLIENT_ID: CLIENT, API_BASE_PATH: 'api/' })).toEqual([
      'API_BASE_PATH: expected "" or a path like /api (leading slash, no trailing slash)',
    ]);
  });

  it('takes an explicit issuer and JWKS (a local identity stand-in)', () => {
    const config = loadConfig({
      ENTRA_CLIENT_ID: CLIENT,
      OIDC_ISSUER: 'http://127.0.0.1:4010/t/v2.0',
      OIDC_JWKS_URI: 'http://127.0.0.1:4010/t/discovery/v2.0/keys',
    });
    expect(config.identity!.issuer).toBe('http://127.0.0.1:4010/t/v2.0');
    expect(config.identity!.jwksUri).toBe('http://127.0.0.1:4010/t/discovery/v2.0/keys');
  });

  it('names every missing or bad variable in one error', () => {
    expect(problemsOf({ PORT: 'eighty', EMBED_PROVIDER: 'tableau', VIEWER_ORIGINS: 'not a url' })).toEqual(
      expect.arrayContaining([
        'ENTRA_CLIENT_ID: is required: the application (client) id of the app registration, a GUID',
        'PORT: expected a port number',
        expect.stringMatching(/^EMBED_PROVIDER: .*"local"\|"powerbi"/),
        'VIEWER_ORIGINS: expected an http(s) URL',
        'ENTRA_TENANT_ID: expected the directory (tenant) id, a GUID (or set OIDC_ISSUER and OIDC_JWKS_URI)',
      ]),
    );
  });

  it('explains the error message in full, one variable per line', () => {
    try {
      loadConfig({ ENTRA_TENANT_ID: 'contoso', ENTRA_CLIENT_ID: CLIENT });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toBe(
        'Invalid API configuration:\n  - ENTRA_TENANT_ID: expected the directory (tenant) id, a GUID',
      );
    }
  });

  it('requires the JWKS with an explicit issuer, and a session secret of 32+ characters', () => {
    expect(
      problemsOf({ ENTRA_CLIENT_ID: CLIENT, OIDC_ISSUER: 'http://127.0.0.1:4010/t/v2.0', SESSION_SECRET: 'short' }),
    ).toEqual([
      'SESSION_SECRET: expected at least 32 characters (use `openssl rand -base64 48`)',
      'OIDC_JWKS_URI: expected the JWKS URL of OIDC_ISSUER (required when OIDC_ISSUER is set)',
    ]);
  });

  it('refuses to start in production without a shared session secret', () => {
    expect(problemsOf({ NODE_ENV: 'production', ENTRA_TENANT_ID: TENANT, ENTRA_CLIENT_ID: CLIENT })).toEqual([
      'SESSION_SECRET: is required in production: every instance must sign sessions with the same secret',
    ]);
  });

  it('requires the service principal and workspaces for the powerbi provider', () => {
    expect(problemsOf({ ENTRA_TENANT_ID: TENANT, ENTRA_CLIENT_ID: CLIENT, EMBED_PROVIDER: 'powerbi' })).toEqual([
      'POWERBI_CLIENT_ID: is required when EMBED_PROVIDER=powerbi: the service principal app id',
      'POWERBI_CLIENT_SECRET: is required when EMBED_PROVIDER=powerbi: the service principal secret',
      'POWERBI_WORKSPACE_IDS: is required when EMBED_PROVIDER=powerbi: a comma-separated list of workspace ids',
    ]);
    const config = loadConfig({
      ENTRA_TENANT_ID: TENANT,
      ENTRA_CLIENT_ID: CLIENT,
      EMBED_PROVIDER: 'powerbi',
      POWERBI_CLIENT_ID: CLIENT,
      POWERBI_CLIENT_SECRET: 's',
      POWERBI_WORKSPACE_IDS: `${TENANT}, ${CLIENT},`,
      POWERBI_RLS_ROLES: 'Clinician,Nurse',
    });
    expect(config.embed.powerbi).toMatchObject({
      tenantId: TENANT,
      workspaceIds: [TENANT, CLIENT],
      rlsRoles: ['Clinician', 'Nurse'],
      apiUrl: 'https://api.powerbi.com',
    });
  });

  it('treats empty variables as unset and parses lists, numbers and flags', () => {
    const config = loadConfig({
      ENTRA_TENANT_ID: TENANT,
      ENTRA_CLIENT_ID: CLIENT,
      DATABASE_URL: '',
      VIEWER_ORIGINS: 'https://viewer.contoso.example/, http://localhost:5173',
      SEED_DEMO_DATA: 'no',
      SESSION_TTL_SECONDS: '900',
      TRUST_PROXY: 'true',
    });
    expect(config.database.url).toBeUndefined();
    expect(config.viewerOrigins).toEqual(['https://viewer.contoso.example', 'http://localhost:5173']);
    expect(config.database.seedDemoData).toBe(false);
    expect(config.session.ttlSeconds).toBe(900);
    // One proxy hop (client-address.test.ts has the rest of TRUST_PROXY).
    expect(config.trustProxy).toEqual(expect.any(Function));
    expect(problemsOf({ ENTRA_TENANT_ID: TENANT, ENTRA_CLIENT_ID: CLIENT, SEED_DEMO_DATA: 'maybe' })).toEqual([
      'SEED_DEMO_DATA: expected one of true, false, 1, 0, yes, no',
    ]);
  });

  it('LOCAL_IDENTITY needs no Entra ids, serves on PUBLIC_URL, and is refused in production', () => {
    const config = loadConfig({ LOCAL_IDENTITY: 'true', PORT: '3001' });
    expect(config.identity).toBeUndefined();
    expect(config.localIdentity).toEqual({
      publicUrl: 'http://127.0.0.1:3001',
      tenantId: undefined,
      clientId: undefined,
    });
    expect(problemsOf({ LOCAL_IDENTITY: 'true', NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toEqual([
      'LOCAL_IDENTITY: must be off in production: it signs in anyone who clicks an account',
    ]);
  });

  it('checks DATABASE_URL, and the admin command needs only the database variables', () => {
    expect(problemsOf({ ENTRA_TENANT_ID: TENANT, ENTRA_CLIENT_ID: CLIENT, DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL: expected a postgres:// or postgresql:// URL',
    ]);
    expect(loadDatabaseConfig({ DATABASE_URL: 'postgres://u@h/db' })).toMatchObject({ url: 'postgres://u@h/db' });
  });
});
