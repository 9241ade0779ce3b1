import type { DemoAccount } from '@org/local-identity';
import demo from '../demo-accounts.json' with { type: 'json' };

/**
 * The accounts the mounted local identity offers: the seeded people (Adele and Alex are also
 * `@org/local-identity`'s own defaults) and two that show the viewer's sign-in failures for real:
 * - Former Staff is seeded but disabled → POST /login answers 400 USER_NOT_FOUND;
 * - the expired-token account gets a validly signed ID token whose `exp` lies an hour in the
 *   past → POST /login answers 403 TOKEN_EXPIRED (before any user lookup, so it needs no row).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- `seed` and `shows` are for the database and the docs
export const LOCAL_DEMO_ACCOUNTS: DemoAccount[] = demo.accounts.map(({ seed, shows, ...account }) => account);
