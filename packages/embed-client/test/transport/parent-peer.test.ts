import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpPostMessage, MessageProxy, ParentPeer } from '../../src/transport';
import { FakeWindow, responder } from './support/fake-window';

const HOST = 'https://host.example';
const event = (source: unknown, origin: string) => ({ source, origin }) as MessageEvent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ParentPeer', () => {
  it('accepts only messages from the parent, from any origin unless allowedOrigins says otherwise', () => {
    const parent = {} as Window;
    const open = new ParentPeer({ parent });
    expect(open.accepts(event(parent, HOST))).toBe(true);
    expect(open.accepts(event({}, HOST))).toBe(false);
    expect(open.accepts(event(null, HOST))).toBe(false);
    const strict = new ParentPeer({ parent, allowedOrigins: [`${HOST}/app/page`] });
    expect(strict.accepts(event(parent, 'https://evil.example'))).toBe(false);
    expect(strict.accepts(event(parent, HOST))).toBe(true);
  });

  it('uses window.parent by default', () => {
    const parent = {} as Window;
    vi.stubGlobal('window', { parent });
    expect(new ParentPeer().parent).toBe(parent);
  });

  it('posts to the referrer origin (or "*") until the parent spoke, then to the origin it first spoke from', () => {
    const parent = {} as Window;
    vi.stubGlobal('document', { referrer: `${HOST}/some/page?x=1` });
    const peer = new ParentPeer({ parent });
    expect(peer.targetOrigin(parent)).toBe(HOST);
    vi.stubGlobal('document', { referrer: '' });
    expect(peer.targetOrigin(parent)).toBe('*');
    peer.accepts(event(parent, 'https://learned.example'));
    peer.accepts(event(parent, 'https://later.example'));
    expect(peer.targetOrigin(parent)).toBe('https://learned.example');
    expect(peer.targetOrigin({} as Window)).toBeUndefined();
  });

  it('with allowedOrigins, never posts beyond them before the parent spoke', () => {
    const parent = {} as Window;
    vi.stubGlobal('document', { referrer: 'https://other.example/' });
    expect(new ParentPeer({ parent, allowedOrigins: [HOST] }).targetOrigin(parent)).toBe(HOST);
    expect(new ParentPeer({ parent, allowedOrigins: ['https://other.example', HOST] }).targetOrigin(parent)).toBe(
      'https://other.example',
    );
    expect(new ParentPeer({ parent, allowedOrigins: ['*'] }).targetOrigin(parent)).toBe('https://other.example');
    expect(new ParentPeer({ parent, allowedOrigins: [] }).targetOrigin(parent)).toBeUndefined();
  });

  it('lets a frame-side proxy talk to its parent only', async () => {
    const host = responder(new FakeWindow(HOST), () => ({ statusCode: 200, body: 'ok' }));
    const frame = new FakeWindow('https://app.powerbi.com');
    const stranger = new FakeWindow(HOST);
    vi.stubGlobal('document', { referrer: `${HOST}/` });
    const proxy = new MessageProxy({
      receiveWindow: frame.receiver,
      peers: new ParentPeer({ parent: frame.handle(host) }),
    });
    const hpm = new HttpPostMessage(proxy, {}, frame.handle(host));
    await expect(hpm.post('/reports/u/events/loaded', {})).resolves.toMatchObject({ body: 'ok' });
    expect(frame.posts[0].targetOrigin).toBe(HOST);
    await expect(hpm.get('/x', {}, frame.handle(stranger))).rejects.toMatchObject({ code: 'PostFailed' });
  });
});
