import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLIENT_ID } from './support/oidc-issuer.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { openTestPostgres } from './support/test-databases.ts';
import { createIdTokenUses } from '../src/auth/id-token-uses.ts';
import { DirectoryStore } from '../src/db/directory-store.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';

interface LoginBody {
  status: number;
  error?: string;
  message?: string;
  response?: { access_token: string; expiration_time: number };
}

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

async function postLogin(body: unknown) {
  const response = await t.postLogin(body);
  return { status: response.status, headers: response.headers, body: (await response.json()) as LoginBody };
}

describe('POST /login', () => {
  it('[A-LOGIN-04] [M-ENTITY-03] [M-CONST-01] answers 200 with { response: { access_token, expiration_time }, status } for a known user', async () => {
    const before = Date.now();
    const idToken = await t.issuer.mintIdToken();
    const { status, body, headers } = await postLogin({
      idToken,
      account: { username: 'adele.vance@contoso.example' },
    });

    expect(status).toBe(200);
    expect(body.status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['response', 'status']);
    expect(typeof body.response!.access_token).toBe('string');
    // expiration_time is epoch milliseconds, SESSION_TTL_SECONDS (3600) from now.
    expect(body.response!.expiration_time).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    expect(body.response!.expiration_time).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000);
    expect(headers.get('cache-control')).toBe('no-store');

    const claims = decodeJwt(body.response!.access_token);
    expect(claims.email).toBe('adele.vance@contoso.example');
    expect(claims.exp! * 1000).toBe(body.response!.expiration_time);
  });

  it('[A-BASE-01] serves the routes under the configured base path only', async () => {
    const idToken = await t.issuer.mintIdToken();
    const origin = new URL(t.url).origin;
    const outside = await fetch(`${origin}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    expect(outside.status).toBe(404);
    expect(await outside.json()).toMatchObject({ status: 404, error: 'NOT_FOUND' });
    expect((await postLogin({ idToken })).status).toBe(200);
  });

  it('[M-ENTITY-02] finds the ID token on the account object too (MSAL AccountInfo.idToken)', async () => {
    const idToken = await t.issuer.mintIdToken();
    const { status } = await postLogin({ account: { username: 'x', idToken } });
    expect(status).toBe(200);
  });

  it('matches the user by e-mail case-insensitively and then by object id after the e-mail changes', async () => {
    const first = await postLogin({
      idToken: await t.issuer.mintIdToken({ oid: 'oid-alex', preferred_username: 'Alex.Wilber@CONTOSO.example' }),
    });
    expect(first.status).toBe(200);
    const renamed = await postLogin({
      idToken: await t.issuer.mintIdToken({ oid: 'oid-alex', preferred_username: 'awilber@new-domain.example' }),
    });
    expect(renamed.status).toBe(200);
    expect(decodeJwt(renamed.body.response!.access_token).sub).toBe(decodeJwt(first.body.response!.access_token).sub);
  });

  it('[M-CONST-01] answers 400 USER_NOT_FOUND for an unknown user', async () => {
    const idToken = await t.issuer.mintIdToken({
      oid: 'oid-stranger',
      preferred_username: 'stranger@elsewhere.example',
    });
    const { status, body } = await postLogin({ idToken });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, error: 'USER_NOT_FOUND' });
    expect(body.response).toBeUndefined();
  });

  it('answers 400 USER_NOT_FOUND for a disabled user', async () => {
    const idToken = await t.issuer.mintIdToken({
      oid: 'oid-former',
      preferred_username: 'former.staff@contoso.example',
    });
    const { status, body } = await postLogin({ idToken });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, error: 'USER_NOT_FOUND' });
  });

  it('[M-CONST-01] answers 403 TOKEN_EXPIRED for an expired ID token', async () => {
    const idToken = await t.issuer.mintIdToken({}, { expiresIn: -600 });
    const { status, body } = await postLogin({ idToken });
    expect(status).toBe(403);
    expect(body).toMatchObject({ status: 403, error: 'TOKEN_EXPIRED' });
  });

  it('answers 401 for an ID token with a wrong signature', async () => {
    const idToken = await t.issuer.mintIdToken({}, { signWithForeignKey: true });
    const { status, body } = await postLogin({ idToken });
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: 401, error: 'INVALID_ID_TOKEN' });
    expect(body.message).toMatch(/signature/);
  });

  it('answers 401, not 403, for a forged token that is also expired', async () => {
    const idToken = await t.issuer.mintIdToken({}, { signWithForeignKey: true, expiresIn: -600 });
    expect((await postLogin({ idToken })).status).toBe(401);
  });

  it('answers 401 for an ID token issued to another application (wrong audience)', async () => {
    const idToken = await t.issuer.mintIdToken({}, { audience: '99999999-8888-4777-8666-555555555555' });
    const { status, body } = await postLogin({ idToken });
    expect(status).toBe(401);
    expect(body.message).toMatch(/"aud"/);
  });

  it('answers 401 for an ID token from another issuer', async () => {
    const idToken = await t.issuer.mintIdToken(
      {},
      { issuer: 'https://login.microsoftonline.com/ffffffff-ffff-4fff-8fff-ffffffffffff/v2.0' },
    );
    const { status, body } = await postLogin({ idToken });
    expect(status).toBe(401);
    expect(body.message).toMatch(/"iss"/);
  });

  it('answers 401 for an unsigned ID token (alg: none)', async () => {
    const { status, body } = await postLogin({ idToken: t.issuer.unsignedIdToken() });
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: 401, error: 'INVALID_ID_TOKEN' });
  });

  it('answers 401 for an HS256 token keyed with the public key (algorithm confusion)', async () => {
    const { status } = await postLogin({ idToken: await t.issuer.hmacWithPublicKey() });
    expect(status).toBe(401);
  });

  it('answers 401 for a string that is not a JWT at all', async () => {
    const { status, body } = await postLogin({ idToken: 'not-a-jwt' });
    expect(status).toBe(401);
    expect(body.error).toBe('INVALID_ID_TOKEN');
  });

  it('answers 400 ID_TOKEN_REQUIRED when the body carries no ID token', async () => {
    const { status, body } = await postLogin({
      account: { username: 'adele.vance@contoso.example', localAccountId: 'oid-adele' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, error: 'ID_TOKEN_REQUIRED' });
    expect(body.message).toMatch(/idToken/);
  });

  it('does not trust account fields: the identity comes from the verified token', async () => {
    const idToken = await t.issuer.mintIdToken({ oid: 'oid-nobody', preferred_username: 'nobody@elsewhere.example' });
    const { status } = await postLogin({
      idToken,
      account: { username: 'adele.vance@contoso.example', localAccountId: 'oid-adele' },
    });
    expect(status).toBe(400);
  });

  it('answers 400 for malformed JSON and keeps serving', async () => {
    const { status, body } = await postLogin('{"idToken": ');
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, error: 'BAD_REQUEST', message: 'The request body must be valid JSON' });
    expect((await postLogin({ idToken: await t.issuer.mintIdToken() })).status).toBe(200);
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    const { status, body } = await postLogin('["a"]');
    expect(status).toBe(400);
    expect(body.error).toBe('BAD_REQUEST');
  });

  it('answers 413 for an oversized body and keeps serving', async () => {
    const { status, body } = await postLogin({ idToken: 'x'.repeat(t.config.limits.bodyBytes + 1) });
    expect(status).toBe(413);
    expect(body).toMatchObject({ status: 413, error: 'PAYLOAD_TOO_LARGE' });
    expect((await postLogin({ idToken: await t.issuer.mintIdToken() })).status).toBe(200);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await fetch(`${t.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ status: 415, error: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('audience is our client id', () => {
    expect(t.config.identity!.audience).toBe(CLIENT_ID);
  });
});

describe('[A-SEC-01] a linked account signs in only with its own oid', () => {
  const store = () => new DirectoryStore(t.database.db);
  const dashboards = async (accessToken: string) => {
    const response = await fetch(`${t.url}/dashboards`, { headers: { authorization: `Bearer ${accessToken}` } });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("[A-SEC-01] refuses another oid with the linked user's e-mail in another case: 403 ACCOUNT_LINKED_ELSEWHERE, audited, no dashboards", async () => {
    // Adele links oid-adele (the issuer's default claims).
    expect((await postLogin({ idToken: await t.issuer.mintIdToken() })).status).toBe(200);
    const idToken = await t.issuer.mintIdToken({
      oid: 'oid-intruder',
      preferred_username: 'Adele.Vance@Contoso.example',
    });
    const logsBefore = t.logs.length;
    const { status, body } = await postLogin({ idToken });

    expect(status).toBe(403);
    expect(body).toMatchObject({ status: 403, error: 'ACCOUNT_LINKED_ELSEWHERE' });
    expect(body.response).toBeUndefined();
    const adele = (await store().findUserForLogin(undefined, 'adele.vance@contoso.example'))!;
    expect(adele.entraObjectId).toBe('oid-adele');

    const lines = t.logs.slice(logsBefore);
    const audit = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.audit);
    expect(audit).toMatchObject({
      audit: 'login.account_linked_elsewhere',
      userId: adele.id,
      tokenOid: 'present',
      linkedOid: 'present',
    });
    expect(lines.join('\n')).not.toContain(idToken);
    expect(lines.join('\n')).not.toContain(idToken.split('.')[2]);
  });

  it('[A-SEC-01] links a pre-provisioned user without oid at first sign-in by preferred_username, then only that oid', async () => {
    const user = await store().addUser('New.Hire@contoso.example', 'New Hire');
    expect(user.entraObjectId).toBeNull();
    const first = await postLogin({
      idToken: await t.issuer.mintIdToken({ oid: 'oid-new-hire', preferred_username: 'new.hire@CONTOSO.example' }),
    });
    expect(first.status).toBe(200);
    expect(decodeJwt(first.body.response!.access_token).sub).toBe(user.id);
    expect((await store().findUserForLogin(undefined, 'new.hire@contoso.example'))!.entraObjectId).toBe('oid-new-hire');

    const other = await postLogin({
      idToken: await t.issuer.mintIdToken({ oid: 'oid-someone-else', preferred_username: 'new.hire@contoso.example' }),
    });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('ACCOUNT_LINKED_ELSEWHERE');
  });

  it('[A-SEC-01] never links on an unverified email claim alone', async () => {
    const user = await store().addUser('unverified.claim@contoso.example', 'Unverified Claim');
    const { status, body } = await postLogin({
      idToken: await t.issuer.mintIdToken({
        oid: 'oid-unverified',
        preferred_username: undefined,
        email: 'unverified.claim@contoso.example',
      }),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, error: 'USER_NOT_FOUND' });
    expect((await store().findUserForLogin(undefined, user.email))!.entraObjectId).toBeNull();

    // Nor does an email claim beside a preferred_username of nobody known.
    const mixed = await postLogin({
      idToken: await t.issuer.mintIdToken({
        oid: 'oid-unverified',
        preferred_username: 'someone@elsewhere.example',
        email: 'unverified.claim@contoso.example',
      }),
    });
    expect(mixed.status).toBe(400);
    expect((await store().findUserForLogin(undefined, user.email))!.entraObjectId).toBeNull();
  });

  it('[A-SEC-01] the linked oid still signs in (any name, after a refused intruder) and gets the dashboards', async () => {
    expect((await postLogin({ idToken: await t.issuer.mintIdToken() })).status).toBe(200);
    const intruder = await postLogin({
      idToken: await t.issuer.mintIdToken({ oid: 'oid-intruder-2', preferred_username: 'ADELE.VANCE@contoso.example' }),
    });
    expect(intruder.status).toBe(403);
    const { status, body } = await postLogin({
      idToken: await t.issuer.mintIdToken({ oid: 'oid-adele', preferred_username: 'adele@renamed.example' }),
    });
    expect(status).toBe(200);
    const adele = (await store().findUserForLogin('oid-adele', undefined))!;
    expect(decodeJwt(body.response!.access_token).sub).toBe(adele.id);
    const listed = await dashboards(body.response!.access_token);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('"id"');
  });
});

describe('[A-SEC-07] an ID token signs in once', () => {
  const store = () => new DirectoryStore(t.database.db);
  const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  it('[A-SEC-07] the same ID token again gets 403 ID_TOKEN_ALREADY_USED and an audit line; the record keeps a hash, never the token', async () => {
    const idToken = await t.issuer.mintIdToken();
    const account = { username: 'replay@contoso.example' };
    const first = await postLogin({ idToken, account });
    expect(first.status).toBe(200);
    const again = await postLogin({ idToken, account });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ status: 403, error: 'ID_TOKEN_ALREADY_USED', message: expect.any(String) });
    // The same token with its signature encoded otherwise (a spare bit of the last base64url
    // character flipped: the same signature bytes, a different string) is the same token.
    const [head, claims, signature] = idToken.split('.');
    const flipped = B64URL[B64URL.indexOf(signature.at(-1)!) ^ 1];
    const variant = `${head}.${claims}.${signature.slice(0, -1)}${flipped}`;
    expect(variant).not.toBe(idToken);
    expect((await postLogin({ idToken: variant, account })).body.error).toBe('ID_TOKEN_ALREADY_USED');

    const audit = t.logs
      .map((line) => JSON.parse(line) as { level: number; audit?: string; userId?: string })
      .filter((l) => l.audit === 'login.id_token_reused');
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expect(audit[0]).toMatchObject({ level: 40, userId: decodeJwt(first.body.response!.access_token).sub });
    expect(t.logs.join('\n')).not.toContain(signature);
    const rows = await t.database.db.query<{ token_hash: string }>('select token_hash from id_token_uses');
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(rows)).not.toContain(claims);
  });

  it('[A-SEC-07] of concurrent sign-ins with one ID token exactly one gets a session; a refused sign-in (unknown user) does not use the token up', async () => {
    // Alex: this file's sign-ins as Adele have used much of her per-account login budget.
    const idToken = await t.issuer.mintIdToken({ oid: 'oid-alex', preferred_username: 'alex.wilber@contoso.example' });
    const account = { username: 'alex.wilber@contoso.example' };
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () => postLogin({ idToken, account }).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([200, 403, 403, 403]);

    const newcomer = await t.issuer.mintIdToken({
      oid: 'oid-late-joiner',
      preferred_username: 'late.joiner@contoso.example',
    });
    const late = { idToken: newcomer, account: { username: 'late.joiner@contoso.example' } };
    expect((await postLogin(late)).status).toBe(400);
    await store().addUser('late.joiner@contoso.example', 'Late Joiner');
    expect((await postLogin(late)).status).toBe(200);
    expect((await postLogin(late)).status).toBe(403);
  });
});

describe.skipIf(!inject('postgresUrl'))('[A-SEC-07] one use per ID token across instances (PostgreSQL)', () => {
  it('[A-SEC-07] two instances (each with its own pool) claiming one token at once: exactly one wins, and an expired record is swept', async () => {
    const shared = await openTestPostgres();
    const other = await openPostgresDatabase(shared.url!);
    try {
      let now = Date.now();
      const instances = [createIdTokenUses(shared.db, () => now), createIdTokenUses(other, () => now)];
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => instances[i % 2].claim('hash-of-one-token', now + 60_000)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      // A minute later, past the record's end, the next claim sweeps it.
      now += 61_000;
      await instances[0].claim('hash-of-another-token', now + 60_000);
      await expect
        .poll(async () => (await shared.db.query('select token_hash from id_token_uses')).map((r) => r.token_hash), {
          timeout: 10_000,
        })
        .toEqual(['hash-of-another-token']);
    } finally {
      await other.close();
      await shared.dispose();
    }
  });
});
