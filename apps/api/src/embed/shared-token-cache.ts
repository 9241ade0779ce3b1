import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { IssuedEmbedToken } from './embed-token-provider.ts';
import type { TokenCipher } from './token-cipher.ts';

interface SharedTokenLookup {
  issued: IssuedEmbedToken;
  /** Epoch milliseconds after which the token is renewed (before `issued.expiresAt`). */
  freshUntil: number;
  /** True when this lookup made the GenerateToken call itself. */
  generated: boolean;
}

/** Embed tokens cached in the database, shared by every instance on it. */
export interface SharedTokenCache {
  /**
   * The user's fresh token for `key`: read from the table, or made by `generate` — which runs
   * on one instance at a time per user and key (the lease holder) while the others wait for
   * its result. A failed `generate` stores nothing.
   */
  get(userId: string, key: string, generate: () => Promise<IssuedEmbedToken>): Promise<SharedTokenLookup>;
}

interface SharedTokenCacheOptions {
  cipher: TokenCipher;
  /** Renew this long before expiry (capped at half the token's lifetime). */
  refreshMarginMs: number;
  /**
   * A test knob (the local provider's LOCAL_EMBED_TOKEN_REUSE_SECONDS): a token is handed out again for at
   * most this long after it was asked for, 0 = a new one each time. Unset: until the refresh margin.
   */
  reuseMs?: number;
  now?: () => number;
  /**
   * How long a lease lasts unless its holder renews it (every third of it while GenerateToken
   * runs): an instance that dies mid-call holds up the others for at most this long.
   */
  leaseMs?: number;
}

interface TokenRow {
  token: string | null;
  expires_at: Date | string | null;
  fresh_until: Date | string | null;
}

const SWEEP_INTERVAL_MS = 60_000;
const FIRST_POLL_MS = 10;
const MAX_POLL_MS = 200;

/**
 * The cluster-wide embed-token cache on table `embed_tokens` (PostgreSQL or PGlite, the same
 * statements). Single-flight across instances is a lease in the token's own row: taking it is
 * one atomic upsert that only succeeds while the row has no fresh token and no live lease, so
 * exactly one instance calls GenerateToken; the others poll the row until the token is there
 * (or the lease lapses, and one of them takes over). No connection or transaction is held
 * while waiting, which is why a lease and not an advisory lock: PGlite has one connection.
 */
export function createSharedTokenCache(db: Queryable, options: SharedTokenCacheOptions): SharedTokenCache {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 15_000;
  const { cipher } = options;
  let lastSweep = 0;

  const sweep = (at: number) => {
    if (at - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at;
    // Expired tokens and abandoned leases; best effort, the next sweep retries.
    db.query(
      `delete from embed_tokens
       where (expires_at is null or expires_at <= $1) and (lease_until is null or lease_until <= $1)`,
      [new Date(at)],
    ).catch(() => {});
  };

  const takeLease = async (userId: string, keyHash: string, owner: string, at: number, unreadable: boolean) => {
    const rows = await db.query(
      `insert into embed_tokens as t (user_id, key_hash, lease_owner, lease_until) values ($1, $2, $3, $4)
       on conflict (user_id, key_hash) do update set lease_owner = excluded.lease_owner, lease_until = excluded.lease_until
       where (t.lease_until is null or t.lease_until <= $5)
         and (t.fresh_until is null or t.fresh_until <= $5 or $6::boolean)
       returning lease_owner`,
      [userId, keyHash, owner, new Date(at + leaseMs), new Date(at), unreadable],
    );
    return rows.length === 1;
  };

  const generateUnderLease = async (
    userId: string,
    keyHash: string,
    owner: string,
    generate: () => Promise<IssuedEmbedToken>,
  ): Promise<SharedTokenLookup> => {
    const startedAt = now();
    const renewal = setInterval(() => {
      db.query('update embed_tokens set lease_until = $4 where user_id = $1 and key_hash = $2 and lease_owner = $3', [
        userId,
        keyHash,
        owner,
        new Date(now() + leaseMs),
      ]).catch(() => {});
    }, leaseMs / 3);
    renewal.unref();
    let issued: IssuedEmbedToken;
    try {
      issued = await generate();
    } catch (error) {
      clearInterval(renewal);
      // Nothing is cached; hand the lease back so a waiting instance may try at once.
      await db
        .query(
          'update embed_tokens set lease_owner = null, lease_until = null where user_id = $1 and key_hash = $2 and lease_owner = $3',
          [userId, keyHash, owner],
        )
        .catch(() => {});
      throw error;
    }
    clearInterval(renewal);
    const lifetime = issued.expiresAt - startedAt;
    const renewAt = issued.expiresAt - Math.min(options.refreshMarginMs, Math.max(0, lifetime / 2));
    const freshUntil = options.reuseMs === undefined ? renewAt : Math.min(renewAt, startedAt + options.reuseMs);
    // Stored even if the lease lapsed meanwhile (the token is as good); a lease someone else
    // took since stays theirs.
    await db.query(
      `update embed_tokens set token = $3, expires_at = $4, fresh_until = $5,
         lease_owner = case when lease_owner = $6 then null else lease_owner end,
         lease_until = case when lease_owner = $6 then null else lease_until end
       where user_id = $1 and key_hash = $2`,
      [
        userId,
        keyHash,
        cipher.seal(issued.token, contextOf(userId, keyHash)),
        new Date(issued.expiresAt),
        new Date(freshUntil),
        owner,
      ],
    );
    return { issued, freshUntil, generated: true };
  };

  return {
    async get(userId, key, generate) {
      const keyHash = createHash('sha256').update(key).digest('hex');
      const owner = randomUUID();
      for (let pause = FIRST_POLL_MS; ; pause = Math.min(pause * 2, MAX_POLL_MS)) {
        const at = now();
        sweep(at);
        const [row] = await db.query<TokenRow>(
          'select token, expires_at, fresh_until from embed_tokens where user_id = $1 and key_hash = $2',
          [userId, keyHash],
        );
        const token = row?.token ? cipher.open(row.token, contextOf(userId, keyHash)) : undefined;
        if (token !== undefined && timeOf(row.fresh_until) > at) {
          return {
            issued: { token, expiresAt: timeOf(row.expires_at) },
            freshUntil: timeOf(row.fresh_until),
            generated: false,
          };
        }
        // A token sealed under another SESSION_SECRET cannot be read here: replace it.
        const unreadable = Boolean(row?.token) && token === undefined;
        if (await takeLease(userId, keyHash, owner, at, unreadable)) {
          return generateUnderLease(userId, keyHash, owner, generate);
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    },
  };
}

function contextOf(userId: string, keyHash: string): string {
  return `${userId}\n${keyHash}`;
}

function timeOf(value: Date | string | null): number {
  return value === null ? Number.NaN : new Date(value).getTime();
}
