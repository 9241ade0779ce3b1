import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface FakeReport {
  id: string;
  name: string;
  datasetId: string;
}

export interface FakeWorkspace {
  id: string;
  reports: FakeReport[];
  /** Datasets with row-level security: GenerateToken needs an effective identity for them. */
  rlsDatasets?: string[];
}

export interface FakePowerBiOptions {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  workspaces: FakeWorkspace[];
  /** Lifetime of app-only access tokens and embed tokens, seconds. */
  accessTokenSeconds?: number;
  embedTokenSeconds?: number;
  now?: () => number;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
  /** When the request arrived (the stand-in's `now`). */
  at: number;
}

export interface ScriptedFailure {
  /** The status to answer with; `'hang'` never answers (until the stand-in closes). */
  status: number | 'hang';
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakePowerBi {
  /** Base URL for POWERBI_API_URL and POWERBI_AUTHORITY_HOST. */
  url: string;
  calls: RecordedCall[];
  callsTo(pathPart: string): RecordedCall[];
  /** Resolves with the next call whose path contains `pathPart` (call it before the request is sent). */
  nextCall(pathPart: string): Promise<RecordedCall>;
  /** The next requests whose path contains `pathPart` fail this way, in order. */
  failNext(pathPart: string, ...failures: ScriptedFailure[]): void;
  /** Invalidates every access token issued so far (as a revoked secret would). */
  revokeAccessTokens(): void;
  env(): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A stand-in for Entra ID's client-credentials endpoint and the Power BI REST API, answering
 * with the documented shapes: the token response, `GET groups/{id}/reports` (`{ value: [...] }`),
 * `POST GenerateToken` (`{ token, tokenId, expiration }`), and `{ error: { code, ... } }` failures.
 */
export async function startFakePowerBi(options: FakePowerBiOptions): Promise<FakePowerBi> {
  const now = options.now ?? Date.now;
  const calls: RecordedCall[] = [];
  let callWaiters: { pathPart: string; resolve: (call: RecordedCall) => void }[] = [];
  const scripted: { pathPart: string; failure: ScriptedFailure }[] = [];
  let validTokens = new Set<string>();
  const reportIndex = new Map<string, { workspace: FakeWorkspace; report: FakeReport }>();
  for (const workspace of options.workspaces) {
    for (const report of workspace.reports) reportIndex.set(report.id, { workspace, report });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const body = parseBody(req, raw);
    const call: RecordedCall = {
      method: req.method ?? '',
      path: url.pathname,
      body,
      authorization: req.headers.authorization,
      at: now(),
    };
    calls.push(call);
    const [waiting, others] = [
      callWaiters.filter((w) => call.path.includes(w.pathPart)),
      callWaiters.filter((w) => !call.path.includes(w.pathPart)),
    ];
    callWaiters = others;
    for (const w of waiting) w.resolve(call);

    const failureIndex = scripted.findIndex((s) => url.pathname.includes(s.pathPart));
    if (failureIndex >= 0) {
      const [{ failure }] = scripted.splice(failureIndex, 1);
      if (failure.status === 'hang') return;
      return send(res, failure.status, failure.body ?? '', failure.headers);
    }

    if (req.method === 'POST' && url.pathname === `/${options.tenantId}/oauth2/v2.0/token`) {
      return tokenEndpoint(res, body as Record<string, string>);
    }
    if (url.pathname.startsWith('/v1.0/myorg/')) {
      const bearer = req.headers.authorization?.replace(/^Bearer /, '');
      if (!bearer || !validTokens.has(bearer)) {
        return send(res, 401, '', { 'www-authenticate': 'Bearer authorization_uri=..., error="invalid_token"' });
      }
      const group = url.pathname.match(/^\/v1\.0\/myorg\/groups\/([^/]+)\/reports$/);
      if (req.method === 'GET' && group) return reportsInGroup(res, group[1]);
      if (req.method === 'POST' && url.pathname === '/v1.0/myorg/GenerateToken') return generateToken(res, body);
    }
    send(res, 404, { error: { code: 'NotFound', message: `No route ${req.method} ${url.pathname}` } });
  });

  function tokenEndpoint(res: ServerResponse, form: Record<string, string>) {
    if (form.grant_type !== 'client_credentials') {
      return send(
        res,
        400,
        aadError('unsupported_grant_type', 'AADSTS70003: The app requested an unsupported grant type.'),
      );
    }
    if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret) {
      return send(res, 401, aadError('invalid_client', 'AADSTS7000215: Invalid client secret provided.'));
    }
    if (form.scope !== 'https://analysis.windows.net/powerbi/api/.default') {
      return send(
        res,
        400,
        aadError('invalid_scope', `AADSTS1002012: The provided value for scope ${form.scope} is not valid.`),
      );
    }
    const token = `eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.${randomBytes(24).toString('base64url')}.sig`;
    validTokens.add(token);
    const seconds = options.accessTokenSeconds ?? 3599;
    send(res, 200, { token_type: 'Bearer', expires_in: seconds, ext_expires_in: seconds, access_token: token });
  }

