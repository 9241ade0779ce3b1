import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryStore } from '../src/db/directory-store.ts';
import type { Dashboard } from '../src/dashboards/dashboard-service.ts';
import { notAuthorized, startFakePowerBi, type FakePowerBi } from './support/fake-powerbi.ts';
import { ManualClock } from './support/manual-clock.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const TENANT = '0d0d0d0d-1111-4222-8333-444444444444';
const SP_CLIENT = '5a5a5a5a-6b6b-4c7c-8d8d-9e9e9e9e9e9e';
const SECRET = 'sp-secret-value-never-logged';
const WS_CARE = 'aaaa0000-0000-4000-8000-000000000001';
const WS_OPS = 'aaaa0000-0000-4000-8000-000000000002';
const DS_CARE = 'dddd0000-0000-4000-8000-000000000001';
const DS_OPS = 'dddd0000-0000-4000-8000-000000000002';
const R_ADMISSIONS = 'eeee0000-0000-4000-8000-000000000001';
const R_WAITS = 'eeee0000-0000-4000-8000-000000000002';
const R_BEDS = 'eeee0000-0000-4000-8000-000000000003';
const R_GONE = 'eeee0000-0000-4000-8000-0000000000ff';
const MANY = Array.from({ length: 53 }, (_, i) => ({
  id: `ffff0000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Ward ${String(i).padStart(2, '0')}`,
  datasetId: DS_OPS,
}));

const clock = { offset: 0, now: () => Date.now() + clock.offset };
// The retries' waits (backoffs, a short Retry-After) pass at once, and are recorded.
const retryTimers = new ManualClock({ passSleeps: true });

let fake: FakePowerBi;
let t: TestApi;
let store: DirectoryStore;

beforeAll(async () => {
  fake = await startFakePowerBi({
    tenantId: TENANT,
    clientId: SP_CLIENT,
    clientSecret: SECRET,
    now: clock.now,
    workspaces: [
      {
        id: WS_CARE,
        reports: [
          { id: R_ADMISSIONS, name: 'Patient Admissions', datasetId: DS_CARE },
          { id: R_WAITS, name: 'ED Wait Times', datasetId: DS_CARE },
        ],
        rlsDatasets: [DS_CARE],
      },
      { id: WS_OPS, reports: [{ id: R_BEDS, name: 'Bed Occupancy', datasetId: DS_OPS }, ...MANY] },
    ],
  });
  t = await startTestApi({
    seed: false,
    env: { ...fake.env(), POWERBI_RLS_ROLES: 'Clinician' },
    overrides: { now: clock.now, timers: retryTimers },
  });
  store = new DirectoryStore(t.api.db);
  for (const r of [
    { id: R_ADMISSIONS, name: 'Admissions (db name)', workspaceId: WS_CARE },
    { id: R_WAITS, name: 'Waits', workspaceId: WS_CARE },
    { id: R_BEDS, name: 'Beds' },
    { id: R_GONE, name: 'Deleted in Power BI', workspaceId: WS_OPS },
    ...MANY.map((m) => ({ id: m.id, name: m.name, workspaceId: WS_OPS })),
  ]) {
    await store.upsertReport(r);
  }
  for (const [email, reports] of [
    ['adele.vance@contoso.example', [R_ADMISSIONS, R_WAITS, R_BEDS, R_GONE]],
    ['alex.wilber@contoso.example', [R_BEDS]],
    ['many.reports@contoso.example', MANY.map((m) => m.id)],
  ] as const) {
    await store.addUser(email);
    await store.assignReports(email, reports);
  }
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  clock.offset = 0;
});

async function dashboards(token: string) {
  const response = await fetch(`${t.url}/dashboards`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Dashboard[] & Record<string, unknown>,
  };
}

const loginAs = (email: string) => t.login({ oid: `oid-${email}`, preferred_username: email });

