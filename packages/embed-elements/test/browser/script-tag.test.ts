/**
 * A plain HTML page with the script-tag build only (dist/embed-elements.global.js, built here from
 * src/global.ts as tsup builds it): markup, one script file of the page's own, no framework, no
 * bundler — served with the strict Content-Security-Policy of embed-client's README.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpElementsHarness, type HostPage } from './support/harness';

const h = setUpElementsHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

// The page's own script (a file: the policy allows no inline script).
const PAGE_SCRIPT = `
window.seen = { violations: [], events: [] };
document.addEventListener('securitypolicyviolation', (e) => window.seen.violations.push(e.violatedDirective + ' ' + e.blockedURI));
const report = document.querySelector('pbi-report');
report.style.width = '800px'; // CSSOM: allowed where style attributes are not
report.style.height = '600px';
for (const name of ['loaded', 'rendered', 'pageChanged'])
  report.addEventListener(name, (event) => window.seen.events.push(name));
report.ready.then((embed) => { window.seen.ready = embed.embedtype; });
`;

const BODY = `
<main>
  <h1>Sales</h1>
  <pbi-report
    embed-url="{{frame}}/reportEmbed?reportId=R1&amp;groupId=G1&amp;page={{page}}"
    report-id="R1"
    access-token="T1"
    token-type="embed"
    filter-pane="false"
    label="Sales report"
  ></pbi-report>
</main>
<script src="/page.js"></script>`;

describe('script-tag build', () => {
  // (img-src data: is the test page's empty favicon.)
  it('[E-FRAMEWORK-01] a plain HTML page with only the script-tag build embeds a report from markup, under a strict CSP', async () => {
    h.script('/page.js', PAGE_SCRIPT);
    host = await h.open({
      scripts: ['global'],
      body: BODY,
      headers: (frame) => ({
        'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self'; frame-src ${frame}; require-trusted-types-for 'script'; trusted-types 'none'; img-src data:; report-uri /csp-report`,
      }),
    });
    await host.loaded();
    await expect.poll(() => host!.page.evaluate(() => (window as any).seen.ready)).toBe('report'); // eslint-disable-line @typescript-eslint/no-explicit-any
    const page = await host.page.evaluate(() => ({
      defined: ['pbi-report', 'pbi-dashboard', 'pbi-tile', 'pbi-visual', 'pbi-qna', 'pbi-paginated-report'].every(
        (tag) => !!customElements.get(tag),
      ),
      api: Object.keys((window as any).EmbedElements).sort(), // eslint-disable-line @typescript-eslint/no-explicit-any
      seen: (window as any).seen, // eslint-disable-line @typescript-eslint/no-explicit-any
      title: document.querySelector('pbi-report')!.shadowRoot!.querySelector('iframe')!.title,
      // The elements' constructed stylesheet applies under the policy (the page sets no display).
      display: getComputedStyle(document.querySelector('pbi-report')!).display,
      frameHeight: document.querySelector('pbi-report')!.shadowRoot!.querySelector('iframe')!.offsetHeight,
    }));
    expect(page).toEqual({
      defined: true,
      api: ['EMBED_ELEMENT_TAGS', 'defineEmbedElements', 'getSharedService'],
      seen: { violations: [], events: ['loaded', 'rendered'], ready: 'report' },
      title: 'Sales report',
      display: 'block',
      frameHeight: 600,
    });
    const load = (await host.requests()).find((r) => r.url === '/report/load')!;
    expect(load.body).toMatchObject({
      id: 'R1',
      accessToken: 'T1',
      tokenType: 1,
      settings: { panes: { filters: { visible: false } } },
    });
    // The loading text and error regions are styled from a constructed stylesheet: nothing the policy blocks.
    expect(h.cspReports).toEqual([]);
    expect(host.console.filter((line) => /Content.Security.Policy|Refused/i.test(line))).toEqual([]);
    expect(host.pageErrors).toEqual([]);
  });
});
