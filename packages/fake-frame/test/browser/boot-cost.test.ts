// The opt-in boot cost: the frame's scripts become ready late (iframe load, /ready), each load
// waits before `loaded` and each render before `rendered`. Only lower bounds and order are checked.
import { describe, expect, it } from 'vitest';
import { reportConfig, setUpHarness, type Embedded } from './support/harness';

const h = setUpHarness();

/** Sends the sample load and returns when the host sent it (host `performance.now()`). */
async function load(e: Embedded, path = '/report/load'): Promise<number> {
  const sentAt = await e.page.evaluate(() => performance.now());
  const answer = await e.request('POST', path, reportConfig(), { headers: { uid: e.uid } });
  expect(answer).toMatchObject({ ok: true, statusCode: 202 });
  return sentAt;
}

const order = async (e: Embedded) => (await e.events()).map((ev) => ev.name);

describe('[V-SPEED-03] the boot cost', () => {
  it('is off by default: no cost in force, and the frame boots, loads and renders in the usual order', async () => {
    const e = await h.embed();
    expect(await e.frame.evaluate(() => window.fakeFrame!.bootCost)).toEqual({ bootMs: 0, loadMs: 0, renderMs: 0 });
    expect(await e.frame.evaluate(() => document.querySelector('script[src*="fake-frame"]')!.getAttribute('src'))).toBe(
      '/fake-frame.global.js',
    );
    await e.waitForEvent('ready');
    await load(e);
    await e.waitForEvent('rendered');
    expect(await order(e)).toEqual(['ready', 'loaded', 'rendered']);
  });

  it('bootCost=1: ready and the iframe load ≥ 1,200 ms after the iframe was created, loaded ≥ 400 ms after the load, rendered ≥ 300 ms after loaded', async () => {
    const e = await h.embed({ bootCost: '1' });
    expect(await e.frame.evaluate(() => window.fakeFrame!.bootCost)).toEqual({
      bootMs: 1200,
      loadMs: 400,
      renderMs: 300,
    });
    // The harness's embed() returns after the iframe's load event.
    expect(e.loadAt - e.openedAt).toBeGreaterThanOrEqual(1200);
    const ready = await e.waitForEvent('ready');
    expect(ready.at - e.openedAt).toBeGreaterThanOrEqual(1200);
    const sentAt = await load(e);
    const rendered = await e.waitForEvent('rendered');
    const loaded = (await e.events()).find((ev) => ev.name === 'loaded')!;
    expect(await order(e)).toEqual(['ready', 'loaded', 'rendered']);
    expect(loaded.at - sentAt).toBeGreaterThanOrEqual(400);
    expect(rendered.at - loaded.at).toBeGreaterThanOrEqual(300);
    await expect(e.frame.locator('.ff-root').getAttribute('data-phase')).resolves.toBe('rendered');
  });

  it('bootMs / loadMs / renderMs set each cost; a prepared report pays the render cost on render', async () => {
    const e = await h.embed({ bootMs: '500', loadMs: '250', renderMs: '350' });
    expect(e.loadAt - e.openedAt).toBeGreaterThanOrEqual(500);
    expect((await e.waitForEvent('ready')).at - e.openedAt).toBeGreaterThanOrEqual(500);
    const sentAt = await load(e, '/report/prepare');
    const loaded = await e.waitForEvent('loaded');
    expect(loaded.at - sentAt).toBeGreaterThanOrEqual(250);
    const renderAt = await e.page.evaluate(() => performance.now());
    expect(await e.request('POST', '/report/render', {})).toMatchObject({ ok: true, statusCode: 202 });
    const rendered = await e.waitForEvent('rendered');
    expect(rendered.at - renderAt).toBeGreaterThanOrEqual(350);
    expect(await order(e)).toEqual(['ready', 'loaded', 'rendered']);
  });

  it('a second load during the first one’s cost replaces it: one loaded and one rendered, for the second', async () => {
    // A load cost far longer than one request's round trip, so that the second load comes during the
    // first one's cost on a machine whose cores are all busy too (with 400 ms, the first load's cost
    // sometimes ran out before the second request arrived, under CI load): 60 s of Playwright's clock
    // (installed in the host and the frame), run through once the second load is in.
    const e = await h.embed({ noReady: '1', loadMs: '60000', renderMs: '200' });
    await e.page.clock.install();
    await load(e);
    const second = await e.request('POST', '/report/load', reportConfig({ pageName: 'ReportSection2' }), {
      headers: { uid: e.uid },
    });
    expect(second).toMatchObject({ ok: true, statusCode: 202 });
    expect(await order(e)).toEqual([]);
    await e.page.clock.runFor(60_000);
    await e.waitForEvent('rendered');
    // The first load's cost ended before the second's did: a stale event of it would have arrived by now,
    // and the render cost is waited out once more for a stale render.
    await e.page.waitForTimeout(800);
    expect(await order(e)).toEqual(['loaded', 'rendered']);
    await expect(e.frame.locator('.ff-canvas').getAttribute('data-page')).resolves.toBe('ReportSection2');
  });

  it('a frontload starts the load cost early: the load that follows pays only what is left of it', async () => {
    // On Playwright's clock (the host's and the frame's; between runs it goes on at the wall clock's pace).
    const e = await h.embed({ noReady: '1', loadMs: '3000' });
    await e.page.clock.install();
    const frontloadAt = await e.page.evaluate(() => performance.now());
    expect(await e.request('POST', '/frontload/config', reportConfig(), { headers: { uid: e.uid } })).toMatchObject({
      statusCode: 202,
    });
    await e.page.clock.runFor(2500);
    const sentAt = await load(e);
    const loaded = await e.waitForEvent('loaded');
    expect(loaded.at - frontloadAt).toBeGreaterThanOrEqual(3000);
    // Far less than the whole cost after the load itself (generous: the rest is about 500 ms).
    expect(loaded.at - sentAt).toBeLessThan(2500);
  });
});