describe('powerbi embed-token provider against the Power BI REST stand-in', () => {
  it('lists the assigned reports with Power BI embed URLs and one multi-resource embed token', async () => {
    fake.calls.length = 0;
    const token = await loginAs('adele.vance@contoso.example');
    const { status, body } = await dashboards(token);
    expect(status).toBe(200);
    expect(body.map((d) => d.report.name)).toEqual(['Bed Occupancy', 'ED Wait Times', 'Patient Admissions']);
    expect(body.find((d) => d.report.id === R_BEDS)!.report.url).toBe(
      `https://app.powerbi.com/reportEmbed?reportId=${R_BEDS}&groupId=${WS_OPS}&w=2`,
    );
    expect(new Set(body.map((d) => d.embedToken)).size).toBe(1);
    expect(body[0].embedToken).toMatch(/^H4sI/);
    // GenerateToken's `expiration`, passed on so the viewer renews before it.
    expect(new Set(body.map((d) => d.embedTokenExpiration)).size).toBe(1);
    expect(Date.parse(body[0].embedTokenExpiration)).toBeGreaterThan(Date.now());

    // Client credentials with the Power BI scope, secret in the form body.
    const [tokenCall] = fake.callsTo('/oauth2/v2.0/token');
    expect(tokenCall.body).toMatchObject({
      grant_type: 'client_credentials',
      client_id: SP_CLIENT,
      client_secret: SECRET,
      scope: 'https://analysis.windows.net/powerbi/api/.default',
    });
    const generate = fake.callsTo('/GenerateToken');
    expect(generate).toHaveLength(1);
    const request = generate[0].body as {
      reports: { id: string }[];
      datasets: { id: string }[];
      identities: unknown[];
    };
    expect(request.reports.map((r) => r.id).sort()).toEqual([R_ADMISSIONS, R_WAITS, R_BEDS].sort());
    expect(request.datasets.map((d) => d.id).sort()).toEqual([DS_CARE, DS_OPS].sort());
    // Row-level security: the user's e-mail as effective identity with the configured roles.
    expect(request.identities).toEqual([
      {
        username: 'adele.vance@contoso.example',
        roles: ['Clinician'],
        datasets: expect.arrayContaining([DS_CARE, DS_OPS]),
      },
    ]);
    expect(generate[0].authorization).toMatch(/^Bearer eyJ/);
  });

  it('leaves out, and logs, an assigned report the workspaces no longer have', async () => {
    const token = await loginAs('adele.vance@contoso.example');
    const { body } = await dashboards(token);
    expect(body.map((d) => d.report.id)).not.toContain(R_GONE);
    expect(
      t.logs.some((line) => line.includes(R_GONE) && line.includes('not found in the configured Power BI workspaces')),
    ).toBe(true);
  });

  it('calls Power BI once per user per token lifetime, not per request (cache + one request in flight)', async () => {
    const token = await loginAs('alex.wilber@contoso.example');
    const before = fake.callsTo('/GenerateToken').length;
    const results = await Promise.all(Array.from({ length: 25 }, () => dashboards(token)));
    for (const r of results) expect(r.status).toBe(200);
    expect(new Set(results.map((r) => r.body[0].embedToken)).size).toBe(1);
    expect(fake.callsTo('/GenerateToken').length - before).toBe(1);
    // The service principal token and the workspace listing are cached too.
    expect(fake.callsTo('/oauth2/v2.0/token')).toHaveLength(1);
    expect(fake.callsTo(`/groups/${WS_OPS}/reports`)).toHaveLength(1);
  });

  it('renews the embed token shortly before it expires', async () => {
    const token = await loginAs('alex.wilber@contoso.example');
    const first = (await dashboards(token)).body[0].embedToken;
    clock.offset = 54 * 60_000; // 6 minutes before the 60-minute token expires: still fresh
    expect((await dashboards(token)).body[0].embedToken).toBe(first);
    clock.offset = 56 * 60_000; // inside the 5-minute refresh margin
    const renewed = (await dashboards(token)).body[0].embedToken;
    expect(renewed).not.toBe(first);
  });

  it('splits more than 50 reports over several tokens (GenerateToken takes at most 50)', async () => {
    const token = await loginAs('many.reports@contoso.example');
    const before = fake.callsTo('/GenerateToken').length;
    const { status, body } = await dashboards(token);
    expect(status).toBe(200);
    expect(body).toHaveLength(53);
    const calls = fake.callsTo('/GenerateToken').slice(before);
    expect(calls.map((c) => (c.body as { reports: unknown[] }).reports.length).sort()).toEqual([3, 50]);
    expect(new Set(body.map((d) => d.embedToken)).size).toBe(2);
  });

  it('gets a new service principal token and retries once when Power BI answers 401 to a revoked one', async () => {
    // A user with no cached embed token, so GenerateToken is called with the revoked token.
    await store.addUser('revoked.case@contoso.example');
    await store.assignReports('revoked.case@contoso.example', [R_BEDS]);
    const token = await loginAs('revoked.case@contoso.example');
    fake.revokeAccessTokens();
    const tokenCallsBefore = fake.callsTo('/oauth2/v2.0/token').length;
    const generateBefore = fake.callsTo('/GenerateToken').length;
    const { status } = await dashboards(token);
    expect(status).toBe(200);
    expect(fake.callsTo('/oauth2/v2.0/token').length - tokenCallsBefore).toBe(1);
    // The first GenerateToken got the 401, the retry with the new token succeeded.
    const generate = fake.callsTo('/GenerateToken').slice(generateBefore);
    expect(generate).toHaveLength(2);
    expect(generate[0].authorization).not.toBe(generate[1].authorization);
  });

  it('answers 502 EMBED_PROVIDER_FAILED when the service principal may not read the workspace (401 PowerBINotAuthorizedException)', async () => {
    clock.offset = 2 * 3600_000; // the report listing and tokens have expired
    fake.failNext(
      `/groups/${WS_OPS}/reports`,
      { status: 401, body: notAuthorized() },
      { status: 401, body: notAuthorized() },
    );
    const token = await loginAs('alex.wilber@contoso.example');
    const { status, body } = await dashboards(token);
    expect(status).toBe(502);
    expect(body).toMatchObject({ status: 502, error: 'EMBED_PROVIDER_FAILED' });
    expect(body.message).toContain('401 PowerBINotAuthorizedException');
    // The failure is not cached: the next request succeeds.
    expect((await dashboards(token)).status).toBe(200);
  });

  it('answers 502 when GenerateToken answers 403', async () => {
    clock.offset = 3 * 3600_000;
    fake.failNext('/GenerateToken', {
      status: 403,
      body: { error: { code: 'Forbidden', message: 'The service principal lacks Report.Read.All' } },
    });
    const token = await loginAs('alex.wilber@contoso.example');
    const { status, body } = await dashboards(token);
    expect(status).toBe(502);
    expect(body.message).toContain('403 Forbidden');
    expect(t.logs.some((line) => line.includes('lacks Report.Read.All'))).toBe(true);
  });

  it('waits and retries once on 429 with a short Retry-After', async () => {
    clock.offset = 4 * 3600_000;
    fake.failNext('/GenerateToken', {
      status: 429,
      headers: { 'retry-after': '1' },
      body: { error: { code: 'TooManyRequests' } },
    });
    const before = fake.callsTo('/GenerateToken').length;
    const token = await loginAs('alex.wilber@contoso.example');
    const waitsBefore = retryTimers.sleeps.length;
    expect((await dashboards(token)).status).toBe(200);
    expect(fake.callsTo('/GenerateToken').length - before).toBe(2);
    expect(retryTimers.sleeps.slice(waitsBefore)).toEqual([1000]);
  });

  it('answers 503 with Retry-After on 429 with a long Retry-After', async () => {
    clock.offset = 5 * 3600_000;
    fake.failNext('/GenerateToken', {
      status: 429,
      headers: { 'retry-after': '30' },
      body: { error: { code: 'TooManyRequests' } },
    });
    const token = await loginAs('alex.wilber@contoso.example');
    const { status, headers, body } = await dashboards(token);
    expect(status).toBe(503);
    expect(headers.get('retry-after')).toBe('30');
    expect(body).toMatchObject({ status: 503, error: 'EMBED_PROVIDER_FAILED' });
  });

  it('answers 502 when Entra ID rejects the service principal secret, without leaking it', async () => {
    clock.offset = 6 * 3600_000; // service principal token expired too
    fake.failNext('/oauth2/v2.0/token', {
      status: 401,
      body: {
        error: 'invalid_client',
        error_description: 'AADSTS7000215: Invalid client secret provided.\r\nTrace ID: x',
      },
    });
    const token = await loginAs('alex.wilber@contoso.example');
    const response = await fetch(`${t.url}/dashboards`, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    expect(response.status).toBe(502);
    expect(JSON.parse(text).message).toContain('invalid_client');
    expect(text).not.toContain(SECRET);
    expect(t.logs.join('\n')).not.toContain(SECRET);
    expect(t.logs.some((line) => line.includes('AADSTS7000215'))).toBe(true);
  });
});
