/**
 * The strict Content-Security-Policy that packages/embed-client/README.md publishes ("Strict
 * Content-Security-Policy"), with the test's frame origin, reporting to the host's `/csp-report`.
 */
export const strictCsp = (frameOrigin: string): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `frame-src ${frameOrigin}`,
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
    'report-uri /csp-report',
  ].join('; ');

/**
 * Whether a `/csp-report` body is about the harness page's own `<link rel="icon" href="data:,">`
 * (there so that servers see no favicon request): the test page's markup, not a library's doing,
 * so the one report a strict-CSP test lets through.
 */
export function isHarnessFaviconReport(body: string): boolean {
  try {
    const report = (JSON.parse(body) as { 'csp-report'?: Record<string, unknown> })['csp-report'];
    return report?.['effective-directive'] === 'img-src' && report['blocked-uri'] === 'data';
  } catch {
    return false;
  }
}
