/**
 * "The latest load wins": re-embedding on the same element within 100 ms of a load. powerbi-client
 * does not send a second load in that window, whatever it carries (the frame kept the first
 * report). Ours sends the same messages for every sequence the reference handles (loads more than
 * 100 ms apart, a repeat within 100 ms), and defers a different configuration instead of dropping
 * it. The page's `Date` is pinned with Playwright's clock (`setFixedTime`; timers keep running), so
 * "within 100 ms" and "100 ms later" do not depend on the machine's speed.
 */
import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectSameWire, inBothClients } from './support/conformance';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();
const T0 = Date.UTC(2026, 10, 27, 9);

const reportConfig = (id: string, query: Record<string, string> = {}) => ({
  type: 'report',
  id,
  embedUrl: h.embedUrl('/reportEmbed', { reportId: 'R1', ...query }),
  accessToken: 'TOKEN',
  tokenType: 1,
});

/** The id of the report the fake frame shows (what its latest load named) and its phase. */
const frameShows = async (host: HostPage) =>
  (await host.frame(0)).evaluate(() => {
    const state = (window as unknown as { fakeFrame: { state: { config?: { id?: string }; phase: string } } }).fakeFrame
      .state;
    return `${state.config?.id}/${state.phase}`;
  });

/** The `/report/load` requests the frame received, as the report ids they named. */
const loadsReceived = async (host: HostPage) =>
  (await host.trace(0))
    .map((record) => record.data as { url?: string; body?: { id?: string } })
    .filter((data) => data.url === '/report/load')
    .map((data) => data.body?.id);

/** Embeds `first` in a new container at T0 and waits until it rendered. */
async function embedFirst(host: HostPage, first: object) {
  await host.page.clock.setFixedTime(T0);
  await host.run(async (_pbi, powerbi, config, t) => {
    const el = (t.vars.el = t.container());
    t.vars.events = t.recordEvents(el, ['loaded', 'rendered', 'error']);
    const rendered = t.nextEvent(el, 'rendered');
    powerbi.embed(el, config);
    await rendered;
  }, first);
  await host.settle();
}

/** Embeds `next` on the same element (a re-embed), without waiting for anything. */
const embedAgain = (host: HostPage, next: object) =>
  host.run((_pbi, powerbi, config, t) => void powerbi.embed(t.vars.el, config), next);

/**
 * A report configuration for the tests that compare the wire with powerbi-client's: the frame's ready
 * signal comes strictly before its iframe's load (fake-frame's loadAfterReady), so both clients see
 * the same order at any machine speed (else /frontload/config and /report/load race, and a run of one
 * client can see the other order than the run of the other).
 */
const sameWireConfig = (id: string) => reportConfig(id, { loadAfterReady: '1' });

describe('the 100 ms rule: the same wire as powerbi-client where it copes', { timeout: 60_000 }, () => {
  it('[T-LATEST-01] two loads more than 100 ms apart: both sent, as by powerbi-client', async () => {
    const runs = await inBothClients(h, async (host) => {
      await embedFirst(host, sameWireConfig('R1'));
      await host.page.clock.setFixedTime(T0 + 150);
      await host.run(async (_pbi, powerbi, config, t) => {
        const rendered = t.nextEvent(t.vars.el, 'rendered');
        powerbi.embed(t.vars.el, config);
        await rendered;
      }, sameWireConfig('R2'));
      await host.settle();
      return frameShows(host);
    });
    expectSameWire(runs);
    expect(runs.ours.raw).toBe('R2/rendered');
  });

  it('[T-LATEST-01] the same configuration again within 100 ms: not sent, as by powerbi-client', async () => {
    const runs = await inBothClients(h, async (host) => {
      const debug: string[] = [];
      host.page.on('console', (message) => message.type() === 'debug' && debug.push(message.text()));
      await embedFirst(host, sameWireConfig('R1'));
      await embedAgain(host, sameWireConfig('R1'));
      await host.settle();
      return { loads: await loadsReceived(host), debug: debug.filter((text) => text.includes('100ms')) };
    });
    expectSameWire(runs);
    expect(runs.ours.raw).toEqual({
      loads: ['R1'],
      debug: ['Power BI SDK sent more than two /report/load requests in the last 100ms interval.'],
    });
  });
});

