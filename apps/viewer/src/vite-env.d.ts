/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API answers (`POST /login`, `GET /dashboards`), base path included. */
  readonly VITE_API_BASE_URL?: string;
  /** The app registration's client id (a GUID). */
  readonly VITE_ENTRA_CLIENT_ID?: string;
  /** The authority, `https://login.microsoftonline.com/<tenant>`. */
  readonly VITE_ENTRA_AUTHORITY?: string;
  /** An OIDC discovery document to hand MSAL as `authorityMetadata` (the local identity stand-in). */
  readonly VITE_OIDC_METADATA_URL?: string;
  /** Comma-separated authority hosts MSAL may trust without instance discovery. */
  readonly VITE_KNOWN_AUTHORITIES?: string;
  /** Where Graph's `/v1.0/me` lives. */
  readonly VITE_GRAPH_BASE_URL?: string;
  /**
   * The report service's embed endpoint without a report (`https://app.powerbi.com/reportEmbed`),
   * where the viewer boots the report frame before it knows which report to show; `off` turns the
   * warm-up off.
   */
  readonly VITE_REPORT_EMBED_URL?: string;
  /** Bench only: `0` builds the viewer without the frame warm-up and in-place switching. */
  readonly VITE_WARM_FRAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
