import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { createServer } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { LogStream } from './logger-options.ts';
import type { IdTokenVerifier } from '../auth/id-token-verifier.ts';
import type { SessionTokens } from '../auth/session-tokens.ts';
import type { Config } from '../config/load-config.ts';
import type { DashboardService } from '../dashboards/dashboard-service.ts';
import type { Database } from '../db/database.ts';
import type { DirectoryStore } from '../db/directory-store.ts';
import { ApiError } from './api-error.ts';
import { registerDashboardsRoute } from './dashboards-route.ts';
import { installErrorHandlers } from './error-handler.ts';
import { loggerOptions } from './logger-options.ts';
import { registerLoginRoute } from './login-route.ts';
import type { FrontHandler } from './local-identity-mount.ts';
import { registerMetaRoutes } from './meta-routes.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  store: DirectoryStore;
  verifyIdToken: IdTokenVerifier;
  sessions: SessionTokens;
  dashboards: DashboardService;
  embedJwks: JSONWebKeySet | undefined;
  logStream?: LogStream;
  /** Answers some requests before Fastify sees them (the mounted local identity). */
  frontHandler?: FrontHandler;
}

/** Assembles the Fastify server: security plugins, error shapes, and the routes under the base path. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, frontHandler } = deps;
  const serverFactory: FastifyServerFactory | undefined = frontHandler
    ? (handler) => createServer((req, res) => frontHandler(req, res, () => handler(req, res)))
    : undefined;
  const app = Fastify({
    ...(serverFactory ? { serverFactory } : {}),
    logger: loggerOptions(config.logLevel, deps.logStream),
    bodyLimit: config.limits.bodyBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });

  installErrorHandlers(app);
  // While shutting down, answer in-flight requests with `Connection: close` so keep-alive
  // sockets end with them and close() does not wait on idle clients.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // JSON only: a text/plain body is a client mistake (415), not a string to validate.
  app.removeContentTypeParser('text/plain');
  await app.register(helmet, {
    // A JSON API: nothing to render, nothing to frame.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  await app.register(cors, {
    origin: config.viewerOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'RATE_LIMITED', `Too many login attempts; retry in ${Math.ceil(context.ttl / 1000)} s`),
  });

  await app.register(
    async (api) => {
      registerLoginRoute(api, {
        verifyIdToken: deps.verifyIdToken,
        sessions: deps.sessions,
        store: deps.store,
        rateLimitPerMinute: config.limits.loginPerMinute,
      });
      registerDashboardsRoute(api, { sessions: deps.sessions, dashboards: deps.dashboards });
      registerMetaRoutes(api, { db: deps.db, embedJwks: deps.embedJwks });
    },
    { prefix: config.basePath },
  );
  return app;
}