describe('the latest configuration wins', { timeout: 60_000 }, () => {
  it('[T-LATEST-01] another configuration within 100 ms: powerbi-client drops it, ours sends it once the 100 ms have passed', async () => {
    const runs = await inBothClients(h, async (host) => {
      await embedFirst(host, reportConfig('R1'));
      await embedAgain(host, reportConfig('R2'));
      await embedAgain(host, reportConfig('R3'));
      // The wait is for a state, not a time: 100 ms pass for the client; R3 then renders (ours). Read in the
      // frame, not listened for from here: on a busy machine the deferred load can go and render before a
      // listener attached after this line would hear its event.
      await host.page.clock.setFixedTime(T0 + 100);
      if (host.client === 'ours') {
        await (await host.frame(0)).waitForFunction(() => {
          const state = (window as unknown as { fakeFrame: { state: { phase: string; config?: { id?: string } } } })
            .fakeFrame.state;
          return state.phase === 'rendered' && state.config?.id === 'R3';
        });
      }
      await host.settle();
      return { loads: await loadsReceived(host), shows: await frameShows(host) };
    });
    expect(runs.reference.raw).toEqual({ loads: ['R1'], shows: 'R1/rendered' });
    // One deferred load, with the configuration asked for last (R2 was superseded before it went).
    expect(runs.ours.raw).toEqual({ loads: ['R1', 'R3'], shows: 'R3/rendered' });
  });

  it('[T-LATEST-01] a repeat of the load sent cancels the deferred one: the frame keeps what was asked for last', async () => {
    const host = await h.openHost('ours');
    try {
      await embedFirst(host, reportConfig('R1'));
      await embedAgain(host, reportConfig('R2'));
      await embedAgain(host, reportConfig('R1'));
      await host.page.clock.setFixedTime(T0 + 500);
      // Nothing is waiting any more: a reload now is the only other load.
      await host.run(async (_pbi, powerbi, _arg, t) => {
        const rendered = t.nextEvent(t.vars.el, 'rendered');
        await powerbi.get(t.vars.el).reload();
        await rendered;
      }, null);
      await host.settle();
      expect(await loadsReceived(host)).toEqual(['R1', 'R1']);
      expect(await frameShows(host)).toBe('R1/rendered');
    } finally {
      await host.close();
    }
  });

  it('[T-LATEST-01] a reset cancels the deferred load: its timer goes and its promise resolves undefined', async () => {
    const host = await h.openHost('ours');
    try {
      await embedFirst(host, reportConfig('R1'));
      const result = await host.run(async (_pbi, powerbi, config, t) => {
        const embed = powerbi.get(t.vars.el);
        // What embedding again on the element does (embedExisting), keeping the load's promise.
        embed.populateConfig(config, false);
        const deferred = embed.load();
        const waiting = embed.loads.resolve !== undefined;
        powerbi.reset(t.vars.el);
        return { waiting, answer: await deferred, timerLeft: embed.loads.resolve !== undefined };
      }, reportConfig('R2'));
      expect(result).toEqual({ waiting: true, answer: undefined, timerLeft: false });
    } finally {
      await host.close();
    }
  });

  // Every answer of the frame comes 50 ms after the request.
  const slow = { delay: '50' };

  it('[T-LATEST-02] a superseded load\'s late "loaded" is not raised for the newer load (same uniqueId)', async () => {
    const runs = await inBothClients(h, async (host) => {
      await embedFirst(host, { ...reportConfig('R1', slow), uniqueId: 'same-uid' });
      // In the frame: when the second load arrives, the first load's `loaded` is posted at once, as
      // a late event of the first load would be; the frame answers the load later (`delay`).
      await (await host.frame(0)).evaluate(() => {
        let loads = 0;
        window.addEventListener('message', (event) => {
          if ((event.data as { url?: string })?.url !== '/report/load' || ++loads !== 1) return;
          window.frameRecorder.send({ method: 'POST', url: '/reports/same-uid/events/loaded', body: { late: 'R1' } });
        });
      });
      await host.page.clock.setFixedTime(T0 + 150);
      await host.run(
        async (_pbi, powerbi, config, t) => {
          t.vars.events.length = 0;
          const rendered = t.nextEvent(t.vars.el, 'rendered');
          powerbi.embed(t.vars.el, config);
          await rendered;
        },
        { ...reportConfig('R2', slow), uniqueId: 'same-uid' },
      );
      await host.settle();
      return host.run((_pbi, _powerbi, _arg, t) => t.vars.events.map((e: { name: string }) => e.name), null);
    });
    expect(runs.reference.raw).toEqual(['loaded', 'loaded', 'rendered']);
    expect(runs.ours.raw).toEqual(['loaded', 'rendered']);
  });
});

