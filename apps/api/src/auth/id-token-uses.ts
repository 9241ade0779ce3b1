import type { Queryable } from '../db/database.ts';

/** Expired rows are deleted by each instance about once per this interval, piggybacked on a sign-in. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The ID tokens already exchanged for a session, in the database every instance shares (table
 * `id_token_uses`), so a token signs in once across the whole cluster [A-SEC-07].
 */
export interface IdTokenUses {
  /**
   * Records the token's use: true the first time, false when it was used before (by any instance).
   * Of two concurrent uses exactly one gets true.
   */
  claim(tokenHash: string, keepUntil: number): Promise<boolean>;
}

export function createIdTokenUses(db: Queryable, now: () => number = Date.now): IdTokenUses {
  let lastSweep = 0;
  const sweep = (at: number) => {
    if (at - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at;
    // Best effort; the next sweep retries.
    db.query('delete from id_token_uses where expires_at <= $1', [new Date(at)]).catch(() => {});
  };
  return {
    async claim(tokenHash, keepUntil) {
      const rows = await db.query(
        `insert into id_token_uses (token_hash, expires_at) values ($1, $2)
         on conflict (token_hash) do nothing
         returning token_hash`,
        [tokenHash, new Date(keepUntil)],
      );
      sweep(now());
      return rows.length === 1;
    },
  };
}
