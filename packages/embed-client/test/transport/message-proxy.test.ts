import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbedError } from '../../src/embed-error';
import {
  MessageProxy,
  anyPeer,
  noPeers,
  type MessageHandler,
  type PeerPolicy,
  type RequestMessage,
} from '../../src/transport';
import { FakeWindow, flush, responder, type Incoming } from './support/fake-window';

const HOST = 'https://host.example';
const FRAME = 'https://app.powerbi.com';

const request = (url = '/report/pages', method: RequestMessage['method'] = 'GET'): RequestMessage => ({
  method,
  url,
  headers: {},
});

/** A host window with a proxy that takes any window as a peer, and a frame window whose answers the test chooses. */
function setup(answer: (request: Incoming) => Record<string, unknown> | undefined = () => undefined) {
  const host = new FakeWindow(HOST);
  const frame = responder(new FakeWindow(FRAME), answer);
  const proxy = new MessageProxy({ receiveWindow: host.receiver, name: 'host', peers: anyPeer });
  return { host, frame, proxy, target: host.handle(frame) };
}

/** The requests the host's proxy answered: what the frame received back. */
function repliesTo(win: FakeWindow, from: FakeWindow) {
  return from.posts.filter((post) => post.to === win);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MessageProxy: requests and responses', () => {
  it('sets headers.id to a tracking id in the reference format and resolves with the whole response', async () => {
    const { proxy, target, frame } = setup((req) => ({ statusCode: 200, statusText: 'OK', body: { url: req.url } }));
    const message = request();
    const response = await proxy.postMessage(target, message);
    expect(message.headers.id).toMatch(/^[0-9a-z]{1,6}$/);
    expect(response).toEqual({
      statusCode: 200,
      statusText: 'OK',
      body: { url: '/report/pages' },
      headers: { id: message.headers.id },
    });
    expect(frame.posts).toHaveLength(1);
    expect(proxy.pendingCount).toBe(0);
  });

  it('[C-HPM-04] resolves responses with a status in 200-299 and rejects the others with the whole response', async () => {
    let status = 0;
    const { proxy, target } = setup(() => ({ statusCode: status, body: status }));
    for (status of [200, 201, 204, 299]) {
      await expect(proxy.postMessage(target, request())).resolves.toMatchObject({ statusCode: status, body: status });
    }
    for (status of [100, 199, 300, 304, 400, 404, 500]) {
      await expect(proxy.postMessage(target, request())).rejects.toMatchObject({ statusCode: status, body: status });
    }
  });

  it('resolves a response without a numeric status (the reference counts it as success)', async () => {
    let answer: Record<string, unknown> = {};
    const { proxy, target } = setup(() => answer);
    answer = { warning: 'Handler for message: …' };
    await expect(proxy.postMessage(target, request())).resolves.toMatchObject({ warning: 'Handler for message: …' });
    answer = { statusCode: '500', body: 'text status' };
    await expect(proxy.postMessage(target, request())).resolves.toMatchObject({ body: 'text status' });
  });

  it('[C-HPM-05] rejects with the whole response when the frame answers with an error', async () => {
    const error = { message: 'TokenExpired', detailedMessage: 'Access token has expired', level: 6 };
    const { proxy, target } = setup(() => ({ statusCode: 403, statusText: 'Forbidden', body: error }));
    const failure = await proxy.postMessage(target, request('/report/load', 'POST')).catch((e: unknown) => e);
    expect(failure).toMatchObject({ statusCode: 403, statusText: 'Forbidden', body: error });
    expect(failure).not.toBeInstanceOf(Error);
  });

  it('matches answers by id when they arrive out of order', async () => {
    const held: Array<() => void> = [];
    const host = new FakeWindow(HOST);
    const frame = new FakeWindow(FRAME);
    frame.receiver.addEventListener('message', (event) => {
      const { data, source } = event as MessageEvent;
      held.push(() =>
        (source as Window).postMessage({ statusCode: 200, headers: { id: data.headers.id }, body: data.url }, HOST),
      );
    });
    const proxy = new MessageProxy({ receiveWindow: host.receiver, peers: anyPeer });
    const target = host.handle(frame);
    const answers = ['/a', '/b', '/c'].map((url) => proxy.postMessage(target, request(url)));
    await flush();
    held.reverse().forEach((send) => send());
    expect((await Promise.all(answers)).map((r) => r.body)).toEqual(['/a', '/b', '/c']);
  });

  it('gives 5000 requests in flight distinct ids and answers each one correctly', async () => {
    const { proxy, target } = setup((req) => ({ statusCode: 200, body: req.body }));
    const messages = Array.from({ length: 5000 }, (_, i) => ({ ...request('/echo', 'POST'), body: i }));
    const pending = messages.map((message) => proxy.postMessage(target, message));
    expect(new Set(messages.map((m) => m.headers.id)).size).toBe(5000);
    expect(proxy.pendingCount).toBe(5000);
    const bodies = (await Promise.all(pending)).map((r) => r.body);
    expect(bodies).toEqual(messages.map((_, i) => i));
    expect(proxy.pendingCount).toBe(0);
  });

  it('never reuses the id of a pending request, even when the random source repeats', async () => {
    // The same random value three times, then another: the second request must skip the repeats.
    const values = [123456789, 123456789, 123456789, 987654321];
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(((array: Uint32Array) => {
      array[0] = values.shift() ?? 42424242;
      return array;
    }) as never);
    const { proxy, target } = setup();
    const first = request();
    const second = request();
    void proxy.postMessage(target, first, { timeout: 0 }).catch(() => {});
    void proxy.postMessage(target, second, { timeout: 0 }).catch(() => {});
    expect(first.headers.id).toBe((123456789).toString(36).slice(1));
    expect(second.headers.id).toBe((987654321).toString(36).slice(1));
    proxy.rejectPending(target, new Error('done'));
  });

  it('posts to the origin its peer policy names ("*" with anyPeer, as the reference does)', async () => {
    const { proxy, target, host } = setup(() => ({ statusCode: 200 }));
    await proxy.postMessage(target, request());
    expect(host.posts[0].targetOrigin).toBe('*');
    proxy.peers = { accepts: () => true, targetOrigin: () => FRAME };
    await proxy.postMessage(target, request());
    expect(host.posts[1].targetOrigin).toBe(FRAME);
  });
});

