/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * Factories used without a Service ([C-COMPAT-22]): a host app and a frame app that build their
 * transport from `factories.hpmFactory`, `wpmpFactory` and `routerFactory` alone, in Chromium,
 * the frame at another site. Each scenario runs twice, once with powerbi-client 2.22.4's factories
 * and once with ours, and every result must be the same:
 * 1. the host app on the client's factories, the frame app on Microsoft's window-post-message-proxy,
 *    http-post-message and powerbi-router from npm;
 * 2. the reverse: the host app on Microsoft's libraries, the frame app on the client's factories
 *    (the client loaded in the frame as a script-tag global).
 * What crosses: a load answered 202 and one answered 400 (their bodies), GET /report/pages 200,
 * unknown routes 404 with a body, the frame's events (202) and hooks (200, 400, 404 with bodies).
 * Then what a standalone proxy of ours refuses: a window it never addressed (a stranger iframe of
 * the host page) cannot raise events, call hooks, settle a pending request or get any answer.
 */
import { bundleFromSource } from '@org/test-harness';
import type { Frame } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpHarness, type Client, type HostPage } from './support/harness';
import type { FrameLog, HostLog, Stack } from './support/standalone-apps';

const h = setUpHarness();
let script = '';
beforeAll(async () => {
  script = await bundleFromSource(fileURLToPath(new URL('./support/standalone-apps.ts', import.meta.url)));
}, 60_000);

/** Who is built on which factories: the client's own ('client') or Microsoft's libraries. */
interface Roles {
  host: Stack;
  frame: Stack;
}

/** The host's requests, in order: [method, url, body, headers]. */
const REQUESTS: [string, string, unknown?, Record<string, unknown>?][] = [
  ['post', '/report/load', { id: 'R1', accessToken: 'TOKEN', tokenType: 1 }, { uid: 'u1' }],
  ['post', '/report/load', { id: 'R2' }, { uid: 'u2' }],
  ['get', '/report/pages'],
  ['post', '/report/pages/ReportSection2/filters', [{ filterType: 1, values: ['Cardiology'] }]],
  ['post', '/report/unknown', { x: 1 }],
  ['get', '/no/such/route'],
  ['put', '/report/settings', { filterPaneEnabled: false }],
];

interface Run {
  host: HostLog;
  frame: FrameLog;
  pageErrors: string[];
}

/** Opens a host page of `client`, puts the frame app's page in an iframe at another site, and starts both apps. */
async function openApps(client: Client, roles: Roles): Promise<{ page: HostPage; app: Frame }> {
  const page = await h.openHost(client, { script });
  const src = `${h.strangerUrl()}?app=frame`;
  await page.run(async (_pbi, powerbi, src, t) => {
    // The client's global Service (powerbi-client's listens to every message) stays out of it.
    powerbi.wpmp?.stop?.();
    const iframe = document.createElement('iframe');
    iframe.src = src;
    document.body.append(iframe);
    await t.nextEvent(iframe, 'load');
    t.vars.iframe = iframe;
  }, src);
  const app = page.page.frames().find((f) => f.url() === src)!;
  await app.waitForFunction(() => Boolean(window.frameRecorder));
  if (roles.frame === 'client') {
    await app.addScriptTag({ url: `${h.hostOrigin}/client/${client}.js` });
    await app.evaluate(() => (window as any).powerbi.wpmp?.stop?.());
  }
  await app.addScriptTag({ content: script });
  await app.evaluate((stack) => void window.standalone.frameApp(stack), roles.frame);
  await page.run(
    (_pbi, _powerbi, stack, t) => void window.standalone.hostApp(stack, t.vars.iframe.contentWindow),
    roles.host,
  );
  return { page, app };
}

/** Runs the scenario of `roles` in a host page of `client`: the host's requests, then the frame's events and hooks. */
async function scenario(client: Client, roles: Roles): Promise<Run> {
  const { page, app } = await openApps(client, roles);
  try {
    await page.run((_pbi, _powerbi, steps) => window.standalone.hostRequests(steps), REQUESTS);
    // The frame raises its events and calls its hooks after answering the first load (if it got it).
    await app
      .waitForFunction(() => (window as any).standaloneLog.done, undefined, { timeout: 5_000 })
      .catch(() => undefined);
    const frame = await app.evaluate(() => (window as any).standaloneLog as FrameLog);
    const host = await page.run(() => (window as any).standaloneHostLog as HostLog);
    return { host, frame, pageErrors: page.pageErrors };
  } finally {
    await page.close();
  }
}

/** Both clients' runs of one scenario. */
async function inBoth(roles: Roles): Promise<Record<Client, Run>> {
  const [reference, ours] = await Promise.all([scenario('reference', roles), scenario('ours', roles)]);
  return { reference, ours };
}

