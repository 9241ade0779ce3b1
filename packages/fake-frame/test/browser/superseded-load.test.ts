import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportConfig, setUpHarness } from './support/harness';

// A load replaced by a newer one while its token was still being checked (verifyTokens) says
// nothing afterwards: its verdict is not the newer load's, whose uid the frame's events now carry.
// The key set's fetches wait until the test lets them go: both loads are in before the first
// answers, and the second (for a token naming a key the frame does not hold) answers only after the
// newer load rendered, so the replaced load's verdict comes last on any machine.
const h = setUpHarness();
let jwksServer: Server;
let jwksUrl: string;
let privateKey: CryptoKey;
let fetches = 0;
// The key set's fetches wait until the test lets each go (the first and the second).
const gates = [0, 1].map(() => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
});
const KID = 'test-key';

beforeAll(async () => {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  privateKey = pair.privateKey;
  const jwk = { ...(await crypto.subtle.exportKey('jwk', pair.publicKey)), kid: KID, alg: 'ES256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    const answer = () => {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify({ keys: [jwk] }));
    };
    const gate = gates[fetches++];
    if (gate) void gate.gate.then(answer);
    else answer();
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/.well-known/embed-jwks.json`;
});
afterAll(() => {
  gates.forEach((gate) => gate.release());
  return new Promise((resolve) => jwksServer.close(resolve));
});

const b64url = (text: string) => Buffer.from(text).toString('base64url');

/** A token for the frame server's origin and report R1, valid a minute, signed as key `kid`. */
async function token(kid: string) {
  const now = Math.floor(Date.now() / 1000);
  const body = { iss: 'org-api', aud: h.frameServer.origin, reportIds: ['R1'], iat: now, exp: now + 60 };
  const input = `${b64url(JSON.stringify({ alg: 'ES256', kid, typ: 'JWT' }))}.${b64url(JSON.stringify(body))}`;
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, Buffer.from(input));
  return `${input}.${Buffer.from(signature).toString('base64url')}`;
}

describe('a load replaced while its token is checked', () => {
  it('[T-LATEST-02] posts no event after the newer load rendered, and the frame keeps showing the newer load', async () => {
    const e = await h.embed({ noReady: '1', verifyTokens: jwksUrl });
    const headers = { headers: { uid: e.uid } };
    // The first load's token names a key the frame has not got: its check fetches the key set again.
    const stale = reportConfig({ accessToken: await token('old-key') });
    const newer = reportConfig({ accessToken: await token(KID), pageName: 'ReportSection2' });
    const first = e.request('POST', '/report/load', stale, headers);
    const second = e.request('POST', '/report/load', newer, headers);
    // Both loads are in (the frame took the newer one's config) before the key set answers.
    await e.frame.waitForFunction(() => window.fakeFrame!.state.config?.pageName === 'ReportSection2');
    gates[0].release();
    expect(await second).toMatchObject({ ok: true, statusCode: 202 });
    await e.waitForEvent('rendered');
    gates[1].release();
    expect(await first).toMatchObject({ ok: true, statusCode: 202 });
    // Another request answered after the first load's: anything it posted would be here by now.
    expect(await e.request('GET', '/report/pages')).toMatchObject({ ok: true, statusCode: 200 });
    expect((await e.events()).map((event) => event.name)).toEqual(['loaded', 'rendered']);
    expect(await e.frame.evaluate(() => window.fakeFrame!.state.phase)).toBe('rendered');
  });
});
