import { afterEach, describe, expect, it, vi } from 'vitest';
import { factories, hpmFactory, routerFactory, wpmpFactory } from '../../src/factories';
import { Service } from '../../src/service/service';
import { HttpPostMessage, MessageProxy, Router, noPeers } from '../../src/transport';
import { FakeWindow, flush, responder } from './support/fake-window';

describe('factories', () => {
  it('hpmFactory sets x-sdk-type, x-sdk-version and x-sdk-wrapper-version in that order (wrapper present even undefined)', () => {
    const proxy = new MessageProxy({ peers: noPeers });
    const hpm = hpmFactory(proxy);
    expect(hpm).toBeInstanceOf(HttpPostMessage);
    expect(hpm.windowPostMessageProxy).toBe(proxy);
    expect(hpm.defaultTargetWindow).toBeUndefined();
    expect(Object.keys(hpm.defaultHeaders)).toEqual(['x-sdk-type', 'x-sdk-version', 'x-sdk-wrapper-version']);
    expect(hpm.defaultHeaders).toEqual({
      'x-sdk-type': 'js',
      'x-sdk-version': '2.22.4',
      'x-sdk-wrapper-version': undefined,
    });
    const target = {} as Window;
    const custom = hpmFactory(proxy, target, '9.9.9', 'powerbi-client-react', '1.4.0');
    expect(custom.defaultTargetWindow).toBe(target);
    expect(custom.defaultHeaders).toEqual({
      'x-sdk-type': 'powerbi-client-react',
      'x-sdk-version': '9.9.9',
      'x-sdk-wrapper-version': '1.4.0',
    });
  });

  it('wpmpFactory makes a proxy with the given name and logging, and a random name otherwise', () => {
    const named = wpmpFactory('svc', true, {} as Window);
    expect(named).toBeInstanceOf(MessageProxy);
    expect(named).toMatchObject({ name: 'svc', logMessages: true, requestTimeout: 60_000 });
    expect(wpmpFactory()).toMatchObject({ name: expect.stringMatching(/^[0-9a-z]{1,6}$/), logMessages: false });
  });

  it('routerFactory makes a router over the proxy, and factories holds all three', () => {
    const proxy = new MessageProxy({ peers: noPeers });
    const router = routerFactory(proxy);
    expect(router).toBeInstanceOf(Router);
    expect(factories).toEqual({ hpmFactory, wpmpFactory, routerFactory });
  });
});

describe('[C-COMPAT-22] wpmpFactory: alone, a proxy talks to the windows it addressed; a service adopting it brings its checks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A host window whose factory proxy (listening on the host) answers every request with 202 and records it. */
  function hostWithProxy() {
    const host = new FakeWindow('https://host.example');
    // The factory's proxy listens on `window`: here, the host's stand-in.
    vi.stubGlobal('window', host.receiver);
    const proxy = wpmpFactory('alone');
    const handled: unknown[] = [];
    proxy.addHandler({
      test: () => true,
      handle: (message) => {
        handled.push(message.url);
        return { statusCode: 202 };
      },
    });
    return { host, proxy, handled };
  }

  it('posts to any window it is given, at "*", and hears that window afterwards: its answers and its requests', async () => {
    const { host, proxy, handled } = hostWithProxy();
    const frame = responder(new FakeWindow('https://app.powerbi.com'), () => ({ statusCode: 200, body: 'ok' }));

    await expect(
      proxy.postMessage(host.handle(frame), { method: 'POST', url: '/report/load', headers: {}, body: {} }),
    ).resolves.toMatchObject({ statusCode: 200, body: 'ok' });
    expect(host.posts.map((post) => post.targetOrigin)).toEqual(['*']);

    frame
      .handle(host)
      .postMessage({ method: 'POST', url: '/reports/u/events/loaded', headers: { id: 'e1' }, body: null }, '*');
    await flush();
    expect(handled).toEqual(['/reports/u/events/loaded']);
    expect(host.posts.at(-1)).toMatchObject({ to: frame, data: { statusCode: 202, headers: { id: 'e1' } } });
    proxy.stop();
  });

  it('a window it never posted to cannot drive it: no handler runs, no reply, no pending request settles', async () => {
    const { host, proxy, handled } = hostWithProxy();
    const frame = new FakeWindow('https://app.powerbi.com');
    const stranger = new FakeWindow('https://app.powerbi.com');
    const pending = proxy.postMessage(host.handle(frame), { method: 'GET', url: '/report/pages', headers: {} });
    const id = (host.posts[0].data as { headers: { id: string } }).headers.id;
    let settled = false;
    pending.then(
      () => (settled = true),
      () => (settled = true),
    );

    stranger.handle(host).postMessage({ statusCode: 200, headers: { id }, body: 'forged' }, '*');
    stranger
      .handle(host)
      .postMessage({ method: 'POST', url: '/reports/u/events/loaded', headers: { id: 's1' }, body: null }, '*');
    await flush();

    expect(settled).toBe(false);
    expect(handled).toEqual([]);
    expect(stranger.posts.length).toBe(2);
    expect(host.posts.length).toBe(1);
    expect(proxy.rejectPending(host.handle(frame), new Error('done'))).toBe(1);
    await expect(pending).rejects.toThrow('done');
    proxy.stop();
  });

  it('in a frame, it hears its embedding window (window.parent) before posting to it, and answers it', async () => {
    const frame = new FakeWindow('https://app.powerbi.com');
    const host = new FakeWindow('https://host.example');
    vi.stubGlobal('window', frame.receiver);
    vi.stubGlobal('parent', frame.handle(host));
    const proxy = wpmpFactory('frame-side');
    proxy.addHandler({ test: () => true, handle: () => ({ statusCode: 202, body: { loaded: true } }) });

    host.handle(frame).postMessage({ method: 'POST', url: '/report/load', headers: { id: 'r1' }, body: {} }, '*');
    await flush();
    expect(frame.posts.map(({ data, targetOrigin }) => ({ data, targetOrigin }))).toEqual([
      { data: { statusCode: 202, body: { loaded: true }, headers: { id: 'r1' } }, targetOrigin: host.origin },
    ]);
    proxy.stop();
  });

  it("a service adopts it: the service's iframes become its peers, and a window it addressed alone is no longer heard", async () => {
    const { host, proxy, handled } = hostWithProxy();
    const frame = responder(new FakeWindow('https://app.powerbi.com'), () => ({ statusCode: 200 }));
    await proxy.postMessage(host.handle(frame), { method: 'GET', url: '/report/pages', headers: {} });

    const service = new Service(factories.hpmFactory, () => proxy, factories.routerFactory);
    expect(service.wpmp).toBe(proxy);
    expect(proxy.peers).toBe(service.frames);
    frame
      .handle(host)
      .postMessage({ method: 'POST', url: '/reports/u/events/loaded', headers: { id: 'e2' }, body: null }, '*');
    await flush();
    expect(handled).toEqual([]);
    await expect(
      proxy.postMessage(host.handle(frame), { method: 'GET', url: '/report/pages', headers: {} }),
    ).rejects.toMatchObject({ name: 'EmbedError', code: 'PostFailed' });
    proxy.stop();
  });
});
