import { describe, expect, it } from 'vitest';
import { ExpiringCache } from '../src/expiring-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ExpiringCache', () => {
  it('shares one creation among concurrent callers of the same key', async () => {
    const cache = new ExpiringCache<{ token: string; expiresAt: number }>(60_000, () => 0);
    const pending = deferred<{ token: string; expiresAt: number }>();
    let calls = 0;
    const create = () => {
      calls += 1;
      return pending.promise;
    };
    const all = Promise.all([cache.get('k', create), cache.get('k', create), cache.get('k', create)]);
    pending.resolve({ token: 'a', expiresAt: 3_600_000 });
    expect((await all).map((v) => v.token)).toEqual(['a', 'a', 'a']);
    expect(calls).toBe(1);
  });

  it('serves from cache until the refresh margin, then creates again', async () => {
    let now = 0;
    const cache = new ExpiringCache<{ token: string; expiresAt: number }>(5 * 60_000, () => now);
    let n = 0;
    const create = async () => ({ token: `t${++n}`, expiresAt: now + 3_600_000 });
    expect((await cache.get('k', create)).token).toBe('t1');
    now = 54 * 60_000;
    expect((await cache.get('k', create)).token).toBe('t1');
    now = 55 * 60_000;
    expect((await cache.get('k', create)).token).toBe('t2');
  });

  it('caps the margin at half the lifetime, so short-lived tokens are still reused', async () => {
    let now = 0;
    const cache = new ExpiringCache<{ token: string; expiresAt: number }>(5 * 60_000, () => now);
    let n = 0;
    const create = async () => ({ token: `t${++n}`, expiresAt: now + 60_000 });
    await cache.get('k', create);
    now = 29_000;
    expect((await cache.get('k', create)).token).toBe('t1');
    now = 30_000;
    expect((await cache.get('k', create)).token).toBe('t2');
  });

  it('does not cache failures, and keeps different keys apart', async () => {
    const cache = new ExpiringCache<{ token: string; expiresAt: number }>(0, () => 0);
    await expect(cache.get('k', () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
    expect((await cache.get('k', async () => ({ token: 'ok', expiresAt: 10 }))).token).toBe('ok');
    expect((await cache.get('other', async () => ({ token: 'other', expiresAt: 10 }))).token).toBe('other');
  });

  it('stays within its size bound by evicting expired entries first', async () => {
    let now = 0;
    const cache = new ExpiringCache<{ token: string; expiresAt: number }>(0, () => now, 3);
    await cache.get('a', async () => ({ token: 'a', expiresAt: 5 }));
    await cache.get('b', async () => ({ token: 'b', expiresAt: 100 }));
    await cache.get('c', async () => ({ token: 'c', expiresAt: 100 }));
    now = 10;
    await cache.get('d', async () => ({ token: 'd', expiresAt: 100 }));
    expect(cache.size).toBe(3);
    let recreated = false;
    await cache.get('b', async () => {
      recreated = true;
      return { token: 'b2', expiresAt: 100 };
    });
    expect(recreated).toBe(false);
  });
});
