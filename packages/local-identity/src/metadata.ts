/** The OIDC discovery fields MSAL reads from `authorityMetadata` (plus a few that make it a real document). */
export interface OidcMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  jwks_uri: string;
  response_types_supported: string[];
  response_modes_supported: string[];
  scopes_supported: string[];
  subject_types_supported: string[];
  id_token_signing_alg_values_supported: string[];
  code_challenge_methods_supported: string[];
  claims_supported: string[];
  tenant_region_scope: null;
}

/** Discovery document for `baseUrl` in the AAD layout, `<base>/<tenant>/oauth2/v2.0/...`. */
export function oidcMetadata(baseUrl: string, tenantId: string): OidcMetadata {
  const root = `${baseUrl}/${tenantId}`;
  return {
    issuer: `${root}/v2.0`,
    authorization_endpoint: `${root}/oauth2/v2.0/authorize`,
    token_endpoint: `${root}/oauth2/v2.0/token`,
    end_session_endpoint: `${root}/oauth2/v2.0/logout`,
    jwks_uri: `${root}/discovery/v2.0/keys`,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'nbf',
      'nonce',
      'name',
      'preferred_username',
      'oid',
      'tid',
      'sid',
      'login_hint',
    ],
    tenant_region_scope: null,
  };
}
