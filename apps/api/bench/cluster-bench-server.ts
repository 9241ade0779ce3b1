/**
 * The API as `pnpm bench:api -- --cluster` drives it: a throwaway PostgreSQL, BENCH_INSTANCES
 * instances of the production build behind HAProxy (cluster/cluster.ts), a local issuer, the local
 * embed provider (one signing key for all instances) and BENCH_USERS signed-in users with 5 reports
 * each. Prints one JSON line `{ url, tokens, instances }` when ready; on "stats" from stdin prints
 * `{ generateTokenCalls, users }` (summed over the instances' /metrics) and stops everything.
 * Run by bench/api-dashboards.bench.mjs, not by hand.
 */
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startCluster } from '../cluster/cluster.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { findPostgresBinDir, startPostgresServer } from '../test/setup/postgres-server.ts';
import { startOidcIssuer } from '../test/support/oidc-issuer.ts';
import { benchUserEmail, seedBenchUsers } from './seed-bench-users.ts';

const USERS = Number(process.env.BENCH_USERS ?? 50);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3);
const REPORTS_PER_USER = 5;

const binDir = findPostgresBinDir();
if (!binDir) throw new Error('--cluster needs the PostgreSQL server (apt-get install -y postgresql)');
// The instances run the production build: make it from the sources in the tree.
const tsup = path.join(
  path.dirname(createRequire(import.meta.url).resolve('tsup/package.json')),
  'dist/cli-default.js',
);
await promisify(execFile)(process.execPath, [tsup, '--silent'], {
  cwd: fileURLToPath(new URL('../', import.meta.url)),
});

const [postgres, issuer] = await Promise.all([startPostgresServer(binDir), startOidcIssuer()]);
const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const cluster = await startCluster({
  databaseUrl: postgres.url,
  instances: INSTANCES,
  env: {
    ...issuer.env(),
    SESSION_SECRET: 'bench-secret-with-at-least-thirty-two-chars',
    SEED_DEMO_DATA: 'false',
    LOCAL_EMBED_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  },
});

const db = await openPostgresDatabase(postgres.url);
await seedBenchUsers(db, USERS, REPORTS_PER_USER);
await db.close();

const tokens: string[] = [];
for (let u = 0; u < USERS; u += 1) {
  const username = benchUserEmail(u);
  const idToken = await issuer.mintIdToken({ oid: `oid-bench-${u}`, preferred_username: username });
  const response = await fetch(`${cluster.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken, account: { username } }),
  });
  if (!response.ok) throw new Error(`login of ${username}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { response: { access_token: string } };
  tokens.push(body.response.access_token);
}
process.stdout.write(`${JSON.stringify({ url: cluster.url, tokens, instances: INSTANCES })}\n`);

/** GenerateToken calls (the local signer's) of every instance, from their /metrics. */
async function generateTokenCalls(): Promise<number> {
  let total = 0;
  for (const instance of cluster.instances) {
    const text = await (await fetch(`${instance.url}/metrics`)).text();
    for (const line of text.split('\n')) {
      if (line.startsWith('api_embed_generate_token_calls_total{')) total += Number(line.split(' ').at(-1));
    }
  }
  return total;
}

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === 'stats') {
    process.stdout.write(`${JSON.stringify({ generateTokenCalls: await generateTokenCalls(), users: USERS })}\n`);
    break;
  }
}
await cluster.stop();
await Promise.all([issuer.close(), postgres.stop()]);
process.exit(0);
