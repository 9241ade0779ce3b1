/** Fires `onExpire` a fixed time after each restart, like a token lifetime; idle when no lifetime is known. */
export class TokenClock {
  private timer?: ReturnType<typeof setTimeout>;
  private readonly lifetime?: number;
  private readonly onExpire: () => void;

  constructor(lifetime: number | undefined, onExpire: () => void) {
    this.lifetime = lifetime;
    this.onExpire = onExpire;
  }

  /**
   * Starts the lifetime again (after a load or a new token). `remaining` is what the token itself
   * says it has left (a verified `exp`); the shorter of the two applies.
   */
  restart(remaining?: number): void {
    this.stop();
    const lifetimes = [this.lifetime, remaining].filter((ms): ms is number => ms !== undefined);
    if (lifetimes.length === 0) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.onExpire();
      },
      Math.max(0, Math.min(...lifetimes)),
    );
  }

  /** Stops the clock without firing. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
