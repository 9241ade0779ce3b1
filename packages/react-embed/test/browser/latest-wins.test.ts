/**
 * Fast prop changes: `<EmbedComponent>` re-embeds on the same element for each new report, and
 * the frame ends on the last one asked for, even when the changes come within 100 ms of a load
 * (powerbi-client-react 1.4 over powerbi-client lost them). The page's `Date` is pinned with
 * Playwright's clock (`setFixedTime`; timers keep running), so "within 100 ms" does not depend on
 * the machine's speed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { REACT_VERSIONS, setUpReactHarness, type AppPage } from './support/harness';

const h = setUpReactHarness();
let app: AppPage | undefined;
const T0 = Date.UTC(2026, 10, 27, 9);

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe.each(REACT_VERSIONS)('EmbedComponent, the latest props win, React %s', (version) => {
  it('[T-LATEST-01] two new reports within 100 ms of a load: the frame gets the last one, once the 100 ms have passed', async () => {
    app = await h.open(version);
    await app.page.clock.setFixedTime(T0);
    const first = app.report();
    await app.render({ embedConfig: first });
    await app.loaded();
    const report = (id: string) => ({ ...first, id, embedUrl: app!.embedUrl({ reportId: id }) });
    await app.render({ embedConfig: report('R2') });
    await app.render({ embedConfig: report('R3') });
    await app.page.clock.setFixedTime(T0 + 100);
    await app.waitFor('POST /report/load', 2);
    const loads = (await app.requests()).filter((r) => r.url === '/report/load');
    expect(loads.map((load) => (load.body as { id: string }).id)).toEqual(['R1', 'R3']);
    expect(await app.run((a) => a.container()!.querySelectorAll('iframe').length)).toBe(1);
    expect(app.pageErrors).toEqual([]);
  });
});
