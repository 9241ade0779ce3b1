import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { Database } from '../db/database.ts';

/** Health probe for load balancers, and the public JWKS of local embed tokens. */
export function registerMetaRoutes(
  app: FastifyInstance,
  deps: { db: Database; embedJwks: JSONWebKeySet | undefined },
): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await deps.db.query('select 1');
      return { status: 'ok', database: deps.db.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: deps.db.kind });
    }
  });

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
