import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportConfig, setUpHarness, type Embedded } from './support/harness';

// verifyTokens=<JWKS URL>: the frame checks access tokens the way the API's local embed tokens are
// made (ES256 JWS, aud = the frame's origin, exp, reportIds), with a JWKS served over HTTP (CORS *)
// from another origin, as the API serves /.well-known/embed-jwks.json.
const h = setUpHarness();
let jwksServer: Server;
let jwksUrl: string;
let privateKey: CryptoKey;
const KID = 'test-key';

beforeAll(async () => {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  privateKey = pair.privateKey;
  const jwk = { ...(await crypto.subtle.exportKey('jwk', pair.publicKey)), kid: KID, alg: 'ES256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/.well-known/embed-jwks.json`;
});
afterAll(() => new Promise((resolve) => jwksServer.close(resolve)));

const b64url = (text: string) => Buffer.from(text).toString('base64url');

/** A token for the frame server's origin and report R1, valid `seconds` from now (negative: expired). */
async function token(seconds: number, claims: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  const body = {
    iss: 'org-api',
    aud: h.frameServer.origin,
    reportIds: ['R1'],
    iat: now,
    exp: now + seconds,
    ...claims,
  };
  const input = `${b64url(JSON.stringify({ alg: 'ES256', kid: KID, typ: 'JWT' }))}.${b64url(JSON.stringify(body))}`;
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, Buffer.from(input));
  return `${input}.${Buffer.from(signature).toString('base64url')}`;
}

async function load(e: Embedded, accessToken: string) {
  return e.request('POST', '/report/load', reportConfig({ accessToken }), { headers: { uid: e.uid } });
}

const names = async (e: Embedded) => (await e.events()).map((ev) => ev.name);

describe('verifyTokens=<JWKS URL>', () => {
  it('loads with a valid token, takes a valid new one, and posts TokenExpired when that one runs out', async () => {
    const e = await h.embed({ noReady: '1', verifyTokens: jwksUrl });
    const first = await token(60);
    expect(await load(e, first)).toMatchObject({ ok: true, statusCode: 202 });
    await e.waitForEvent('rendered');
    const short = await token(2);
    expect(await e.request('POST', '/report/token', short)).toMatchObject({ ok: true, statusCode: 202 });
    expect(await e.frame.evaluate(() => window.fakeFrame!.state.accessToken)).toBe(short);
    const error = await e.waitForEvent('error');
    expect(error.body).toMatchObject({ message: 'TokenExpired', errorCode: '403', level: 6 });
    expect(await e.frame.evaluate(() => window.fakeFrame!.state.tokenExpired)).toBe(true);
  });

  it('[C-SWITCH-01] another report loaded into the same frame (an in-place switch) is checked against the id its load names', async () => {
    const e = await h.embed({ noReady: '1', verifyTokens: jwksUrl });
    expect(await load(e, await token(60))).toMatchObject({ ok: true, statusCode: 202 });
    await e.waitForEvent('rendered');
    const r2 = reportConfig({ id: 'R2', accessToken: await token(60, { reportIds: ['R2'] }) });
    expect(await e.request('POST', '/report/load', r2, { headers: { uid: e.uid } })).toMatchObject({ statusCode: 202 });
    await e.waitForEvent('rendered', 2);
    expect(await names(e)).not.toContain('error');
    expect(await e.frame.evaluate(() => document.querySelector<HTMLElement>('[data-phase]')?.dataset.itemId)).toBe(
      'R2',
    );
  });

  it('an expired token: the load is accepted, then the TokenExpired error event comes instead of loaded', async () => {
    const e = await h.embed({ noReady: '1', verifyTokens: jwksUrl });
    expect(await load(e, await token(-120))).toMatchObject({ ok: true, statusCode: 202 });
    expect((await e.waitForEvent('error')).body).toMatchObject({
      message: 'TokenExpired',
      detailedMessage: 'Access token has expired, resubmit with a new access token',
    });
    expect(await names(e)).toEqual(['error']);
  });

  it('a token for another report, another origin or with a forged signature is not authorized', async () => {
    const cases = [
      await token(60, { reportIds: ['R2'] }),
      await token(60, { aud: 'http://localhost:1' }),
      (await token(60)).replace(/\.[^.]+$/, `.${Buffer.alloc(64, 7).toString('base64url')}`),
      'TOKEN-0',
    ];
    for (const accessToken of cases) {
      const e = await h.embed({ noReady: '1', verifyTokens: jwksUrl });
      expect(await load(e, accessToken)).toMatchObject({ ok: true, statusCode: 202 });
      expect((await e.waitForEvent('error')).body).toMatchObject({
        message: 'PowerBINotAuthorizedException',
        errorCode: '403',
        level: 6,
      });
      expect(await names(e)).toEqual(['error']);
    }
  });

  it('refuses a bad new token with 403 and the error event, keeping the token it had', async () => {
    const e = await h.embed({ noReady: '1', verifyTokens: jwksUrl });
    const first = await token(60);
    await load(e, first);
    await e.waitForEvent('rendered');
    const answer = await e.request('POST', '/report/token', await token(60, { reportIds: ['R2'] }));
    expect(answer).toMatchObject({ ok: false, statusCode: 403, body: { message: 'PowerBINotAuthorizedException' } });
    expect((await e.waitForEvent('error')).body).toMatchObject({ message: 'PowerBINotAuthorizedException' });
    expect(await e.frame.evaluate(() => window.fakeFrame!.state.accessToken)).toBe(first);
  });

  it('without the switch, any token is taken as before', async () => {
    const e = await h.embed({ noReady: '1' });
    expect(await load(e, 'TOKEN-0')).toMatchObject({ ok: true, statusCode: 202 });
    await e.waitForEvent('rendered');
  });
});
