import type { FastifyInstance } from 'fastify';
import type { SessionTokens } from '../auth/session-tokens.ts';
import type { DashboardService } from '../dashboards/dashboard-service.ts';
import { ApiError } from './api-error.ts';

/** GET /dashboards: the signed-in user's reports, each with a fresh embed token. */
export function registerDashboardsRoute(
  app: FastifyInstance,
  deps: { sessions: SessionTokens; dashboards: DashboardService },
): void {
  app.get('/dashboards', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const session = await deps.sessions.verify(token);
    const dashboards = await deps.dashboards.dashboardsFor(session.userId, session.sessionVersion);
    if (!dashboards) throw new ApiError(401, 'UNAUTHORIZED', 'This account no longer has access; sign in again');
    reply.header('cache-control', 'no-store');
    return dashboards;
  });
}

function bearerToken(header: string | undefined): string {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match) throw new ApiError(401, 'UNAUTHORIZED', 'Authorization: Bearer <token> is required');
  return match[1];
}
