/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * Hostile messages: while a real request is pending, windows that are not the embed's frame (a
 * stranger frame at the embed's own origin, one at another origin of the host's site, and the
 * host window itself) post forged responses carrying the pending request's id, forged events and
 * hook requests, and junk. Ours accepts none of it, throws nothing, and still settles the real
 * calls with the real answers. The reference is run too and what it accepted is logged, not asserted.
 */
import type { Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpHarness, type Client, type HostPage } from './support/harness';

const h = setUpHarness();

const PAGES = [
  { name: 'ReportSection1', displayName: 'Admissions', isActive: true, visibility: 0 },
  { name: 'ReportSection2', displayName: 'Bed occupancy', isActive: false, visibility: 0 },
];

/** Everything a hostile window posts: forgeries aimed at the pending request and the embed, then junk. Runs in the page. */
function forgeries(pendingId: string, uid: string): unknown[] {
  const deep: Record<string, unknown> = {};
  let node = deep;
  for (let i = 0; i < 500; i++) node = (node.next = {}) as Record<string, unknown>;
  const wide: Record<string, number> = {};
  for (let i = 0; i < 20_000; i++) wide[`k${i}`] = i;
  const request = (url: string, body: unknown, id = `forged-${url.length}`) => ({
    method: 'POST',
    url,
    headers: { id },
    body,
  });
  return [
    // Responses to the pending request: success, failure, and status-less (success for the reference).
    { statusCode: 200, statusText: 'OK', headers: { id: pendingId }, body: [{ name: 'FORGED', isActive: true }] },
    { statusCode: 500, headers: { id: pendingId }, body: { message: 'forged failure' } },
    { headers: { id: pendingId }, body: [] },
    // Events and signals for the real embed.
    request(`/reports/${uid}/events/loaded`, { forged: true }),
    request(`/reports/${uid}/events/error`, { message: 'forged error' }),
    request(`/reports/${uid}/events/pageChanged`, { newPage: { name: 'FORGED' } }),
    request(`/reports/${uid}/pages/ReportSection1/events/dataSelected`, { forged: true }),
    request(`/ready/${uid}`, undefined),
    // Hooks: a forged newAccessToken would make the application hand its token to the forger.
    request(`/reports/${uid}/eventHooks/newAccessToken`, {}),
    request(`/reports/${uid}/eventHooks/preQuery`, {}),
    // A request whose id collides with the pending request's.
    request(`/reports/${uid}/events/rendered`, {}, pendingId),
    // Junk.
    'a string',
    42,
    true,
    null,
    undefined,
    [1, 2, 3],
    [{ headers: { id: pendingId }, statusCode: 200 }],
    {},
    { headers: null },
    { headers: 'x', method: 'POST', url: `/reports/${uid}/events/loaded` },
    { method: 7, url: {}, headers: {} },
    { method: 'POST', url: null, headers: { id: 1 } },
    { statusCode: 'two hundred', headers: { id: pendingId } },
    { statusCode: 200, headers: { id: { toString: null } }, body: 'x'.repeat(2_000_000) },
    deep,
    wide,
    new Date(0),
    new Map([[pendingId, 1]]),
  ];
}

/** What the host page under attack shows: every sign that a forgery was accepted. */
interface Damage {
  settledBy: unknown;
  events: { name: string; detail: unknown }[];
  hookCalls: number;
  repliesToStrangers: number;
  newMessagesToFrame: number;
  pageErrors: string[];
}

interface Attack {
  host: HostPage;
  strangers: Frame[];
  pendingId: string;
  uid: string;
  /** Messages the embed frame had received before the attack. */
  framed: number;
}

