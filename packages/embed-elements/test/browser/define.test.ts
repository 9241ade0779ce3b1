/* eslint-disable @typescript-eslint/no-explicit-any -- the page's elements before their definition are plain objects */
/**
 * Registration in Chromium: elements that were in the page (with properties set) before the
 * definition upgrade and embed with those properties; defining again changes nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpElementsHarness, type HostPage } from './support/harness';

const h = setUpElementsHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe('registration', () => {
  it('[E-DEFINE-02] an element made before the definition keeps its properties when upgraded; defining twice is harmless', async () => {
    // Only the page's markup at first: no element is defined.
    host = await h.open({ scripts: [], body: '<pbi-report report-id="R1"></pbi-report>' });
    await host.page.evaluate((embedUrl) => {
      const el = document.querySelector('pbi-report') as any;
      el.setAttribute('embed-url', embedUrl);
      // Set as a framework would before the definition: own properties, which would hide the accessors.
      el.accessToken = 'EARLY-TOKEN';
      el.settings = { background: 1 };
      el.style.height = '600px';
    }, host.embedUrl());
    expect(await host.page.evaluate(() => customElements.get('pbi-report'))).toBeUndefined();
    await host.page.addScriptTag({ url: '/embed-elements.global.js' });
    await host.loaded();
    const load = (await host.requests()).find((r) => r.url === '/report/load')!;
    expect(load.body).toMatchObject({ id: 'R1', accessToken: 'EARLY-TOKEN', settings: { background: 1 } });
    const again = await host.page.evaluate(() => {
      const before = ['pbi-report', 'pbi-dashboard', 'pbi-tile', 'pbi-visual', 'pbi-qna', 'pbi-paginated-report'].map(
        (tag) => customElements.get(tag),
      );
      (window as any).EmbedElements.defineEmbedElements();
      const after = ['pbi-report', 'pbi-dashboard', 'pbi-tile', 'pbi-visual', 'pbi-qna', 'pbi-paginated-report'].map(
        (tag) => customElements.get(tag),
      );
      const el = document.querySelector('pbi-report') as any;
      return {
        all: before.every(Boolean),
        same: before.every((c, i) => c === after[i]),
        upgraded: Object.hasOwn(el, 'accessToken') === false && el.accessToken === 'EARLY-TOKEN',
      };
    });
    expect(again).toEqual({ all: true, same: true, upgraded: true });
    expect(host.pageErrors).toEqual([]);
  });
});
