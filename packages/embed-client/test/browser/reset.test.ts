/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against the client's globals */
/**
 * `service.reset(element)` with our client: it takes away exactly what the embed added (its
 * iframe, handlers, routes, frame registration, window listener) and settles its pending calls.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

const embedUrl = (query: Record<string, string> = {}) =>
  h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1', noReady: '1', ...query });

describe('reset', () => {
  it('[C-RESET-01] [C-RESET-02] removes the handlers, the iframe and the association of the element', async () => {
    host = await h.openHost('ours');
    const seen = await host.run(async (_pbi, powerbi, url, t) => {
      const el = t.container();
      const report = powerbi.embed(el, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T' });
      const calls: string[] = [];
      report.on('loaded', () => calls.push('loaded'));
      report.on('info', () => calls.push('info'));
      await t.nextEvent(el, 'rendered');
      const uid = report.config.uniqueId;
      powerbi.reset(el);
      el.dispatchEvent(new CustomEvent('loaded'));
      el.dispatchEvent(new CustomEvent('info'));
      let getError;
      try {
        powerbi.get(el);
      } catch (error) {
        getError = (error as Error).message;
      }
      return {
        calls,
        handlers: report.eventHandlers.length,
        iframes: el.querySelectorAll('iframe').length,
        associated: 'powerBiEmbed' in el,
        found: powerbi.find(uid),
        count: powerbi.getNumberOfComponents(),
        getError,
      };
    }, embedUrl());
    expect(seen).toEqual({
      calls: ['loaded'],
      handlers: 0,
      iframes: 0,
      associated: false,
      found: undefined,
      count: 0,
      getError: expect.stringMatching(
        /^You attempted to get an instance of powerbi component associated with element: <div .*><\/div> but there was no associated instance\.$/,
      ),
    });
  });

  it("removes the SDK's own iframe only, not another iframe of the container", async () => {
    host = await h.openHost('ours');
    const left = await host.run((_pbi, powerbi, url, t) => {
      const el = t.container();
      powerbi.embed(el, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T' });
      const mine = document.createElement('iframe');
      mine.title = 'mine';
      el.prepend(mine);
      powerbi.reset(el);
      return Array.from(el.querySelectorAll('iframe'), (iframe) => iframe.title);
    }, embedUrl());
    expect(left).toEqual(['mine']);
  });

  it('rejects the pending calls of the embed with EmbedError EmbedReset', async () => {
    host = await h.openHost('ours');
    const outcome = await host.run(
      async (_pbi, powerbi, url, t) => {
        const el = t.container();
        const report = powerbi.embed(el, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T' });
        await t.nextEvent(el, 'rendered');
        const pages = report.getPages().catch((error: any) => ({ name: error.name, code: error.code }));
        await t.sleep(50);
        powerbi.reset(el);
        const after = await report.getPages().catch((error: any) => ({ name: error.name, code: error.code }));
        return { pending: await pages, after, left: powerbi.wpmp.pendingCount };
      },
      embedUrl({ hang: 'GET /report/pages' }),
    );
    expect(outcome).toEqual({
      pending: { name: 'EmbedError', code: 'EmbedReset' },
      after: { name: 'EmbedError', code: 'PostFailed' },
      left: 0,
    });
  });

  it('takes away its hook route, its frame and, with the last embed, the window listener and event routes', async () => {
    host = await h.openHost('ours');
    const counts = await host.run(async (_pbi, powerbi, url, t) => {
      const count = () => ({
        routes: powerbi.router.routeCount,
        listeners: t.messageListenerCount(),
        frames: powerbi.frames.size,
      });
      const before = count();
      const first = t.container();
      const second = t.container();
      powerbi.embed(first, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T' });
      powerbi.embed(second, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T' });
      await Promise.all([t.nextEvent(first, 'rendered'), t.nextEvent(second, 'rendered')]);
      const both = count();
      powerbi.reset(first);
      const one = count();
      powerbi.reset(second);
      return { before, both, one, none: count() };
    }, embedUrl());
    expect(counts).toEqual({
      before: { routes: 0, listeners: 0, frames: 0 },
      // Seven event routes for the service, one hook route per report.
      both: { routes: 9, listeners: 1, frames: 2 },
      one: { routes: 8, listeners: 1, frames: 1 },
      none: { routes: 0, listeners: 0, frames: 0 },
    });
  });

  it('leaves the other embeds working, and never drops a component another service owns from this one', async () => {
    host = await h.openHost('ours');
    const seen = await host.run(async (pbi, powerbi, url, t) => {
      const other = new pbi.Service();
      const mine = t.container();
      const theirs = t.container();
      const report = powerbi.embed(mine, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T' });
      other.embed(theirs, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T' });
      await Promise.all([t.nextEvent(mine, 'rendered'), t.nextEvent(theirs, 'rendered')]);
      // The reference removed the first component of its own list here.
      powerbi.reset(theirs);
      const pages = await report.getPages();
      return {
        stillListed: powerbi.find(report.config.uniqueId) === report,
        pages: pages.length,
        count: powerbi.getNumberOfComponents(),
      };
    }, embedUrl());
    expect(seen).toEqual({ stillListed: true, pages: 3, count: 1 });
  });
});
