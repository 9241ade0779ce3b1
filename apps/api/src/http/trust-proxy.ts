import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies' `X-Forwarded-For` the API believes (Fastify's `trustProxy`), from `TRUST_PROXY`:
 * - `false` (none): the connection's address is the client's;
 * - a number of hops: the connection is from a proxy, and so are the last N−1 addresses it
 *   reports; the client is the one before them (`true`, `yes` and `1` are one hop);
 * - the proxies' addresses (IP or CIDR, comma-separated; `loopback`, `linklocal`, `uniquelocal`):
 *   connections from those report the client, any other connection is the client itself.
 */
export type TrustProxy = false | number | string[];

/** What Fastify's `trustProxy` takes for a {@link TrustProxy}: it no longer reads a number as hops. */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export function fastifyTrustProxy(trust: TrustProxy): FastifyTrustProxy {
  if (typeof trust !== 'number') return trust;
  // proxy-addr asks about the connection's address (hop 0), then about each X-Forwarded-For entry
  // from the last; the first one not trusted is the client.
  return (_address, hop) => hop < trust;
}

const MAX_HOPS = 10;
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const EXPECTED =
  'expected false, true (1 proxy), a number of proxy hops (1–10), or the proxies’ addresses (IP or CIDR, comma-separated, e.g. 10.0.0.5,10.0.1.0/24)';

/** An address or a CIDR range as proxy-addr reads it; undefined when it is one. */
function problemOf(entry: string): string | undefined {
  if (NAMED_RANGES.includes(entry)) return undefined;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return undefined;
  const bits = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits
    ? undefined
    : `"${entry}" has a prefix length other than 0–${bits}`;
}

/** `TRUST_PROXY` in the environment schema; a bad value names the variable and what it expects. */
export const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (['false', '0', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_HOPS) return hops;
    ctx.addIssue({ code: 'custom', message: `${EXPECTED}; ${hops} hops is more than ${MAX_HOPS}` });
    return z.NEVER;
  }
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const problems = entries.map(problemOf).filter((p): p is string => p !== undefined);
  if (entries.length === 0 || problems.length > 0) {
    ctx.addIssue({ code: 'custom', message: `${EXPECTED}; ${problems[0] ?? `"${raw}" is none of these`}` });
    return z.NEVER;
  }
  return entries;
});
