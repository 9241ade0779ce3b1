/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against the client's globals */
/**
 * Lazy embedding (`lazy` on the config: the frame waits until the container is near the viewport)
 * and the load pool (`maxConcurrentLoads` on a service), in Chromium with our client.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpHarness, type HostPage } from './support/harness';
import { normalizeTrace, traceLines } from './support/normalize-trace';

const h = setUpHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

const embedUrl = (query: Record<string, string> = {}) =>
  h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1', ...query });

describe('lazy embedding', () => {
  it('[C-LAZY-01] creates no frame until the container is near the viewport, then loads it', async () => {
    host = await h.openHost('ours');
    const seen = await host.run(async (_pbi, powerbi, url, t) => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.body.append(spacer);
      const el = t.container();
      const report = powerbi.embed(el, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T', lazy: true });
      await t.sleep(300);
      const before = {
        iframes: el.querySelectorAll('iframe').length,
        component: powerbi.get(el) === report,
        lazyPosted: 'lazy' in report.config,
      };
      let early: string | undefined;
      await report.getPages().catch((error: Error) => (early = `${error.name}: ${(error as any).code}`));
      const loaded = t.nextEvent(el, 'loaded', 10_000);
      // Scrolled to 100 px above the container: inside the default 200px margin.
      window.scrollTo(0, el.offsetTop - window.innerHeight - 100);
      await loaded;
      const pages = await report.getPages();
      // The bookmarks manager was made before the frame existed: it reaches the frame now.
      const bookmarks = Array.isArray(await report.bookmarksManager.getBookmarks());
      return { before, early, after: el.querySelectorAll('iframe').length, pages: pages.length > 0, bookmarks };
    }, embedUrl());
    expect(seen).toEqual({
      before: { iframes: 0, component: true, lazyPosted: false },
      early: 'EmbedError: PostFailed',
      after: 1,
      pages: true,
      bookmarks: true,
    });
  });

  it('[C-LAZY-01] a lazy embed reset before it was seen leaves no observer work behind: no frame later', async () => {
    host = await h.openHost('ours');
    const seen = await host.run(async (_pbi, powerbi, url, t) => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.body.append(spacer);
      const el = t.container();
      const baseline = t.messageListenerCount();
      powerbi.embed(el, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T', lazy: { rootMargin: '0px' } });
      powerbi.reset(el);
      el.scrollIntoView();
      await t.sleep(300);
      return { iframes: el.querySelectorAll('iframe').length, listeners: t.messageListenerCount() - baseline };
    }, embedUrl());
    expect(seen).toEqual({ iframes: 0, listeners: 0 });
  });

  it('[C-LAZY-01] once seen, a lazy frame receives exactly what an eager one receives (nothing of lazy is posted)', async () => {
    const traces: string[][] = [];
    for (const lazy of [false, true]) {
      const page = await h.openHost('ours');
      try {
        await page.run(
          async (_pbi, powerbi, { url, lazy }, t) => {
            const el = t.container();
            const rendered = t.nextEvent(el, 'rendered', 10_000);
            powerbi.embed(el, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T', ...(lazy ? { lazy } : {}) });
            await rendered;
          },
          // The frame's ready strictly before its load (fake-frame's loadAfterReady): otherwise the order of
          // /frontload/config and /report/load is a race between two processes, and the traces differ by chance.
          { url: embedUrl({ loadAfterReady: '1' }), lazy },
        );
        traces.push(traceLines(normalizeTrace(await page.trace(0))));
      } finally {
        await page.close();
      }
    }
    expect(traces[0].length).toBeGreaterThan(0);
    expect(traces[1]).toEqual(traces[0]);
  });

  it('[C-LAZY-02] without IntersectionObserver a lazy embed creates its frame at once (the documented fallback)', async () => {
    host = await h.openHost('ours');
    const seen = await host.run(async (_pbi, powerbi, url, t) => {
      delete (window as any).IntersectionObserver;
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.body.append(spacer);
      const el = t.container();
      const loaded = t.nextEvent(el, 'loaded', 10_000);
      powerbi.embed(el, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T', lazy: true });
      const atOnce = el.querySelectorAll('iframe').length;
      await loaded;
      return { atOnce, inView: el.getBoundingClientRect().top < window.innerHeight };
    }, embedUrl());
    expect(seen).toEqual({ atOnce: 1, inView: false });
  });
});

describe('load pool (maxConcurrentLoads)', () => {
  it('[C-LAZY-03] no more frames load at once than the limit; queued loads start visible-first, then in page order', async () => {
    host = await h.openHost('ours');
    const seen = await host.run(
      async (pbi, _powerbi, url, t) => {
        const service = new pbi.service.Service({ maxConcurrentLoads: 2 });
        const els = [0, 1, 2, 3, 4].map((i) => t.container('c' + i));
        // Of the waiting ones, only c3 is in the viewport (c2 ends 50 px above it).
        window.scrollTo(0, els[3].offsetTop + 50);
        const started: string[] = [];
        let loading = 0;
        let most = 0;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof HTMLIFrameElement) {
                started.push((node.parentElement as HTMLElement).id);
                most = Math.max(most, ++loading);
              }
        }).observe(document.body, { childList: true, subtree: true });
        const loaded = els.map((el) => {
          const done = t.nextEvent(el, 'loaded', 20_000);
          done.then(() => loading--);
          return done;
        });
        // Called out of page order: c4 and c0 take the two slots at once.
        for (const i of [4, 0, 1, 2, 3]) {
          service.embed(els[i], { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T' });
        }
        // The pool's code loads with the first service that has a limit; the first frames come with it.
        await t.until(() => started.length > 0);
        const immediately = els.filter((el) => el.querySelector('iframe')).map((el) => el.id);
        await Promise.all(loaded);
        return { immediately, started, most };
      },
      embedUrl({ delay: '150' }),
    );
    expect(seen.immediately).toEqual(['c0', 'c4']);
    expect(seen.started).toEqual(['c4', 'c0', 'c3', 'c1', 'c2']);
    expect(seen.most).toBe(2);
  });

  it('[C-LAZY-03] a reset frees the slot at once; a load that never ends frees it after loadSlotTimeout', async () => {
    host = await h.openHost('ours');
    const seen = await host.run(
      async (pbi, _powerbi, url, t) => {
        const baseline = t.messageListenerCount();
        const service = new pbi.service.Service({ maxConcurrentLoads: 1, loadSlotTimeout: 500 });
        const els = [0, 1, 2].map((i) => t.container('c' + i));
        for (const el of els) service.embed(el, { type: 'report', id: 'R1', embedUrl: url, accessToken: 'T' });
        const frames = () => els.map((el) => el.querySelectorAll('iframe').length).join('');
        await t.until(() => frames() !== '000');
        const first = frames();
        service.reset(els[0]);
        const afterReset = frames();
        await t.sleep(200);
        const beforeTimeout = frames();
        await t.sleep(600);
        const afterTimeout = frames();
        els.slice(1).forEach((el) => service.reset(el));
        return { first, afterReset, beforeTimeout, afterTimeout, listeners: t.messageListenerCount() - baseline };
      },
      embedUrl({ hang: 'POST /report/load' }),
    );
    expect(seen).toEqual({ first: '100', afterReset: '010', beforeTimeout: '010', afterTimeout: '011', listeners: 0 });
  });

  it('refuses a maxConcurrentLoads that is not a whole number ≥ 1, naming the option', async () => {
    host = await h.openHost('ours');
    const messages = await host.run((pbi) =>
      [0, 1.5, '2'].map((value) => {
        try {
          new pbi.service.Service({ maxConcurrentLoads: value });
          return 'accepted';
        } catch (error) {
          return (error as Error).message;
        }
      }),
    );
    expect(messages).toEqual([
      'maxConcurrentLoads must be a whole number ≥ 1, not 0',
      'maxConcurrentLoads must be a whole number ≥ 1, not 1.5',
      'maxConcurrentLoads must be a whole number ≥ 1, not "2"',
    ]);
  });
});
