import { apiRequest } from './api-request.ts';

/** One dashboard of `GET /dashboards` (spec §3). */
export interface DashboardItem {
  report: { id: string; name: string; url: string };
  embedToken: string;
  /** When the embed token expires (ISO 8601), if the API says; the viewer renews it before then. */
  embedTokenExpiration?: string;
}

export type DashboardsOutcome =
  | { kind: 'ok'; dashboards: DashboardItem[] }
  | { kind: 'unauthorized' }
  | { kind: 'failed'; status: number; message: string };

/** Loads the signed-in user's dashboards with `GET /dashboards` and `Authorization: Bearer <token>`. */
export async function fetchDashboards(token: string, signal?: AbortSignal): Promise<DashboardsOutcome> {
  const { status, body } = await apiRequest<unknown>('GET', '/dashboards', { token, signal });
  if (status === 401) return { kind: 'unauthorized' };
  if (status !== 200) {
    const message = (body as { message?: unknown } | undefined)?.message;
    return {
      kind: 'failed',
      status,
      message: `The dashboards could not be loaded (HTTP ${status}${typeof message === 'string' ? `: ${message}` : ''}).`,
    };
  }
  const problem = findShapeProblem(body);
  if (problem) return { kind: 'failed', status, message: `The dashboards response is malformed: ${problem}.` };
  return { kind: 'ok', dashboards: body as DashboardItem[] };
}

/** Names the first field of the list that is not what the viewer expects, or undefined. */
function findShapeProblem(body: unknown): string | undefined {
  if (!Array.isArray(body)) return 'expected a list of dashboards';
  for (const [index, item] of body.entries()) {
    const report = (item as DashboardItem | null)?.report;
    for (const field of ['id', 'name', 'url'] as const) {
      if (typeof report?.[field] !== 'string') return `[${index}].report.${field} must be a string`;
    }
    if (typeof (item as DashboardItem).embedToken !== 'string') return `[${index}].embedToken must be a string`;
    const expiration = (item as DashboardItem).embedTokenExpiration;
    if (expiration !== undefined && (typeof expiration !== 'string' || Number.isNaN(Date.parse(expiration)))) {
      return `[${index}].embedTokenExpiration must be an ISO 8601 date`;
    }
  }
  return undefined;
}