  function reportsInGroup(res: ServerResponse, groupId: string) {
    const workspace = options.workspaces.find((w) => w.id === groupId);
    // The service answers 401 (not 404) when the principal is not a member of the workspace.
    if (!workspace) return send(res, 401, notAuthorized());
    send(res, 200, {
      '@odata.context': `https://wabi-fake.analysis.windows.net/v1.0/myorg/groups/${groupId}/$metadata#reports`,
      value: workspace.reports.map((r) => ({
        id: r.id,
        reportType: 'PowerBIReport',
        name: r.name,
        webUrl: `https://app.powerbi.com/groups/${groupId}/reports/${r.id}`,
        embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${r.id}&groupId=${groupId}&w=2`,
        isFromPbix: true,
        isOwnedByMe: true,
        datasetId: r.datasetId,
        datasetWorkspaceId: groupId,
        users: [],
        subscriptions: [],
      })),
    });
  }

  function generateToken(res: ServerResponse, body: unknown) {
    const request = body as {
      reports?: { id: string }[];
      datasets?: { id: string }[];
      identities?: { username: string; roles: string[]; datasets: string[] }[];
      lifetimeInMinutes?: number;
    };
    const reports = request.reports ?? [];
    if (reports.length === 0 && (request.datasets ?? []).length === 0) {
      return send(res, 400, {
        error: { code: 'InvalidRequest', message: 'GenerateToken requires at least one report or dataset' },
      });
    }
    if (reports.length > 50) {
      return send(res, 400, { error: { code: 'InvalidRequest', message: 'Maximum 50 reports per token' } });
    }
    for (const { id } of reports) {
      if (!reportIndex.has(id))
        return send(res, 404, { error: { code: 'PowerBIEntityNotFound', message: `Report ${id} not found` } });
    }
    const datasets = new Set((request.datasets ?? []).map((d) => d.id));
    for (const { id } of reports) {
      const { workspace, report } = reportIndex.get(id)!;
      if (workspace.rlsDatasets?.includes(report.datasetId)) {
        const covered = request.identities?.some((i) => i.datasets.includes(report.datasetId));
        if (!covered) {
          return send(res, 400, {
            error: {
              code: 'InvalidRequest',
              message: `Creating embed token for dataset ${report.datasetId} requires effective identity to be provided`,
            },
          });
        }
        if (!datasets.has(report.datasetId)) {
          return send(res, 400, {
            error: { code: 'InvalidRequest', message: `Dataset ${report.datasetId} must be listed in datasets` },
          });
        }
      }
    }
    const minutes = request.lifetimeInMinutes ?? (options.embedTokenSeconds ?? 3600) / 60;
    send(res, 200, {
      '@odata.context':
        'https://wabi-fake.analysis.windows.net/v1.0/myorg/$metadata#Microsoft.PowerBI.ServiceContracts.Api.V1.EmbedToken',
      token: `H4sIAAAAAAAEAC${randomBytes(30).toString('base64url')}`,
      tokenId: randomUUID(),
      expiration: new Date(now() + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    calls,
    callsTo: (pathPart) => calls.filter((c) => c.path.includes(pathPart)),
    nextCall: (pathPart) => new Promise((resolve) => callWaiters.push({ pathPart, resolve })),
    failNext(pathPart, ...failures) {
      for (const failure of failures) scripted.push({ pathPart, failure });
    },
    revokeAccessTokens() {
      validTokens = new Set();
    },
    env: () => ({
      EMBED_PROVIDER: 'powerbi',
      POWERBI_TENANT_ID: options.tenantId,
      POWERBI_CLIENT_ID: options.clientId,
      POWERBI_CLIENT_SECRET: options.clientSecret,
      POWERBI_WORKSPACE_IDS: options.workspaces.map((w) => w.id).join(','),
      POWERBI_API_URL: url,
      POWERBI_AUTHORITY_HOST: url,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Power BI's answer when the caller may not see the workspace. */
export function notAuthorized() {
  return {
    error: {
      code: 'PowerBINotAuthorizedException',
      'pbi.error': { code: 'PowerBINotAuthorizedException', parameters: {}, details: [], exceptionCulprit: 1 },
    },
  };
}

function aadError(error: string, description: string) {
  return {
    error,
    error_description: `${description}\r\nTrace ID: ${randomUUID()}\r\nCorrelation ID: ${randomUUID()}\r\nTimestamp: ${new Date().toISOString()}`,
    error_codes: [Number(description.match(/AADSTS(\d+)/)?.[1] ?? 0)],
    timestamp: new Date().toISOString(),
    trace_id: randomUUID(),
    correlation_id: randomUUID(),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

function parseBody(req: IncomingMessage, raw: string): unknown {
  if (!raw) return undefined;
  if (req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    ...(typeof body === 'string' ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    'request-id': randomUUID(),
    ...headers,
  });
  res.end(text);
}
