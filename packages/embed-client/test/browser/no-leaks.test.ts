/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * No leaks: embedding and resetting a report many times leaves the window's `message` listeners,
 * the router's routes and the proxy's handlers where they started. The reference keeps one more
 * proxy handler per embed (its hook route can never be removed), which the last test documents.
 */
import { describe, expect, it } from 'vitest';
import { setUpHarness } from './support/harness';

const h = setUpHarness();

/** Counts in the host page: window `message` listeners, router routes (ours), proxy handlers, pending requests. */
interface Counts {
  listeners: number;
  routes: number | undefined;
  handlers: number | undefined;
  pending: number | undefined;
}

/** Runs `cycles` embed → loaded → reset cycles on one element; returns the counts before, at the first peak, and after. */
const cycle = async (_pbi: any, powerbi: any, { embedUrl, cycles }: { embedUrl: string; cycles: number }, t: any) => {
  const counts = (): Counts => ({
    listeners: t.messageListenerCount(),
    routes: powerbi.router.routeCount,
    handlers: powerbi.wpmp.handlers?.length,
    pending: powerbi.wpmp.pendingCount,
  });
  const el = t.container();
  const before = counts();
  let during: Counts | undefined;
  for (let i = 0; i < cycles; i++) {
    const loaded = t.nextEvent(el, 'loaded');
    powerbi.embed(el, {
      type: 'report',
      id: 'R1',
      embedUrl,
      accessToken: 'T',
      tokenType: 1,
      eventHooks: { applicationContextProvider: () => ({}) },
    });
    await loaded;
    during ??= counts();
    powerbi.reset(el);
  }
  // The frame's replies to the last events may still be on their way; let them land.
  await t.sleep(100);
  return { before, during: during!, after: counts(), frames: el.querySelectorAll('iframe').length };
};

// The frames are served from the host's site (another origin): the same checks, without a new
// renderer process per cycle, which makes 200 cycles affordable.
describe('no leaks', { timeout: 120_000 }, () => {
  it('ours: after 200 embed + reset cycles, message listeners, routes and proxy handlers are back at their starting counts', async () => {
    const host = await h.openHost('ours');
    const embedUrl = h.embedUrl('/reportEmbed', { reportId: 'R1', noReady: '1' }, { sameSite: true });
    const { before, during, after, frames } = await host.run(cycle, { embedUrl, cycles: 200 });
    // While a report is embedded, the counters do see the client's listener, routes and handler.
    expect(during.listeners).toBeGreaterThan(before.listeners);
    expect(during.routes).toBeGreaterThan(before.routes!);
    expect(after).toEqual(before);
    expect(after.pending).toBe(0);
    expect(frames).toBe(0);
    expect(host.pageErrors).toEqual([]);
    await host.close();
  });

  it('the reference, for comparison: one more proxy handler per embed that reset never removes', async () => {
    const host = await h.openHost('reference');
    const embedUrl = h.embedUrl('/reportEmbed', { reportId: 'R1', noReady: '1' }, { sameSite: true });
    const cycles = 20;
    const { before, after } = await host.run(cycle, { embedUrl, cycles });
    expect(after.handlers! - before.handlers!).toBe(cycles);
    // Its one listener was installed when the script loaded and is never removed.
    expect(before.listeners).toBe(1);
    expect(after.listeners).toBe(1);
    await host.close();
  });
});
