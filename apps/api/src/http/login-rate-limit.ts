import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import { RateLimitTableFullError } from './postgres-rate-limit-store.ts';

/** Which budget refused a login: the account's, the address's, or none left for new keys (the table is full). */
export type LoginLimit = 'account' | 'ip' | 'table';

/**
 * The login limit, two budgets per minute, both checked after the body is read:
 * - per client address **and account** (`perAccount`): the account is the one the sign-in
 *   result names (`account.username`, else `account.homeAccountId`); a body naming none counts
 *   against the address alone. People behind one address (a hospital's NAT) each get their own
 *   budget, and retrying one account stops at `perAccount` (those refusals count nowhere).
 * - per client address (`perIp`), a ceiling over all accounts, so rotating made-up account
 *   names does not buy unlimited attempts. Counted before the account, so an address past it
 *   adds no rows to the table: at most `perIp` + 1 per address per minute.
 * The client address is `request.ip` (see TRUST_PROXY); an IPv6 address counts as its /64, the
 * block one subscriber gets, so that an attacker cannot take a new address for every attempt.
 */
export function createLoginRateLimit(
  app: FastifyInstance,
  options: { perAccount: number; perIp: number; onLimited?: (limit: LoginLimit) => void },
): (request: FastifyRequest) => Promise<void> {
  const timeWindow = 60_000;
  const byIp = app.createRateLimit({
    max: options.perIp,
    timeWindow,
    keyGenerator: (request) => `ip\n${clientKey(request.ip)}`,
  });
  const byAccount = app.createRateLimit({
    max: options.perAccount,
    timeWindow,
    keyGenerator: (request) => `account\n${clientKey(request.ip)}\n${accountOf(request.body)}`,
  });
  const refuse = (request: FastifyRequest, limit: LoginLimit, seconds: number): never => {
    options.onLimited?.(limit);
    if (limit === 'table') {
      request.log.warn({ limit }, 'login rate-limit table full: a login from a new address or account refused');
    }
    throw new ApiError(
      429,
      'RATE_LIMITED',
      limit === 'account'
        ? `Too many login attempts for this account; retry in ${seconds} s`
        : limit === 'ip'
          ? `Too many login attempts from this address; retry in ${seconds} s`
          : `Too many logins are being attempted; retry in ${seconds} s`,
      { retryAfterSeconds: seconds },
    );
  };
  return async (request) => {
    try {
      // An account already at its budget is refused before anything is counted, so that one
      // person's retries do not use up the ceiling of everyone behind the same address.
      const account = await byAccount(request, { increment: false });
      if (!account.isAllowed && account.remaining === 0) refuse(request, 'account', Math.max(1, account.ttlInSeconds));
      // The ceiling next: an address past it adds no rows for made-up accounts.
      for (const [limit, limiter] of [
        ['ip', byIp],
        ['account', byAccount],
      ] as const) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) refuse(request, limit, Math.max(1, result.ttlInSeconds));
      }
    } catch (error) {
      if (!(error instanceof RateLimitTableFullError)) throw error;
      refuse(request, 'table', Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
    }
  };
}

/**
 * The address a budget belongs to: an IPv4 address as it is (also when written IPv4-mapped,
 * `::ffff:10.1.2.3`), an IPv6 address as its /64 (`2001:db8:1:2::/64`).
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`::1.2.3.4`) is two groups; only the first four groups matter here.
  const missing = 8 - headGroups.length - tailGroups.length - (address.includes('.') ? 1 : 0);
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The account a sign-in result names (untrusted: only a rate-limit key), or '' for none. */
function accountOf(body: unknown): string {
  const account = isObject(body) && isObject(body.account) ? body.account : undefined;
  const name = [account?.username, account?.homeAccountId].find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof name === 'string' ? name.trim().toLowerCase().slice(0, 256) : '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
