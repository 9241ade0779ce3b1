import { describe, expect, it } from 'vitest';
import { normalizeTrace, traceLines } from './normalize-trace';
import type { RecordedMessage } from '@org/test-harness/page/recorder';
import { serialize } from '@org/test-harness/page/serialize';

const message = (data: unknown): RecordedMessage => ({
  origin: 'http://host',
  fromParent: true,
  data: serialize(data),
});

describe('serialize (what the recorder stores)', () => {
  it('keeps key order, present-but-undefined keys, Dates and non-finite numbers distinct', () => {
    // eslint-disable-next-line no-sparse-arrays -- a hole survives structured clone, so it must show
    const data = { b: 1, a: undefined, d: new Date(0), n: NaN, list: [1, , 3], nested: { z: null } };
    expect(JSON.stringify(serialize(data))).toBe(
      '{"b":1,"a":{"$type":"undefined"},"d":{"$type":"Date","value":"1970-01-01T00:00:00.000Z"},' +
        '"n":{"$type":"number","value":"NaN"},"list":[1,{"$type":"hole"},3],"nested":{"z":null}}',
    );
    expect(serialize({ a: 1 })).not.toEqual(serialize({ a: 1, b: undefined }));
  });

  it('names non-plain values and cycles instead of flattening them', () => {
    const cyclic: Record<string, unknown> = { m: new Map([[1, 'x']]) };
    cyclic.self = cyclic;
    expect(serialize(cyclic)).toEqual({
      m: { $type: 'Map', entries: [[1, 'x']] },
      self: { $type: 'cycle' },
    });
    expect(serialize(new Uint8Array(2))).toEqual({ $type: 'Uint8Array' });
    expect(serialize({ $type: 'undefined' })).toEqual({ $type: 'object', entries: [['$type', 'undefined']] });
  });
});

describe('normalizeTrace', () => {
  it('numbers tracking ids, uids and session ids by first appearance, everywhere they occur', () => {
    const trace = [
      message({
        method: 'POST',
        url: '/report/load',
        headers: { uid: 'k2j9x', sdkSessionId: '0123456789abcdef0123', id: 'zz91a' },
        body: { embedUrl: 'http://f/reportEmbed?reportId=R1&uid=k2j9x', uniqueId: 'k2j9x' },
      }),
      message({ statusCode: 200, headers: { id: 'q1w2e' }, body: null }),
      message({ method: 'GET', url: '/report/pages', headers: { uid: 'k2j9x', id: 'abc12' } }),
    ];
    expect(normalizeTrace(trace).map((m) => m.data)).toEqual([
      {
        method: 'POST',
        url: '/report/load',
        headers: { uid: '<uid1>', sdkSessionId: '<session1>', id: '<id1>' },
        body: { embedUrl: 'http://f/reportEmbed?reportId=R1&uid=<uid1>', uniqueId: '<uid1>' },
      },
      { statusCode: 200, headers: { id: '<id2>' }, body: null },
      { method: 'GET', url: '/report/pages', headers: { uid: '<uid1>', id: '<id3>' } },
    ]);
  });

  it('gives equal traces for equal shapes with different random ids, and keeps names that are not random', () => {
    const run = (uid: string, id: string) => [
      message({ method: 'GET', url: '/report/pages', headers: { uid, id } }),
      message({ method: 'GET', url: '/report/filters', headers: { uid: 'my-report', id: `${id}0` } }),
    ];
    expect(traceLines(normalizeTrace(run('a1', 'b2')))).toEqual(traceLines(normalizeTrace(run('x9y', 'qq'))));
    expect(normalizeTrace(run('a1', 'b2'))[1].data).toMatchObject({ headers: { uid: 'my-report' } });
  });

  it('still tells apart a uid that changed from one that stayed', () => {
    const same = [message({ headers: { uid: 'aaa', id: '1' } }), message({ headers: { uid: 'aaa', id: '2' } })];
    const changed = [message({ headers: { uid: 'aaa', id: '1' } }), message({ headers: { uid: 'bbb', id: '2' } })];
    expect(traceLines(normalizeTrace(same))).not.toEqual(traceLines(normalizeTrace(changed)));
  });
});
