import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { createServer, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
} from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { LogStream } from './logger-options.ts';
import { createIdTokenUses } from '../auth/id-token-uses.ts';
import type { IdTokenVerifier, IssuerKeys } from '../auth/id-token-verifier.ts';
import type { SessionTokens } from '../auth/session-tokens.ts';
import type { Config } from '../config/load-config.ts';
import type { DashboardService } from '../dashboards/dashboard-service.ts';
import type { Database } from '../db/database.ts';
import type { DirectoryStore } from '../db/directory-store.ts';
import { ApiError } from './api-error.ts';
import { registerDashboardsRoute } from './dashboards-route.ts';
import { limitConnections } from './connection-limit.ts';
import {
  answerConnect,
  clientErrorHandler,
  errorCodes,
  frameworkErrorHandler,
  installErrorHandlers,
} from './error-handler.ts';
import { loggerOptions } from './logger-options.ts';
import { createLoginRateLimit } from './login-rate-limit.ts';
import { postgresRateLimitStore } from './postgres-rate-limit-store.ts';
import { registerLoginRoute } from './login-route.ts';
import type { FrontHandler } from './local-identity-mount.ts';
import { registerMetaRoutes, type Readiness } from './meta-routes.ts';
import type { Metrics } from './metrics.ts';
import { clientRequestId, requestIdFor } from './request-id.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  store: DirectoryStore;
  verifyIdToken: IdTokenVerifier;
  /** The keys /login verifies with; /readyz checks they are loaded. */
  issuerKeys: IssuerKeys;
  sessions: SessionTokens;
  dashboards: DashboardService;
  embedJwks: JSONWebKeySet | undefined;
  readiness: Readiness;
  metrics: Metrics | undefined;
  logStream?: LogStream;
  /** Answers some requests before Fastify sees them (the mounted local identity). */
  frontHandler?: FrontHandler;
}

/** Assembles the Fastify server: security plugins, error shapes, and the routes under the base path. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, frontHandler, metrics } = deps;
  const { timeouts } = config;
  // Node's own timeouts: headers within HEADERS_TIMEOUT_MS, the whole request (with its body)
  // within REQUEST_TIMEOUT_MS, else `clientError` → 408 and the connection is closed. Node checks
  // them every `connectionsCheckingInterval`, so that runs often enough for the stated bound.
  const serverFactory: FastifyServerFactory = (handler) =>
    createServer(
      {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        keepAliveTimeout: timeouts.keepAliveMs,
        connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
        // Node would answer an HTTP/1.1 request without Host with an empty 400 and log nothing;
        // the onRequest hook below answers it in the API's shape [A-SEC-06].
        requireHostHeader: false,
      },
      // A request without Host goes straight to Fastify (the mounted identity builds URLs from it).
      frontHandler
        ? (req, res) => (lacksHost(req) ? handler(req, res) : frontHandler(req, res, () => handler(req, res)))
        : handler,
    );
  // The one log line per request: no URL query, no headers, so no token can end up in it.
  const recordRequest = (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? '(none)';
    const status = reply.statusCode;
    const durationMs = Math.round(reply.elapsedTime * 10) / 10;
    request.log.info(
      {
        method: request.method,
        route,
        path: request.url.split('?')[0],
        status,
        durationMs,
        error: errorCodes.get(request),
        // The caller's own id (a client's, a balancer's), when well-formed: only a separate field [A-SEC-07].
        clientRequestId: clientRequestId(request.raw),
      },
      'request',
    );
    if (metrics) {
      const labels = { method: request.method, route, status: String(status) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, durationMs / 1000);
    }
  };
  const app = Fastify({
    serverFactory,
    logger: loggerOptions(config.logLevel, deps.logStream),
    // One line per request, written on the response (see below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFor,
    bodyLimit: config.limits.bodyBytes,
    trustProxy: config.trustProxy,
    // Requests arriving while closing get 503 in the API's shape (onRequest below).
    return503OnClosing: false,
    clientErrorHandler,
    // A URL Fastify cannot decode is answered before routing, where no hook runs.
    frameworkErrors: (error, request, reply) => {
      reply.raw.once('finish', () => recordRequest(request, reply));
      frameworkErrorHandler(error, request, reply);
    },
  });

  installErrorHandlers(app);
  // At most MAX_CONNECTIONS connections served; more get 503 on the raw socket [A-SEC-05].
  if (metrics) metrics.maxConnections.set(config.maxConnections);
  const connectionLimit = limitConnections(app.server, {
    maxConnections: config.maxConnections,
    log: app.log,
    onShed: (answer) => metrics?.shedConnections.inc({ answer }),
    onIdleClosed: (count) => metrics?.idleConnectionsClosed.inc(count),
    onOpenChange: (open) => metrics?.openConnections.set(open),
  });
  // A CONNECT (a proxy tunnel) never reaches Fastify: Node hands the socket over here [A-SEC-06].
  app.server.on('connect', (req: IncomingMessage, socket: Socket) =>
    answerConnect(req, socket, {
      log: app.log,
      onAnswered: (status) => metrics?.httpRequests.inc({ method: 'CONNECT', route: '(none)', status: String(status) }),
    }),
  );
  // While shutting down, answer in-flight requests with `Connection: close` so keep-alive
  // sockets end with them and close() does not wait on idle clients.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    connectionLimit.close();
    done();
  });
  app.addHook('onRequest', async (request) => {
    if (closing) {
      throw new ApiError(503, 'SHUTTING_DOWN', 'This instance is shutting down; retry', { retryAfterSeconds: 1 });
    }
    if (lacksHost(request.raw)) {
      throw new ApiError(400, 'BAD_REQUEST', 'An HTTP/1.1 request must have a Host header');
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Closing, or a request without Host (Node closed those too): the connection ends with the answer.
    if (closing || lacksHost(request.raw)) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => recordRequest(request, reply));
  // JSON only: a text/plain body is a client mistake (415), not a string to validate.
  app.removeContentTypeParser('text/plain');
  await app.register(helmet, {
    // A JSON API: nothing to render, nothing to frame.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  await app.register(cors, {
    origin: config.viewerOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  // Login counters live in the database, so all instances on it share one budget.
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(deps.db) });

  await app.register(
    async (api) => {
      registerLoginRoute(api, {
        verifyIdToken: deps.verifyIdToken,
        sessions: deps.sessions,
        store: deps.store,
        idTokenUses: createIdTokenUses(deps.db),
        rateLimit: createLoginRateLimit(api, {
          perAccount: config.limits.loginPerMinute,
          perIp: config.limits.loginPerIpPerMinute,
          onLimited: (limit) => metrics?.rateLimitedLogins.inc({ limit }),
        }),
      });
      registerDashboardsRoute(api, { sessions: deps.sessions, dashboards: deps.dashboards });
      registerMetaRoutes(api, {
        db: deps.db,
        embedJwks: deps.embedJwks,
        issuerKeys: deps.issuerKeys,
        readiness: deps.readiness,
        metrics,
      });
    },
    { prefix: config.basePath },
  );
  return app;
}

/** An HTTP/1.1 request without a Host header (RFC 9112 §3.2: answered 400). */
function lacksHost(req: IncomingMessage): boolean {
  return req.httpVersionMajor === 1 && req.httpVersionMinor === 1 && req.headers.host === undefined;
}
