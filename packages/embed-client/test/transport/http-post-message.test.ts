import { describe, expect, it } from 'vitest';
import { HttpPostMessage, MessageProxy, anyPeer } from '../../src/transport';
import { FakeWindow, responder } from './support/fake-window';

const NO_TARGET =
  'target window is not provided.  You must either provide the target window explicitly as argument to request, or specify default target window when constructing instance of this class.';

function setup(defaultHeaders?: Record<string, unknown>, withDefaultTarget = false) {
  const host = new FakeWindow('https://host.example');
  const frame = responder(new FakeWindow('https://app.powerbi.com'), (req) => ({
    statusCode: 200,
    body: { echo: req.method },
  }));
  const proxy = new MessageProxy({ receiveWindow: host.receiver, peers: anyPeer });
  const target = host.handle(frame);
  const hpm = new HttpPostMessage(proxy, defaultHeaders, withDefaultTarget ? target : undefined);
  /** What the frame received, as structured clone delivered it (key order and undefined keys kept). */
  const wire = () => host.posts.map((post) => post.data as Record<string, unknown>);
  return { hpm, proxy, target, wire };
}

describe('HttpPostMessage', () => {
  it('[C-HPM-01] posts { method, url, headers, body } in that order, and GET without a body key', async () => {
    const { hpm, target, wire } = setup({
      'x-sdk-type': 'js',
      'x-sdk-version': '2.22.4',
      'x-sdk-wrapper-version': undefined,
    });
    await hpm.get('/report/pages', { uid: 'u1' }, target);
    await hpm.post('/report/load', { id: 'r' }, { uid: 'u1', bootstrapped: undefined }, target);
    const [get, post] = wire();
    expect(Object.keys(get)).toEqual(['method', 'url', 'headers']);
    expect('body' in get).toBe(false);
    expect(Object.keys(post)).toEqual(['method', 'url', 'headers', 'body']);
    expect(Object.keys(post.headers as object)).toEqual([
      'x-sdk-type',
      'x-sdk-version',
      'x-sdk-wrapper-version',
      'uid',
      'bootstrapped',
      'id',
    ]);
    expect(post).toEqual({
      method: 'POST',
      url: '/report/load',
      headers: {
        'x-sdk-type': 'js',
        'x-sdk-version': '2.22.4',
        'x-sdk-wrapper-version': undefined,
        uid: 'u1',
        bootstrapped: undefined,
        id: expect.stringMatching(/^[0-9a-z]{1,6}$/),
      },
      body: { id: 'r' },
    });
  });

  it('[C-HPM-02] sends GET, POST, PUT, PATCH and DELETE (DELETE with a null body by default)', async () => {
    const { hpm, target, wire } = setup();
    const answers = await Promise.all([
      hpm.get('/a', {}, target),
      hpm.post('/b', 1, {}, target),
      hpm.put('/c', 2, {}, target),
      hpm.patch('/d', 3, {}, target),
      hpm.delete('/e', undefined, {}, target),
      hpm.delete('/f', 4, undefined, target),
      hpm.post('/g', undefined, undefined, target),
    ]);
    expect(answers.map((a) => (a.body as { echo: string }).echo)).toEqual([
      'GET',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'DELETE',
      'POST',
    ]);
    expect(wire().map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/a', undefined],
      ['POST', '/b', 1],
      ['PUT', '/c', 2],
      ['PATCH', '/d', 3],
      ['DELETE', '/e', null],
      ['DELETE', '/f', 4],
      ['POST', '/g', undefined],
    ]);
    expect('body' in wire()[6]).toBe(true);
  });

  it('[C-HPM-03] throws synchronously without a target window, after merging the headers', () => {
    const { hpm } = setup({ a: 1 });
    expect(() => hpm.get('/a')).toThrow(new Error(NO_TARGET));
    const request = { method: 'POST' as const, url: '/b', headers: { b: 2 }, body: null };
    expect(() => hpm.send(request)).toThrow(NO_TARGET);
    expect(request.headers).toEqual({ a: 1, b: 2 });
  });

  it('uses the default target window unless a call names one (an explicit null still throws)', async () => {
    const { hpm, wire } = setup({}, true);
    await expect(hpm.get('/a')).resolves.toMatchObject({ statusCode: 200 });
    expect(wire()).toHaveLength(1);
    expect(() => hpm.post('/b', 1, {}, null)).toThrow(NO_TARGET);
  });

  it('lets request headers override the defaults, keeping explicitly undefined ones', async () => {
    const { hpm, target, wire } = setup({ 'x-sdk-type': 'js', uid: 'default' });
    await hpm.put('/a', null, { 'x-sdk-type': 'powerbi-client-react', uid: undefined }, target);
    const headers = wire()[0].headers as Record<string, unknown>;
    expect(Object.keys(headers)).toEqual(['x-sdk-type', 'uid', 'id']);
    expect(headers['x-sdk-type']).toBe('powerbi-client-react');
    expect(headers.uid).toBeUndefined();
  });

  it('exposes its parts as the reference names them and returns the proxy promise', async () => {
    const { hpm, proxy } = setup({ h: 1 });
    expect(hpm.windowPostMessageProxy).toBe(proxy);
    expect(hpm.defaultHeaders).toEqual({ h: 1 });
    expect(new HttpPostMessage(proxy).defaultHeaders).toEqual({});
    expect(new HttpPostMessage(proxy).defaultTargetWindow).toBeUndefined();
  });
});
