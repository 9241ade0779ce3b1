import { describe, expect, it } from 'vitest';
import { factories, hpmFactory, routerFactory, wpmpFactory } from '../../src/factories';
import { HttpPostMessage, MessageProxy, Router } from '../../src/transport';

describe('factories', () => {
  it('hpmFactory sets x-sdk-type, x-sdk-version and x-sdk-wrapper-version in that order (wrapper present even undefined)', () => {
    const proxy = new MessageProxy();
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
    const proxy = new MessageProxy();
    const router = routerFactory(proxy);
    expect(router).toBeInstanceOf(Router);
    expect(factories).toEqual({ hpmFactory, wpmpFactory, routerFactory });
  });
});
