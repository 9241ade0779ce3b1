import { generateKeyPair, SignJWT } from 'jose';
import { describe, it, type TestContext } from 'vitest';
import { createSessionTokens } from '../src/auth/session-tokens.ts';
import { DirectoryStore } from '../src/db/directory-store.ts';
import { CLIENT_ID } from './support/oidc-issuer.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// The identity provider's signing keys rotating and becoming unreachable. Each test has its own
// API and issuer, and most of its time is the API's own waits (the 5 s between JWKS fetches, the
// 5 s fetch timeout), so the tests run at the same time: the file takes as long as its longest test.

/** An API of this test's own, closed when the test ends. */
async function api({ onTestFinished }: TestContext): Promise<TestApi> {
  const t = await startTestApi();
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

async function timed(run: () => Promise<Response>) {
  const startedAt = Date.now();
  const response = await run();
  return { response, body: (await response.json()) as Record<string, unknown>, ms: Date.now() - startedAt };
}

const login = (t: TestApi) => timed(async () => t.postLogin({ idToken: await t.issuer.mintIdToken() }));

describe.concurrent('identity provider keys', () => {
  it('[A-FAULT-03] after the issuer rotates its signing key, tokens signed with the new key are accepted after one JWKS refetch; unknown kids cannot make the API hammer the JWKS', async (context) => {
    const { expect } = context;
    const t = await api(context);
    await t.login();
    expect(t.issuer.jwksRequests).toBe(1);

    // Rotated right after our fetch: the new kid waits for the next allowed refetch (≤ 5 s).
    await t.issuer.rotateKey();
    const rotated = await login(t);
    expect(rotated.response.status).toBe(200);
    expect(t.issuer.jwksRequests).toBe(2);
    expect(rotated.ms).toBeLessThan(15_000);
    await t.login();
    expect(t.issuer.jwksRequests).toBe(2);

    // Forty logins with kids the issuer never published: one more fetch between them, all 401.
    const forged = await Promise.all(
      Array.from({ length: 40 }, async (_, i) =>
        timed(async () =>
          t.postLogin({
            idToken: await tokenWithUnknownKid(t, `made-up-${i}`),
            account: { username: `someone.${i}@contoso.example` },
          }),
        ),
      ),
    );
    for (const { response, body } of forged) {
      expect(response.status).toBe(401);
      expect(body).toMatchObject({ status: 401, error: 'INVALID_ID_TOKEN' });
    }
    expect(t.issuer.jwksRequests).toBe(3);
    console.info(
      `[A-FAULT-03] rotated key accepted after ${rotated.ms} ms with 1 refetch; 40 unknown kids: 1 more fetch (JWKS fetches in all: ${t.issuer.jwksRequests}), slowest ${Math.max(...forged.map((f) => f.ms))} ms`,
    );
  });

  it('[A-FAULT-04] with the issuer keys unreachable (connection reset, or no answer), POST /login answers 503 IDENTITY_PROVIDER_UNAVAILABLE with Retry-After, and /dashboards keeps working for valid sessions', async (context) => {
    const { expect } = context;
    const [t, silent] = await Promise.all([api(context), api(context)]);
    t.issuer.setJwksFault('reset');
    silent.issuer.setJwksFault('hang');

    const [[refused, again], hanging] = await Promise.all([
      // Until the next allowed fetch, a second login is answered 503 at once, without asking again.
      login(t).then(async (first) => [first, await login(t)]),
      login(silent),
    ]);
    for (const answer of [refused, again, hanging]) {
      expect(answer.response.status).toBe(503);
      expect(answer.body).toEqual({ status: 503, error: 'IDENTITY_PROVIDER_UNAVAILABLE', message: expect.any(String) });
      expect(Number(answer.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Bounded by the 5 s fetch timeout, with slack for a loaded machine.
      expect(answer.ms).toBeLessThan(15_000);
    }
    expect(refused.response.headers.get('retry-after')).toBe('5');
    expect(hanging.response.headers.get('retry-after')).toBe('5');
    expect(t.issuer.jwksRequests).toBe(1);
    expect(silent.issuer.jwksRequests).toBe(1);
    console.info(
      `[A-FAULT-04] JWKS reset: login 503 after ${refused.ms} ms, then ${again.ms} ms without a fetch; JWKS hanging: 503 after ${hanging.ms} ms`,
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

  it('[A-FAULT-04] with the issuer down, tokens signed with an already fetched key still sign in: the kept keys serve', async (context) => {
    const { expect } = context;
    const t = await api(context);
    await t.login();
    t.issuer.setJwksFault('reset');
    const again = await login(t);
    expect(again.response.status).toBe(200);
    expect(t.issuer.jwksRequests).toBe(1);
  });
});
