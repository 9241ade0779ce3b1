import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import {
  MessageProxy,
  RouteResponse,
  Router,
  anyPeer,
  type MessageHandler,
  type RequestMessage,
} from '../../src/transport';
import { FakeWindow, flush } from './support/fake-window';

// The reference's router (powerbi-router 0.1.5 over route-recognizer 0.1.11), as powerbi-client depends on it.
const requireFromClient = createRequire(createRequire(import.meta.url).resolve('powerbi-client'));
const reference = requireFromClient('powerbi-router') as { Router: new (handlers: unknown) => ReferenceRouter };
interface ReferenceRouter {
  post(url: string, handler: (req: unknown, res: RouteResponse) => unknown): ReferenceRouter;
  get(url: string, handler: (req: unknown, res: RouteResponse) => unknown): ReferenceRouter;
}

/** A handler registry that records what is added and removed, and answers like the proxy does. */
function registry() {
  const handlers: MessageHandler[] = [];
  return {
    handlers,
    addHandler: vi.fn((handler: MessageHandler) => void handlers.push(handler)),
    removeHandler: vi.fn((handler: MessageHandler) => void handlers.splice(handlers.indexOf(handler), 1)),
    /** What the proxy would do with `message`: the first passing handler's (awaited) answer; a throwing test fails. */
    async answer(message: Record<string, unknown>) {
      const passes = (h: MessageHandler) => {
        try {
          return h.test(message as unknown as RequestMessage);
        } catch {
          return false;
        }
      };
      const handler = handlers.find(passes);
      return handler && { answer: await handler.handle(message as unknown as RequestMessage), message };
    },
  };
}

const post = (url: string, body: unknown = { x: 1 }) => ({ method: 'POST', url, headers: { id: 'i1' }, body });

