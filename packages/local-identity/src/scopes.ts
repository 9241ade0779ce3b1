/** Microsoft Graph's resource URI; bare scopes such as `User.Read` belong to it. */
export const GRAPH_RESOURCE = 'https://graph.microsoft.com';

const OIDC_SCOPES = new Set(['openid', 'profile', 'offline_access', 'email']);

/** The scopes of one token request, split the way Entra ID splits them. */
export interface ScopeRequest {
  /** Requested OIDC scopes (openid, profile, offline_access, email). */
  oidc: string[];
  /** The resource the access token is for (its `aud`). */
  resource: string;
  /** Scope names within that resource (the access token's `scp`). */
  names: string[];
}

/** Splits a space-separated `scope` parameter into OIDC scopes, one resource and its scope names. */
export function parseScopes(scope: string): ScopeRequest {
  const all = scope.split(/\s+/).filter(Boolean);
  const oidc = all.filter((s) => OIDC_SCOPES.has(s.toLowerCase()));
  let resource: string | undefined;
  const names: string[] = [];
  for (const s of all) {
    if (OIDC_SCOPES.has(s.toLowerCase())) continue;
    const slash = s.includes('://') ? s.lastIndexOf('/') : -1;
    const [res, name] = slash > s.indexOf('://') + 2 ? [s.slice(0, slash), s.slice(slash + 1)] : [GRAPH_RESOURCE, s];
    // Like Entra ID, one token serves one resource; scopes of a second resource are not granted.
    resource ??= res;
    if (res === resource) names.push(name);
  }
  return { oidc, resource: resource ?? GRAPH_RESOURCE, names: names.length ? names : ['User.Read'] };
}

/** The `scope` value of a token response: resource scopes in full form, plus openid/profile. */
export function grantedScope(request: ScopeRequest): string {
  const resourceScopes = request.names.map((n) =>
    request.resource === GRAPH_RESOURCE ? n : `${request.resource}/${n}`,
  );
  const oidc = request.oidc.filter((s) => s !== 'offline_access');
  return [...resourceScopes, ...oidc].join(' ');
}
