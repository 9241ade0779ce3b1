import { loadConfig, type Config } from '../../src/config/load-config.ts';
import { createApi, type Api, type ApiOverrides } from '../../src/create-api.ts';
import { seedDemoData } from '../../src/db/seed-demo-data.ts';
import { startOidcIssuer, type OidcIssuer } from './oidc-issuer.ts';
import { openTestPglite, type TestDatabase } from './test-databases.ts';

export const SESSION_SECRET = 'test-session-secret-with-at-least-32-characters';
export const BASE_PATH = '/api';

export interface TestApi {
  /** Origin + base path, e.g. http://127.0.0.1:43123/api */
  url: string;
  api: Api;
  config: Config;
  issuer: OidcIssuer;
  database: TestDatabase;
  /** Log lines the server wrote (JSON). */
  logs: string[];
  /** POST /login with `body` as JSON (a string is sent as it is, e.g. malformed JSON). */
  postLogin(body: unknown): Promise<Response>;
  /** POST /login with a freshly minted ID token for these claims; returns the session token. */
  login(claims?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  env?: Record<string, string>;
  overrides?: Omit<ApiOverrides, 'db' | 'logStream'>;
  database?: TestDatabase;
  seed?: boolean;
  /** Listen on this port instead of a random one (when the URL must be known up front). */
  port?: number;
}

/** Starts the real server on 127.0.0.1:0 with a local issuer, a seeded PGlite copy and captured logs. */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const issuer = await startOidcIssuer();
  let database: TestDatabase | undefined;
  let api: Api | undefined;
  const logs: string[] = [];
  let config: Config;
  try {
    // The configuration first: one the server refuses needs no database.
    config = loadConfig({
      ...issuer.env(),
      NODE_ENV: 'test',
      SESSION_SECRET,
      API_BASE_PATH: BASE_PATH,
      LOG_LEVEL: 'info',
      VIEWER_ORIGINS: 'http://viewer.test:5173',
      LOCAL_REPORT_ORIGIN: 'http://127.0.0.1:5175',
      // Tests change users between requests and expect to see it at once.
      DIRECTORY_CACHE_SECONDS: '0',
      ...options.env,
    });
    database = options.database ?? (await openTestPglite());
    if (options.seed !== false) await seedDemoData(database.db);
    api = await createApi(config, {
      ...options.overrides,
      db: database.db,
      logStream: { write: (line) => void logs.push(line) },
    });
    await api.app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  } catch (error) {
    // What a start that failed had opened is closed, not left to the end of the run.
    await api?.app.close();
    if (!options.database) await database?.dispose();
    await issuer.close();
    throw error;
  }
  const { port } = api.app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}${config.basePath}`;

  const postLogin = (body: unknown) =>
    fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  return {
    url,
    api,
    config,
    issuer,
    database,
    logs,
    postLogin,
    async login(claims = {}) {
      const idToken = await issuer.mintIdToken(claims);
      const response = await postLogin({ idToken, account: { username: claims.preferred_username } });
      const body = (await response.json()) as { response?: { access_token: string } };
      if (response.status !== 200 || !body.response)
        throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
      return body.response.access_token;
    },
    async close() {
      await api.app.close();
      await database.dispose();
      await issuer.close();
    },
  };
}
