import { createRemoteJWKSet, decodeJwt, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REPORTS, DEMO_USERS } from '../src/db/demo-data.ts';
import { DirectoryStore } from '../src/db/directory-store.ts';
import { createDashboardService, type Dashboard } from '../src/dashboards/dashboard-service.ts';
import { createSharedTokenCache } from '../src/embed/shared-token-cache.ts';
import { createTokenCipher } from '../src/embed/token-cipher.ts';
import { SESSION_SECRET, startTestApi, type TestApi } from './support/test-api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

async function getDashboards(authorization?: string) {
  const response = await fetch(`${t.url}/dashboards`, { headers: authorization ? { authorization } : {} });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Dashboard[] & { status?: number; error?: string; message?: string },
  };
}

const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
/** The reports Adele (the default login) is seeded with: the five, not the hospital estate's 240. */
const ADELE_REPORTS = DEMO_REPORTS.filter((r) =>
  DEMO_USERS.find((u) => u.email === 'adele.vance@contoso.example')!.reports.includes(r.id),
);

describe('GET /dashboards', () => {
  it("[A-DASH-03] [A-DASH-05] [M-ENTITY-01] answers 200 with the user's [{ report: { id, name, url }, embedToken, embedTokenExpiration }]", async () => {
    const token = await t.login();
    const { status, body, headers } = await getDashboards(`Bearer ${token}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toHaveLength(ADELE_REPORTS.length);
    for (const item of body) {
      expect(Object.keys(item).sort()).toEqual(['embedToken', 'embedTokenExpiration', 'report']);
      expect(Object.keys(item.report).sort()).toEqual(['id', 'name', 'url']);
      expect(item.report.url).toBe(`http://127.0.0.1:5175/reportEmbed?reportId=${item.report.id}`);
      expect(typeof item.embedToken).toBe('string');
    }
    expect(body.map((d: Dashboard) => d.report.name)).toEqual(byName(ADELE_REPORTS.map((r) => r.name)));
  });

  it('lists only the reports assigned to the user', async () => {
    const token = await t.login({ oid: 'oid-alex', preferred_username: 'alex.wilber@contoso.example' });
    const { body } = await getDashboards(`Bearer ${token}`);
    expect(body.map((d: Dashboard) => d.report.id).sort()).toEqual(
      [DEMO_REPORTS[0].id, DEMO_REPORTS[2].id, DEMO_REPORTS[4].id].sort(),
    );
  });

  it("[V-DAY-09] [V-DAY-10] lists Diego's 240 dashboards, numbers in names by value, tokens of 50 reports at most", async () => {
    const token = await t.login({ oid: 'oid-diego', preferred_username: 'diego.siciliani@contoso.example' });
    const { status, body } = await getDashboards(`Bearer ${token}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(240);
    const names = body.map((d: Dashboard) => d.report.name);
    expect(names.indexOf('Ward 2 Bed Occupancy')).toBeLessThan(names.indexOf('Ward 10 Bed Occupancy'));
    expect(names.indexOf('Évry Community Clinic Attendances')).toBeLessThan(
      names.indexOf('Gastroenterology Length of Stay'),
    );
    // As Power BI's GenerateToken, the local provider puts at most 50 reports in a token.
    const tokens = new Set(body.map((d: Dashboard) => d.embedToken));
    expect(tokens.size).toBe(5);
    for (const embedToken of tokens)
      expect((decodeJwt(embedToken).reportIds as string[]).length).toBeLessThanOrEqual(50);
  });

  it('[A-DASH-04] answers 401 without an Authorization header', async () => {
    const { status, body } = await getDashboards();
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: 401, error: 'UNAUTHORIZED' });
  });

  it('answers 401 for a non-Bearer Authorization header', async () => {
    expect((await getDashboards('Basic dXNlcjpwYXNz')).status).toBe(401);
  });

  it('answers 401 for a forged session token', async () => {
    const token = await t.login();
    const [header, payload] = token.split('.');
    const forged = await new SignJWT(decodeJwt(token))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough!!'));
    expect((await getDashboards(`Bearer ${forged}`)).status).toBe(401);
    // Same header and payload, signature of another token: still rejected.
    const other = await t.login({ oid: 'oid-alex', preferred_username: 'alex.wilber@contoso.example' });
    expect((await getDashboards(`Bearer ${header}.${payload}.${other.split('.')[2]}`)).status).toBe(401);
  });

  it('answers 401 for an expired session token', async () => {
    const expired = await new SignJWT({ email: 'adele.vance@contoso.example' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject((await new DirectoryStore(t.api.db).listUsers())[1].id)
      .setIssuer(t.config.session.issuer)
      .setAudience('org-viewer')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(SESSION_SECRET));
    const { status, body } = await getDashboards(`Bearer ${expired}`);
    expect(status).toBe(401);
    expect(body.message).toMatch(/expired/);
  });

  it('[A-SEC-06] answers 401 in the error shape, logged, for a validly signed session whose subject is not a user id (UUID)', async () => {
    for (const subject of ['not-a-uuid', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g', '']) {
      const session = await new SignJWT({ email: 'adele.vance@contoso.example' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer(t.config.session.issuer)
        .setAudience('org-viewer')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(SESSION_SECRET));
      const { status, body, headers } = await getDashboards(`Bearer ${session}`);
      expect({ subject, status, body }).toMatchObject({
        subject,
        status: 401,
        body: { status: 401, error: 'UNAUTHORIZED', message: 'The session token is not valid' },
      });
      const requestId = headers.get('x-request-id');
      expect(t.logs.some((line) => line.includes(requestId!) && line.includes('401'))).toBe(true);
    }
  });

  it('answers 401 once the user is disabled, even with a valid session token', async () => {
    const store = new DirectoryStore(t.api.db);
    await store.addUser('temp.locum@clinic.example', 'Temp Locum');
    await store.assignReports('temp.locum@clinic.example', [DEMO_REPORTS[1].id]);
    const token = await t.login({ oid: 'oid-locum', preferred_username: 'temp.locum@clinic.example' });
    expect((await getDashboards(`Bearer ${token}`)).status).toBe(200);
    await store.setDisabled('temp.locum@clinic.example', true);
    expect((await getDashboards(`Bearer ${token}`)).status).toBe(401);
  });

  it('answers 200 with an empty list for a user with no reports', async () => {
    const store = new DirectoryStore(t.api.db);
    await store.addUser('new.intern@clinic.example');
    const token = await t.login({ oid: 'oid-intern', preferred_username: 'new.intern@clinic.example' });
    expect(await getDashboards(`Bearer ${token}`)).toMatchObject({ status: 200, body: [] });
  });
});

describe('local embed tokens', () => {
  it('are ES256 tokens for the report host, verifiable with the JWKS the API publishes', async () => {
    const token = await t.login();
    const { body } = await getDashboards(`Bearer ${token}`);
    const jwksResponse = await fetch(`${t.url}/.well-known/embed-jwks.json`);
    expect(jwksResponse.headers.get('access-control-allow-origin')).toBe('*');
    const jwks = createRemoteJWKSet(new URL(`${t.url}/.well-known/embed-jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(body[0].embedToken, jwks, {
      audience: 'http://127.0.0.1:5175',
      issuer: 'org-api',
      algorithms: ['ES256'],
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.email).toBe('adele.vance@contoso.example');
    expect(payload.sub).toBe(decodeJwt(token).sub);
    expect((payload.reportIds as string[]).sort()).toEqual(ADELE_REPORTS.map((r) => r.id).sort());
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it("carry their expiry as embedTokenExpiration (ISO 8601, the token's exp)", async () => {
    const token = await t.login();
    const { body } = await getDashboards(`Bearer ${token}`);
    for (const item of body) {
      expect(item.embedTokenExpiration).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(item.embedTokenExpiration)).toBe(decodeJwt(item.embedToken).exp! * 1000);
    }
  });

  it('are minted once per user and reused across requests', async () => {
    const token = await t.login();
    const first = (await getDashboards(`Bearer ${token}`)).body;
    const again = await Promise.all([1, 2, 3].map(() => getDashboards(`Bearer ${token}`)));
    for (const { body } of again) expect(body[0].embedToken).toBe(first[0].embedToken);
  });

  it("one token opens all of a user's reports", async () => {
    const token = await t.login();
    const { body } = await getDashboards(`Bearer ${token}`);
    expect(new Set(body.map((d: Dashboard) => d.embedToken)).size).toBe(1);
  });
});

describe('directory cache (DIRECTORY_CACHE_SECONDS)', () => {
  it('serves a user from memory for the configured seconds, then sees a disabled user', async () => {
    let now = Date.now();
    const store = new DirectoryStore(t.api.db);
    const service = createDashboardService(store, t.api.provider, {
      tokens: createSharedTokenCache(t.api.db, {
        cipher: createTokenCipher(new TextEncoder().encode(SESSION_SECRET)),
        refreshMarginMs: 300_000,
        now: () => now,
      }),
      directoryCacheSeconds: 2,
      now: () => now,
    });
    const user = await store.addUser('cache.test@contoso.example');
    await store.assignReports('cache.test@contoso.example', [DEMO_REPORTS[3].id]);
    expect(await service.dashboardsFor(user.id)).toHaveLength(1);
    await store.setDisabled('cache.test@contoso.example', true);
    now += 1_000;
    expect(await service.dashboardsFor(user.id)).toHaveLength(1);
    now += 1_500;
    expect(await service.dashboardsFor(user.id)).toBeUndefined();
  });
});