/** Embeds a report whose frame never answers GET /report/pages, starts getPages, and adds two stranger frames. */
async function prepare(client: Client): Promise<Attack> {
  const host = await h.openHost(client);
  const embedUrl = h.embedUrl('/reportEmbed', {
    reportId: 'R1',
    groupId: 'G1',
    noReady: '1',
    hang: 'GET /report/pages',
  });
  await host.run(
    async (_pbi, powerbi, { embedUrl, strangers }, t) => {
      const el = (t.vars.el = t.container());
      const rendered = t.nextEvent(el, 'rendered');
      t.vars.hookCalls = 0;
      t.vars.report = powerbi.embed(el, {
        type: 'report',
        id: 'R1',
        embedUrl,
        accessToken: 'SECRET',
        tokenType: 0,
        eventHooks: {
          accessTokenProvider: () => ++t.vars.hookCalls && 'SECRET-2',
          applicationContextProvider: () => ++t.vars.hookCalls && {},
        },
      });
      await rendered;
      t.vars.events = t.recordEvents(el, ['loaded', 'rendered', 'error', 'pageChanged', 'dataSelected', 'ready']);
      t.vars.settledBy = null;
      t.vars.pages = t.vars.report.getPages().then(
        (pages: any[]) => (t.vars.settledBy = { resolved: pages.map((p) => p.name) }),
        (error: any) => (t.vars.settledBy = { rejected: String(error?.message ?? error) }),
      );
      await Promise.all(
        strangers.map((src: string) => {
          const frame = document.createElement('iframe');
          frame.src = src;
          document.body.append(frame);
          return t.nextEvent(frame, 'load');
        }),
      );
    },
    { embedUrl, strangers: [h.strangerUrl(), h.strangerUrl({ sameSite: true })] },
  );
  const frame = await host.frame(0);
  const pendingId = await frame.evaluate(async () => {
    for (;;) {
      const found = window.frameRecorder.records.find((r) => (r.data as any)?.url === '/report/pages');
      if (found) return (found.data as any).headers.id as string;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  const strangers = host.page.frames().filter((f) => f.url().endsWith('/stranger'));
  expect(strangers).toHaveLength(2);
  await host.settle();
  const framed = (await host.trace(0)).length;
  return { host, strangers, pendingId, uid: await host.frameUid(0), framed };
}

/** Posts every forgery from both strangers and from the host window itself, and waits until the host received them. */
async function attack({ host, strangers, pendingId, uid }: Attack): Promise<void> {
  const before = await host.page.evaluate(() => window.hostTools.received.length);
  const source = forgeries.toString();
  let posted = 0;
  for (const stranger of strangers)
    posted += await stranger.evaluate(
      ([src, id, uid]) => {
        const list = (0, eval)(`(${src})`)(id, uid) as unknown[];
        for (const message of list) window.parent.postMessage(message, '*');
        return list.length;
      },
      [source, pendingId, uid],
    );
  posted += await host.page.evaluate(
    ([src, id, uid]) => {
      const list = (0, eval)(`(${src})`)(id, uid) as unknown[];
      for (const message of list) window.postMessage(message, '*');
      return list.length;
    },
    [source, pendingId, uid],
  );
  await host.page.waitForFunction((n) => window.hostTools.received.length >= n, before + posted);
  await host.settle();
}

/** Reads what the attack achieved. */
async function damage({ host, strangers, framed }: Attack): Promise<Damage> {
  const page = await host.run((_pbi, _p, _a, t) => ({
    settledBy: t.vars.settledBy,
    events: t.vars.events.map((e: any) => ({ name: e.name, detail: e.detail })),
    hookCalls: t.vars.hookCalls,
  }));
  let repliesToStrangers = 0;
  for (const stranger of strangers)
    repliesToStrangers += await stranger.evaluate(() => window.frameRecorder.records.length);
  const newMessagesToFrame = (await host.trace(0)).length - framed;
  return { ...page, repliesToStrangers, newMessagesToFrame, pageErrors: [...host.pageErrors] };
}

describe('hostile messages', { timeout: 60_000 }, () => {
  let ours: Attack;
  beforeAll(async () => {
    ours = await prepare('ours');
    await attack(ours);
  }, 60_000);
  afterAll(() => ours?.host.close());

  it('ours: no forged response settles the pending request', async () => {
    expect((await damage(ours)).settledBy).toBeNull();
  });

  it('ours: no forged event is raised on the element and no forged hook reaches the application', async () => {
    const { events, hookCalls } = await damage(ours);
    expect(events).toEqual([]);
    expect(hookCalls).toBe(0);
  });

  it('ours: strangers get no reply, and the frame gets nothing because of them (no frontload on a forged /ready)', async () => {
    const { repliesToStrangers, newMessagesToFrame } = await damage(ours);
    expect(repliesToStrangers).toBe(0);
    expect(newMessagesToFrame).toBe(0);
  });

  it('ours: nothing throws in the host page', async () => {
    expect((await damage(ours)).pageErrors).toEqual([]);
  });

  it('ours: the real frame still answers the pending call, raises events and gets replies', async () => {
    const frame = await ours.host.frame(0);
    await frame.evaluate(
      ([id, pages]) =>
        window.frameRecorder.postRaw({ statusCode: 200, statusText: 'OK', headers: { id }, body: pages }),
      [ours.pendingId, PAGES] as const,
    );
    const settled = await ours.host.run(async (_pbi, _p, _a, t) => {
      await t.vars.pages;
      return t.vars.settledBy;
    });
    expect(settled).toEqual({ resolved: ['ReportSection1', 'ReportSection2'] });
    const reply = await ours.host.frameRequest(0, {
      method: 'POST',
      url: `/reports/${ours.uid}/events/loaded`,
      body: { real: true },
    });
    expect(reply).toMatchObject({ statusCode: 200 });
    const hook = await ours.host.frameRequest(0, {
      method: 'POST',
      url: `/reports/${ours.uid}/eventHooks/newAccessToken`,
      body: {},
    });
    expect(hook).toMatchObject({ statusCode: 200, body: 'SECRET-2' });
    const { events, hookCalls } = await damage(ours);
    expect(events).toEqual([{ name: 'loaded', detail: { real: true } }]);
    expect(hookCalls).toBe(1);
    const filters = await ours.host.run((_pbi, _p, _a, t) => t.outcome(t.vars.report.getFilters()));
    expect(filters).toEqual({ resolved: [] });
  });

  it('ours: junk from the real frame itself is ignored without an error, and the frame still gets answers', async () => {
    const frame = await ours.host.frame(0);
    const before = await ours.host.page.evaluate(() => window.hostTools.received.length);
    const posted = await frame.evaluate(
      ([src, uid]) => {
        const list = (0, eval)(`(${src})`)('no-such-id', uid) as unknown[];
        // Only the junk: the frame's own well-formed requests are legitimate.
        const wellFormed = (m: any) =>
          typeof m?.method === 'string' && typeof m.url === 'string' && m.headers && typeof m.headers === 'object';
        const junk = list.filter((m) => !wellFormed(m));
        for (const message of junk) window.parent.postMessage(message, '*');
        return junk.length;
      },
      [forgeries.toString(), ours.uid] as const,
    );
    await ours.host.page.waitForFunction((n) => window.hostTools.received.length >= n, before + posted);
    expect(ours.host.pageErrors).toEqual([]);
    const pages = await ours.host.frameRequest(0, {
      method: 'POST',
      url: `/reports/${ours.uid}/events/rendered`,
      body: null,
    });
    expect(pages).toMatchObject({ statusCode: 200 });
  });

  it('the reference, for comparison, accepts the forgeries (logged, not asserted)', async () => {
    const reference = await prepare('reference');
    try {
      await attack(reference);
      const seen = await damage(reference);
      console.info(
        'powerbi-client 2.22.4 under the same attack:',
        JSON.stringify(
          {
            pendingGetPagesSettledBy: seen.settledBy,
            forgedEventsRaised: seen.events.map((e) => e.name),
            forgedHookCalls: seen.hookCalls,
            repliesPostedToStrangers: seen.repliesToStrangers,
            extraMessagesToFrame: seen.newMessagesToFrame,
          },
          null,
          2,
        ),
      );
    } finally {
      await reference.host.close();
    }
  });
});
