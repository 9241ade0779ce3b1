import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../scripts/content-security-policy.ts';
import { violationsOf } from '../../scripts/csp-report-plugin.ts';
import { readViewerConfig } from '../../src/config/read-viewer-config.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('contentSecurityPolicy', () => {
  it('[V-CALM-09] the local stack: the API (identity stand-in and Graph too) and the fake frame, nothing inline', () => {
    const config = readViewerConfig({
      VITE_API_BASE_URL: 'http://127.0.0.1:4501',
      VITE_REPORT_EMBED_URL: 'http://localhost:4575/reportEmbed',
    } as ImportMetaEnv);
    const policy = contentSecurityPolicy(config);
    expect(policy).not.toMatch(/unsafe|\*/);
    expect(directive(policy, 'script-src')).toBe("'self'");
    expect(directive(policy, 'style-src')).toBe("'self'");
    expect(directive(policy, 'connect-src')).toBe(
      "'self' http://127.0.0.1:4501 https://login.microsoftonline.com https://graph.microsoft.com",
    );
    expect(directive(policy, 'frame-src')).toBe(
      "'self' http://localhost:4575 https://login.microsoftonline.com http://127.0.0.1:4501",
    );
  });

  it('[V-CALM-09] production: Power BI frames, Entra ID sign-in, Graph, extra report origins', () => {
    const config = readViewerConfig({
      VITE_API_BASE_URL: 'https://api.contoso.example/api',
      VITE_ENTRA_CLIENT_ID: '00000000-0000-4000-8000-000000000000',
      VITE_ENTRA_AUTHORITY: 'https://login.microsoftonline.com/contoso.example',
    } as ImportMetaEnv);
    const headers = securityHeaders(config, { extraReportOrigins: ['https://app.powerbigov.us/', 'not a url'] });
    const policy = headers['Content-Security-Policy'];
    expect(directive(policy, 'connect-src')).toBe(
      "'self' https://api.contoso.example https://login.microsoftonline.com https://graph.microsoft.com",
    );
    expect(directive(policy, 'frame-src')).toBe(
      "'self' https://app.powerbi.com https://app.powerbigov.us https://login.microsoftonline.com",
    );
    expect(directive(policy, 'frame-ancestors')).toBe("'self'");
    expect(directive(policy, 'report-uri')).toBe('/csp-report');
    expect(headers['Reporting-Endpoints']).toBe('csp="/csp-report"');
  });
});

describe('violationsOf', () => {
  it('[V-CALM-09] reads report-uri and Reporting API bodies', () => {
    expect(
      violationsOf(
        JSON.stringify({
          'csp-report': {
            'effective-directive': 'style-src-elem',
            'blocked-uri': 'inline',
            'document-uri': 'http://v/',
          },
        }),
      ),
    ).toEqual(['style-src-elem blocked inline on http://v/']);
    expect(
      violationsOf(
        JSON.stringify([
          {
            type: 'csp-violation',
            body: { effectiveDirective: 'frame-src', blockedURL: 'https://x', documentURL: 'http://v/' },
          },
          { type: 'deprecation', body: {} },
        ]),
      ),
    ).toEqual(['frame-src blocked https://x on http://v/']);
    expect(violationsOf('not json')).toEqual([]);
  });
});
