/**
 * The held requests of the message proxy (`holdPosts`, `postFirst`) on a fake clock: a held request
 * is pending from the moment it was made and keeps that deadline (held or posted, it rejects then),
 * what readies the frame goes first, several keep their order, and none leaves a timer behind. In
 * Node over fake windows: the browser suite (calls-wait-for-frame) shows the same against a real
 * iframe, whose load a fake clock cannot time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, frameRequest } from '../../src/embeds/frame-request';
import type { IService } from '../../src/service/configuration';
import { resetError } from '../../src/service/embed-element';
import { HttpPostMessage, MessageProxy, anyPeer } from '../../src/transport';
import { holdPosts, postFirst } from '../../src/transport/message-proxy';
import { FakeWindow } from './support/fake-window';

/** A host whose proxy times out after 1 s, and an iframe stand-in (connected, its frame not loaded) whose frame never answers. */
function setup(hpm?: IService['hpm']) {
  const host = new FakeWindow('https://host.example');
  const frame = new FakeWindow('https://app.powerbi.com');
  const proxy = new MessageProxy({ receiveWindow: host.receiver, peers: anyPeer, requestTimeout: 1000 });
  const iframe = { isConnected: true, contentWindow: host.handle(frame) } as unknown as HTMLIFrameElement;
  holdPosts(iframe.contentWindow);
  const node = { service: { hpm: hpm ?? new HttpPostMessage(proxy) }, config: { uniqueId: 'u1' }, iframe };
  /** What the frame received, by URL. */
  const posted = () => host.posts.map((post) => (post.data as { url: string }).url);
  /** What the embed does once the iframe has loaded: posts `first` (the load) at once, then what waited. */
  const ready = (first = () => {}) => postFirst(iframe.contentWindow, first, true);
  return { proxy, iframe, node, posted, ready };
}

/** A promise's outcome, readable synchronously once the fake clock has moved. */
function watch(promise: Promise<unknown>) {
  const state: { value?: unknown; error?: { code?: unknown; message?: unknown } } = {};
  promise.then(
    (value) => (state.value = value),
    (error: { code?: unknown; message?: unknown }) => (state.error = { code: error.code, message: error.message }),
  );
  return state;
}

const TIMEOUT = { code: 'RequestTimeout', message: 'GET /report/pages got no answer within 1000 ms.' };

describe('held requests', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[T-READY-01] a request posted once its frame is ready keeps the deadline of the moment it was made', async () => {
    const { proxy, node, posted, ready } = setup();
    const pages = watch(bodyOf(frameRequest(node, 'GET', '/report/pages')));
    await vi.advanceTimersByTimeAsync(600);
    expect(posted()).toEqual([]);
    expect(proxy.pendingCount).toBe(1);
    ready();
    expect(posted()).toEqual(['/report/pages']);
    await vi.advanceTimersByTimeAsync(399);
    expect(pages).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(pages).toEqual({ error: TIMEOUT });
    expect(proxy.pendingCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('[T-READY-01] a request whose frame is not ready by its deadline rejects then with the timeout rejection, unposted', async () => {
    const { proxy, node, posted, ready } = setup();
    const pages = watch(bodyOf(frameRequest(node, 'GET', '/report/pages')));
    await vi.advanceTimersByTimeAsync(999);
    expect(pages).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(pages).toEqual({ error: TIMEOUT });
    expect(proxy.pendingCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    ready();
    expect(posted()).toEqual([]);
  });

  it('[T-READY-02] what readies the frame goes first, then the held requests in the order they were made', () => {
    const { node, posted, ready } = setup();
    for (const url of ['/report/pages', '/report/filters', '/report/bookmarks']) void frameRequest(node, 'GET', url);
    expect(posted()).toEqual([]);
    // The front-load is posted at once, the hold staying: the held requests wait for the load.
    postFirst(node.iframe.contentWindow, () => void frameRequest(node, 'POST', '/frontload/config'));
    expect(posted()).toEqual(['/frontload/config']);
    ready(() => void frameRequest(node, 'POST', '/report/load'));
    expect(posted()).toEqual([
      '/frontload/config',
      '/report/load',
      '/report/pages',
      '/report/filters',
      '/report/bookmarks',
    ]);
    // Released, the frame is posted to at once.
    void frameRequest(node, 'GET', '/report/theme');
    expect(posted().at(-1)).toBe('/report/theme');
  });

  it('[T-READY-03] rejectPending (what reset does) rejects a held request at once, leaves no timer, and it is never posted', async () => {
    const { proxy, iframe, node, posted, ready } = setup();
    const pages = watch(frameRequest(node, 'GET', '/report/pages'));
    proxy.rejectPending(iframe.contentWindow!, resetError());
    await vi.advanceTimersByTimeAsync(0);
    expect(pages.error).toEqual({ code: 'EmbedReset', message: 'The embed was reset before the frame answered.' });
    expect(proxy.pendingCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    ready();
    expect(posted()).toEqual([]);
  });

  it('with a foreign HTTP layer (its own message proxy) a request is posted at once, as by powerbi-client', () => {
    const calls: string[] = [];
    const double = { get: (url: string) => (calls.push(url), Promise.resolve({ statusCode: 200, body: 1 })) };
    const { node } = setup(double as unknown as IService['hpm']);
    void frameRequest(node, 'GET', '/report/pages');
    expect(calls).toEqual(['/report/pages']);
  });
});
