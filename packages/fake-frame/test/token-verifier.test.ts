import { describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../src/frame/token-verifier';

const FRAME = 'http://localhost:5175';
const JWKS_URL = 'http://127.0.0.1:3001/.well-known/embed-jwks.json';
const NOW = Date.parse('2026-11-22T10:00:00Z');
const R1 = 'report-1';

const b64url = (bytes: Uint8Array | string) =>
  Buffer.from(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes).toString('base64url');

async function keyPair(kid: string) {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = { ...(await crypto.subtle.exportKey('jwk', pair.publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { privateKey: pair.privateKey, jwk };
}

type Pair = Awaited<ReturnType<typeof keyPair>>;

/** A compact JWS as the API's local provider makes them (ES256, kid in the header). */
async function token(pair: Pair, claims: Record<string, unknown>, header: Record<string, unknown> = {}) {
  const signingInput = `${b64url(JSON.stringify({ alg: 'ES256', kid: pair.jwk.kid, typ: 'JWT', ...header }))}.${b64url(JSON.stringify(claims))}`;
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    pair.privateKey,
    new TextEncoder().encode(signingInput),
  );
  return `${signingInput}.${b64url(new Uint8Array(signature))}`;
}

const claims = (extra: Record<string, unknown> = {}) => ({
  iss: 'org-api',
  aud: FRAME,
  reportIds: [R1, 'report-2'],
  iat: NOW / 1000 - 10,
  exp: NOW / 1000 + 40,
  ...extra,
});

/** A verifier whose JWKS comes from `sets` (one per fetch, the last one repeated). */
function verifierWith(sets: Pair[][], now = NOW) {
  const fetched: string[] = [];
  const verify = createTokenVerifier({
    jwksUrl: JWKS_URL,
    audience: FRAME,
    now: () => now,
    fetch: async (url) => {
      fetched.push(String(url));
      const set = sets[Math.min(fetched.length - 1, sets.length - 1)];
      return new Response(JSON.stringify({ keys: set.map((p) => p.jwk) }), { status: 200 });
    },
  });
  return { verify, fetched };
}

describe('createTokenVerifier (verifyTokens)', () => {
  it('accepts a token signed by a key of the JWKS, for this origin and report, and tells its expiry', async () => {
    const pair = await keyPair('k1');
    const { verify, fetched } = verifierWith([[pair]]);
    expect(await verify(await token(pair, claims()), R1)).toEqual({ ok: true, expiresAt: NOW + 40_000 });
    // The key set is fetched once.
    await verify(await token(pair, claims()), R1);
    expect(fetched).toEqual([JWKS_URL]);
  });

  it('reports an expired token as TokenExpired, like the tokenExpired switch', async () => {
    const pair = await keyPair('k1');
    const { verify } = verifierWith([[pair]]);
    const verdict = await verify(await token(pair, claims({ exp: NOW / 1000 })), R1);
    expect(verdict).toMatchObject({
      ok: false,
      error: {
        message: 'TokenExpired',
        detailedMessage: 'Access token has expired, resubmit with a new access token',
        errorCode: '403',
        level: 6,
      },
    });
  });

  it('refuses a report the token does not open with PowerBINotAuthorizedException', async () => {
    const pair = await keyPair('k1');
    const { verify } = verifierWith([[pair]]);
    const verdict = await verify(await token(pair, claims()), 'report-9');
    expect(verdict).toMatchObject({
      ok: false,
      error: {
        message: 'PowerBINotAuthorizedException',
        errorCode: '403',
        level: 6,
        detailedMessage: expect.stringContaining('report-9'),
        technicalDetails: { requestId: expect.any(String) },
      },
    });
  });

  it('refuses another audience, a forged signature, another alg and garbage', async () => {
    const pair = await keyPair('k1');
    const stranger = await keyPair('k1'); // same kid, other key: a forgery
    const { verify } = verifierWith([[pair]]);
    const refused = async (t: unknown) => {
      const verdict = await verify(t, R1);
      expect(verdict.ok).toBe(false);
      return verdict.ok ? '' : `${verdict.error.message}: ${verdict.error.detailedMessage}`;
    };
    expect(await refused(await token(pair, claims({ aud: 'http://127.0.0.1:5175' })))).toMatch(
      /^PowerBINotAuthorizedException: .*127\.0\.0\.1:5175/,
    );
    expect(await refused(await token(stranger, claims()))).toMatch(/signature/);
    expect(await refused(await token(pair, claims(), { alg: 'HS256' }))).toMatch(/ES256/);
    expect(await refused('not.a.jwt')).toMatch(/PowerBINotAuthorizedException/);
    expect(await refused(undefined)).toMatch(/PowerBINotAuthorizedException/);
  });

  it('fetches the JWKS again for a key it does not know (the API restarted with a new key)', async () => {
    const old = await keyPair('old');
    const fresh = await keyPair('new');
    const { verify, fetched } = verifierWith([[old], [fresh]]);
    expect((await verify(await token(old, claims()), R1)).ok).toBe(true);
    expect((await verify(await token(fresh, claims()), R1)).ok).toBe(true);
    expect(fetched).toHaveLength(2);
    expect(await verify(await token(await keyPair('unknown'), claims()), R1)).toMatchObject({
      ok: false,
      error: { message: 'PowerBINotAuthorizedException', detailedMessage: expect.stringContaining('unknown') },
    });
  });

  it('checks no report when none is named (dashboard and tile embeds)', async () => {
    const pair = await keyPair('k1');
    const { verify } = verifierWith([[pair]]);
    expect((await verify(await token(pair, claims()), undefined)).ok).toBe(true);
  });
});
