import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createIdTokenVerifier, createIssuerKeys, type IdTokenVerifier } from '../src/auth/id-token-verifier.ts';
import { createSessionTokens } from '../src/auth/session-tokens.ts';
import { DirectoryStore } from '../src/db/directory-store.ts';
import { ManualClock } from './support/manual-clock.ts';
import { CLIENT_ID } from './support/oidc-issuer.ts';
import { startTestApi, type TestApi, type TestApiOptions } from './support/test-api.ts';

// The identity provider's signing keys rotating and becoming unreachable. Each test has its own API
// and issuer, and the API's waits (the 5 s between JWKS fetches, the 5 s fetch timeout) run on a
// manual clock: the test sees a login wait, moves the clock by the wait, and sees the login go on.

const REFETCH_INTERVAL_MS = 5000;
const FETCH_TIMEOUT_MS = 5000;

/** An API of this test's own, closed when the test ends. */
async function api(overrides: TestApiOptions['overrides'], options: TestApiOptions = {}): Promise<TestApi> {
  const t = await startTestApi({ ...options, overrides });
  onTestFinished(() => t.close());
  return t;
}

const foreignKey = generateKeyPair('RS256');

/** A well-formed ID token signed by a key the issuer never published, under a made-up kid. */
async function tokenWithUnknownKid(t: TestApi, kid: string): Promise<string> {
  const { privateKey } = await foreignKey;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ oid: 'oid-adele', preferred_username: 'adele.vance@contoso.example' })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(t.issuer.issuer)
    .setAudience(CLIENT_ID)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(privateKey);
}

async function answer(response: Promise<Response>) {
  const r = await response;
  return { response: r, body: (await r.json()) as Record<string, unknown> };
}

const login = async (t: TestApi) => answer(t.postLogin({ idToken: await t.issuer.mintIdToken() }));

