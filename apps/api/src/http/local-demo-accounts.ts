import type { DemoAccount } from '@org/local-identity';

/**
 * The accounts the mounted local identity offers besides its two default people (who are seeded
 * users of the API), so that the viewer's sign-in failures can be shown for real:
 * - Former Staff is seeded but disabled → POST /login answers 400 USER_NOT_FOUND;
 * - the expired-token account gets a validly signed ID token whose `exp` lies an hour in the
 *   past → POST /login answers 403 TOKEN_EXPIRED (before any user lookup, so it needs no row).
 */
export const EXTRA_LOCAL_ACCOUNTS: DemoAccount[] = [
  {
    username: 'former.staff@contoso.example',
    name: 'Former Staff',
    givenName: 'Former',
    surname: 'Staff',
    jobTitle: 'Account disabled in the API',
  },
  {
    username: 'token.expired@contoso.example',
    name: 'Expired Token',
    givenName: 'Expired',
    surname: 'Token',
    jobTitle: 'Signs in with an expired ID token',
    expiredIdToken: true,
  },
];
