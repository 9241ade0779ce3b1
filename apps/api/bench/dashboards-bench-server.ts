/**
 * The API as the dashboards benchmark drives it: a local issuer, PGlite (or DATABASE_URL),
 * the local embed provider wrapped to count token mints, and USERS signed-in users. Prints one
 * JSON line `{ url, tokens }` when ready; prints `{ generateTokenCalls, users }` and exits on
 * "stats" from stdin. Run by bench/api-dashboards.bench.mjs, not by hand.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../src/config/load-config.ts';
import { createApi } from '../src/create-api.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { createEmbedProvider } from '../src/embed/create-embed-provider.ts';
import type { EmbedTokenProvider } from '../src/embed/embed-token-provider.ts';
import { findPostgresBinDir, startPostgresServer, type PostgresServer } from '../test/setup/postgres-server.ts';
import { startOidcIssuer } from '../test/support/oidc-issuer.ts';
import { benchUserEmail, seedBenchUsers } from './seed-bench-users.ts';

const USERS = Number(process.env.BENCH_USERS ?? 50);
const REPORTS_PER_USER = 5;

const issuer = await startOidcIssuer();
// BENCH_POSTGRES=1: a throwaway local PostgreSQL cluster, started like the tests start theirs.
let postgres: PostgresServer | undefined;
if (process.env.BENCH_POSTGRES === '1') {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('BENCH_POSTGRES=1 needs the PostgreSQL server (apt-get install postgresql)');
  postgres = await startPostgresServer(binDir);
}
const dataDir = await mkdtemp(path.join(tmpdir(), 'org-api-bench-'));
const config = loadConfig({
  ...issuer.env(),
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-with-at-least-thirty-two-chars',
  DATA_DIR: dataDir,
  DATABASE_URL: postgres?.url ?? process.env.DATABASE_URL ?? '',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT_PER_MINUTE: String(USERS * 2),
});

const db = await openDatabase(config.database);
await seedBenchUsers(db, USERS, REPORTS_PER_USER);

let generateTokenCalls = 0;
const { provider: local } = await createEmbedProvider(config, { log: console });
const counting: EmbedTokenProvider = {
  ...local,
  resolveReports: (assigned) => local.resolveReports(assigned),
  generateToken: (subject, reports) => {
    generateTokenCalls += 1;
    return local.generateToken(subject, reports);
  },
};

const api = await createApi(config, { db, provider: counting });
await api.app.listen({ host: '127.0.0.1', port: 0 });
const { port } = api.app.server.address() as { port: number };
const url = `http://127.0.0.1:${port}`;

const tokens: string[] = [];
for (let u = 0; u < USERS; u += 1) {
  const idToken = await issuer.mintIdToken({
    oid: `oid-bench-${u}`,
    preferred_username: benchUserEmail(u),
  });
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  const body = (await response.json()) as { response: { access_token: string } };
  tokens.push(body.response.access_token);
}
process.stdout.write(`${JSON.stringify({ url, tokens, database: db.kind })}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === 'stats') {
    process.stdout.write(`${JSON.stringify({ generateTokenCalls, users: USERS })}\n`);
    break;
  }
}
await api.close();
await issuer.close();
await postgres?.stop();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