/** Every entry of `ours` equals the reference's, one `expect` per entry; returns how many were compared. */
function expectSame(runs: Record<Client, Run>): number {
  let compared = 0;
  for (const part of ['host.answers', 'host.heard', 'frame.received', 'frame.answers'] as const) {
    const [side, key] = part.split('.') as ['host' | 'frame', string];
    const reference = (runs.reference[side] as any)[key] as unknown[];
    const ours = (runs.ours[side] as any)[key] as unknown[];
    expect(ours.length, `${part}: as many entries as the reference`).toBe(reference.length);
    reference.forEach((entry, i) => {
      expect(ours[i], `${part}[${i}]`).toEqual(entry);
      compared++;
    });
  }
  return compared;
}

/** What the reference's run gives, checked for itself so that the comparison compares something. */
function expectFullExchange(run: Run): void {
  expect(run.host.answers).toHaveLength(REQUESTS.length);
  expect(run.host.answers.map(({ outcome }) => Object.keys(outcome)[0])).toEqual([
    'resolved',
    'rejected',
    'resolved',
    'resolved',
    'rejected',
    'rejected',
    'rejected',
  ]);
  expect(
    run.host.answers.map(({ outcome }) => ((outcome as any).resolved ?? (outcome as any).rejected)?.statusCode),
  ).toEqual([202, 400, 200, 202, 404, 404, 404]);
  expect(run.host.heard.map((entry: any) => entry.event ?? entry.hook)).toEqual([
    'loaded',
    'rendered',
    'newAccessToken',
    'failing',
    'preQuery',
  ]);
  expect(
    run.frame.answers.map(({ outcome }) => ((outcome as any).resolved ?? (outcome as any).rejected)?.statusCode),
  ).toEqual([202, 202, 200, 400, 404]);
  expect(run.frame.done).toBe(true);
}

const SCENARIOS: [string, Roles][] = [
  [
    "the host app on the client's factories, the frame app on Microsoft's libraries",
    { host: 'client', frame: 'microsoft' },
  ],
  [
    "the host app on Microsoft's libraries, the frame app on the client's factories",
    { host: 'microsoft', frame: 'client' },
  ],
];

describe('[C-COMPAT-22] factories used without a Service', { timeout: 60_000 }, () => {
  let total = 0;
  afterAll(() => {
    if (total) console.log(`[C-COMPAT-22] ${total} results compared with powerbi-client's, all equal`);
  });

  it.each(SCENARIOS)(
    '[C-COMPAT-22] %s: loads (202, 400 with bodies), GET 200, 404s, events and hooks (200, 400, 404) as with powerbi-client',
    async (_label, roles) => {
      const runs = await inBoth(roles);
      if (process.env.DEBUG_STANDALONE) console.log(JSON.stringify(runs.ours, null, 1));
      expectFullExchange(runs.reference);
      total += expectSame(runs);
      expect(runs.ours.pageErrors).toEqual([]);
    },
  );
});

/** What a stranger iframe of the host page achieved against a standalone proxy of `client`. */
interface StrangerRun {
  /** What the stranger received back (replies to its forgeries), by URL or status. */
  strangerGot: unknown[];
  /** The host side: what the host app heard from anyone, and how its pending request ended. */
  hostHeard?: unknown[];
  pending?: unknown;
  /** The frame side: the requests the frame app received. */
  frameReceived?: unknown[];
}

/** Adds an iframe at the frame's site with only the recorder in it: a window no app ever posted to. */
async function addStranger(page: HostPage): Promise<Frame> {
  const src = `${h.strangerUrl()}?who=stranger`;
  await page.run(async (_pbi, _powerbi, src, t) => {
    const iframe = document.createElement('iframe');
    iframe.src = src;
    document.body.append(iframe);
    await t.nextEvent(iframe, 'load');
  }, src);
  const stranger = page.page.frames().find((f) => f.url() === src)!;
  await stranger.waitForFunction(() => Boolean(window.frameRecorder));
  return stranger;
}

