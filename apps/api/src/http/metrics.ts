import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';

/** The API's Prometheus metrics, in a registry of its own (one per server, so tests do not share). */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  generateTokenCalls: Counter<'provider' | 'outcome'>;
  embedTokenCache: Counter<'result'>;
  rateLimitedLogins: Counter<'limit'>;
  /** Connections refused at MAX_CONNECTIONS, by how: answered 503, or reset past the headroom. */
  shedConnections: Counter<'answer'>;
  /** Idle keep-alive connections closed at MAX_CONNECTIONS to make room for new ones. */
  idleConnectionsClosed: Counter;
  /** Connections being served (over the cap ones not included). */
  openConnections: Gauge;
  /** MAX_CONNECTIONS. */
  maxConnections: Gauge;
}

export function createMetrics(db: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'api_' });
  const metrics: Metrics = {
    registry,
    httpRequests: new Counter({
      name: 'api_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'api_http_request_duration_seconds',
      help: 'Time from the request arriving to the response being sent',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    generateTokenCalls: new Counter({
      name: 'api_embed_generate_token_calls_total',
      help: 'Calls to the embed-token provider (Power BI GenerateToken or the local signer), by outcome',
      labelNames: ['provider', 'outcome'],
      registers: [registry],
    }),
    embedTokenCache: new Counter({
      name: 'api_embed_token_cache_total',
      help: 'Embed-token lookups: hit (cached or joined an in-flight call) or miss (provider called)',
      labelNames: ['result'],
      registers: [registry],
    }),
    rateLimitedLogins: new Counter({
      name: 'api_login_rate_limited_total',
      help: 'POST /login requests refused with 429, by the limit that refused them (account or ip)',
      labelNames: ['limit'],
      registers: [registry],
    }),
    shedConnections: new Counter({
      name: 'api_connections_shed_total',
      help: 'Connections refused over MAX_CONNECTIONS: answered 503 TOO_MANY_CONNECTIONS, or reset when even the headroom for answering was full',
      labelNames: ['answer'],
      registers: [registry],
    }),
    idleConnectionsClosed: new Counter({
      name: 'api_connections_idle_closed_total',
      help: 'Idle keep-alive connections closed at MAX_CONNECTIONS to make room for new ones',
      registers: [registry],
    }),
    openConnections: new Gauge({
      name: 'api_connections_open',
      help: 'Client connections being served (those refused over the cap not included)',
      registers: [registry],
    }),
    maxConnections: new Gauge({
      name: 'api_connections_max',
      help: 'MAX_CONNECTIONS: connections served at once before new ones get 503',
      registers: [registry],
    }),
  };
  // Both answers show from the start, at 0.
  for (const answer of ['503', 'reset']) metrics.shedConnections.inc({ answer }, 0);
  const poolStats = db.poolStats?.bind(db);
  if (poolStats) {
    const gauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(pick(poolStats()));
        },
      });
    gauge('api_db_pool_connections', 'PostgreSQL pool: open connections', (s) => s.total);
    gauge('api_db_pool_idle_connections', 'PostgreSQL pool: idle connections', (s) => s.idle);
    gauge('api_db_pool_waiting_requests', 'PostgreSQL pool: queries waiting for a connection', (s) => s.waiting);
  }
  return metrics;
}

interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
