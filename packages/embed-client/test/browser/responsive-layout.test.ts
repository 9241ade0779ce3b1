/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against the client's globals */
/**
 * The layout options of a report, in Chromium against the fake frame: `responsiveLayout` switches
 * between the desktop and mobile layouts by a re-load in the same frame when the container's width
 * crosses the breakpoint; `autoHeight` sizes the container from the active page's default size.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

const reportConfig = (extra: Record<string, unknown> = {}) => ({
  type: 'report',
  embedUrl: h.embedUrl('/reportEmbed', { reportId: 'R1' }),
  accessToken: 'T',
  tokenType: 1,
  ...extra,
});

/** The `/report/load` requests the frame at `index` received: their layout and whether the posted URL says mobile. */
async function loads(page: HostPage, index = 0) {
  const trace = await page.trace(index);
  return trace
    .map((m) => m.data as any)
    .filter((d) => d?.method === 'POST' && d?.url === '/report/load')
    .map((d) => ({
      layoutType: d.body?.settings?.layoutType,
      isMobileUrl: String(d.body?.embedUrl).includes('isMobile=true'),
    }));
}

/** Counts the page's live ResizeObservers (installed before the client creates any). */
const countResizeObservers = (_pbi: any, _powerbi: any, _arg: undefined, t: any) => {
  t.vars.observers = 0;
  const Original = window.ResizeObserver;
  (window as any).ResizeObserver = class extends Original {
    private live = false;
    override observe(target: Element, options?: ResizeObserverOptions) {
      if (!this.live) t.vars.observers++;
      this.live = true;
      super.observe(target, options);
    }
    override disconnect() {
      if (this.live) t.vars.observers--;
      this.live = false;
      super.disconnect();
    }
  };
};

describe('responsive layout', () => {
  it('[C-LAYOUT-01] responsiveLayout switches a report to the mobile layout and back when its container crosses the breakpoint, by a /report/load to the same frame', async () => {
    host = await h.openHost('ours');
    const page = host;
    await page.run(countResizeObservers);
    const seen = await page.run(
      async (_pbi, powerbi, config, t) => {
        const el = (t.vars.el = t.container());
        let loaded = t.nextEvent(el, 'loaded');
        const report = (t.vars.report = powerbi.embed(el, config));
        await loaded;
        const src = report.iframe.src;
        loaded = t.nextEvent(el, 'loaded');
        el.style.width = '400px';
        await loaded;
        const mobile = report.config.settings.layoutType;
        loaded = t.nextEvent(el, 'loaded');
        el.style.width = '700px';
        await loaded;
        return {
          mobile,
          desktop: report.config.settings.layoutType,
          sameIframe: report.iframe.src === src && el.querySelectorAll('iframe').length === 1,
          observers: t.vars.observers,
        };
      },
      reportConfig({ responsiveLayout: { breakpoint: 600 } }),
    );
    expect(seen).toEqual({ mobile: 2, desktop: 0, sameIframe: true, observers: 1 });
    expect(await page.frames()).toHaveLength(1);
    expect(await loads(page)).toEqual([
      { layoutType: undefined, isMobileUrl: false },
      { layoutType: 2, isMobileUrl: true },
      { layoutType: 0, isMobileUrl: false },
    ]);

    // Resizes on one side of the breakpoint load nothing; a burst of crossings within the debounce
    // ends in one switch (to where the width stopped); reset removes the observer.
    await page.run(async (_pbi, _powerbi, _arg, t) => {
      t.vars.el.style.width = '650px';
      await t.sleep(400);
      for (const width of ['500px', '700px', '450px', '800px', '300px']) {
        t.vars.el.style.width = width;
        await t.sleep(20);
      }
      await t.nextEvent(t.vars.el, 'loaded');
      await t.sleep(400);
    });
    expect(await loads(page)).toEqual([
      { layoutType: undefined, isMobileUrl: false },
      { layoutType: 2, isMobileUrl: true },
      { layoutType: 0, isMobileUrl: false },
      { layoutType: 2, isMobileUrl: true },
    ]);
    const after = await page.run(async (_pbi, powerbi, _arg, t) => {
      powerbi.reset(t.vars.el);
      const observers = t.vars.observers;
      t.vars.el.style.width = '300px';
      await t.sleep(400);
      return { observers };
    });
    expect(after).toEqual({ observers: 0 });
    expect(page.pageErrors).toEqual([]);
  });

  it('[C-LAYOUT-01] a container narrower than the breakpoint at embed time loads the mobile layout at once (no switch), and an invalid breakpoint is refused naming the option', async () => {
    host = await h.openHost('ours');
    const page = host;
    const seen = await page.run(
      async (_pbi, powerbi, config, t) => {
        const el = t.container();
        el.style.width = '500px';
        const loaded = t.nextEvent(el, 'loaded');
        const report = powerbi.embed(el, config);
        await loaded;
        await t.sleep(400);
        const bad = t.container();
        let refused = '';
        try {
          powerbi.embed(bad, { ...config, responsiveLayout: { breakpoint: -5 } });
        } catch (error) {
          refused = (error as Error).message;
        }
        return { src: report.iframe.src.includes('isMobile=true'), refused };
      },
      reportConfig({ responsiveLayout: true }),
    );
    expect(seen.src).toBe(true);
    expect(seen.refused).toContain('responsiveLayout.breakpoint');
    expect(seen.refused).toContain('a positive number of CSS pixels');
    expect(await loads(page)).toEqual([{ layoutType: 2, isMobileUrl: true }]);
  });
});

describe('auto height', () => {
  it("[C-LAYOUT-02] autoHeight sizes the container from the active page's default size after load, on container resize and on pageChanged; reset removes it", async () => {
    host = await h.openHost('ours');
    const page = host;
    await page.run(countResizeObservers);
    const waitForHeight = async (height: string) =>
      page.page.waitForFunction((h) => (window as any).hostTools.vars.el.style.height === h, height, {
        timeout: 5_000,
      });
    await page.run(
      async (_pbi, powerbi, config, t) => {
        const el = (t.vars.el = t.container());
        const loaded = t.nextEvent(el, 'loaded');
        t.vars.report = powerbi.embed(el, config);
        await loaded;
      },
      reportConfig({ autoHeight: true }),
    );
    // The fake report's pages are 1280×720: an 800 px wide container is 450 px high.
    await waitForHeight('450px');
    await page.run(async (_pbi, _powerbi, _arg, t) => {
      t.vars.el.style.width = '640px';
    });
    await waitForHeight('360px');
    // The second page is made square in the frame, then becomes active.
    const frame = await page.frame();
    await frame.evaluate(() => {
      (window.fakeFrame!.state.pages[1] as { defaultSize?: object }).defaultSize = { width: 500, height: 500 };
    });
    await page.run(async (_pbi, _powerbi, _arg, t) => {
      const pages = await t.vars.report.getPages();
      await t.vars.report.setPage(pages[1].name);
    });
    await waitForHeight('640px');
    const after = await page.run(async (_pbi, powerbi, _arg, t) => {
      const before = t.vars.observers;
      powerbi.reset(t.vars.el);
      return { before, after: t.vars.observers, height: t.vars.el.style.height };
    });
    // The container gets back the inline height it had (the host tools' 600px).
    expect(after).toEqual({ before: 1, after: 0, height: '600px' });
    expect(page.pageErrors).toEqual([]);
  });
});
