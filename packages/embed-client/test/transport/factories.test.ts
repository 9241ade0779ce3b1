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

describe('wpmpFactory: no peers until a service adopts the proxy', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a proxy no service has adopted posts nothing and accepts nothing', async () => {
    const host = new FakeWindow('https://host.example');
    const frame = responder(new FakeWindow('https://app.powerbi.com'), () => ({ statusCode: 200 }));
    // The factory's proxy listens on `window`: here, the host's stand-in.
    vi.stubGlobal('window', host.receiver);
    const proxy = wpmpFactory('unadopted');
    const handled: unknown[] = [];
    proxy.addHandler({
      test: () => true,
      handle: (message) => {
        handled.push(message);
        return { statusCode: 200 };
      },
    });

    await expect(
      proxy.postMessage(host.handle(frame), { method: 'GET', url: '/report/pages', headers: {} }),
    ).rejects.toMatchObject({
      name: 'EmbedError',
      code: 'PostFailed',
    });
    frame
      .handle(host)
      .postMessage({ method: 'POST', url: '/reports/u/events/loaded', headers: { id: 'e1' }, body: null }, '*');
    await flush();

    expect(host.posts).toEqual([]);
    expect(handled).toEqual([]);
    expect(proxy.pendingCount).toBe(0);
    proxy.stop();
  });

  it("a service adopts it: the service's iframes become its peers", () => {
    const proxy = wpmpFactory('adopted');
    const service = new Service(factories.hpmFactory, () => proxy, factories.routerFactory);
    expect(service.wpmp).toBe(proxy);
    expect(proxy.peers).toBe(service.frames);
  });
});
