/**
 * Fast attribute changes on a loaded <pbi-report>: each change made in its own task re-embeds on
 * the same element, and the frame ends on the last report asked for, even within 100 ms of a load
 * (over powerbi-client the later loads were lost). The page's `Date` is pinned with Playwright's
 * clock (`setFixedTime`; timers keep running), so "within 100 ms" does not depend on the machine's speed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpElementsHarness, type HostPage } from './support/harness';

const h = setUpElementsHarness();
let host: HostPage | undefined;
const T0 = Date.UTC(2026, 10, 27, 9);

afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe('<pbi-report>, the latest attributes win', () => {
  it('[T-LATEST-01] report-id changed twice (two tasks) within 100 ms of the load: the frame gets the last one', async () => {
    host = await h.open();
    await host.page.clock.setFixedTime(T0);
    const embedUrl = host.embedUrl();
    await host.run(
      (app, embedUrl) =>
        void app.add('pbi-report', { 'embed-url': embedUrl, 'report-id': 'R1' }, { accessToken: 'T1' }),
      embedUrl,
    );
    await host.loaded();
    await host.run((app) => app.el.setAttribute('report-id', 'R2'));
    await host.run((app) => app.el.setAttribute('report-id', 'R3'));
    await host.page.clock.setFixedTime(T0 + 100);
    await host.waitFor('POST /report/load', 2);
    const loads = (await host.requests()).filter((r) => r.url === '/report/load');
    expect(loads.map((load) => (load.body as { id: string }).id)).toEqual(['R1', 'R3']);
    expect(host.pageErrors).toEqual([]);
  });
});
