import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'vite';
import { CSP_REPORT_PATH } from './content-security-policy.ts';

/** One violation, in the words of the `report-uri` body or of a Reporting API report. */
function describe(report: Record<string, unknown>): string {
  const directive = report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive'];
  const blocked = report['blocked-uri'] ?? report.blockedURL;
  const page = report['document-uri'] ?? report.documentURL;
  return `${String(directive)} blocked ${String(blocked)} on ${String(page)}`;
}

/** The violations of a POSTed body: `{ "csp-report": {…} }` (report-uri) or `[{ type, body }]` (report-to). */
export function violationsOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) {
      return parsed
        .filter((entry: { type?: unknown }) => entry?.type === 'csp-violation')
        .map((entry: { body?: Record<string, unknown> }) => describe(entry.body ?? {}));
    }
    const report = (parsed as { 'csp-report'?: Record<string, unknown> })?.['csp-report'];
    return report ? [describe(report)] : [];
  } catch {
    return [];
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      // A report is a few hundred bytes: anything far larger is not one.
      if (text.length < 64_000) text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/**
 * Receives the browser's Content-Security-Policy violation reports on the preview server
 * (`POST /csp-report`) and logs each as one line on stderr, `[csp] <directive> blocked <what> on
 * <page>`, so a violation in the local stack shows in its output. Answers 204.
 */
export function cspReportPlugin(): Plugin {
  return {
    name: 'viewer:csp-report',
    configurePreviewServer(server) {
      server.middlewares.use(CSP_REPORT_PATH, (request, response, next) => {
        if (request.method !== 'POST') return next();
        readBody(request).then(
          (text) => {
            for (const violation of violationsOf(text)) console.warn(`[csp] ${violation}`);
            response.statusCode = 204;
            response.end();
          },
          () => {
            response.statusCode = 400;
            response.end();
          },
        );
      });
    },
  };
}