/** The host app on `client`'s factories, a stranger forging the frame's answer, events and hook calls. */
async function strangerAtHost(client: Client): Promise<StrangerRun> {
  const { page, app } = await openApps(client, { host: 'client', frame: 'microsoft' });
  try {
    const stranger = await addStranger(page);
    await page.run((_pbi, _powerbi, steps) => window.standalone.hostRequests(steps), [REQUESTS[0]]);
    await app.waitForFunction(() => (window as any).standaloneLog.done, undefined, { timeout: 5_000 });
    // A request the frame app never answers, whose tracking id the stranger then uses.
    await page.run(() => void window.standalone.hostRequests([['post', '/report/hang', {}]]));
    const id = (await (
      await app.waitForFunction(
        () => window.frameRecorder.records.find((r: any) => r.data?.url === '/report/hang')?.data,
      )
    ).jsonValue()) as { headers: { id: string } };
    const [heardBefore, receivedBefore] = await page.run((_pbi, _powerbi, _arg, t) => [
      (window as any).standaloneHostLog.heard.length as number,
      t.received.length,
    ]);
    await stranger.evaluate((id) => {
      const r = window.frameRecorder;
      r.postRaw({ statusCode: 200, headers: { id }, body: 'forged answer' });
      r.send({ method: 'POST', url: '/reports/u1/events/loaded', headers: {}, body: { forged: true } });
      r.send({ method: 'POST', url: '/reports/u1/eventHooks/newAccessToken', headers: {}, body: { reason: 'forged' } });
      r.send({ method: 'POST', url: '/reports/u1/events/dataSelected', headers: {}, body: { forged: true } });
    }, id.headers.id);
    // The host window has had the four messages (its proxy's listener ran on each of them, and our
    // router calls the app's route handlers in that same task), and the pending request has ended:
    // by the forged answer, or by the host app's hang guard (2 s).
    await page.page.waitForFunction((n) => (window as any).hostTools.received.length >= n, receivedBefore + 4);
    await page.page.waitForFunction(() => (window as any).standaloneHostLog.answers.length > 1);
    if (client === 'reference') await stranger.waitForFunction(() => window.frameRecorder.records.length >= 3);
    const log = (await page.run(() => (window as any).standaloneHostLog)) as HostLog;
    const strangerGot = await stranger.evaluate(() =>
      window.frameRecorder.records.map((r: any) => r.data?.statusCode ?? r.data?.url ?? r.data),
    );
    return { strangerGot, hostHeard: log.heard.slice(heardBefore), pending: log.answers[1]?.outcome };
  } finally {
    await page.close();
  }
}

/** The frame app on `client`'s factories, a sibling iframe of the host page posting it requests. */
async function strangerAtFrame(client: Client): Promise<StrangerRun> {
  const { page, app } = await openApps(client, { host: 'microsoft', frame: 'client' });
  try {
    const stranger = await addStranger(page);
    await stranger.evaluate(() => {
      const app = window.parent.frames[0];
      app.postMessage({ method: 'GET', url: '/report/pages', headers: { id: 's-1' } }, '*');
      app.postMessage(
        {
          method: 'POST',
          url: '/report/load',
          headers: { id: 's-2', uid: 'u9' },
          body: { id: 'R9', accessToken: 'T' },
        },
        '*',
      );
    });
    // The frame window has had both messages (its recorder listens first; the app's proxy ran on
    // each in the same task, and our router calls the route handlers there too).
    await app.waitForFunction(
      () => window.frameRecorder.records.filter((r: any) => /^s-/.test(r.data?.headers?.id)).length >= 2,
    );
    if (client === 'reference') await stranger.waitForFunction(() => window.frameRecorder.records.length >= 2);
    const frameReceived = await app.evaluate(() => (window as any).standaloneLog.received);
    const strangerGot = await stranger.evaluate(() =>
      window.frameRecorder.records.map((r: any) => r.data?.statusCode ?? r.data?.url ?? r.data),
    );
    return { strangerGot, frameReceived };
  } finally {
    await page.close();
  }
}

describe('[C-COMPAT-22] a standalone proxy hears only the windows it addressed', { timeout: 60_000 }, () => {
  it('[C-COMPAT-22] host side: a stranger iframe cannot settle a pending request, raise an event or call a hook, and gets no answer', async () => {
    const [reference, ours] = await Promise.all([strangerAtHost('reference'), strangerAtHost('ours')]);
    expect(ours.hostHeard, 'nothing the stranger posted reached the host app').toEqual([]);
    expect(ours.strangerGot, 'the stranger got no answer').toEqual([]);
    expect(ours.pending, "the stranger's forged answer did not settle the pending request").toEqual({
      unanswered: true,
    });
    // For comparison: powerbi-client's proxy took all of it.
    expect(reference.pending).toEqual({ resolved: { statusCode: 200, headers: {}, body: 'forged answer' } });
    expect(reference.hostHeard).toHaveLength(3);
    expect([...reference.strangerGot].sort()).toEqual([200, 202, 202]);
  });

  it('[C-COMPAT-22] frame side: the frame app hears its parent only, not a sibling iframe that posts it requests', async () => {
    const [reference, ours] = await Promise.all([strangerAtFrame('reference'), strangerAtFrame('ours')]);
    expect(ours.frameReceived).toEqual([]);
    expect(ours.strangerGot).toEqual([]);
    // For comparison: powerbi-client's frame app answered the sibling.
    expect(reference.frameReceived).toHaveLength(2);
    expect(reference.strangerGot).toEqual(expect.arrayContaining([200, 202]));
  });
});
