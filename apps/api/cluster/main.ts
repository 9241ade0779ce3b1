/**
 * `pnpm --filter @org/api cluster`: the API as a cluster on this machine — a throwaway PostgreSQL
 * (Debian's), N instances of the production build on loopback ports, the local identity stand-in,
 * and HAProxy in front of them all; prints the balancer's URL. Ctrl+C / SIGTERM stops everything
 * and removes the temp folders.
 *
 *   pnpm --filter @org/api cluster [--instances 3] [--port 8080] [--first-instance-port 3101]
 *                                  [--identity-port 4011] [--viewer-port 5173] [--frame-port 5175]
 *                                  [--max-connections-per-client 500] [--verbose]
 *
 * The viewer signs in and reads dashboards through the balancer's URL: build or serve it with
 * VITE_API_BASE_URL=<that URL> (see the README's "A cluster on one machine").
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { parseArgs, styleText } from 'node:util';
import { start as startLocalIdentity, DEFAULT_CLIENT_ID, DEFAULT_TENANT_ID } from '@org/local-identity';
import { LOCAL_DEMO_ACCOUNTS } from '../src/http/local-demo-accounts.ts';
import { findPostgresBinDir, startPostgresServer } from '../test/setup/postgres-server.ts';
import { MAX_CONNECTIONS_PER_CLIENT } from './balancer.ts';
import { findHaproxy, startCluster } from './cluster.ts';

function usage(message?: string): never {
  if (message) console.error(styleText('red', `cluster: ${message}`));
  console.error(
    'Usage: pnpm --filter @org/api cluster [--instances N] [--port N] [--first-instance-port N] [--identity-port N]\n' +
      '                                      [--viewer-port N] [--frame-port N] [--max-connections-per-client N] [--verbose]',
  );
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      instances: { type: 'string', default: '3' },
      port: { type: 'string', default: '8080' },
      'first-instance-port': { type: 'string' },
      'identity-port': { type: 'string' },
      'viewer-port': { type: 'string', default: '5173' },
      'frame-port': { type: 'string', default: '5175' },
      'max-connections-per-client': { type: 'string', default: String(MAX_CONNECTIONS_PER_CLIENT) },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  usage((error as Error).message);
}
if (values.help) usage();
const number = (name: string, value: string | undefined, min = 0, max = 65535) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    usage(`--${name} must be a whole number (${min}–${max}), not "${value}"`);
  return n;
};
const instances = number('instances', values.instances, 1)!;
const port = number('port', values.port)!;
const firstInstancePort = number('first-instance-port', values['first-instance-port']);
const identityPort = number('identity-port', values['identity-port']) ?? 0;
const viewerPort = number('viewer-port', values['viewer-port'])!;
const framePort = number('frame-port', values['frame-port'])!;
// At most the balancer's own maxconn (cluster/balancer.ts).
const maxConnectionsPerClient = number('max-connections-per-client', values['max-connections-per-client'], 1, 4096)!;

const binDir = findPostgresBinDir();
if (!binDir) usage('PostgreSQL server binaries not found (apt-get install -y postgresql, or set PG_BIN_DIR)');
if (!findHaproxy()) usage('HAProxy not found at /usr/sbin/haproxy (apt-get install -y haproxy, or set HAPROXY_PATH)');

const step = (text: string) => console.log(styleText('dim', `… ${text}`));
const log = values.verbose ? (line: string) => console.log(styleText('dim', line)) : undefined;
const url = `http://127.0.0.1:${port}`;
const cleanups: (() => Promise<void>)[] = [];
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  step('stopping');
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));

try {
  step(`PostgreSQL from ${binDir}`);
  const postgres = await startPostgresServer(binDir);
  cleanups.push(() => postgres.stop());

  // The sign-in stand-in runs once, behind the balancer's URL (its issuer), so that every instance
  // trusts the same keys and an auth code issued through one request is redeemed by the same server.
  const identity = await startLocalIdentity({ port: identityPort, publicUrl: url, accounts: LOCAL_DEMO_ACCOUNTS });
  cleanups.push(() => identity.close());

  // One signing key for the local embed tokens, shared by the instances (one cached token per user).
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  step(`${instances} API instances (dist/main.js) and HAProxy`);
  const cluster = await startCluster({
    databaseUrl: postgres.url,
    instances,
    port,
    firstInstancePort,
    identityOrigin: `http://127.0.0.1:${identity.port}`,
    maxConnectionsPerClient,
    log,
    env: {
      SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(48).toString('base64url'),
      OIDC_ISSUER: identity.issuer,
      // The instances fetch the keys from the stand-in directly, not through the balancer.
      OIDC_JWKS_URI: `http://127.0.0.1:${identity.port}/${DEFAULT_TENANT_ID}/discovery/v2.0/keys`,
      ENTRA_CLIENT_ID: DEFAULT_CLIENT_ID,
      VIEWER_ORIGINS: `http://127.0.0.1:${viewerPort},http://localhost:${viewerPort}`,
      LOCAL_REPORT_ORIGIN: `http://localhost:${framePort}`,
      LOCAL_EMBED_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
    },
  });
  cleanups.push(() => cluster.stop());

  console.log(`
${styleText('bold', `API cluster on ${cluster.url}`)}  (HAProxy: round robin over the instances whose /readyz is 200, else over those
  whose /healthz is; at most ${maxConnectionsPerClient} connections per client address)
${cluster.instances.map((i) => `  ${i.name}  ${i.url}  (pid ${i.process.pid}; /metrics here)`).join('\n')}
  identity  http://127.0.0.1:${identity.port} (routed through ${cluster.url}/${DEFAULT_TENANT_ID}/…, /v1.0/me)
  database  ${postgres.url}

The viewer: VITE_API_BASE_URL=${cluster.url} (see apps/api/README.md, "A cluster on one machine").
Ctrl+C stops everything.`);

  for (const instance of cluster.instances) {
    instance.process.once('exit', (code, signal) => {
      if (!stopping) console.error(styleText('red', `${instance.name} exited (${code ?? signal})`));
    });
  }
} catch (error) {
  console.error(styleText('red', `cluster: ${(error as Error).message}`));
  await stop(1);
}
