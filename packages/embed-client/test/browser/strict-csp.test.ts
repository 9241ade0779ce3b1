/* eslint-disable @typescript-eslint/no-explicit-any -- the page script runs against the client's globals */
/**
 * Our client under a strict Content-Security-Policy (the one the README publishes): a host page
 * served with that header loads the client and its own script from 'self' (no inline script, no
 * eval, Trusted Types required, no inline styles), embeds a report (with responsiveLayout and
 * autoHeight), a dashboard and a visual and preloads a frame; any violation fails the test, whether the page saw it (`securitypolicyviolation`),
 * the browser reported it (report-uri) or logged it (console).
 */
import { isHarnessFaviconReport, strictCsp } from '@org/test-harness';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** What the page script keeps on `window.cspState`. */
interface CspState {
  violations: string[];
  events: string[];
  errors: string[];
  done: boolean;
}

/** The host page's own script (served as a file at 'self'): embeds the three types and records what happens. */
function pageScript(urls: { report: string; dashboard: string; visual: string }) {
  const w = window as any;
  const state: CspState = { violations: [], events: [], errors: [], done: false };
  w.cspState = state;
  document.addEventListener('securitypolicyviolation', (e) => {
    // The harness page's own `<link rel="icon" href="data:,">`, as isHarnessFaviconReport lets its report through.
    if (e.effectiveDirective === 'img-src' && e.blockedURI === 'data') return;
    state.violations.push(
      `${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
    );
  });
  window.addEventListener('error', (e) => state.errors.push(String(e.message)));
  const start = async () => {
    const powerbi = w.powerbi;
    const t = w.hostTools;
    const token = { accessToken: 'T', tokenType: 1 };
    const embeds = [
      {
        name: 'report',
        events: ['loaded', 'rendered'],
        // The layout options size the container through CSSOM too.
        config: { type: 'report', embedUrl: urls.report, ...token, responsiveLayout: true, autoHeight: true },
      },
      { name: 'dashboard', events: ['loaded'], config: { type: 'dashboard', embedUrl: urls.dashboard, ...token } },
      {
        name: 'visual',
        events: ['loaded', 'rendered'],
        config: {
          type: 'visual',
          embedUrl: urls.visual,
          pageName: 'ReportSection1',
          visualName: 'admissionsByDepartment',
          ...token,
        },
      },
    ];
    const waits: Promise<unknown>[] = [];
    for (const { name, events, config } of embeds) {
      const el = t.container(name);
      for (const event of events)
        waits.push(t.nextEvent(el, event, 15_000).then(() => state.events.push(`${name}:${event}`)));
      powerbi.embed(el, config);
    }
    const preloaded = powerbi.preload({ type: 'report', embedUrl: urls.report }, t.container('preload'));
    waits.push(
      t.nextEvent(preloaded, 'preloaded', 15_000).then(() => {
        const hidden = getComputedStyle(preloaded).display === 'none';
        state.events.push(`preload:${hidden ? 'hidden' : 'visible'}`);
      }),
    );
    try {
      await Promise.all(waits);
    } catch (error) {
      state.errors.push(String(error));
    }
    state.done = true;
  };
  document.addEventListener('DOMContentLoaded', () => void start());
}

describe('strict Content-Security-Policy', { timeout: 60_000 }, () => {
  it('[C-CSP-01] a page served with the published strict CSP (no unsafe-inline, no unsafe-eval, Trusted Types required) embeds a report, a dashboard and a visual with no CSP violation', async () => {
    const urls = {
      report: h.embedUrl('/reportEmbed', { reportId: 'R1' }),
      dashboard: h.embedUrl('/dashboardEmbed', { dashboardId: 'D1' }),
      visual: h.embedUrl('/reportEmbed', { reportId: 'R1' }),
    };
    host = await h.openHost('ours', {
      headers: { 'content-security-policy': strictCsp(h.frameOrigin) },
      script: `(${pageScript.toString()})(${JSON.stringify(urls)});`,
      scriptFile: true,
    });
    const page = host.page;
    // Polled by plain evaluation (the harness's `run` evaluates source text, which this policy forbids).
    const deadline = Date.now() + 30_000;
    let state: CspState | undefined;
    while (!(state = await page.evaluate(() => (window as any).cspState as CspState | undefined))?.done) {
      if (Date.now() > deadline) throw new Error(`the CSP page did not finish: ${JSON.stringify(state)}`);
      await page.waitForTimeout(50);
    }
    await host.settle();
    // Reports are posted by the browser after the violation; give them a moment to arrive.
    await page.waitForTimeout(300);

    expect(state.violations).toEqual([]);
    expect(h.cspReports.filter((report) => !isHarnessFaviconReport(report))).toEqual([]);
    const cspMessages = host.consoleMessages.filter((m) => /Content Security Policy|Trusted Type/i.test(m));
    expect(cspMessages.filter((m) => !m.includes("Loading the image 'data:,'"))).toEqual([]);
    expect(state.errors).toEqual([]);
    expect(state.events.sort()).toEqual(
      [
        'dashboard:loaded',
        'preload:hidden',
        'report:loaded',
        'report:rendered',
        'visual:loaded',
        'visual:rendered',
      ].sort(),
    );
    expect(host.pageErrors).toEqual([]);
    // autoHeight sized the report's 800 px wide container from its 1280×720 page.
    expect(await page.evaluate(() => document.getElementById('report')!.style.height)).toBe('450px');
  });
});
