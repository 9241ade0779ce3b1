// The Service in plain Node: construction, configuration, the component registry and the hook
// answers need no DOM (embedding itself is covered by the browser suites).
import { withoutGlobals } from '@org/test-harness';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { IError } from '@org/embed-models';
import type { Page, Report } from '../../src/index';
import { factories } from '../../src/factories';
import { EmbedError } from '../../src/embed-error';
import { Service } from '../../src/service/service';
import { FrameRegistry, MessageProxy, RouteResponse, noPeers, type RouteRequest } from '../../src/transport';

/** A receive window that counts its `message` listeners. */
function countingWindow() {
  const target = new EventTarget();
  const listeners = new Set<unknown>();
  return {
    listeners,
    addEventListener(type: 'message', listener: (event: Event) => void) {
      listeners.add(listener);
      target.addEventListener(type, listener);
    },
    removeEventListener(type: 'message', listener: (event: Event) => void) {
      listeners.delete(listener);
      target.removeEventListener(type, listener);
    },
  };
}

function serviceOnFakeWindow(config = {}) {
  const receiveWindow = countingWindow();
  const service = new Service(
    factories.hpmFactory,
    (name, logMessages) => new MessageProxy({ name, logMessages, receiveWindow, peers: noPeers }),
    factories.routerFactory,
    config,
  );
  return { service, receiveWindow };
}

const request = (body?: unknown) =>
  ({ method: 'POST', url: '/x', headers: {}, body, params: {}, queryParams: {} }) as RouteRequest;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Service construction', () => {
  it('importing reads no window, document or crypto; new Service() no window or document (server-side rendering)', async () => {
    const touched = await withoutGlobals(['window', 'document', 'crypto', 'self'], async (restore, readSoFar) => {
      vi.resetModules();
      const client = await import('../../src/index');
      expect(readSoFar).toEqual([]);
      // Node has crypto (the proxy's random name uses it); the DOM globals stay untouched.
      restore('crypto');
      const service = new client.Service();
      new client.Service({ requestTimeout: 5, type: 'ssr' });
      expect(service.getSDKVersion()).toBe('2.22.4');
      expect(service.getNumberOfComponents()).toBe(0);
    });
    expect(touched).toEqual([]);
  });

  it('[C-CONST-01] announces SDK 2.22.4 with the reference default headers, in their order', () => {
    const service = new Service();
    expect(service.getSDKVersion()).toBe('2.22.4');
    expect(Object.entries(service.hpm.defaultHeaders)).toEqual([
      ['x-sdk-type', 'js'],
      ['x-sdk-version', '2.22.4'],
      ['x-sdk-wrapper-version', undefined],
    ]);
  });

  it('takes type, version and wrapper version from its config, and the request timeout', () => {
    const service = new Service({
      type: 'wrapper',
      version: '9.9.9',
      sdkWrapperVersion: '1.0.0',
      requestTimeout: 1234,
    });
    expect(service.hpm.defaultHeaders).toEqual({
      'x-sdk-type': 'wrapper',
      'x-sdk-version': '9.9.9',
      'x-sdk-wrapper-version': '1.0.0',
    });
    expect(service.wpmp.requestTimeout).toBe(1234);
    expect(new Service().wpmp.requestTimeout).toBe(60_000);
  });

  it("is built from the reference's factories signature, passing them the reference's arguments", () => {
    const wpmpFactory = vi.fn(factories.wpmpFactory);
    const hpmFactory = vi.fn(factories.hpmFactory);
    const routerFactory = vi.fn(factories.routerFactory);
    const service = new Service(hpmFactory, wpmpFactory, routerFactory, {
      wpmpName: 'named',
      logMessages: false,
      version: '1',
    });
    expect(wpmpFactory).toHaveBeenCalledWith('named', false);
    expect(hpmFactory).toHaveBeenCalledWith(service.wpmp, null, '1', undefined, undefined);
    expect(routerFactory).toHaveBeenCalledWith(service.wpmp);
    expect(service.wpmp.name).toBe('named');
    expect(service.hpm.windowPostMessageProxy).toBe(service.wpmp);
  });

  it('lets only its own frames talk to its proxy', () => {
    const service = new Service();
    expect(service.wpmp.peers).toBeInstanceOf(FrameRegistry);
    expect(service.wpmp.peers).toBe(service.frames);
    expect(new Service().wpmp.peers).not.toBe(service.frames);
  });

  it('[C-ID-10] has a session id of 20 lowercase hex characters, the same for its lifetime', () => {
    const service = new Service();
    const id = service.getSdkSessionId();
    expect(id).toMatch(/^[0-9a-f]{20}$/);
    expect(service.getSdkSessionId()).toBe(id);
    expect(new Service().getSdkSessionId()).not.toBe(id);
  });

  it('setSdkInfo overwrites x-sdk-type and x-sdk-wrapper-version only', () => {
    const service = new Service();
    service.setSdkInfo('powerbi-client-react', '1.4.0');
    expect(service.hpm.defaultHeaders).toEqual({
      'x-sdk-type': 'powerbi-client-react',
      'x-sdk-version': '2.22.4',
      'x-sdk-wrapper-version': '1.4.0',
    });
  });

  it('sends errors nobody can catch to onError, console.error by default', () => {
    const onError = vi.fn();
    new Service({ onError }).reportError('boom');
    expect(onError).toHaveBeenCalledWith('boom');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    new Service().reportError('bang');
    expect(consoleError).toHaveBeenCalledWith('bang');
  });
});

