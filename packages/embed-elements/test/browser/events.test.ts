/* eslint-disable @typescript-eslint/no-explicit-any -- page globals the scenarios keep between steps */
/**
 * The frame's events as DOM events on the element: every SDK event of the embed type, once, as a
 * CustomEvent with the SDK's detail, whose target is the element; none of them bubbles out of it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpElementsHarness, type HostPage } from './support/harness';

const h = setUpElementsHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

const TYPES: { tag: string; attributes: Record<string, string>; path: string; load: string }[] = [
  { tag: 'pbi-report', attributes: { 'report-id': 'R1' }, path: '/reportEmbed', load: 'POST /report/load' },
  { tag: 'pbi-dashboard', attributes: { 'dashboard-id': 'D1' }, path: '/dashboardEmbed', load: 'POST /dashboard/load' },
  {
    tag: 'pbi-tile',
    attributes: { 'tile-id': 'T1', 'dashboard-id': 'D1' },
    path: '/tileEmbed',
    load: 'POST /tile/load',
  },
  {
    tag: 'pbi-visual',
    attributes: { 'report-id': 'R1', 'page-name': 'ReportSection', 'visual-name': 'VisualContainer1' },
    path: '/reportEmbed',
    load: 'POST /report/load',
  },
  { tag: 'pbi-qna', attributes: { 'dataset-ids': 'DS1' }, path: '/qnaEmbed', load: 'POST /qna/load' },
];

/** Opens a page with `tag` loaded, recording on the element every event it allows, and on the document the same names. */
async function loaded(tag: string, attributes: Record<string, string>, path: string, load: string, properties = {}) {
  host = await h.open();
  const embedUrl = host.embedUrl({}, path);
  await host.run(
    async (app, { tag, attributes, embedUrl, properties }) => {
      app.add(tag, { ...attributes, 'embed-url': embedUrl }, { accessToken: 'T1', ...properties });
      await Promise.resolve(); // the element embeds in a microtask (changes are batched)
      const names = [...new Set([...(app.el.embed.allowedEvents as string[]), 'tokenRefreshed', 'tokenRefreshFailed'])];
      const w = window as any;
      w.names = names;
      w.log = [] as unknown[];
      w.outside = [] as string[];
      for (const name of names) {
        app.el.addEventListener(name, (event: Event) =>
          w.log.push({
            name,
            custom: event instanceof CustomEvent,
            bubbles: event.bubbles,
            target: event.target === app.el,
            value: (event as CustomEvent).detail?.index ?? (event as CustomEvent).detail?.newPage?.name ?? null,
          }),
        );
        document.addEventListener(name, () => w.outside.push(name));
      }
    },
    { tag, attributes, embedUrl, properties },
  );
  await host.loaded(load);
  return host;
}

describe('events', () => {
  it.each(TYPES)(
    '[E-EVENT-01] <$tag>: every SDK event of its type arrives on the element once, as a non-bubbling CustomEvent with its detail',
    async ({ tag, attributes, path, load }) => {
      const host = await loaded(tag, attributes, path, load);
      const names: string[] = await host.run(() => (window as any).names.filter((n: string) => !n.startsWith('token')));
      await host.run(() => void ((window as any).log.length = 0));
      // All posted at once by the frame, then awaited by count: one settle per event (a quiet spell after each)
      // made this test outlast its bound on a busy machine (T-CHAOS-03).
      const frame = host.page
        .frames()
        .filter((f) => f.parentFrame() === host.page.mainFrame())
        .at(-1)!;
      await frame.evaluate((names) => {
        const fake = (window as any).fakeFrame;
        for (const [index, name] of names.entries())
          fake.postEvent(name, name === 'pageChanged' ? { newPage: { name: 'ReportSection2' } } : { index });
      }, names);
      await host.page.waitForFunction((count) => (window as any).log.length >= count, names.length);
      // Then nothing more arrives (each event once): reading the requests waits for the traffic to settle.
      await host.requests();
      const log: { name: string; value: unknown }[] = await host.run(() => (window as any).log);
      expect(log.map((e) => e.name)).toEqual(names);
      expect(log).toEqual(
        names.map((name, index) => ({
          name,
          custom: true,
          bubbles: false,
          target: true,
          value: name === 'pageChanged' ? 'ReportSection2' : index,
        })),
      );
      // Neither the SDK's own (bubbling) events on the inner container nor ours reach the document.
      expect(await host.run(() => (window as any).outside)).toEqual([]);
    },
  );

  it('[E-EVENT-01] the load raises loaded and rendered on <pbi-report>; a tile also tileLoaded', async () => {
    let host = await loaded('pbi-report', { 'report-id': 'R1' }, '/reportEmbed', 'POST /report/load');
    expect((await host.run(() => (window as any).log)).map((e: any) => e.name)).toEqual(['loaded', 'rendered']);
    await host.close();
    host = await loaded('pbi-tile', { 'tile-id': 'T1', 'dashboard-id': 'D1' }, '/tileEmbed', 'POST /tile/load');
    expect((await host.run(() => (window as any).log)).map((e: any) => e.name)).toEqual([
      'loaded',
      'rendered',
      'tileLoaded',
    ]);
  });

  it('[E-EVENT-01] with a tokenProvider: tokenRefreshed on the element (the token lifecycle of embed-client)', async () => {
    host = await h.open();
    const embedUrl = host.embedUrl();
    const seen = await host.run(async (app, embedUrl) => {
      const calls: string[] = [];
      const el = app.add(
        'pbi-report',
        { 'embed-url': embedUrl, 'report-id': 'R1' },
        {
          tokenProvider: ({ reason }: { reason: string }) => {
            calls.push(reason);
            return { token: 'P1', expiresAt: Date.now() + 3_600_000 };
          },
        },
      );
      const refreshed = await new Promise<CustomEvent>((resolve) =>
        el.addEventListener('tokenRefreshed', (e: Event) => resolve(e as CustomEvent), { once: true }),
      );
      await el.ready;
      return { calls, reason: refreshed.detail.reason, expires: typeof refreshed.detail.expiresAt };
    }, embedUrl);
    expect(seen).toEqual({ calls: ['initial'], reason: 'initial', expires: 'number' });
    await host.loaded();
    const load = (await host.requests()).find((r) => r.url === '/report/load')!;
    expect(load.body).toMatchObject({ accessToken: 'P1' });
  });
});
