/**
 * `<EmbedComponent>` under the strict Content-Security-Policy the embed-client README publishes:
 * the test app (React, the wrapper and the client, one script from 'self') renders a report with a
 * class name and a style prop (React sets styles through CSSOM, which CSP allows); any violation
 * fails the test (a `securitypolicyviolation` event, a report-uri report or a CSP console message).
 */
import { isHarnessFaviconReport, strictCsp } from '@org/test-harness';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpReactHarness, type AppPage } from './support/harness';

const h = setUpReactHarness();
let app: AppPage | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('strict Content-Security-Policy', () => {
  it('[C-CSP-01] <EmbedComponent> renders a report with className and style props under the strict CSP with no violation', async () => {
    app = await h.open('19', { headers: (frameOrigin) => ({ 'content-security-policy': strictCsp(frameOrigin) }) });
    const page = app.page;
    const console: string[] = [];
    page.on('console', (m) => console.push(m.text()));
    // Plain evaluation (the harness's `run` evaluates source text, which this policy forbids).
    await page.evaluate(() => {
      const w = window as unknown as { cspViolations: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        // The harness page's own `<link rel="icon" href="data:,">`, as isHarnessFaviconReport lets its report through.
        if (e.effectiveDirective === 'img-src' && e.blockedURI === 'data') return;
        w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    const props = { embedConfig: app.report(), cssClassName: 'report', style: { height: 600, width: 800 } };
    await page.evaluate((p) => window.app.render(p as never), props);
    await app.loaded();
    const seen = await page.evaluate(() => {
      const el = window.app.container()!;
      return {
        className: el.className,
        height: el.style.height,
        iframes: el.querySelectorAll('iframe').length,
        violations: (window as unknown as { cspViolations: string[] }).cspViolations,
      };
    });
    expect(seen).toEqual({ className: 'report', height: '600px', iframes: 1, violations: [] });
    await page.waitForTimeout(300); // reports are posted after the violation
    expect(h.cspReports.filter((r) => !isHarnessFaviconReport(r))).toEqual([]);
    expect(console.filter((m) => /Content Security Policy|Trusted Type/i.test(m))).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });
});