describe('Router', () => {
  it('registers one proxy handler for all its routes and removes it with the last route', () => {
    const handlers = registry();
    const router = new Router(handlers);
    expect(handlers.addHandler).not.toHaveBeenCalled();
    expect(router.post('/a', () => {}).get('/b', () => {})).toBe(router);
    const removeC = router.add('PUT', '/c', () => {});
    expect(router.routeCount).toBe(3);
    expect(handlers.addHandler).toHaveBeenCalledTimes(1);
    removeC();
    removeC();
    expect(router.routeCount).toBe(2);
    const removeD = router.add('DELETE', '/d', () => {});
    const removeE = router.add('PATCH', '/e', () => {});
    expect(handlers.addHandler).toHaveBeenCalledTimes(1);
    expect(router.routeCount).toBe(4);
    removeD();
    removeE();
    expect(handlers.removeHandler).not.toHaveBeenCalled();
    const fresh = new Router(handlers);
    const remove = fresh.add('POST', '/only', () => {});
    remove();
    expect(handlers.removeHandler).toHaveBeenCalledTimes(1);
    expect(handlers.handlers).toHaveLength(1);
    expect(fresh.routeCount).toBe(0);
    fresh.add('POST', '/again', () => {});
    expect(handlers.addHandler).toHaveBeenCalledTimes(3);
    expect(handlers.handlers).toHaveLength(2);
  });

  it('replaces the handler of an identical method and pattern (last wins) without adding a route', async () => {
    const handlers = registry();
    const router = new Router(handlers);
    const first = vi.fn();
    const second = vi.fn((_req, res: RouteResponse) => res.send(201, 'second'));
    const removeFirst = router.add('POST', '/reports/:id', first);
    router.add('POST', '/reports/:uniqueId', second);
    expect(router.routeCount).toBe(1);
    expect((await handlers.answer(post('/reports/u')))?.answer).toEqual({
      statusCode: 201,
      headers: {},
      body: 'second',
    });
    expect(second.mock.calls[0][0]).toMatchObject({ params: { uniqueId: 'u' } });
    expect(first).not.toHaveBeenCalled();
    removeFirst();
    expect(router.routeCount).toBe(1);
  });

  it('compares methods exactly and matches nothing for unknown paths', async () => {
    const handlers = registry();
    new Router(handlers).post('/reports/:id/events/:name', () => {});
    expect(await handlers.answer(post('/reports/u/events/loaded'))).toBeDefined();
    expect(await handlers.answer({ ...post('/reports/u/events/loaded'), method: 'post' })).toBeUndefined();
    expect(await handlers.answer({ ...post('/reports/u/events/loaded'), method: 'GET' })).toBeUndefined();
    expect(await handlers.answer(post('/nowhere'))).toBeUndefined();
    expect(await handlers.answer({ method: 'POST', url: 42 })).toBeUndefined();
  });

  it('adds params and queryParams to the request and replies with a plain { statusCode, headers, body }', async () => {
    const handlers = registry();
    let seen: unknown;
    new Router(handlers).post('/reports/:uniqueId/pages/:pageName/events/:eventName', (req) => {
      seen = { ...req };
    });
    const result = await handlers.answer(post('/reports/u1/pages/ReportSection1/events/pageChanged?a=1'));
    expect(seen).toEqual({
      ...post('/reports/u1/pages/ReportSection1/events/pageChanged?a=1'),
      params: { uniqueId: 'u1', pageName: 'ReportSection1', eventName: 'pageChanged' },
      queryParams: { a: '1' },
    });
    expect(result?.answer).toEqual({ statusCode: 200, headers: {}, body: null });
    expect(Object.keys(result?.answer as object)).toEqual(['statusCode', 'headers', 'body']);
    expect(Object.getPrototypeOf(result?.answer)).toBe(Object.prototype);
  });

  it('awaits async handlers and ignores their return value; send without a body leaves it undefined', async () => {
    const handlers = registry();
    new Router(handlers)
      .post('/hook/:name', async (req, res) => {
        await flush(1);
        res.send(req.params.name === 'ok' ? 200 : 404, req.params.name === 'ok' ? 'token' : undefined);
        return 'ignored';
      })
      .post('/plain', () => 'ignored too');
    expect((await handlers.answer(post('/hook/ok')))?.answer).toEqual({ statusCode: 200, headers: {}, body: 'token' });
    const missing = (await handlers.answer(post('/hook/none')))?.answer as Record<string, unknown>;
    expect(missing).toEqual({ statusCode: 404, headers: {}, body: undefined });
    expect('body' in missing).toBe(true);
    expect((await handlers.answer(post('/plain')))?.answer).toEqual({ statusCode: 200, headers: {}, body: null });
  });

  it('lets a synchronous throw and a rejection of the route handler through', async () => {
    const handlers = registry();
    new Router(handlers)
      .post('/throws', () => {
        throw new Error('sync');
      })
      .post('/rejects', () => Promise.reject(new Error('async')));
    await expect(handlers.answer(post('/throws'))).rejects.toThrow('sync');
    await expect(handlers.answer(post('/rejects'))).rejects.toThrow('async');
  });
});