describe('MessageProxy: requests always settle', () => {
  it('rejects with EmbedError RequestTimeout naming method, url and timeout when the frame never answers', async () => {
    const { proxy, target } = setup();
    proxy.requestTimeout = 30;
    const error = await proxy.postMessage(target, request('/report/pages')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbedError);
    expect(error).toMatchObject({ code: 'RequestTimeout' });
    expect((error as Error).message).toContain('GET /report/pages');
    expect((error as Error).message).toContain('30');
    expect(proxy.pendingCount).toBe(0);
  });

  it('lets a call choose its own timeout', async () => {
    const { proxy, target } = setup();
    const error = await proxy.postMessage(target, request('/x', 'PUT'), { timeout: 10 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'RequestTimeout', message: expect.stringContaining('PUT /x') });
    expect(proxy.requestTimeout).toBe(60_000);
  });

  it('never times out with a timeout of 0 or Infinity', async () => {
    vi.useFakeTimers();
    try {
      const { proxy, target } = setup();
      proxy.requestTimeout = 0;
      const outcomes: string[] = [];
      proxy.postMessage(target, request()).catch((e: EmbedError) => outcomes.push(e.code));
      proxy.postMessage(target, request(), { timeout: Infinity }).catch((e: EmbedError) => outcomes.push(e.code));
      proxy.postMessage(target, request(), { timeout: 1000 }).catch((e: EmbedError) => outcomes.push(e.code));
      await vi.advanceTimersByTimeAsync(24 * 3600_000);
      expect(outcomes).toEqual(['RequestTimeout']);
      expect(proxy.pendingCount).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejectPending rejects the pending requests of one window only, and ignores their late answers', async () => {
    const host = new FakeWindow(HOST);
    const frameA = new FakeWindow(FRAME);
    const frameB = responder(new FakeWindow(FRAME), () => ({ statusCode: 200, body: 'b' }));
    const proxy = new MessageProxy({ receiveWindow: host.receiver, peers: anyPeer });
    const handler = { test: vi.fn(() => false), handle: vi.fn() };
    proxy.addHandler(handler);
    const a = host.handle(frameA);
    const sent = [request(), request()];
    const pendingA = sent.map((message) => proxy.postMessage(a, message));
    const reset = new EmbedError('EmbedReset', 'reset');
    expect(proxy.rejectPending(a, reset)).toBe(2);
    for (const p of pendingA) await expect(p).rejects.toBe(reset);
    await expect(proxy.postMessage(host.handle(frameB), request())).resolves.toMatchObject({ body: 'b' });
    // A late answer to a rejected request is not a response any more (and answers no handler).
    frameA.handle(host).postMessage({ statusCode: 200, headers: { id: sent[0].headers.id }, body: 'late' }, HOST);
    await flush();
    expect(handler.test).toHaveBeenCalledTimes(1);
    expect(proxy.rejectPending(a, reset)).toBe(0);
  });

  it('rejects with EmbedError PostFailed when the policy knows no origin for the target', async () => {
    const { proxy, target, host } = setup();
    proxy.peers = { accepts: () => true, targetOrigin: () => undefined };
    await expect(proxy.postMessage(target, request())).rejects.toMatchObject({
      name: 'EmbedError',
      code: 'PostFailed',
    });
    expect(host.posts).toHaveLength(0);
    expect(proxy.pendingCount).toBe(0);
  });

  it('rejects with EmbedError PostFailed, cause attached, when postMessage throws', async () => {
    const { proxy, target, frame } = setup();
    const message = { ...request('/report/load', 'POST'), body: { hook: () => 1 } };
    const error = await proxy.postMessage(target, message).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PostFailed' });
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(((error as Error).cause as Error).name).toBe('DataCloneError');
    frame.detached = true;
    await expect(proxy.postMessage(target, request())).rejects.toMatchObject({ code: 'PostFailed' });
    expect(proxy.pendingCount).toBe(0);
  });
});

describe('MessageProxy: receiving', () => {
  it('[C-HPM-06] discards non-object messages without throwing (warning only when logging)', async () => {
    const { proxy, host, frame } = setup();
    const handler = { test: vi.fn(() => true), handle: vi.fn(() => ({ ok: true })) };
    proxy.addHandler(handler);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const junk = ['text', 42, true, null, undefined];
    for (const data of junk) host.deliver(data, FRAME, host.handle(frame));
    expect(warn).not.toHaveBeenCalled();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    proxy.logMessages = true;
    for (const data of junk) host.deliver(data, FRAME, host.handle(frame));
    expect(warn).toHaveBeenCalledWith('Proxy(host): Received message that was not an object. Discarding message');
    expect(warn).toHaveBeenCalledTimes(junk.length);
    await flush();
    expect(handler.test).not.toHaveBeenCalled();
    expect(frame.posts).toHaveLength(0);
  });

  it('ignores events without a source and events its peer policy refuses', async () => {
    const { proxy, target, host, frame } = setup(() => ({ statusCode: 200 }));
    const handler = { test: vi.fn(() => true), handle: vi.fn(() => ({ statusCode: 200 })) };
    proxy.addHandler(handler);
    host.deliver(request(), FRAME, null);
    const refuse: PeerPolicy = { accepts: () => false, targetOrigin: () => '*' };
    proxy.peers = refuse;
    host.deliver(request(), FRAME, host.handle(frame));
    const answer = proxy.postMessage(target, request(), { timeout: 50 });
    await expect(answer).rejects.toMatchObject({ code: 'RequestTimeout' });
    proxy.peers = {
      accepts: () => {
        throw new Error('broken policy');
      },
      targetOrigin: () => '*',
    };
    host.deliver(request(), FRAME, host.handle(frame));
    expect(handler.test).not.toHaveBeenCalled();
  });

  it('takes an answer only from the window the request went to', async () => {
    const host = new FakeWindow(HOST);
    const frame = new FakeWindow(FRAME);
    const intruder = new FakeWindow(FRAME);
    const proxy = new MessageProxy({ receiveWindow: host.receiver, peers: anyPeer });
    const message = request();
    const answer = proxy.postMessage(host.handle(frame), message, { timeout: 0 });
    await flush();
    intruder.handle(host).postMessage({ statusCode: 200, headers: { id: message.headers.id }, body: 'forged' }, '*');
    await flush();
    expect(proxy.pendingCount).toBe(1);
    frame.handle(host).postMessage({ statusCode: 200, headers: { id: message.headers.id }, body: 'real' }, '*');
    await expect(answer).resolves.toMatchObject({ body: 'real' });
  });

  it('treats a request-shaped message carrying a pending id as a request, not as the answer', async () => {
    const { proxy, host, frame } = setup();
    const seen: unknown[] = [];
    proxy.addHandler({ test: () => true, handle: (m) => (seen.push(m.url), { statusCode: 200 }) });
    const message = request();
    const answer = proxy.postMessage(host.handle(frame), message, { timeout: 0 });
    host.deliver(
      { ...request('/reports/u/events/loaded', 'POST'), headers: { id: message.headers.id } },
      FRAME,
      host.handle(frame),
    );
    await flush();
    expect(seen).toEqual(['/reports/u/events/loaded']);
    expect(proxy.pendingCount).toBe(1);
    proxy.rejectPending(host.handle(frame), new Error('end'));
    await expect(answer).rejects.toThrow('end');
  });

  it('answers a request with the first handler whose test passes, posting to event.source at event.origin', async () => {
    const { proxy, host, frame } = setup();
    const skipped: MessageHandler = { test: () => false, handle: vi.fn() };
    const broken: MessageHandler = {
      test: () => {
        throw new Error('broken test');
      },
      handle: vi.fn(),
    };
    const chosen: MessageHandler = {
      test: (m) => m.url === '/ping',
      handle: () => ({ statusCode: 202, body: 'pong' }),
    };
    const later: MessageHandler = { test: () => true, handle: vi.fn() };
    [skipped, broken, chosen, later].forEach((h) => proxy.addHandler(h));
    frame.handle(host).postMessage({ ...request('/ping', 'POST'), headers: { id: 'abc123' } }, HOST);
    await flush();
    expect(repliesTo(frame, host)).toEqual([
      expect.objectContaining({
        targetOrigin: FRAME,
        data: { statusCode: 202, body: 'pong', headers: { id: 'abc123' } },
      }),
    ]);
    expect(later.handle).not.toHaveBeenCalled();
    expect(skipped.handle).not.toHaveBeenCalled();
  });

  it('answers with the reference default warning when a handler returns nothing or throws', async () => {
    const { proxy, host, frame } = setup();
    let mode: 'nothing' | 'throw' = 'nothing';
    proxy.addHandler({
      test: () => true,
      handle: () => {
        if (mode === 'throw') throw new Error('Page model not found');
        return undefined;
      },
    });
    const sent = { method: 'POST', url: '/reports/u/events/pageChanged', headers: { id: 'q1w2e3' }, body: {} };
    frame.handle(host).postMessage(sent, HOST);
    await flush();
    mode = 'throw';
    frame.handle(host).postMessage(sent, HOST);
    await flush();
    const warning = `Handler for message: ${JSON.stringify(sent, null, 2)} did not return a response message. The default response message will be returned instead.`;
    expect(repliesTo(frame, host).map((p) => p.data)).toEqual([
      { warning, headers: { id: 'q1w2e3' } },
      { warning, headers: { id: 'q1w2e3' } },
    ]);
  });

  it('sends no answer when the handler rejects or no handler takes the request', async () => {
    const { proxy, host, frame } = setup();
    proxy.addHandler({ test: (m) => m.url === '/reject', handle: () => Promise.reject(new Error('no')) });
    frame.handle(host).postMessage({ ...request('/reject', 'POST'), headers: { id: 'a1' } }, HOST);
    frame.handle(host).postMessage({ ...request('/unknown', 'POST'), headers: { id: 'a2' } }, HOST);
    frame.handle(host).postMessage([1, 2, 3], HOST);
    await flush();
    expect(repliesTo(frame, host)).toEqual([]);
  });

  it('gives an answer headers even when the request had none', async () => {
    const { proxy, host, frame } = setup();
    proxy.addHandler({ test: () => true, handle: () => ({ statusCode: 200, body: null }) });
    frame.handle(host).postMessage({ method: 'POST', url: '/x' }, HOST);
    await flush();
    expect(repliesTo(frame, host).map((p) => p.data)).toEqual([{ statusCode: 200, body: null, headers: {} }]);
  });

  it('[C-HPM-07] refuses to remove an unknown handler with the reference message', () => {
    const proxy = new MessageProxy({ receiveWindow: new FakeWindow(HOST).receiver, peers: anyPeer });
    const handler: MessageHandler = { test: () => true, handle: () => ({}) };
    expect(() => proxy.removeHandler(handler)).toThrow(
      new Error('You attempted to remove a handler but no matching handler was found.'),
    );
    proxy.addHandler(handler);
    proxy.removeHandler(handler);
    expect(() => proxy.removeHandler(handler)).toThrow(
      'You attempted to remove a handler but no matching handler was found.',
    );
  });
});

describe('MessageProxy: lifecycle and logging', () => {
  const countingReceiver = () => {
    const listeners = new Set<unknown>();
    return {
      listeners,
      addEventListener: vi.fn((_type: string, listener: unknown) => void listeners.add(listener)),
      removeEventListener: vi.fn((_type: string, listener: unknown) => void listeners.delete(listener)),
    };
  };

  it('listens only once started (by start, postMessage or addHandler) and stop removes the one listener', () => {
    const receiver = countingReceiver();
    const proxy = new MessageProxy({ receiveWindow: receiver, peers: anyPeer });
    expect(receiver.addEventListener).not.toHaveBeenCalled();
    proxy.start();
    proxy.start();
    expect(receiver.listeners.size).toBe(1);
    expect(receiver.addEventListener).toHaveBeenCalledTimes(1);
    proxy.stop();
    proxy.stop();
    expect(receiver.listeners.size).toBe(0);
    proxy.addHandler({ test: () => false, handle: () => null });
    expect(receiver.listeners.size).toBe(1);
    proxy.stop();
    void proxy.postMessage({ postMessage: () => {} } as unknown as Window, request(), { timeout: 0 });
    expect(receiver.listeners.size).toBe(1);
  });

  it('without a policy (an untyped caller) it accepts nothing and posts nothing, as with noPeers', async () => {
    for (const peers of [undefined, noPeers]) {
      const host = new FakeWindow(HOST);
      const frame = responder(new FakeWindow(FRAME), () => ({ statusCode: 200 }));
      const proxy = new MessageProxy({ receiveWindow: host.receiver, peers } as unknown as { peers: PeerPolicy });
      const handled: unknown[] = [];
      proxy.addHandler({ test: () => true, handle: (message) => void handled.push(message) });
      await expect(proxy.postMessage(host.handle(frame), request())).rejects.toMatchObject({
        name: 'EmbedError',
        code: 'PostFailed',
      });
      frame.handle(host).postMessage({ ...request('/reports/u/events/loaded', 'POST'), headers: { id: 'e' } }, '*');
      await flush();
      expect(host.posts).toEqual([]);
      expect(handled).toEqual([]);
      proxy.stop();
    }
  });

  it('takes a random name unless given one, and logs with it only when logMessages is on', async () => {
    expect(new MessageProxy({ peers: noPeers }).name).toMatch(/^[0-9a-z]{1,6}$/);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { proxy, target } = setup(() => ({ statusCode: 200 }));
    await proxy.postMessage(target, request());
    expect(log).not.toHaveBeenCalled();
    proxy.logMessages = true;
    await proxy.postMessage(target, request());
    expect(log.mock.calls.map((call) => call[0])).toEqual(['host Posting message:', 'host Received message:']);
  });
});
