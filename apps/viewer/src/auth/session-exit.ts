import { INVALID_TOKEN_ALERT } from '../dashboard/dashboard-texts.ts';
import { LOGGED_OUT_ELSEWHERE_ALERT, SESSION_EXPIRED_ALERT } from '../login/login-alerts.ts';
import { readItem, writeItem } from '../storage/local-storage.ts';
import { endSession } from './end-session.ts';
import { clearSessionToken, readSessionToken, storeSessionToken } from './session-cookie.ts';

/**
 * Why a session ended (README, "Leaving a session"):
 * - `unauthorized`: the API answered 401 (here, or in another tab of the same session);
 * - `loggedOut`: Log Out in this tab;
 * - `loggedOutElsewhere`: Log Out in another tab;
 * - `expired`: the cookie is gone and no tab said why, so it expired (at expiration_time) or was
 *   removed outside the viewer. The only reason that is inferred rather than known.
 */
export type SessionEndReason = 'unauthorized' | 'loggedOut' | 'loggedOutElsewhere' | 'expired';

/** The login screen's alert of each reason; logging out here is no error and has none. */
const ALERTS: Record<SessionEndReason, string | undefined> = {
  unauthorized: INVALID_TOKEN_ALERT,
  loggedOut: undefined,
  loggedOutElsewhere: LOGGED_OUT_ELSEWHERE_ALERT,
  expired: SESSION_EXPIRED_ALERT,
};

/** The localStorage key through which the tab that ends a session tells the others why. */
const ANNOUNCEMENT_KEY = 'viewer.session-ended';

/** What the ending tab leaves for the others: the reason, and which session (a fingerprint, not the token). */
interface Announcement {
  reason: 'unauthorized' | 'loggedOut';
  session: string;
}

/** What the module needs of the browser; the real one by default, stand-ins in tests. */
export interface SessionExitEnvironment {
  readToken(): string | undefined;
  clearToken(): void;
  storeToken(token: string, expiresAt: number): void;
  /** Forgets the Microsoft account cached in this tab (resolves when done or given up; never rejects). */
  forgetMicrosoftAccount(): Promise<void>;
  readAnnouncement(): string | null;
  writeAnnouncement(value: string): void;
  /** Calls back with the new value when another tab writes the announcement. */
  onAnnouncement(listener: (value: string | null) => void): void;
}

/** How long leaving waits for MSAL's cache to be cleared before it goes to '/' anyway. */
const FORGET_ACCOUNT_DEADLINE_MS = 10_000;

const browserEnvironment: SessionExitEnvironment = {
  readToken: readSessionToken,
  clearToken: clearSessionToken,
  storeToken: storeSessionToken,
  forgetMicrosoftAccount: () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FORGET_ACCOUNT_DEADLINE_MS);
      void endSession().then(() => {
        clearTimeout(timer);
        resolve();
      });
    }),
  readAnnouncement: () => readItem(ANNOUNCEMENT_KEY),
  // Storage disabled: the other tabs will say the session expired instead.
  writeAnnouncement: (value) => writeItem(ANNOUNCEMENT_KEY, value),
  onAnnouncement: (listener) =>
    window.addEventListener('storage', (event) => {
      if (event.key === ANNOUNCEMENT_KEY) listener(event.newValue);
    }),
};

/**
 * A short, stable fingerprint of a session token, so that tabs can tell they speak of the same
 * session without the token itself being written to localStorage.
 */
function fingerprint(token: string | undefined): string {
  if (!token) return '';
  let hash = 5381;
  for (let i = 0; i < token.length; i += 1) hash = (Math.imul(hash, 33) ^ token.charCodeAt(i)) >>> 0;
  return `${hash.toString(36)}.${token.length}`;
}

function parseAnnouncement(value: string | null): Announcement | undefined {
  try {
    const parsed = JSON.parse(value ?? '') as Partial<Announcement> | null;
    if ((parsed?.reason === 'unauthorized' || parsed?.reason === 'loggedOut') && typeof parsed.session === 'string') {
      return { reason: parsed.reason, session: parsed.session };
    }
  } catch {
    // Not ours, or from an older viewer: no reason known.
  }
  return undefined;
}

/** How another tab's reason reads here: its 401 is this tab's too; its Log Out is "elsewhere". */
const reasonHere = (announced: Announcement['reason']): SessionEndReason =>
  announced === 'loggedOut' ? 'loggedOutElsewhere' : 'unauthorized';

/** Leaves for the login screen; called once per session end. */
type GoToLogin = () => void;

/**
 * The one way out of a session. Whichever path notices first (a 401, Log Out, the cookie watch,
 * another tab) records its reason and starts the exit: the cookie is cleared, the other tabs are
 * told why, MSAL's cached account is forgotten, and the person is taken to '/' — once. A later
 * path finds the exit under way and only adds what the first one lacked: a known reason replaces
 * `expired` (which is only inferred), never the other way round, so no path drops the reason of
 * another. The login screen shows the alert of the recorded reason ({@link SessionExit.alert}).
 * Log Out leaves once MSAL has forgotten the account; the others at once, the clearing going on
 * in the background.
 */
