// GET /dashboards of apps/api under load: 200 connections for 20 s on loopback, requests
// rotating over 50 signed-in users. Prints requests/s, latency percentiles, errors, and how
// often the embed-token provider was called (once per user per token lifetime is the goal).
//
//   pnpm --filter @org/bench exec node api-dashboards.bench.mjs [--connections 200] [--duration 20]
//   --postgres: run the API on a throwaway local PostgreSQL (Debian's postgresql package)
//   instead of PGlite; or DATABASE_URL=postgres://… for an existing server.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '20' },
    users: { type: 'string', default: '50' },
    postgres: { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);

const apiDir = fileURLToPath(new URL('../apps/api/', import.meta.url));
const server = spawn(process.execPath, ['--import', 'tsx', 'bench/dashboards-bench-server.ts'], {
  cwd: apiDir,
  env: { ...process.env, BENCH_USERS: values.users, BENCH_POSTGRES: values.postgres ? '1' : '' },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const lines = createInterface({ input: server.stdout })[Symbol.asyncIterator]();
const nextJson = async () => {
  for (;;) {
    const { value, done } = await lines.next();
    if (done) throw new Error('bench server exited early');
    if (value.startsWith('{')) return JSON.parse(value);
  }
};

try {
  const { url, tokens, database } = await nextJson();
  let next = 0;
  const result = await autocannon({
    url: `${url}/dashboards`,
    connections,
    duration,
    // Each request takes the next user's token, so every user is hit from the first second.
    requests: [
      {
        method: 'GET',
        path: '/dashboards',
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
        }),
      },
    ],
  });
  server.stdin.write('stats\n');
  const stats = await nextJson();

  // autocannon's `errors` already counts timeouts.
  const errors = result.errors + result.non2xx;
  const rows = [
    ['database', database],
    ['connections', String(connections)],
    ['duration (s)', String(duration)],
    ['users', String(stats.users)],
    ['requests', String(result.requests.total)],
    ['requests/s (mean)', result.requests.average.toFixed(0)],
    ['latency p50 (ms)', String(result.latency.p50)],
    ['latency p99 (ms)', String(result.latency.p99)],
    ['latency max (ms)', String(result.latency.max)],
    ['errors (incl. timeouts) + non-2xx', String(errors)],
    ['embed-token provider calls', String(stats.generateTokenCalls)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\nGET /dashboards (apps/api, local embed provider)\n${'-'.repeat(width + 12)}`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  if (errors > 0) process.exitCode = 1;
  if (stats.generateTokenCalls !== stats.users) {
    console.log(`\nexpected ${stats.users} provider calls (one per user), saw ${stats.generateTokenCalls}`);
    process.exitCode = 1;
  }
} finally {
  // The server cleans up (database, temp folders, PostgreSQL) after "stats" or end of input.
  server.stdin.end();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
  if (server.exitCode === null && server.signalCode === null) await exited;
  clearTimeout(timer);
}
