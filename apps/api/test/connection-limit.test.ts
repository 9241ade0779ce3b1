import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConnectionCap } from '../src/config/connection-cap.ts';
import { ConfigError } from '../src/config/config-error.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { parseRawResponse, rawExchange } from './support/raw-http.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const CAP = 4;

/** Polls `check` every 20 ms until it returns a value, or fails after `deadlineMs`. */
async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, deadlineMs = 10_000) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A connection that has sent `text` and stays open (reads what comes into `received`). */
function hold(port: number, text: string): Promise<Socket & { received: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1') as Socket & { received: string };
    socket.received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (socket.received += chunk));
    socket.once('error', reject);
    socket.once('connect', () => socket.write(text, () => resolve(socket)));
  });
}

const GET = 'GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n';

describe('connection cap [A-SEC-05]', () => {
  let t: TestApi;
  let port: number;
  const held: Socket[] = [];
  const openConnections = async () => (await t.api.metrics!.openConnections.get()).values[0]?.value ?? 0;
  const metricsText = () => t.api.metrics!.registry.metrics();
  beforeAll(async () => {
    t = await startTestApi({
      // Generous timeouts: the held requests must not be cut off while the test runs on a busy machine.
      env: { MAX_CONNECTIONS: String(CAP), HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '60000' },
    });
    port = Number(new URL(t.url).port);
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await t.close();
  });

  it('[A-SEC-05] past MAX_CONNECTIONS another client gets 503 TOO_MANY_CONNECTIONS in the API shape with Retry-After (not a reset), held clients are still served, a new client is served once connections go, and the refusals are counted and logged once', async () => {
    // CAP requests under way (headers not finished): not idle, so they are never closed to make room.
    for (let i = 0; i < CAP; i += 1) held.push(await hold(port, GET));
    await until('the held connections to be served', async () =>
      (await openConnections()) === CAP ? true : undefined,
    );

    const refused = [];
    for (let i = 0; i < 3; i += 1) {
      refused.push(await rawExchange(port, `${GET}Connection: close\r\n\r\n`));
    }
    for (const exchange of refused) {
      expect(exchange.closed).toBe(true);
      const answer = parseRawResponse(exchange.data);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: 503, error: 'TOO_MANY_CONNECTIONS', message: expect.any(String) });
      expect(answer.headers).toMatch(/\r\nretry-after: 2\r\n/);
      expect(answer.headers).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/);
      expect(answer.headers).toContain('\r\nconnection: close');
    }

    // A held client finishes its request: it is served although the instance is at its cap.
    const first = held[0] as Socket & { received: string };
    first.write('\r\n');
    await until('the held request to be answered', () => (first.received.includes('\r\n\r\n') ? true : undefined));
    expect(first.received).toMatch(/^HTTP\/1\.1 200 /);

    // Connections go: a new client is served again.
    for (const socket of held.splice(0, 2)) socket.destroy();
    await until('a new client to be served', async () => {
      const exchange = await rawExchange(port, `${GET}Connection: close\r\n\r\n`);
      const { status } = parseRawResponse(exchange.data);
      if (status === 503) refused.push(exchange);
      return status === 200 ? true : undefined;
    });

    const text = await metricsText();
    expect(text).toContain(`api_connections_shed_total{answer="503"} ${refused.length}`);
    expect(text).toContain('api_connections_shed_total{answer="reset"} 0');
    expect(text).toContain(`api_connections_max ${CAP}`);
    // One line for the wave of refusals, not one per connection (the summary follows after 10 s).
    const warnings = t.logs
      .map((line) => JSON.parse(line) as { level: number; msg: string; maxConnections?: number; reqId?: string })
      .filter((l) => l.level === 40 && l.msg.startsWith('connection limit'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ maxConnections: CAP, error: 'TOO_MANY_CONNECTIONS' });
    expect(warnings[0].reqId).toBe(/x-request-id: ([0-9a-f-]{36})/.exec(parseRawResponse(refused[0].data).headers)![1]);
  });

  it('[A-SEC-05] at MAX_CONNECTIONS, idle keep-alive connections are closed to make room: a new client is served, and the closing is counted', async () => {
    for (const socket of held.splice(0)) socket.destroy();
    await until('the earlier connections to go', async () => ((await openConnections()) === 0 ? true : undefined));
    // CAP keep-alive connections, each after one answered request: idle.
    const idle: (Socket & { received: string })[] = [];
    for (let i = 0; i < CAP; i += 1) {
      const socket = await hold(port, `${GET}\r\n`);
      held.push(socket);
      idle.push(socket);
      await until('the keep-alive answer', () => (socket.received.includes('"status":"ok"') ? true : undefined));
    }
    const closedByServer = idle.map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())));

    // Idle connections are closed at most once a second (the first test's refusals were the last
    // time): until then a new client may still get the 503.
    await until('a new client to be served', async () => {
      const { status } = parseRawResponse((await rawExchange(port, `${GET}Connection: close\r\n\r\n`)).data);
      expect([200, 503]).toContain(status);
      return status === 200 ? true : undefined;
    });
    await Promise.all(closedByServer);
    expect(await metricsText()).toContain(`api_connections_idle_closed_total ${CAP}`);
  });

  it('[A-SEC-05] past the headroom for answering (a tenth of the cap, at least 16) the oldest silent connection is reset: each refused connection is counted once, as 503 or as reset', async () => {
    for (const socket of held.splice(0)) socket.destroy();
    await until('the earlier connections to go', async () => ((await openConnections()) === 0 ? true : undefined));
    for (let i = 0; i < CAP; i += 1) held.push(await hold(port, GET));
    await until('the held connections to be served', async () =>
      (await openConnections()) === CAP ? true : undefined,
    );
    // Read at once: prom-client hands out its live values.
    const shed = async () => {
      const { values } = await t.api.metrics!.shedConnections.get();
      const counts = new Map(values.map((v) => [String(v.labels.answer), v.value]));
      return (answer: string) => counts.get(answer) ?? 0;
    };
    const before = await shed();
    // 20 connections that send nothing: each is answered after 1 s, unless a newer one needs its place.
    const flood = await Promise.all(Array.from({ length: 20 }, () => rawExchange(port, '', 10_000)));
    expect(flood.every((exchange) => exchange.closed)).toBe(true);
    const answered = flood.filter((exchange) => exchange.data.startsWith('HTTP/1.1 503 ')).length;
    const reset = flood.filter((exchange) => exchange.data === '').length;
    expect(answered + reset).toBe(20);
    const after = await shed();
    expect(after('503') - before('503')).toBe(answered);
    expect(after('reset') - before('reset')).toBe(reset);
  });

  it('[A-SEC-05] MAX_CONNECTIONS must be a whole number above 0 that leaves room below the open-file limit; by default 10,000, or half the limit when that is lower', () => {
    const problemsOf = (value: string) => {
      try {
        loadConfig({ LOCAL_IDENTITY: 'true', MAX_CONNECTIONS: value });
      } catch (error) {
        if (error instanceof ConfigError) return [...error.problems];
        throw error;
      }
      return [];
    };
    expect(problemsOf('many')).toEqual(['MAX_CONNECTIONS: expected a whole number (connections per instance)']);
    expect(problemsOf('0')).toEqual(['MAX_CONNECTIONS: expected a number above 0 (connections per instance)']);
    expect(problemsOf('2.5')).toEqual(['MAX_CONNECTIONS: expected a whole number (connections per instance)']);
    expect(problemsOf('500')).toEqual([]);
    expect(resolveConnectionCap(19_900, 20_000).problem).toMatch(
      /^MAX_CONNECTIONS: 19900 leaves no room below this process's open-file limit \(20000\); expected at most 18090/,
    );
    expect(resolveConnectionCap(18_090, 20_000)).toEqual({ maxConnections: 18_090 });
    expect(resolveConnectionCap(undefined, 20_000)).toEqual({ maxConnections: 10_000 });
    expect(resolveConnectionCap(undefined, 1024)).toEqual({ maxConnections: 512 });
    expect(resolveConnectionCap(undefined, undefined)).toEqual({ maxConnections: 10_000 });
  });
});