describe('identity provider keys', () => {
  it('[A-FAULT-03] after the issuer rotates its signing key, tokens signed with the new key are accepted after one JWKS refetch; unknown kids cannot make the API hammer the JWKS', async () => {
    const clock = new ManualClock();
    // The API's own verifier on the clock, built as createApi builds it; it counts the logins that
    // have asked for a key, so the test knows when all of them are waiting.
    let verify: IdTokenVerifier = () => Promise.reject(new Error('not ready'));
    let keyRequests = 0;
    let keyRequested = () => {};
    const t = await api({ timers: clock, verifyIdToken: (idToken) => verify(idToken) });
    const keys = createIssuerKeys(t.api.identity, clock);
    verify = createIdTokenVerifier(t.api.identity, {
      ...keys,
      getKey(header, token) {
        keyRequests += 1;
        const key = keys.getKey(header, token);
        keyRequested();
        return key;
      },
    });
    const keysRequested = (count: number) =>
      new Promise<void>((resolve) => {
        keyRequested = () => keyRequests >= count && resolve();
        keyRequested();
      });

    await t.login();
    expect(t.issuer.jwksRequests).toBe(1);

    // Rotated right after our fetch: the new kid waits for the next allowed refetch (5 s), and no longer.
    await t.issuer.rotateKey();
    const startedAt = clock.now();
    const rotating = login(t);
    await clock.sleeping();
    expect(clock.pendingSleeps()).toEqual([REFETCH_INTERVAL_MS]);
    clock.advance(REFETCH_INTERVAL_MS - 1);
    expect(clock.pendingSleeps()).toEqual([1]);
    expect(t.issuer.jwksRequests).toBe(1);
    clock.advance(1);
    const rotated = await rotating;
    expect(rotated.response.status).toBe(200);
    expect(t.issuer.jwksRequests).toBe(2);
    expect(clock.now() - startedAt).toBe(REFETCH_INTERVAL_MS);
    await t.login();
    expect(t.issuer.jwksRequests).toBe(2);

    // Forty logins with kids the issuer never published, all waiting at once: one more fetch between them, all 401.
    const asked = keyRequests;
    const forging = Promise.all(
      Array.from({ length: 40 }, async (_, i) =>
        answer(
          t.postLogin({
            idToken: await tokenWithUnknownKid(t, `made-up-${i}`),
            account: { username: `someone.${i}@contoso.example` },
          }),
        ),
      ),
    );
    await keysRequested(asked + 40);
    expect(clock.pendingSleeps()).toEqual([REFETCH_INTERVAL_MS]);
    expect(t.issuer.jwksRequests).toBe(2);
    clock.advance(REFETCH_INTERVAL_MS);
    const forged = await forging;
    for (const { response, body } of forged) {
      expect(response.status).toBe(401);
      expect(body).toMatchObject({ status: 401, error: 'INVALID_ID_TOKEN' });
    }
    expect(t.issuer.jwksRequests).toBe(3);
    expect(clock.sleeps).toEqual([REFETCH_INTERVAL_MS, REFETCH_INTERVAL_MS]);
    console.info(
      `[A-FAULT-03] rotated key accepted after the ${REFETCH_INTERVAL_MS} ms refetch pause with 1 refetch; 40 unknown kids: 1 more fetch (JWKS fetches in all: ${t.issuer.jwksRequests})`,
    );
  });

  it('[A-FAULT-04] with the issuer keys unreachable (connection reset, or no answer), POST /login answers 503 IDENTITY_PROVIDER_UNAVAILABLE with Retry-After, and /dashboards keeps working for valid sessions', async () => {
    const [clock, silentClock] = [new ManualClock(), new ManualClock()];
    const t = await api({ timers: clock });
    // A second API with its own issuer, on the first one's database (this is not a test of the database).
    const silent = await api(
      { timers: silentClock },
      { database: { db: t.api.db, dispose: async () => {} }, seed: false },
    );
    t.issuer.setJwksFault('reset');
    silent.issuer.setJwksFault('hang');

    // Until the next allowed fetch, a second login is answered 503 at once (the clock not moved), without asking again.
    const refused = await login(t);
    const again = await login(t);
    expect(clock.sleeps).toEqual([]);

    // No answer: the fetch is cut off by its 5 s timeout, and only then.
    const asked = silent.issuer.nextJwksRequest();
    const hangingLogin = login(silent);
    await asked;
    expect(silentClock.pendingTimeouts()).toEqual([FETCH_TIMEOUT_MS]);
    silentClock.advance(FETCH_TIMEOUT_MS);
    const hanging = await hangingLogin;

    for (const answered of [refused, again, hanging]) {
      expect(answered.response.status).toBe(503);
      expect(answered.body).toEqual({
        status: 503,
        error: 'IDENTITY_PROVIDER_UNAVAILABLE',
        message: expect.any(String),
      });
      expect(Number(answered.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect(refused.response.headers.get('retry-after')).toBe('5');
    expect(hanging.response.headers.get('retry-after')).toBe('5');
    expect(t.issuer.jwksRequests).toBe(1);
    expect(silent.issuer.jwksRequests).toBe(1);
    console.info(
      `[A-FAULT-04] JWKS reset: login 503, then 503 again without a fetch; JWKS hanging: 503 once the ${FETCH_TIMEOUT_MS} ms fetch timeout passed`,
    );

    // Sessions are the API's own tokens: signed in earlier (minted here with the API's signer).
    const adele = await new DirectoryStore(t.api.db).findUserForLogin(undefined, 'adele.vance@contoso.example');
    const session = await createSessionTokens(t.config.session).issue(adele!);
    for (let i = 0; i < 5; i += 1) {
      const dashboards = await fetch(`${t.url}/dashboards`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(dashboards.status).toBe(200);
      expect(((await dashboards.json()) as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('[A-FAULT-04] with the issuer down, tokens signed with an already fetched key still sign in: the kept keys serve', async () => {
    const t = await api({ timers: new ManualClock() });
    await t.login();
    t.issuer.setJwksFault('reset');
    const again = await login(t);
    expect(again.response.status).toBe(200);
    expect(t.issuer.jwksRequests).toBe(1);
  });
});
