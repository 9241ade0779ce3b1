import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

/**
 * The login limit, two budgets per minute, both checked after the body is read:
 * - per client address **and account** (`perAccount`): the account is the one the sign-in
 *   result names (`account.username`, else `account.homeAccountId`); a body naming none counts
 *   against the address alone. People behind one address (a hospital's NAT) each get their own
 *   budget, and retrying one account stops at `perAccount`.
 * - per client address (`perIp`), a ceiling over all accounts, so rotating made-up account
 *   names does not buy unlimited attempts.
 */
export function createLoginRateLimit(
  app: FastifyInstance,
  options: { perAccount: number; perIp: number; onLimited?: (limit: 'account' | 'ip') => void },
): (request: FastifyRequest) => Promise<void> {
  const timeWindow = 60_000;
  const byAccount = app.createRateLimit({
    max: options.perAccount,
    timeWindow,
    keyGenerator: (request) => `account\n${request.ip}\n${accountOf(request.body)}`,
  });
  const byIp = app.createRateLimit({ max: options.perIp, timeWindow, keyGenerator: (request) => `ip\n${request.ip}` });
  return async (request) => {
    for (const [limit, limiter] of [
      ['account', byAccount],
      ['ip', byIp],
    ] as const) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        options.onLimited?.(limit);
        const seconds = Math.max(1, result.ttlInSeconds);
        throw new ApiError(
          429,
          'RATE_LIMITED',
          limit === 'account'
            ? `Too many login attempts for this account; retry in ${seconds} s`
            : `Too many login attempts from this address; retry in ${seconds} s`,
          { retryAfterSeconds: seconds },
        );
      }
    }
  };
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
