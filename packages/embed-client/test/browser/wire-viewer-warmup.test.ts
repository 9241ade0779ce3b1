/**
 * Trace-identical scenarios of the viewer's time-to-report sequences (issue 19), run once with
 * powerbi-client 2.22.4 and once with ours against the same frame; the frames must receive the
 * same messages. They are the calls `<EmbedComponent>` makes for the viewer's props, which are
 * also the calls powerbi-client-react 1.4 makes for the same props:
 *
 * - warm-up: mounted with a config that has no token, it bootstraps (`service.bootstrap(el,
 *   { type: 'report', embedUrl })`, the report service's endpoint with no report named);
 * - first report: the config gets its token, id and the report's URL, so it embeds on the same
 *   element (`service.embed(el, config)`): the load goes into the booted frame, `bootstrapped: true`;
 * - switch: another report's config on the same element, again `service.embed`: a second load
 *   into the same frame.
 *
 * The viewer announces itself as the React wrapper does (`setSdkInfo`), and gives ours its token
 * options (`tokenProvider`, `tokenRefresh`), which stay on the host: the reference gets the
 * configuration without them.
 */
import { describe, expect, it } from 'vitest';
import { expectSameWire, inBothClients } from './support/conformance';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();

/** The report service's endpoint with no report named: where the viewer boots the frame. */
const endpoint = () => h.embedUrl('/reportEmbed', {});

/** A report of the viewer's list, configured as the dashboard screen configures it. */
const viewerReport = (id: string) => ({
  type: 'report',
  id,
  embedUrl: h.embedUrl('/reportEmbed', { reportId: id }),
  accessToken: `TOKEN-${id}`,
  tokenType: 1,
  settings: { panes: { filters: { expanded: false, visible: false } } },
});

/** Boots the frame as the viewer does while its list loads, and waits until the frame is up. */
async function warmUp(host: HostPage) {
  await host.run(async (_pbi, powerbi, embedUrl, t) => {
    powerbi.setSdkInfo('powerbi-client-react', '1.4.0');
    const el = (t.vars.el = t.container());
    powerbi.bootstrap(el, { type: 'report', embedUrl });
    t.vars.iframe = el.querySelector('iframe');
    await t.nextEvent(t.vars.iframe, 'load');
  }, endpoint());
  // The frame's own /ready and its answer are part of the trace: wait until traffic is quiet.
  await host.settle();
}

/** Loads a report on the warmed element as the viewer does; resolves once it rendered. */
async function show(host: HostPage, config: Record<string, unknown>) {
  const result = await host.run(async (pbi, powerbi, given, t) => {
    // Ours alone has EmbedService; there the viewer's token options ride along (host-side only).
    const ours = 'EmbedService' in pbi;
    const config = ours
      ? {
          ...given,
          tokenProvider: async () => ({ token: given.accessToken, expiresAt: Date.now() + 3_600_000 }),
          tokenRefresh: { skewSeconds: 300, minBackoffMs: 5_000, maxBackoffMs: 120_000 },
        }
      : given;
    const rendered = t.nextEvent(t.vars.el, 'rendered');
    const report = powerbi.embed(t.vars.el, config);
    await rendered;
    return {
      sameIframe: report.iframe === t.vars.iframe,
      frames: t.vars.el.querySelectorAll('iframe').length,
      bootstrapped: report.config.bootstrapped,
    };
  }, config);
  await host.settle();
  return result;
}

describe('wire conformance: the viewer warms the frame and switches in place', { timeout: 60_000 }, () => {
  it('[V-SPEED-01] warm-up (bootstrap at the endpoint), then the first report loads into the booted frame with bootstrapped: true', async () => {
    const runs = await inBothClients(h, async (host) => {
      await warmUp(host);
      return show(host, viewerReport('R1'));
    });
    expectSameWire(runs);
    expect(runs.ours.raw).toEqual({ sameIframe: true, frames: 1, bootstrapped: true });
    const load = runs.ours.traces[0].find((line) => line.includes('"/report/load"'));
    expect(load).toMatch(/"bootstrapped":true/);
  });

  it('[V-SPEED-01] the list answers before the frame is up: the load waits for the frame and is sent once', async () => {
    const runs = await inBothClients(h, async (host) =>
      host.run(
        async (_pbi, powerbi, { embedUrl, config }, t) => {
          powerbi.setSdkInfo('powerbi-client-react', '1.4.0');
          const el = t.container();
          powerbi.bootstrap(el, { type: 'report', embedUrl });
          const rendered = t.nextEvent(el, 'rendered');
          powerbi.embed(el, config);
          await rendered;
          return el.querySelectorAll('iframe').length;
        },
        { embedUrl: endpoint(), config: viewerReport('R1') },
      ),
    );
    expectSameWire(runs);
    expect(runs.ours.raw).toBe(1);
  });

  it('[V-SPEED-02] switching dashboards: a second load into the same frame, no new iframe', async () => {
    const runs = await inBothClients(h, async (host) => {
      await warmUp(host);
      await show(host, viewerReport('R1'));
      await host.run((_pbi, _powerbi, _arg, t) => t.sleep(150)); // past the 100 ms rule
      return show(host, viewerReport('R2'));
    });
    expectSameWire(runs);
    expect(runs.ours.raw).toMatchObject({ sameIframe: true, frames: 1 });
    expect(runs.ours.traces).toHaveLength(1);
    expect(runs.ours.traces[0].filter((line) => line.includes('"/report/load"'))).toHaveLength(2);
  });
});
