import { describe, expect, it, vi } from 'vitest';
import { FrameRegistry, MessageProxy, Router, originOf, type RequestMessage } from '../../src/transport';
import { FakeWindow, flush, responder } from './support/fake-window';

const HOST = 'https://host.example';
const FRAME = 'https://app.powerbi.com';

const iframeOf = (win: Window | null) => ({ contentWindow: win }) as HTMLIFrameElement;
const event = (source: unknown, origin: string) => ({ source, origin }) as MessageEvent;

describe('FrameRegistry', () => {
  it('accepts only the window of a registered iframe speaking from one of its origins', () => {
    const host = new FakeWindow(HOST);
    const frame = host.handle(new FakeWindow(FRAME));
    const other = host.handle(new FakeWindow(FRAME));
    const peers = new FrameRegistry();
    peers.add(iframeOf(frame), [`${FRAME}/reportEmbed?reportId=r1&groupId=g1`, 'https://extra.example/']);
    expect(peers.size).toBe(1);
    expect(peers.accepts(event(frame, FRAME))).toBe(true);
    expect(peers.accepts(event(frame, 'https://extra.example'))).toBe(true);
    expect(peers.accepts(event(frame, 'https://evil.example'))).toBe(false);
    expect(peers.accepts(event(frame, `${FRAME}.evil.example`))).toBe(false);
    expect(peers.accepts(event(other, FRAME))).toBe(false);
    expect(peers.accepts(event(null, FRAME))).toBe(false);
  });

  it("accepts any origin from a registered frame only when '*' is given explicitly", () => {
    const frame = new FakeWindow(HOST).handle(new FakeWindow(FRAME));
    const peers = new FrameRegistry();
    peers.add(iframeOf(frame), [FRAME, '*']);
    expect(peers.accepts(event(frame, 'https://anything.example'))).toBe(true);
    expect(peers.accepts(event({}, FRAME))).toBe(false);
  });

  it('reads contentWindow at event time, so a re-attached iframe is recognised by its new window', () => {
    const host = new FakeWindow(HOST);
    const first = host.handle(new FakeWindow(FRAME));
    const second = host.handle(new FakeWindow(FRAME));
    const iframe = { contentWindow: first } as { contentWindow: Window | null };
    const peers = new FrameRegistry();
    peers.add(iframe as HTMLIFrameElement, [FRAME]);
    iframe.contentWindow = second;
    expect(peers.accepts(event(first, FRAME))).toBe(false);
    expect(peers.accepts(event(second, FRAME))).toBe(true);
    iframe.contentWindow = null;
    expect(peers.accepts(event(second, FRAME))).toBe(false);
    expect(peers.targetOrigin(second)).toBeUndefined();
  });

  it("refuses a late message from a removed frame without reading the other iframes' contentWindow", () => {
    const host = new FakeWindow(HOST);
    const old = host.handle(new FakeWindow(FRAME));
    const peers = new FrameRegistry();
    const remove = peers.add(iframeOf(old), [FRAME]);
    expect(peers.accepts(event(old, FRAME))).toBe(true);
    remove();
    // The next embed's iframe, just attached: in Chromium, reading its contentWindow now is costly.
    const reads = vi.fn(() => host.handle(new FakeWindow(FRAME)));
    const next = Object.defineProperty({}, 'contentWindow', { get: reads }) as HTMLIFrameElement;
    peers.add(next, [FRAME]);
    expect(peers.accepts(event(old, FRAME))).toBe(false);
    expect(reads).not.toHaveBeenCalled();
  });

  it('judges a window by its own registrations only, whichever registry saw it first', () => {
    const host = new FakeWindow(HOST);
    const frame = host.handle(new FakeWindow(FRAME));
    const iframe = iframeOf(frame);
    const first = new FrameRegistry();
    const second = new FrameRegistry();
    first.add(iframe, [FRAME]);
    expect(first.accepts(event(frame, FRAME))).toBe(true);
    expect(second.accepts(event(frame, FRAME))).toBe(false);
    expect(second.targetOrigin(frame)).toBeUndefined();
    const remove = second.add(iframe, ['https://other.example']);
    expect(second.accepts(event(frame, FRAME))).toBe(false);
    expect(second.accepts(event(frame, 'https://other.example'))).toBe(true);
    remove();
    expect(second.accepts(event(frame, 'https://other.example'))).toBe(false);
    expect(first.accepts(event(frame, FRAME))).toBe(true);
  });

  it('posts to the first origin until the frame spoke, then to the origin it last spoke from', () => {
    const frame = new FakeWindow(HOST).handle(new FakeWindow(FRAME));
    const peers = new FrameRegistry();
    peers.add(iframeOf(frame), [`${FRAME}/reportEmbed`, 'https://second.example']);
    expect(peers.targetOrigin(frame)).toBe(FRAME);
    peers.accepts(event(frame, 'https://second.example'));
    expect(peers.targetOrigin(frame)).toBe('https://second.example');
    peers.accepts(event(frame, 'https://refused.example'));
    expect(peers.targetOrigin(frame)).toBe('https://second.example');
    expect(peers.targetOrigin({} as Window)).toBeUndefined();
  });

  it('never names an opaque origin as a target: a frame allowed to be "null" is posted to with "*"', () => {
    const frame = new FakeWindow(HOST).handle(new FakeWindow('null'));
    const peers = new FrameRegistry();
    peers.add(iframeOf(frame), ['null']);
    expect(peers.accepts(event(frame, 'null'))).toBe(true);
    expect(peers.targetOrigin(frame)).toBe('*');
  });

  it('removes a frame with the function add returned (only the registration it made)', () => {
    const frame = new FakeWindow(HOST).handle(new FakeWindow(FRAME));
    const iframe = iframeOf(frame);
    const peers = new FrameRegistry();
    const removeOld = peers.add(iframe, [FRAME]);
    const removeNew = peers.add(iframe, ['https://other.example']);
    expect(peers.size).toBe(1);
    removeOld();
    expect(peers.size).toBe(1);
    expect(peers.accepts(event(frame, 'https://other.example'))).toBe(true);
    removeNew();
    expect(peers.size).toBe(0);
    expect(peers.accepts(event(frame, 'https://other.example'))).toBe(false);
  });

  it('reduces URLs to origins and keeps "*", "null" and non-URLs as given', () => {
    expect(originOf('https://app.powerbi.com/reportEmbed?x=1')).toBe(FRAME);
    expect(originOf('http://localhost:5173/')).toBe('http://localhost:5173');
    expect(originOf('*')).toBe('*');
    expect(originOf('null')).toBe('null');
    expect(originOf('/relative/without/page')).toBe('/relative/without/page');
  });
});

