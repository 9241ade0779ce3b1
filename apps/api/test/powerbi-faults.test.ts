import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryStore } from '../src/db/directory-store.ts';
import { startFakePowerBi, type FakePowerBi, type ScriptedFailure } from './support/fake-powerbi.ts';
import { ManualClock } from './support/manual-clock.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Power BI REST answering 429 with Retry-After, 5xx and not at all, against the stand-in. The API's
// retries run on a manual clock that the stand-in records its calls by: each backoff or Retry-After
// wait passes as soon as it starts (the clock moves on by its length, so the gaps between the calls
// show it), and a hanging call is cut off when the test moves the clock by the per-attempt timeout.

const TENANT = '0d0d0d0d-1111-4222-8333-555555555555';
const SP_CLIENT = '5a5a5a5a-6b6b-4c7c-8d8d-8e8e8e8e8e8e';
const WORKSPACE = 'aaaa0000-0000-4000-8000-00000000000a';
const REPORT = 'eeee0000-0000-4000-8000-00000000000a';
// One attempt's bound in these tests; a call with its retries stays within twice this.
const TIMEOUT_MS = 1000;
// The first backoff: 250 ms plus up to a quarter of jitter.
const FIRST_BACKOFF_MAX_MS = 250 * 1.25;

const clock = new ManualClock({ passSleeps: true });
let fake: FakePowerBi;
let t: TestApi;
let store: DirectoryStore;
let users = 0;

beforeAll(async () => {
  fake = await startFakePowerBi({
    tenantId: TENANT,
    clientId: SP_CLIENT,
    clientSecret: 'sp-secret',
    now: () => clock.now(),
    workspaces: [{ id: WORKSPACE, reports: [{ id: REPORT, name: 'Ward Census', datasetId: 'ds-1' }] }],
  });
  t = await startTestApi({
    seed: false,
    env: { ...fake.env(), POWERBI_REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) },
    overrides: { timers: clock },
  });
  store = new DirectoryStore(t.api.db);
  await store.upsertReport({ id: REPORT, name: 'Ward Census', workspaceId: WORKSPACE });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A user with nothing cached yet: their first /dashboards calls GenerateToken. */
async function freshUser(): Promise<string> {
  users += 1;
  const email = `fault.${users}@contoso.example`;
  await store.addUser(email);
  await store.assignReports(email, [REPORT]);
  return t.login({ oid: `oid-fault-${users}`, preferred_username: email });
}

async function dashboards(token: string) {
  const started = clock.now();
  const response = await fetch(`${t.url}/dashboards`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as unknown,
    /** On the API's clock. */
    ms: clock.now() - started,
  };
}

/**
 * `dashboards(token)` while the calls to `pathPart` hang: as each hanging attempt arrives, the clock is
 * moved by the per-attempt timeout, which must cut it off for the request to go on.
 */
async function dashboardsWhileHanging(token: string, pathPart: string, attempts: number) {
  let arrived = fake.nextCall(pathPart);
  const answer = dashboards(token);
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await arrived;
    arrived = fake.nextCall(pathPart);
    clock.advance(TIMEOUT_MS);
  }
  return answer;
}

/** GenerateToken calls made by `run`, with the gaps between them (ms). */
async function generateCalls<T>(run: () => Promise<T>): Promise<{ result: T; count: number; gaps: number[] }> {
  const before = fake.callsTo('/GenerateToken').length;
  const result = await run();
  const calls = fake.callsTo('/GenerateToken').slice(before);
  return { result, count: calls.length, gaps: calls.slice(1).map((c, i) => c.at - calls[i].at) };
}

const failGenerate = (...failures: ScriptedFailure[]) => fake.failNext('/GenerateToken', ...failures);

