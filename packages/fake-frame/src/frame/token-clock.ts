/** Fires `onExpire` a fixed time after each restart, like a token lifetime; idle when `lifetime` is undefined. */
export class TokenClock {
  private timer?: ReturnType<typeof setTimeout>;
  private readonly lifetime?: number;
  private readonly onExpire: () => void;

  constructor(lifetime: number | undefined, onExpire: () => void) {
    this.lifetime = lifetime;
    this.onExpire = onExpire;
  }

  /** Starts the lifetime again (after a load or a new token). */
  restart(): void {
    this.stop();
    if (this.lifetime === undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.onExpire();
    }, this.lifetime);
  }

  /** Stops the clock without firing. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
