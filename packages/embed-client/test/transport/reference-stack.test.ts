// Our proxy + router next to the reference's (window-post-message-proxy configured by
// powerbi-client's wpmpFactory, powerbi-router 0.1.5): the same inbound messages must get the
// same replies (or none), and the same answers must resolve or reject the same way.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MessageProxy, Router, anyPeer, type RequestMessage, type RouteHandler } from '../../src/transport';
import { FakeWindow, flush } from './support/fake-window';

interface ReferenceProxy {
  postMessage(target: Window, message: unknown): Promise<unknown>;
  addHandler(handler: unknown): void;
}
interface ReferenceRouter {
  post(url: string, handler: RouteHandler): ReferenceRouter;
}

const load = createRequire(createRequire(import.meta.url).resolve('powerbi-client'));
let WindowPostMessageProxy: new (options: object) => ReferenceProxy;
let HttpPostMessage: Record<'addTrackingProperties' | 'getTrackingProperties' | 'isErrorMessage', unknown>;
let ReferenceRouter: new (handlers: unknown) => ReferenceRouter;

beforeAll(() => {
  // The reference's UMD wrappers read `self` when loaded and `window` for random names.
  vi.stubGlobal('self', globalThis);
  vi.stubGlobal('window', globalThis);
  ({ WindowPostMessageProxy } = load('window-post-message-proxy'));
  ({ HttpPostMessage } = load('http-post-message'));
  ({ Router: ReferenceRouter } = load('powerbi-router'));
});

afterAll(() => {
  vi.unstubAllGlobals();
});

// (A rejecting route is left out: the reference leaves that rejection unhandled; ours is tested alone.)
/** Route handlers shaped like the Service's: events (pageChanged needs newPage) and a hook route. */
function addRoutes(router: { post(url: string, handler: RouteHandler): unknown }) {
  const event: RouteHandler = (req) => {
    if (req.params.eventName === 'pageChanged' && !(req.body as { newPage?: unknown } | undefined)?.newPage) {
      throw new Error("Page model not found at 'event.value.newPage'.");
    }
  };
  router.post('/reports/:uniqueId/events/:eventName', event);
  router.post('/reports/:uniqueId/pages/:pageName/events/:eventName', event);
  router.post('/ready/:uniqueId', event);
  router.post('/reports/u1/eventHooks/:eventName', async (req, res) => {
    const name = req.params.eventName;
    if (name === 'preQuery') return res.send(404, null);
    if (name === 'newAccessToken') {
      try {
        res.send(200, await Promise.resolve('token-' + (req.body as { n?: number }).n));
      } catch {
        res.send(400, null);
      }
    }
  });
  router.post('/never/:x', () => new Promise(() => {}));
}

function stacks() {
  const frame = new FakeWindow('https://app.powerbi.com');
  const refHost = new FakeWindow('https://host.example');
  const ourHost = new FakeWindow('https://host.example');
  const refProxy = new WindowPostMessageProxy({
    processTrackingProperties: {
      addTrackingProperties: HttpPostMessage.addTrackingProperties,
      getTrackingProperties: HttpPostMessage.getTrackingProperties,
    },
    isErrorMessage: HttpPostMessage.isErrorMessage,
    suppressWarnings: true,
    name: 'ref',
    receiveWindow: refHost.receiver,
  });
  const ourProxy = new MessageProxy({ name: 'ours', receiveWindow: ourHost.receiver, peers: anyPeer });
  addRoutes(new ReferenceRouter(refProxy));
  addRoutes(new Router(ourProxy));
  return { frame, refHost, ourHost, refProxy, ourProxy };
}

describe('inbound requests: the same replies as the reference stack', () => {
  const inbound: unknown[] = [
    { method: 'POST', url: '/reports/u1/events/loaded', headers: { id: 'a1' }, body: { x: 1 } },
    { method: 'POST', url: '/reports/u1/events/rendered/', headers: { id: 'a2' } },
    { method: 'POST', url: '/reports/unknown/pages/p/events/pageChanged', headers: { id: 'a3' }, body: {} },
    {
      method: 'POST',
      url: '/reports/u1/pages/p/events/pageChanged',
      headers: { id: 'a4' },
      body: { newPage: { name: 'p' } },
    },
    { method: 'POST', url: '/ready/u1?x=1', headers: { id: 'a5' }, body: null },
    { method: 'GET', url: '/reports/u1/events/loaded', headers: { id: 'a6' } },
    { method: 'POST', url: '/no/such/route', headers: { id: 'a7' }, body: {} },
    { method: 'POST', url: '/reports/u1/eventHooks/preQuery', headers: { id: 'a8' }, body: {} },
    { method: 'POST', url: '/reports/u1/eventHooks/newAccessToken', headers: { id: 'a9' }, body: { n: 7 } },
    { method: 'POST', url: '/reports/u1/eventHooks/other', headers: { id: 'b1' }, body: {} },
    { method: 'POST', url: '/never/x', headers: { id: 'b2' }, body: {} },
    { method: 'POST', url: '/reports/u1/events/info' },
    { method: 'POST', url: '/reports/u1/events/info', headers: 'text' },
    { method: 'POST', url: '/ready/%E0%A4%A', headers: { id: 'b4' } },
    [1, 2, 3],
    {},
  ];

  it('answers every routed request like the reference, and leaves the same ones unanswered', async () => {
    const { frame, refHost, ourHost } = stacks();
    for (const message of inbound) {
      frame.handle(refHost).postMessage(message, '*');
      frame.handle(ourHost).postMessage(message, '*');
    }
    await flush(10);
    const replies = (host: FakeWindow) => host.posts.map((post) => post.data);
    expect(replies(refHost).length).toBeGreaterThan(8);
    // Hook replies may come in another order (they are awaited): compare as sets keyed by id.
    const byId = (list: unknown[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(byId(replies(ourHost))).toEqual(byId(replies(refHost)));
  });
});

describe('answers to our requests: resolve and reject like the reference stack', () => {
  const answers: Array<Record<string, unknown>> = [
    { statusCode: 200, body: 1 },
    { statusCode: 202, statusText: 'Accepted', body: null },
    { statusCode: 299 },
    { statusCode: 300 },
    { statusCode: 400, body: { message: 'invalid' } },
    { statusCode: 500 },
    { statusCode: '404' },
    { error: 'an error field without a status' },
    { warning: 'no status at all' },
  ];

  it('settles each answer the same way, with the same value', async () => {
    for (const answer of answers) {
      const { frame, refHost, ourHost, refProxy, ourProxy } = stacks();
      frame.receiver.addEventListener('message', (event) => {
        const { data, source } = event as MessageEvent;
        (source as Window).postMessage({ ...answer, headers: { id: data.headers.id } }, '*');
      });
      const settle = (p: Promise<unknown>) =>
        p.then(
          (value) => ['resolved', value],
          (value) => ['rejected', value],
        );
      const request = (): RequestMessage => ({ method: 'GET', url: '/report/pages', headers: {} });
      const [ref, ours] = await Promise.all([
        settle(refProxy.postMessage(refHost.handle(frame), request())),
        settle(ourProxy.postMessage(ourHost.handle(frame), request())),
      ]);
      const withoutId = ([how, value]: unknown[]) => [how, { ...(value as object), headers: {} }];
      expect({ answer, outcome: withoutId(ours) }).toEqual({ answer, outcome: withoutId(ref) });
    }
  });
});
