import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { IssuerKeys } from '../auth/id-token-verifier.ts';
import type { Database } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { ApiError } from './api-error.ts';
import type { Metrics } from './metrics.ts';

/** Whether this instance should get traffic; SIGTERM turns it off before the drain. */
export interface Readiness {
  /** From now on /readyz answers 503 SHUTTING_DOWN (the load balancer stops sending). */
  drain(): void;
  readonly draining: boolean;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

/** How long one readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 3000;

/** Liveness, readiness and metrics for operators; the public JWKS of local embed tokens. */
export function registerMetaRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    embedJwks: JSONWebKeySet | undefined;
    issuerKeys: IssuerKeys;
    readiness: Readiness;
    metrics: Metrics | undefined;
  },
): void {
  // Live: the process runs and its event loop answers. No dependency is checked here, so a
  // database outage does not make an orchestrator restart every instance.
  app.get('/healthz', async () => ({ status: 'ok', database: deps.db.kind }));

  app.get('/readyz', async (_request, reply) => {
    if (deps.readiness.draining) {
      throw new ApiError(503, 'SHUTTING_DOWN', 'Not ready: this instance is shutting down', { retryAfterSeconds: 1 });
    }
    const checks = await Promise.all([
      check('database', async () => {
        await deps.db.query('select 1');
      }),
      check('migrations', async () => {
        const pending = await pendingMigrations(deps.db);
        if (pending.length > 0) throw new Error(`not applied: ${pending.join(', ')}`);
      }),
      check('identityKeys', async () => {
        if (!(await deps.issuerKeys.loaded())) throw new Error("the issuer's signing keys could not be fetched");
      }),
    ]);
    const failed = checks.filter((c) => c.problem !== undefined);
    if (failed.length > 0) {
      throw new ApiError(503, 'NOT_READY', `Not ready: ${failed.map((c) => `${c.name} (${c.problem})`).join('; ')}`, {
        retryAfterSeconds: 1,
      });
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ready', checks: Object.fromEntries(checks.map((c) => [c.name, 'ok'])) };
  });

  const { metrics } = deps;
  if (metrics) {
    app.get('/metrics', async (_request, reply) => {
      reply.header('content-type', metrics.registry.contentType);
      reply.header('cache-control', 'no-store');
      return metrics.registry.metrics();
    });
  }

  const jwks = deps.embedJwks;
  if (jwks) {
    app.get('/.well-known/embed-jwks.json', async (_request, reply) => {
      // Public keys: any origin (the report host) may read them.
      reply.header('access-control-allow-origin', '*');
      reply.header('cache-control', 'public, max-age=300');
      return jwks;
    });
  }
}

async function check(name: string, run: () => Promise<void>): Promise<{ name: string; problem?: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return { name };
  } catch (error) {
    return { name, problem: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
