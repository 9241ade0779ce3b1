interface Entry<V> {
  value?: V;
  freshUntil?: number;
  pending?: Promise<V>;
}

/**
 * Caches expiring values (tokens, report listings, directory entries) per key until shortly
 * before they expire, with at most one creation in flight per key: concurrent callers for the
 * same key share one promise.
 */
export class ExpiringCache<V extends { expiresAt: number }> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    /** Renew this long before expiry (capped at half the value's lifetime). */
    private readonly refreshMarginMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, create: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry?.value !== undefined && this.now() < (entry.freshUntil as number)) return Promise.resolve(entry.value);
    if (entry?.pending) return entry.pending;

    const createdAt = this.now();
    const pending = create().then(
      (value) => {
        const lifetime = value.expiresAt - createdAt;
        const margin = Math.min(this.refreshMarginMs, Math.max(0, lifetime / 2));
        this.entries.set(key, { value, freshUntil: value.expiresAt - margin });
        return value;
      },
      (error: unknown) => {
        // Keep a still-valid older value for the next caller; drop only the failed attempt.
        const current = this.entries.get(key);
        if (current?.pending === pending) {
          if (current.value !== undefined)
            this.entries.set(key, { value: current.value, freshUntil: current.freshUntil });
          else this.entries.delete(key);
        }
        throw error;
      },
    );
    if (this.entries.size >= this.maxEntries) this.evictExpired();
    this.entries.set(key, { ...entry, pending });
    return pending;
  }

  /** Forgets a key, e.g. after the upstream rejected the cached token. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private evictExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (!entry.pending && (entry.value === undefined || entry.value.expiresAt <= now)) this.entries.delete(key);
    }
    // Still full of live tokens: drop the oldest insertions rather than grow without bound.
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
