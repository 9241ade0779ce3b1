// Server-side rendering: loading the transport (and the factories) must not read window, document
// or crypto; they are only touched when a proxy is used.
import { afterEach, describe, expect, it, vi } from 'vitest';

const GUARDED = ['window', 'document', 'crypto', 'self'] as const;
const saved = new Map<string, PropertyDescriptor | undefined>();

afterEach(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
  saved.clear();
});

describe('importing the transport', () => {
  it('touches no window, document or crypto', async () => {
    const touched: string[] = [];
    for (const name of GUARDED) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          throw new ReferenceError(`${name} is not defined`);
        },
      });
    }
    vi.resetModules();
    const transport = await import('../../src/transport/index');
    const factories = await import('../../src/factories');
    expect(typeof transport.MessageProxy).toBe('function');
    expect(typeof factories.factories.routerFactory).toBe('function');
    // Constructing the pieces with explicit names is fine too: nothing is read until they are used.
    new transport.Router(new transport.MessageProxy({ name: 'ssr', peers: transport.noPeers }));
    new transport.FrameRegistry();
    expect(touched).toEqual([]);
  });
});