describe('FrameRegistry on a MessageProxy: hostile windows', () => {
  it('accepts nothing forged by a second frame or the top window, throws nothing, and real calls still resolve', async () => {
    const host = new FakeWindow(HOST);
    const frame = responder(new FakeWindow(FRAME), (req) => ({ statusCode: 200, body: `real ${req.url}` }));
    const hostile = new FakeWindow(FRAME);
    const foreign = new FakeWindow('https://evil.example');
    const peers = new FrameRegistry();
    peers.add(iframeOf(host.handle(frame)), [FRAME]);
    const proxy = new MessageProxy({ receiveWindow: host.receiver, peers });
    const events = vi.fn();
    new Router(proxy).post('/reports/:uniqueId/events/:eventName', events);

    const target = host.handle(frame);
    const pending = Array.from({ length: 20 }, (_, i) => {
      const message: RequestMessage = { method: 'GET', url: `/p${i}`, headers: {} };
      return { message, answer: proxy.postMessage(target, message) };
    });
    // Forged answers with the right ids, forged events and junk, from every window but the frame.
    for (const forger of [hostile, foreign, host]) {
      const toHost = forger === host ? host.handle(host) : forger.handle(host);
      for (const { message } of pending) {
        toHost.postMessage({ statusCode: 500, headers: { id: message.headers.id }, body: 'forged' }, '*');
      }
      toHost.postMessage({ method: 'POST', url: '/reports/u/events/loaded', headers: { id: 'x' }, body: {} }, '*');
      for (const junk of ['junk', 0, null, [1], { headers: null }, { headers: { id: {} } }])
        toHost.postMessage(junk, '*');
    }
    // The frame's own junk is discarded too, without an answer.
    for (const junk of ['junk', null, { headers: { id: 'nope' } }]) frame.handle(host).postMessage(junk, HOST);

    const answers = await Promise.all(pending.map((p) => p.answer));
    expect(answers.map((a) => a.body)).toEqual(pending.map((_, i) => `real /p${i}`));
    await flush();
    expect(events).not.toHaveBeenCalled();
    expect([hostile, foreign].flatMap((w) => host.posts.filter((p) => p.to === w))).toEqual([]);
    // The proxy posted the 20 requests, each to the frame's origin (never "*"), and nothing else.
    const toFrame = host.posts.filter((p) => p.to === frame);
    expect(toFrame).toHaveLength(20);
    expect(new Set(toFrame.map((p) => p.targetOrigin))).toEqual(new Set([FRAME]));
  });

  it('routes the frame’s events and answers them at its origin', async () => {
    const host = new FakeWindow(HOST);
    const frame = new FakeWindow(FRAME);
    const peers = new FrameRegistry();
    peers.add(iframeOf(host.handle(frame)), [FRAME]);
    const proxy = new MessageProxy({ receiveWindow: host.receiver, peers });
    const events = vi.fn();
    new Router(proxy).post('/reports/:uniqueId/events/:eventName', (req) => events(req.params));
    frame.handle(host).postMessage({ method: 'POST', url: '/reports/u/events/loaded', headers: { id: 'e1' } }, HOST);
    await flush();
    expect(events).toHaveBeenCalledWith({ uniqueId: 'u', eventName: 'loaded' });
    expect(host.posts).toEqual([
      expect.objectContaining({ targetOrigin: FRAME, data: { statusCode: 200, headers: { id: 'e1' }, body: null } }),
    ]);
  });

  it('rejects a request to a window that is not a registered frame with PostFailed', async () => {
    const host = new FakeWindow(HOST);
    const proxy = new MessageProxy({ receiveWindow: host.receiver, peers: new FrameRegistry() });
    await expect(
      proxy.postMessage(host.handle(new FakeWindow(FRAME)), { method: 'GET', url: '/report/pages', headers: {} }),
    ).rejects.toMatchObject({ code: 'PostFailed' });
  });
});
