/**
 * What the viewer needs to know about its surroundings. Read from `VITE_*` variables: in the app
 * from the build's `import.meta.env` (`viewer-config.ts`), in `vite.config.ts` from the same
 * variables, to build the Content-Security-Policy the viewer is served with.
 */
export interface ViewerConfig {
  /** Base URL of the API, without a trailing slash (`http://127.0.0.1:3001`, `https://…/api`). */
  apiBaseUrl: string;
  /** Application (client) id of the app registration. */
  clientId: string;
  /** MSAL authority (`tenantUrl` of the login button). */
  authority: string;
  /** URL of an OIDC discovery document to pass to MSAL as `authorityMetadata`, if any. */
  oidcMetadataUrl: string | undefined;
  knownAuthorities: string[] | undefined;
  graphBaseUrl: string;
  /**
   * The report service's embed endpoint, no report named (`https://app.powerbi.com/reportEmbed`):
   * the dashboard screen boots the report frame there while the list loads (undefined: no warm-up).
   */
  reportEmbedUrl: string | undefined;
  /**
   * False only in the bench's baseline build (`VITE_WARM_FRAME=0`): no warm-up, and each dashboard
   * gets a new frame, as before issue 19. Not a deployment setting.
   */
  warmFrame: boolean;
}

// The defaults are the local stack's (`npm start`): API and identity stand-in on 127.0.0.1:3001,
// with the stand-in's default client id and tenant.
const LOCAL_API = 'http://127.0.0.1:3001';
const LOCAL_TENANT = 'c0ffee00-0000-4000-8000-00000000da7a';
// Where reports are embedded from: the fake frame of `npm start`, or the Power BI service.
const LOCAL_REPORT_EMBED_URL = 'http://localhost:5175/reportEmbed';
const POWER_BI_REPORT_EMBED_URL = 'https://app.powerbi.com/reportEmbed';

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Builds the configuration from `VITE_*` variables (see `.env.example`), falling back to the local stack. */
export function readViewerConfig(env: ImportMetaEnv): ViewerConfig {
  const apiBaseUrl = (clean(env.VITE_API_BASE_URL) ?? LOCAL_API).replace(/\/+$/, '');
  const isLocal = !clean(env.VITE_ENTRA_AUTHORITY);
  return {
    apiBaseUrl,
    clientId: clean(env.VITE_ENTRA_CLIENT_ID) ?? '11111111-2222-4333-8444-555555555555',
    authority: clean(env.VITE_ENTRA_AUTHORITY) ?? `https://login.microsoftonline.com/${LOCAL_TENANT}`,
    oidcMetadataUrl:
      clean(env.VITE_OIDC_METADATA_URL) ??
      (isLocal ? `${apiBaseUrl}/${LOCAL_TENANT}/v2.0/.well-known/openid-configuration` : undefined),
    knownAuthorities: clean(env.VITE_KNOWN_AUTHORITIES)
      ?.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    graphBaseUrl: (clean(env.VITE_GRAPH_BASE_URL) ?? (isLocal ? apiBaseUrl : 'https://graph.microsoft.com')).replace(
      /\/+$/,
      '',
    ),
    reportEmbedUrl: readReportEmbedUrl(env.VITE_REPORT_EMBED_URL, isLocal),
    warmFrame: clean(env.VITE_WARM_FRAME) !== '0',
  };
}

/** `VITE_REPORT_EMBED_URL`, `off` for none, or the default of the sign-in in use (local stack or Entra ID). */
function readReportEmbedUrl(value: string | undefined, isLocal: boolean): string | undefined {
  const given = clean(value);
  if (given?.toLowerCase() === 'off') return undefined;
  return given ?? (isLocal ? LOCAL_REPORT_EMBED_URL : POWER_BI_REPORT_EMBED_URL);
}