describe('Router against powerbi-router 0.1.5', () => {
  const patterns = [
    '/reports/:uniqueId/events/:eventName',
    '/reports/:uniqueId/pages/:pageName/events/:eventName',
    '/reports/:uniqueId/pages/:pageName/visuals/:visualName/events/:eventName',
    '/dashboards/:uniqueId/events/:eventName',
    '/tile/:uniqueId/events/:eventName',
    '/qna/:uniqueId/events/:eventName',
    '/ready/:uniqueId',
    '/reports/abc/eventHooks/:eventName',
    '/reports/:uniqueId/events/loaded',
    'files/*path',
    '/files/*path/raw',
    '/',
    '/x//:y/',
    '/:a/:b/:c/:d/:e',
  ];
  const urls = [
    '/reports/abc/events/loaded',
    '/reports/abc/events/rendered?x=1&y[]=2&y[]=3&z',
    'reports/abc/events/error/',
    '/reports/abc/pages/ReportSection/events/pageChanged',
    '/reports/abc/pages/p/visuals/v/events/dataSelected',
    '/reports/abc/eventHooks/preQuery',
    '/reports/abc/eventHooks/newAccessToken?q=a+b',
    '/dashboards/d/events/tileClicked',
    '/tile/t/events/tileLoaded',
    '/qna/q/events/visualRendered',
    '/ready/r1',
    '/ready/r%201',
    '/ready/%E0%A4%A',
    '/Ready/r1',
    '/files/a/b/c',
    '/files/a/b/c/',
    '/files/a/raw',
    '/',
    '',
    '/x/y',
    '/x/y/',
    '/a/b/c/d/e',
    '/a/b/c/d',
    '/reports/abc/events/loaded?a=1&a[]=2',
    '/unknown/route',
  ];

  it('routes every URL of the table to the same pattern, params and queryParams, and replies the same', async () => {
    const ours = registry();
    const theirs = registry();
    const ourRouter = new Router(ours);
    const theirRouter = new reference.Router(theirs);
    for (const pattern of patterns) {
      const handler = (req: unknown, res: RouteResponse) =>
        res.send(200, { pattern, params: (req as { params: unknown }).params });
      ourRouter.post(pattern, handler as never);
      theirRouter.post(pattern, handler);
    }
    let routed = 0;
    for (const url of urls) {
      const [mine, ref] = await Promise.all([
        ours.answer(post(url)).catch((e: Error) => e.name),
        theirs.answer(post(url)).catch((e: Error) => e.name),
      ]);
      // The reply as it goes through postMessage (structured clone drops the reference's `send` method).
      const clone = (x: unknown) => (x && typeof x === 'object' ? structuredClone(JSON.parse(JSON.stringify(x))) : x);
      expect({ url, reply: clone(mine) }).toEqual({ url, reply: clone(ref) });
      if (ref) routed++;
    }
    expect(routed).toBeGreaterThan(15);
  });
});

describe('Router on a MessageProxy', () => {
  it('answers routed requests with { statusCode, headers: { id }, body } and unrouted ones not at all', async () => {
    const host = new FakeWindow('https://host.example');
    const frame = new FakeWindow('https://app.powerbi.com');
    const proxy = new MessageProxy({ receiveWindow: host.receiver, peers: anyPeer });
    const events: unknown[] = [];
    new Router(proxy)
      .post('/reports/:uniqueId/events/:eventName', (req) => void events.push([req.params.eventName, req.body]))
      .post('/reports/:uniqueId/pages/:pageName/events/:eventName', (req) => {
        if (!(req.body as { newPage?: unknown }).newPage)
          throw new Error("Page model not found at 'event.value.newPage'.");
      });
    const toHost = frame.handle(host);
    toHost.postMessage({ method: 'POST', url: '/reports/u/events/loaded', headers: { id: 'e1' }, body: { a: 1 } }, '*');
    toHost.postMessage({ method: 'GET', url: '/reports/u/events/loaded', headers: { id: 'e2' } }, '*');
    toHost.postMessage({ method: 'POST', url: '/nothing/here', headers: { id: 'e3' }, body: null }, '*');
    const pageChanged = {
      method: 'POST',
      url: '/reports/u/pages/p/events/pageChanged',
      headers: { id: 'e4' },
      body: {},
    };
    toHost.postMessage(pageChanged, '*');
    await flush();
    expect(events).toEqual([['loaded', { a: 1 }]]);
    const routed = {
      ...pageChanged,
      params: { uniqueId: 'u', pageName: 'p', eventName: 'pageChanged' },
      queryParams: {},
    };
    expect(host.posts.map((p) => p.data)).toEqual([
      { statusCode: 200, headers: { id: 'e1' }, body: null },
      {
        warning: `Handler for message: ${JSON.stringify(routed, null, 2)} did not return a response message. The default response message will be returned instead.`,
        headers: { id: 'e4' },
      },
    ]);
  });
});