describe('the errors option', () => {
  it("[C-COMPAT-03] refuses a value other than 'reference' or 'typed', naming the option", () => {
    expect(() => new Service({ errors: 'Typed' as 'typed' })).toThrowError(
      new EmbedError('InvalidArgument', `errors must be 'reference' or 'typed', not "Typed"`),
    );
    expect(new Service({ errors: 'typed' }).config.errors).toBe('typed');
    expect(new Service({}).config.errors).toBeUndefined();
  });
});

describe('Service.register', () => {
  const factory = () => {
    throw new Error('not built in these tests');
  };

  it('[C-REG-01] adds a component type with its event routes', () => {
    const { service } = serviceOnFakeWindow();
    const before = service.router.routeCount;
    service.register('custom', factory, ['/custom/:uniqueId/events/:eventName', '/custom/:uniqueId/x/:eventName']);
    expect(service.router.routeCount).toBe(before + 2);
  });

  it('[C-REG-02] refuses a built-in name, in any case', () => {
    const { service } = serviceOnFakeWindow();
    for (const name of ['report', 'Report', 'REPORT']) {
      expect(() => service.register(name, factory, [])).toThrowError(
        new Error('The component name is reserved. Cannot register a component with this name.'),
      );
    }
  });

  it('[C-REG-03] refuses a name registered before, in any case', () => {
    const { service } = serviceOnFakeWindow();
    service.register('custom', factory, []);
    expect(() => service.register('CUSTOM', factory, [])).toThrowError(
      'A component with this type is already registered.',
    );
  });

  it('[C-REG-04] refuses a route without :uniqueId or :eventName, and registers nothing then', () => {
    const { service } = serviceOnFakeWindow();
    const before = service.router.routeCount;
    for (const url of ['/custom/:id/events/:eventName', '/custom/:uniqueId/events', '/custom']) {
      expect(() => service.register('custom', factory, ['/custom/:uniqueId/ok/:eventName', url])).toThrowError(
        'Invalid router event URL',
      );
    }
    expect(service.router.routeCount).toBe(before);
    expect(() => service.register('custom', factory, ['/custom/:uniqueId/ok/:eventName'])).not.toThrow();
  });

  it('does not leave a window listener behind while the service has no frame', () => {
    const { service, receiveWindow } = serviceOnFakeWindow();
    service.register('custom', factory, ['/custom/:uniqueId/events/:eventName']);
    expect(receiveWindow.listeners.size).toBe(0);
  });
});

describe('Service.invokeSDKHook', () => {
  it('[C-HOOK-05] answers 404 with a null body when the hook is not configured', async () => {
    const response = new RouteResponse();
    await new Service().invokeSDKHook(undefined, request({}), response);
    expect(response).toMatchObject({ statusCode: 404, body: null });
  });

  it('[C-HOOK-07] answers 200 with what the hook returns or resolves, called with the body', async () => {
    const hook = vi.fn(async (body: { report: string }) => `token for ${body.report}`);
    const response = new RouteResponse();
    await new Service().invokeSDKHook(hook, request({ report: 'R' }), response);
    expect(hook).toHaveBeenCalledWith({ report: 'R' });
    expect(response).toMatchObject({ statusCode: 200, body: 'token for R' });
  });

  it('[C-HOOK-06] answers 400 with a null body and logs the error when the hook throws or rejects', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('no token');
    for (const hook of [
      () => {
        throw failure;
      },
      () => Promise.reject(failure),
    ]) {
      const response = new RouteResponse();
      await new Service().invokeSDKHook(hook, request({}), response);
      expect(response).toMatchObject({ statusCode: 400, body: null });
    }
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError).toHaveBeenCalledWith(failure);
  });
});

describe('types', () => {
  it('types the event details of a report, and keeps the reference signature for any name', () => {
    const subscribe = (report: Report) => {
      report.on('error', (event) => expectTypeOf(event.detail).toEqualTypeOf<IError>());
      report.on('pageChanged', (event) => expectTypeOf(event.detail.newPage).toEqualTypeOf<Page>());
      report.on<{ custom: number }>('info', (event) => expectTypeOf(event.detail.custom).toEqualTypeOf<number>());
      report.off('error');
    };
    expectTypeOf(subscribe).toBeFunction();
  });
});