describe('Power BI REST faults', () => {
  it('[A-FAULT-05] a hanging token endpoint is cut off per attempt, retried within the bound, then 503 in the API shape; the next request succeeds', async () => {
    // Nothing is cached yet: the first request needs the service principal's token.
    fake.failNext('/oauth2/v2.0/token', { status: 'hang' }, { status: 'hang' });
    const token = await freshUser();
    const failed = await dashboardsWhileHanging(token, '/oauth2/v2.0/token', 2);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ status: 503, error: 'EMBED_PROVIDER_FAILED', message: expect.any(String) });
    expect((failed.body as { message: string }).message).toMatch(/did not answer in time/);
    expect(fake.callsTo('/oauth2/v2.0/token')).toHaveLength(2);
    // Does not hang: two attempts within twice the per-attempt timeout, plus the backoff between them.
    expect(failed.ms).toBeLessThanOrEqual(2 * TIMEOUT_MS + FIRST_BACKOFF_MAX_MS);
    console.info(`[A-FAULT-05] token endpoint hanging: 503 after ${failed.ms} ms, 2 attempts`);
    expect((await dashboards(token)).status).toBe(200);
  });

  it('[A-FAULT-05] retries GenerateToken after 500s with a growing backoff and answers 200 on the third attempt', async () => {
    const token = await freshUser();
    failGenerate({ status: 500 }, { status: 500 });
    const { result, count, gaps } = await generateCalls(() => dashboards(token));
    expect(result.status).toBe(200);
    expect(count).toBe(3);
    // 250 ms, then 500 ms (each plus up to a quarter of jitter).
    expect(gaps[0]).toBeGreaterThanOrEqual(240);
    expect(gaps[1]).toBeGreaterThanOrEqual(490);
    console.info(`[A-FAULT-05] 500, 500, 200: gaps ${gaps.join(' ms, ')} ms`);
  });

  it('[A-FAULT-05] gives up after 3 attempts of 500 with 502 EMBED_PROVIDER_FAILED and caches nothing: the next request calls GenerateToken again', async () => {
    const token = await freshUser();
    failGenerate({ status: 500, body: { error: { code: 'InternalServerError' } } }, { status: 500 }, { status: 500 });
    const failed = await generateCalls(() => dashboards(token));
    expect(failed.count).toBe(3);
    expect(failed.result.status).toBe(502);
    expect(failed.result.body).toEqual({ status: 502, error: 'EMBED_PROVIDER_FAILED', message: expect.any(String) });
    expect((failed.result.body as { message: string }).message).toContain('500');

    const next = await generateCalls(() => dashboards(token));
    expect(next.result.status).toBe(200);
    expect(next.count).toBe(1);
  });

  it('[A-FAULT-05] honours a short Retry-After on 429 and 503 before retrying', async () => {
    const token = await freshUser();
    failGenerate(
      { status: 429, headers: { 'retry-after': '1' }, body: { error: { code: 'TooManyRequests' } } },
      { status: 503, headers: { 'retry-after': '1' } },
    );
    const { result, count, gaps } = await generateCalls(() => dashboards(token));
    expect(result.status).toBe(200);
    expect(count).toBe(3);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(990);
    console.info(`[A-FAULT-05] 429 (Retry-After 1), 503 (Retry-After 1), 200: gaps ${gaps.join(' ms, ')} ms`);
  });

  it('[A-FAULT-05] still throttled after 3 attempts, or told to wait past the 2 s cap: 503 with Retry-After, nothing cached', async () => {
    const throttled = { status: 429, headers: { 'retry-after': '1' }, body: { error: { code: 'TooManyRequests' } } };
    const token = await freshUser();
    failGenerate(throttled, throttled, throttled);
    const exhausted = await generateCalls(() => dashboards(token));
    expect(exhausted.count).toBe(3);
    expect(exhausted.result.status).toBe(503);
    expect(exhausted.result.retryAfter).toBe('1');
    expect(exhausted.result.body).toMatchObject({ status: 503, error: 'EMBED_PROVIDER_FAILED' });

    failGenerate({ status: 503, headers: { 'retry-after': '60' } });
    const long = await generateCalls(() => dashboards(token));
    expect(long.count).toBe(1);
    expect(long.result.status).toBe(503);
    expect(long.result.retryAfter).toBe('60');

    const next = await generateCalls(() => dashboards(token));
    expect(next.result.status).toBe(200);
    expect(next.count).toBe(1);
  });

  it('[A-FAULT-05] a hanging GenerateToken is cut off after the per-attempt timeout, retried once within the bound, then 503; nothing cached', async () => {
    const token = await freshUser();
    failGenerate({ status: 'hang' }, { status: 'hang' });
    const failed = await generateCalls(() => dashboardsWhileHanging(token, '/GenerateToken', 2));
    expect(failed.count).toBe(2);
    expect(failed.result.status).toBe(503);
    expect(failed.result.body).toMatchObject({ status: 503, error: 'EMBED_PROVIDER_FAILED' });
    expect(failed.result.ms).toBeLessThanOrEqual(2 * TIMEOUT_MS + FIRST_BACKOFF_MAX_MS);
    console.info(`[A-FAULT-05] GenerateToken hanging: 503 after ${failed.result.ms} ms, 2 attempts`);

    const next = await generateCalls(() => dashboards(token));
    expect(next.result.status).toBe(200);
    expect(next.count).toBe(1);
  });

  it('[A-FAULT-05] a Power BI API that refuses connections is tried 3 times, then 503 "could not be reached"', async () => {
    // Entra ID answers (the stand-in); the REST API's address has nothing listening. On the first API's
    // database (this is not a test of the database): its own users and reports are added to it.
    const refusing = await startTestApi({
      database: { db: t.api.db, dispose: async () => {} },
      seed: false,
      env: { ...fake.env(), POWERBI_API_URL: 'http://127.0.0.1:9', POWERBI_REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) },
      overrides: { timers: clock },
    });
    try {
      const refusingStore = new DirectoryStore(refusing.api.db);
      await refusingStore.upsertReport({ id: REPORT, name: 'Ward Census', workspaceId: WORKSPACE });
      await refusingStore.addUser('refused@contoso.example');
      await refusingStore.assignReports('refused@contoso.example', [REPORT]);
      const token = await refusing.login({ oid: 'oid-refused', preferred_username: 'refused@contoso.example' });
      const response = await fetch(`${refusing.url}/dashboards`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(503);
      const body = (await response.json()) as { message: string };
      expect(body).toMatchObject({ status: 503, error: 'EMBED_PROVIDER_FAILED' });
      expect(body.message).toMatch(/could not be reached/);
      expect(refusing.logs.some((line) => line.includes('could not connect (attempt 3)'))).toBe(true);
    } finally {
      await refusing.close();
    }
  });
});