export class SessionExit {
  #ending: { reason: SessionEndReason; session: string } | undefined;
  /** The person has been taken to '/' for {@link #ending}. */
  #left = false;
  #dismissed = false;
  readonly #listeners = new Set<() => void>();
  #listening = false;

  constructor(private readonly env: SessionExitEnvironment = browserEnvironment) {}

  /** The reason of the session end under way or done, if any. */
  get reason(): SessionEndReason | undefined {
    return this.#ending?.reason;
  }

  /** The alert the login screen shows for the session that ended, until dismissed or a new session starts. */
  get alert(): string | undefined {
    return this.#ending && !this.#dismissed ? ALERTS[this.#ending.reason] : undefined;
  }

  /** Calls `listener` whenever {@link alert} may have changed; returns the unsubscription. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Ends the session for `reason`, known in this tab (a 401, Log Out): see the class. */
  leave(reason: Exclude<SessionEndReason, 'expired' | 'loggedOutElsewhere'>, goToLogin: GoToLogin): void {
    const token = this.env.readToken();
    if (token && !this.#ending) {
      // Before the cookie goes, so that a tab that sees it gone finds the reason already there.
      this.env.writeAnnouncement(JSON.stringify({ reason, session: fingerprint(token) } satisfies Announcement));
    }
    this.#end(reason, fingerprint(token), goToLogin);
  }

  /**
   * The cookie watch saw the cookie go; `lastToken` is the token it saw before. Another tab may
   * have said why; otherwise the session expired.
   */
  cookieGone(lastToken: string | undefined, goToLogin: GoToLogin): void {
    const session = fingerprint(lastToken);
    const announced = parseAnnouncement(this.env.readAnnouncement());
    this.#end(announced?.session === session ? reasonHere(announced.reason) : 'expired', session, goToLogin);
  }

  /** A new session begins (sign-in succeeded): the token is stored and the last exit forgotten. */
  start(token: string, expiresAt: number): void {
    this.env.storeToken(token, expiresAt);
    this.#forget();
  }

  /**
   * A signed-in screen opened with a session cookie (one another tab signed in with, say): an
   * exit that is over is forgotten, so that this session's end takes the person out again.
   */
  sessionSeen(): void {
    if (this.#left && this.env.readToken()) this.#forget();
  }

  /**
   * Whether the login screen may sign in silently with a cached Microsoft account: not after a
   * session ended in this page (its account is being forgotten; the person signs in with a click).
   */
  get signsInSilently(): boolean {
    return !this.#ending;
  }

  /** The person dismissed the alert (pressed the sign-in button). */
  dismissAlert(): void {
    if (this.#dismissed || !this.alert) return;
    this.#dismissed = true;
    this.#notify();
  }

  #end(reason: SessionEndReason, session: string, goToLogin: GoToLogin): void {
    this.#listen();
    if (this.#ending) {
      // Already leaving (or left): only a known reason may replace an inferred one.
      if (this.#ending.reason === 'expired' && reason !== 'expired') {
        this.#ending.reason = reason;
        this.#notify();
      }
      return;
    }
    this.#ending = { reason, session };
    this.#dismissed = false;
    this.#notify();
    this.env.clearToken();
    const forgotten = this.env.forgetMicrosoftAccount();
    if (reason !== 'loggedOut') {
      // At once, as before: the login screen does not sign in silently after a session end (see
      // `signsInSilently`), so it need not wait for MSAL's cache.
      this.#leave(goToLogin);
      return;
    }
    // Log Out waits for the account to be forgotten (its button shows it is busy meanwhile): MSAL
    // clearing its cache while the login screen's button starts up could keep the account.
    const ending = this.#ending;
    void forgotten.then(() => {
      // A new session may have started meanwhile (the person signed in again in another tab).
      if (this.#ending === ending) this.#leave(goToLogin);
    });
  }

  #leave(goToLogin: GoToLogin): void {
    this.#left = true;
    goToLogin();
  }

  #forget(): void {
    this.#ending = undefined;
    this.#left = false;
    this.#dismissed = false;
    this.#notify();
  }

  /** Another tab's reason may arrive after this tab inferred `expired` (cookies and storage travel apart). */
  #listen(): void {
    if (this.#listening) return;
    this.#listening = true;
    this.env.onAnnouncement((value) => {
      const announced = parseAnnouncement(value);
      const ending = this.#ending;
      if (!announced || !ending || ending.reason !== 'expired' || announced.session !== ending.session) return;
      ending.reason = reasonHere(announced.reason);
      this.#notify();
    });
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** The page's session exit. */
export const sessionExit = new SessionExit();
