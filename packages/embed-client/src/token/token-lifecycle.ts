import type { TokenType } from '@org/embed-models';
import { backoffDelay } from './backoff-delay';
import type { EmbedErrorCode } from '../embed-error';
import type { HostedEmbed } from '../host/embed-host';
import type { RefreshTiming } from './refresh-options';
import { scheduleOf, type ScheduledToken } from './refresh-schedule';
import { sharedTokenFetch } from './shared-token-fetch';
import type { TokenRefreshedDetail, TokenRefreshFailedDetail } from './token-events';
import type { TokenProvider, TokenRequestReason } from './token-provider';

/** What the lifecycle needs of its embed. */
export interface TokenHost {
  provider: TokenProvider;
  timing: RefreshTiming;
  /** The embed as the provider is told about it. */
  describe(): { type: string; id?: string | null; tokenType?: TokenType };
  /** The token the frame has (or will get with the load); undefined before the first one. */
  currentToken(): string | undefined;
  /** Gives the frame a token: the first one with the load (`first`), later ones with setAccessToken. */
  applyToken(token: string, first: boolean): Promise<void>;
  /** Loads the configuration again (after a token the frame had reported expired). */
  reload(): Promise<void>;
  /** The container: `error` events are heard there, the token events raised there. */
  target: EventTarget;
  /** Where the lifecycle puts what stops it (the embed's `disposers`). */
  disposers: (() => void)[];
  /**
   * Makes the errors of a failed fetch (`EmbedError`s): this module is loaded on first use, and
   * imports nothing the rest of the package has, so that a page that never loads it pays nothing.
   */
  fail(code: EmbedErrorCode, message: string): Error;
}

// setTimeout's largest delay; a longer wait is done in steps.
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Keeps an embed's token fresh: fetches the first one when there is none, refreshes before expiry,
 * at once when the tab shows again or the browser comes back online after the refresh time, and
 * when the frame reports `TokenExpired`; retries failures with backoff. One refresh at a time.
 */
export class TokenLifecycle {
  private current?: ScheduledToken;
  private timer?: ReturnType<typeof setTimeout>;
  private pending?: { promise: Promise<void>; resolve: () => void };
  private reloadAfter = false;
  private stopped = false;
  private readonly host: TokenHost;

  constructor(host: TokenHost) {
    this.host = host;
  }

  /** True from the moment a refresh is needed until its token has been given to the frame. */
  get refreshPending(): boolean {
    return !!this.pending;
  }

  /** Resolves once no refresh is pending (at once when none is); also when the lifecycle stops. */
  ready(): Promise<void> {
    return this.pending?.promise ?? Promise.resolve();
  }

  /** Starts listening and either schedules the refresh of the token there is or fetches the first. */
  start(): void {
    const { host } = this;
    const onVisible = () => {
      if (globalThis.document?.visibilityState !== 'hidden') this.refreshIfDue('visible');
    };
    const onOnline = () => this.refreshIfDue('online');
    const onError = (event: Event) => {
      const detail = (event as CustomEvent<{ message?: unknown } | undefined>).detail;
      if (detail?.message === 'TokenExpired') void this.refresh('expired');
    };
    const listen = (target: EventTarget | undefined, name: string, listener: (event: Event) => void) => {
      if (!target) return;
      target.addEventListener(name, listener);
      host.disposers.push(() => target.removeEventListener(name, listener));
    };
    listen(globalThis.document, 'visibilitychange', onVisible);
    listen(typeof window === 'undefined' ? undefined : window, 'online', onOnline);
    listen(host.target, 'error', onError);
    host.disposers.push(() => this.stop());
    const token = host.currentToken();
    if (token) this.scheduled(scheduleOf({ token }, Date.now(), host.timing));
    else void this.refresh('initial');
  }