describe('a switch while the frame is busy lands', { timeout: 60_000 }, () => {
  // Phases that last until the test ends them: the page and its frames run on Playwright's clock
  // (its Date pinned as above, its timers at the wall clock's pace), and a phase of 20 s of that clock
  // ends when the test runs the clock past it, not after 20 real seconds. Shorter than the 50 s hang
  // guard of a pending `nextEvent`, which the same run of the clock moves on.
  const PHASE_MS = 20_000;
  const busy = { loadMs: String(PHASE_MS), renderMs: String(PHASE_MS) };

  /** Installs Playwright's clock in the host page and its frames, `Date` pinned at T0. */
  async function onClock(host: HostPage) {
    await host.page.clock.install({ time: T0 });
    await host.page.clock.setFixedTime(T0);
  }

  /** The frame's state, once it has a report: `<id>/<phase>`. */
  const frameState = (frame: Frame) =>
    frame.evaluate(() => {
      const state = (window as unknown as { fakeFrame?: { state: { phase: string; config?: { id?: string } } } })
        .fakeFrame?.state;
      return `${state?.config?.id}/${state?.phase}`;
    });

  /** Waits until the frame is in `state` (`<id>/<phase>`), then runs the clock through that phase. */
  async function endPhase(host: HostPage, frame: Frame, state: string) {
    await expect.poll(() => frameState(frame), { timeout: 50_000, interval: 20 }).toBe(state);
    await host.page.clock.runFor(PHASE_MS);
  }

  it('[T-LATEST-03] a re-embed while the frame boots (before its load event) loads the latest configuration', async () => {
    const host = await h.openHost('ours');
    try {
      await onClock(host);
      const rendered = host.run(
        async (_pbi, powerbi, { first, second }, t) => {
          const el = (t.vars.el = t.container());
          powerbi.embed(el, first);
          const rendered = t.nextEvent(el, 'rendered');
          powerbi.embed(el, second);
          await rendered;
        },
        { first: reportConfig('R1', busy), second: reportConfig('R2', busy) },
      );
      const frame = await host.frame(0);
      await endPhase(host, frame, 'R2/loading');
      await endPhase(host, frame, 'R2/prepared');
      await rendered;
      await host.settle();
      expect(await loadsReceived(host)).toEqual(['R2']);
      expect(await frameShows(host)).toBe('R2/rendered');
    } finally {
      await host.close();
    }
  });

  for (const phase of ['loading', 'prepared'] as const) {
    it(`[T-LATEST-03] a re-embed while the frame is ${phase === 'loading' ? 'loading' : 'rendering'} the last report lands`, async () => {
      const host = await h.openHost('ours');
      try {
        await onClock(host);
        await host.run(
          (_pbi, powerbi, config, t) => {
            const el = (t.vars.el = t.container());
            t.vars.events = t.recordEvents(el, ['loaded', 'rendered']);
            powerbi.embed(el, config);
          },
          reportConfig('R1', busy),
        );
        const frame = await host.frame(0);
        if (phase === 'prepared') await endPhase(host, frame, 'R1/loading');
        await expect.poll(() => frameState(frame), { timeout: 50_000, interval: 20 }).toBe(`R1/${phase}`);
        await embedAgain(host, reportConfig('R2', busy));
        await host.page.clock.setFixedTime(T0 + 100);
        await endPhase(host, frame, 'R2/loading');
        await endPhase(host, frame, 'R2/prepared');
        await frame.waitForFunction(() => {
          const state = (window as unknown as { fakeFrame: { state: { phase: string; config?: { id?: string } } } })
            .fakeFrame.state;
          return state.phase === 'rendered' && state.config?.id === 'R2';
        });
        await host.settle();
        expect(await loadsReceived(host)).toEqual(['R1', 'R2']);
        expect(await frameShows(host)).toBe('R2/rendered');
      } finally {
        await host.close();
      }
    });
  }
});
