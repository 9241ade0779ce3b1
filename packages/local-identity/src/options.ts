/** A person who can sign in to the local identity platform. */
export interface DemoAccount {
  /** Sign-in name, shown in the picker and issued as `preferred_username` / `upn`. */
  username: string;
  /** Display name, issued as `name` and returned by Graph as `displayName`. */
  name: string;
  /** Object id; derived from `username` when omitted, so it is stable across restarts. */
  oid?: string;
  givenName?: string;
  surname?: string;
  /** Graph `mail`; defaults to `username`. */
  mail?: string;
  jobTitle?: string;
  /**
   * Issue this account's id tokens already expired (by {@link EXPIRED_ID_TOKEN_AGE_SECONDS}), as a
   * stale token replayed from a cache would be: for testing how an API answers an expired sign-in.
   * MSAL does not check an id token's `exp`, so the sign-in itself completes.
   */
  expiredIdToken?: boolean;
}

/** How far in the past the `exp` of an {@link DemoAccount.expiredIdToken} id token lies (beyond usual clock tolerances). */
export const EXPIRED_ID_TOKEN_AGE_SECONDS = 3600;

/** What the local identity platform knows and how it behaves. */
export interface LocalIdentityOptions {
  /** Accounts offered in the account picker. Defaults to two demo people. */
  accounts?: DemoAccount[];
  /** Application (client) ids that may sign in. Defaults to {@link DEFAULT_CLIENT_ID}. */
  clientIds?: string[];
  /**
   * Registered redirect and post-logout URIs (exact match). When omitted, any http(s) URI on
   * a loopback host (127.0.0.1, localhost, [::1]) is accepted.
   */
  redirectUris?: string[];
  /** Tenant id (a GUID) issued as `tid`. Defaults to {@link DEFAULT_TENANT_ID}. */
  tenantId?: string;
  /**
   * Base URL the browser reaches this server at, e.g. `http://127.0.0.1:4010`. Used for the
   * metadata, the `iss` claim and redirects. Defaults to `http://<Host header>` per request.
   */
  publicUrl?: string;
  /** Access and id token lifetime in seconds. Default 3600. MSAL renews tokens with under 300 s left. */
  tokenLifetimeSeconds?: number;
  /**
   * Simulate a policy (MFA, revoked consent) that needs the user: refresh-token grants answer
   * `invalid_grant` / `consent_required` and `prompt=none` answers `interaction_required`.
   */
  interactionRequired?: boolean;
  /** Approve every interactive request at once as this account (username), with no page. */
  autoApprove?: string;
}

export const DEFAULT_TENANT_ID = 'c0ffee00-0000-4000-8000-00000000da7a';
export const DEFAULT_CLIENT_ID = '11111111-2222-4333-8444-555555555555';

export const DEFAULT_ACCOUNTS: DemoAccount[] = [
  {
    username: 'adele.vance@contoso.example',
    name: 'Adele Vance',
    givenName: 'Adele',
    surname: 'Vance',
    jobTitle: 'Clinical analyst',
  },
  {
    username: 'alex.wilber@contoso.example',
    name: 'Alex Wilber',
    givenName: 'Alex',
    surname: 'Wilber',
    jobTitle: 'Head of care',
  },
];

/** A configured account once its object id is known. */
export type ResolvedAccount = DemoAccount & { oid: string };

/** Options after defaults are applied. */
export interface ResolvedOptions {
  accounts: ResolvedAccount[];
  clientIds: string[];
  redirectUris: string[] | undefined;
  tenantId: string;
  publicUrl: string | undefined;
  tokenLifetimeSeconds: number;
  interactionRequired: boolean;
  autoApprove: string | undefined;
}