  /**
   * Fetches and applies a new token now, or joins the refresh already pending. With `expired`
   * (the frame reported TokenExpired) the configuration is loaded again once after the new token.
   */
  refresh(reason: TokenRequestReason): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (reason === 'expired' && this.host.currentToken()) this.reloadAfter = true;
    if (this.pending) return this.pending.promise;
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    this.pending = { promise, resolve };
    this.clearTimer();
    this.attempt(reason, 0);
    return promise;
  }

  /** Stops the timers; listeners are removed by the embed's disposers. */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
    this.settle();
  }

  private refreshIfDue(reason: TokenRequestReason): void {
    if (!this.pending && this.current && Date.now() >= this.current.refreshAt) void this.refresh(reason);
  }

  private attempt(reason: TokenRequestReason, attempt: number): void {
    const { host } = this;
    const ask = { reason, attempt, ...host.describe() };
    sharedTokenFetch(host.provider, ask, host.timing, host.fail)
      .then(async (next) => {
        if (this.stopped) return;
        if (next.expiresAt <= Date.now()) {
          throw new Error(`tokenProvider returned a token that expired at ${new Date(next.expiresAt).toISOString()}.`);
        }
        const first = !host.currentToken();
        await host.applyToken(next.token, first);
        if (this.stopped) return;
        if (this.reloadAfter && !first) {
          this.reloadAfter = false;
          await host.reload();
        }
        this.scheduled(next);
        this.settle();
        this.raise<TokenRefreshedDetail>('tokenRefreshed', { expiresAt: next.expiresAt, reason });
      })
      .catch((error: unknown) => {
        if (this.stopped) return;
        const failures = attempt + 1;
        const nextRetryAt = Date.now() + backoffDelay(failures, host.timing);
        this.arm(nextRetryAt, () => this.attempt(reason, failures));
        this.raise<TokenRefreshFailedDetail>('tokenRefreshFailed', { error, attempt: failures, nextRetryAt });
      });
  }

  private scheduled(token: ScheduledToken): void {
    this.current = token;
    this.arm(token.refreshAt, () => void this.refresh('scheduled'));
  }

  // One timer at a time: the scheduled refresh or the next retry. Long waits are re-armed in steps.
  private arm(at: number, run: () => void): void {
    this.clearTimer();
    const wait = Math.max(0, at - Date.now());
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        if (Date.now() < at) this.arm(at, run);
        else run();
      },
      Math.min(wait, MAX_DELAY),
    );
  }

  private clearTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private settle(): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.resolve();
  }

  private raise<T>(name: string, detail: T): void {
    this.host.target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, cancelable: true }));
  }
}

/** What the token feature keeps of an embed (service/token-lifecycle-feature.ts). */
export interface TokenState {
  timing: RefreshTiming;
  /** Set while the embed's lifecycle runs or is being loaded; each start its own object. */
  started?: object;
  lifecycle?: TokenLifecycle;
  /** The frame said it is ready (`/ready/<uid>`): a first token that comes later goes with the front-load. */
  frameReady: boolean;
}

/**
 * Starts the lifecycle of `embed` (the part of the token feature loaded on first use): its first
 * token goes through `firstToken`, its errors are made by `fail`.
 */
export function startTokenLifecycle(
  embed: HostedEmbed,
  state: TokenState,
  firstToken: (token: string) => Promise<void>,
  fail: TokenHost['fail'],
): void {
  const lifecycle = (state.lifecycle = new TokenLifecycle({
    // The provider itself (not a wrapper): embeds with the same function and key share its tokens.
    get provider() {
      return embed.hostOptions.tokenProvider!;
    },
    get timing() {
      return state.timing;
    },
    describe: () => ({ type: embed.embedtype, id: embed.getId(), tokenType: embed.config.tokenType }),
    currentToken: () => embed.config.accessToken || undefined,
    applyToken: (token, first) => (first ? firstToken(token) : embed.setAccessToken(token)),
    reload: () => embed.reload(),
    target: embed.element,
    disposers: embed.disposers,
    fail,
  }));
  lifecycle.start();
}
