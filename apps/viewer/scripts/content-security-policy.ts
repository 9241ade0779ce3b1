import type { ViewerConfig } from '../src/config/read-viewer-config.ts';

/** Where the browser posts violation reports (`report-uri`, and `report-to` through `Reporting-Endpoints`). */
export const CSP_REPORT_PATH = '/csp-report';
/** The `report-to` group name, declared in the `Reporting-Endpoints` header. */
const CSP_REPORT_GROUP = 'csp';

// Microsoft's sign-in and Graph, allowed whatever the configuration says: MSAL asks the public
// cloud's login host for instance discovery, and Graph's default host is this one.
const MICROSOFT_SIGN_IN = 'https://login.microsoftonline.com';
const MICROSOFT_GRAPH = 'https://graph.microsoft.com';

/** The origin of a URL (`https://app.powerbi.com` of `https://app.powerbi.com/reportEmbed`), or undefined. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Each source once, in the order given, without the empty ones. */
function sources(...list: (string | undefined)[]): string {
  return [...new Set(list.filter((source): source is string => Boolean(source)))].join(' ');
}

export interface PolicyOptions {
  /** More origins the reports may be embedded from (a sovereign cloud, a second capacity); `VITE_REPORT_ORIGINS`. */
  extraReportOrigins?: string[];
}

/**
 * The viewer's Content-Security-Policy, from its configuration. Strict: scripts and styles only as
 * files from the viewer's own origin (no 'unsafe-inline', no 'unsafe-eval'; React's `style` props
 * are CSSOM property writes, which CSP does not govern), no plugins, no `<base>` rewrite.
 *
 * - `connect-src`: the API; the sign-in (the authority and its discovery document, which for the
 *   local identity stand-in are the API's origin) and Graph; Microsoft's sign-in and Graph hosts.
 * - `frame-src`: the report origin (`VITE_REPORT_EMBED_URL`'s, plus `VITE_REPORT_ORIGINS`); the
 *   sign-in origins and 'self', for MSAL's hidden iframe of a silent sign-in, which ends on the
 *   viewer's own `/redirect.html`.
 * - `frame-ancestors 'self'`: nobody else may frame the viewer (that hidden iframe is the viewer's own).
 * - Violations go to {@link CSP_REPORT_PATH} (`report-uri`, and `report-to` where supported).
 *
 * The sign-in popup is a window of its own: CSP does not restrict where a popup navigates.
 */
export function contentSecurityPolicy(config: ViewerConfig, options: PolicyOptions = {}): string {
  const signIn = [originOf(config.authority), originOf(config.oidcMetadataUrl)];
  for (const host of config.knownAuthorities ?? []) signIn.push(originOf(`https://${host}`));
  const reports = [originOf(config.reportEmbedUrl), ...(options.extraReportOrigins ?? []).map(originOf)];
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    [
      'connect-src',
      sources(
        "'self'",
        originOf(config.apiBaseUrl),
        ...signIn,
        originOf(config.graphBaseUrl),
        MICROSOFT_SIGN_IN,
        MICROSOFT_GRAPH,
      ),
    ],
    ['frame-src', sources("'self'", ...reports, ...signIn)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', CSP_REPORT_GROUP],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The response headers that carry the policy and name its report endpoint. */
export function securityHeaders(config: ViewerConfig, options: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
  };
}
