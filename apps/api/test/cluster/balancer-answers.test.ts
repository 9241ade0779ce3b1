/**
 * HAProxy as cluster/balancer.ts configures it, in front of a stand-in instance whose answers the test
 * chooses: the balancer's own answers (404, 502, 503, 504) in the API's error shape, the pool of
 * live instances it falls back on when none is ready, and the X-Forwarded-For it sends. Quick (no
 * PostgreSQL, no build); the whole cluster is test/cluster/cluster.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BALANCER_SOURCE_ADDRESS, findHaproxy, startBalancer, type Balancer } from '../../cluster/balancer.ts';
import { freePort } from '../support/free-port.ts';

const VIEWER = 'http://viewer.test:5173';

if (!findHaproxy() && process.env.CI) throw new Error('[balancer tests] HAProxy not found');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(url: string, target: string, o: { method?: string; headers?: Record<string, string> } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      { host: hostname, port, path: target, method: o.method ?? 'GET', headers: o.headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`${target}: no answer`)));
    req.on('error', reject);
    req.end();
  });
}

/** The balancer's own answer: the API's error shape, no X-Served-By, a request id, CORS for the viewer. */
function expectBalancerAnswer(answer: Answer, status: number, error: string, retryAfter?: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body)).toEqual({ status, error, message: expect.any(String) });
  expect(answer.headers['retry-after']).toBe(retryAfter);
  expect(answer.headers['x-served-by']).toBeUndefined();
  expect(answer.headers['x-request-id']).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
}

describe.skipIf(!findHaproxy())('the balancer in front of a stand-in instance', () => {
  let dir: string;
  let balancer: Balancer;
  let instance: Server;
  let ready = true;
  const seen: { xff: string | undefined; forwarded: string | undefined; from: string | undefined }[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'org-api-balancer-'));
    const port = await freePort();
    instance = createServer((req, res) => {
      if (req.url === '/readyz') return void res.writeHead(ready ? 200 : 503).end();
      if (req.url === '/healthz') return void res.writeHead(200).end();
      if (req.url === '/not-http') return void req.socket.end('this is not an HTTP answer\r\n\r\n');
      if (req.url === '/hang') return;
      seen.push({
        xff: req.headers['x-forwarded-for'] as string,
        forwarded: req.headers.forwarded,
        from: req.socket.remoteAddress,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => instance.listen(port, '127.0.0.1', resolve));
    balancer = await startBalancer({
      dir,
      port: await freePort(),
      servers: [{ name: 'api1', port }],
      viewerOrigins: [VIEWER],
      checkIntervalMs: 100,
      maxConnectionsPerClient: 50,
      serverTimeoutMs: 500,
      log: () => {},
    });
    await vi.waitFor(async () => expect((await balancer.backendState()).map((s) => s.status)).toEqual(['UP']), {
      timeout: 10_000,
      interval: 50,
    });
  }, 30_000);

  afterAll(async () => {
    await balancer?.stop();
    await new Promise((resolve) => instance?.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('[A-SEC-02] sends X-Forwarded-For as the address of the connection, not appended to what the client wrote, from the one address the instances trust', async () => {
    const answer = await send(balancer.url, '/dashboards', {
      headers: { 'x-forwarded-for': '10.99.0.1', forwarded: 'for=10.99.0.2' },
    });
    expect(answer.status).toBe(200);
    expect(seen.at(-1)).toEqual({ xff: '127.0.0.1', forwarded: undefined, from: BALANCER_SOURCE_ADDRESS });
  });

  it('[A-SEC-03] its own 404, 502 and 504 are in the API’s error shape (502 and 504 with Retry-After), with a request id and CORS for a viewer', async () => {
    const origin = { origin: VIEWER };
    const notFound = await send(balancer.url, '/%6detrics', { headers: origin });
    expectBalancerAnswer(notFound, 404, 'NOT_FOUND');
    expect(notFound.headers['access-control-allow-origin']).toBe(VIEWER);
    expect(notFound.headers['access-control-expose-headers']).toBe('X-Request-Id, Retry-After');
    // Another origin gets no CORS header.
    const elsewhere = await send(balancer.url, '/metrics', { headers: { origin: 'https://evil.example' } });
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();

    expectBalancerAnswer(await send(balancer.url, '/not-http', { headers: origin }), 502, 'BAD_GATEWAY', '2');
    // A POST is not replayed on another try, so its timeout is answered at once.
    expectBalancerAnswer(await send(balancer.url, '/hang', { method: 'POST' }), 504, 'GATEWAY_TIMEOUT', '2');
  });

  it('[A-SEC-03] when no instance is ready, those that are alive still get the requests (they answer in their own words); only when none is alive does the balancer answer 503 with Retry-After', async () => {
    ready = false;
    await vi.waitFor(async () => expect((await balancer.backendState('api')).map((s) => s.status)).toEqual(['DOWN']), {
      timeout: 10_000,
      interval: 50,
    });
    const degraded = await send(balancer.url, '/dashboards');
    expect(degraded.status).toBe(200);
    expect(degraded.headers['x-served-by']).toBe('api1');

    await new Promise((resolve) => instance.close(resolve));
    instance.closeAllConnections();
    await vi.waitFor(
      async () => expect((await balancer.backendState('api_live')).map((s) => s.status)).toEqual(['DOWN']),
      { timeout: 10_000, interval: 50 },
    );
    expectBalancerAnswer(
      await send(balancer.url, '/dashboards', { headers: { origin: VIEWER } }),
      503,
      'SERVICE_UNAVAILABLE',
      '2',
    );
  });
});
