// GET /dashboards of apps/api under load: 200 connections for 20 s on loopback, requests
// rotating over 50 signed-in users. Prints requests/s, latency percentiles, errors, and how
// often the embed-token provider was called (once per user per token lifetime is the goal).
//
//   pnpm --filter @org/bench exec node api-dashboards.bench.mjs [--connections 200] [--duration 20]
//   --postgres: run the API on a throwaway local PostgreSQL (Debian's postgresql package)
//   instead of PGlite; or DATABASE_URL=postgres://… for an existing server.
//   --cluster: the production build behind HAProxy on a throwaway PostgreSQL (apps/api/cluster),
//   once with 1 instance and once with 3, one after the other in the same run; prints both and the ratio.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  // `pnpm bench:api -- --cluster` hands the `--` on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '20' },
    users: { type: 'string', default: '50' },
    postgres: { type: 'boolean', default: false },
    cluster: { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const apiDir = fileURLToPath(new URL('../apps/api/', import.meta.url));

/**
 * Starts a bench server (a script of apps/api/bench that prints `{ url, tokens, … }`), loads
 * GET /dashboards through it with autocannon, asks it for the provider calls, and stops it.
 */
async function measure(script, env) {
  const server = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiDir,
    env: { ...process.env, BENCH_USERS: values.users, ...env },
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
    const ready = await nextJson();
    const { url, tokens } = ready;
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
    return { ready, result, stats };
  } finally {
    // The server cleans up (database, temp folders, PostgreSQL) after "stats" or end of input.
    server.stdin.end();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
    if (server.exitCode === null && server.signalCode === null) await exited;
    clearTimeout(timer);
  }
}

/** autocannon's `errors` already counts timeouts. */
const errorsOf = (result) => result.errors + result.non2xx;

function printRows(title, rows) {
  const width = Math.max(...rows.map(([k]) => k.length));
  const columns = rows[0].length - 1;
  console.log(`\n${title}\n${'-'.repeat(width + 14 * columns)}`);
  for (const [k, ...v] of rows) console.log(`${k.padEnd(width)}  ${v.map((x) => x.padStart(12)).join('')}`);
}

function checkProviderCalls(stats, label = '') {
  if (stats.generateTokenCalls !== stats.users) {
    console.log(`\nexpected ${stats.users} provider calls (one per user)${label}, saw ${stats.generateTokenCalls}`);
    process.exitCode = 1;
  }
}

if (values.cluster) {
  // Both behind the same HAProxy setup, on the same machine, one after the other: only the instance count differs.
  const runs = [];
  for (const instances of [1, 3]) {
    console.log(`… ${instances} instance${instances > 1 ? 's' : ''} behind HAProxy`);
    runs.push({
      instances,
      ...(await measure('bench/cluster-bench-server.ts', { BENCH_INSTANCES: String(instances) })),
    });
  }
  const [one, three] = runs;
  const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
  printRows(
    `GET /dashboards through HAProxy, PostgreSQL, local embed provider (${connections} connections, ${duration} s)`,
    [
      ['', '1 instance', '3 instances', '3 / 1'],
      [
        'requests/s (mean)',
        one.result.requests.average.toFixed(0),
        three.result.requests.average.toFixed(0),
        ratio(three.result.requests.average, one.result.requests.average),
      ],
      [
        'latency p50 (ms)',
        String(one.result.latency.p50),
        String(three.result.latency.p50),
        ratio(three.result.latency.p50, one.result.latency.p50),
      ],
      [
        'latency p99 (ms)',
        String(one.result.latency.p99),
        String(three.result.latency.p99),
        ratio(three.result.latency.p99, one.result.latency.p99),
      ],
      ['latency max (ms)', String(one.result.latency.max), String(three.result.latency.max), ''],
      ['requests', String(one.result.requests.total), String(three.result.requests.total), ''],
      ['errors + non-2xx', String(errorsOf(one.result)), String(errorsOf(three.result)), ''],
      ['provider calls', String(one.stats.generateTokenCalls), String(three.stats.generateTokenCalls), ''],
    ],
  );
  console.log(
    `\n${os.availableParallelism()} CPU cores here, shared by the load generator, HAProxy, PostgreSQL and the instances.`,
  );
  for (const run of runs) {
    if (errorsOf(run.result) > 0) process.exitCode = 1;
    checkProviderCalls(run.stats, ` with ${run.instances} instance(s)`);
  }
} else {
  const { ready, result, stats } = await measure('bench/dashboards-bench-server.ts', {
    BENCH_POSTGRES: values.postgres ? '1' : '',
  });
  const errors = errorsOf(result);
  printRows('GET /dashboards (apps/api, local embed provider)', [
    ['database', ready.database],
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
  ]);
  if (errors > 0) process.exitCode = 1;
  checkProviderCalls(stats);
}
