import { describe, expect, it } from 'vitest';
import { plainCopy } from '../../src/transport/plain-copy';

class Filter {
  $schema = 'http://powerbi.com/product/schema#basic';
  target = { table: 'T', column: 'C' };
  values = [1, 2];
  toJSON() {
    return 'not used by structured cloning';
  }
}

describe('plainCopy', () => {
  it('[C-COMPAT-17] copies what structured cloning keeps, through proxies: keys in order, undefined values, class data', () => {
    const config = { type: 'report', accessToken: 'T', groupId: undefined, filters: [new Filter()] };
    const proxied = new Proxy(config, {});
    const copy = plainCopy({ method: 'POST', url: '/report/load', headers: { id: 'a1' }, body: proxied }) as {
      body: Record<string, unknown>;
    };
    expect(Object.keys(copy.body)).toEqual(['type', 'accessToken', 'groupId', 'filters']);
    expect('groupId' in copy.body).toBe(true);
    expect(copy.body).not.toBe(proxied);
    expect(Object.getPrototypeOf((copy.body.filters as object[])[0])).toBe(Object.prototype);
    expect(structuredClone(copy)).toEqual(structuredClone({ ...copy, body: structuredClone(config) }));
    expect(() => structuredClone(proxied)).toThrow();
  });

  it('keeps dates, functions and cycles for postMessage to judge', () => {
    const when = new Date(0);
    const fn = () => 1;
    const cyclic: Record<string, unknown> = { when, fn };
    cyclic.self = cyclic;
    const copy = plainCopy(cyclic) as Record<string, unknown>;
    expect(copy.when).toBe(when);
    expect(copy.fn).toBe(fn);
    expect(copy.self).toBe(copy);
  });
});
