import { describe, expect, it, vi } from 'vitest';
import { SessionExit, type SessionEndReason, type SessionExitEnvironment } from '../../src/auth/session-exit.ts';
import { INVALID_TOKEN_ALERT } from '../../src/dashboard/dashboard-texts.ts';
import { LOGGED_OUT_ELSEWHERE_ALERT, SESSION_EXPIRED_ALERT } from '../../src/login/login-alerts.ts';

/**
 * A browser with tabs: one cookie jar, one localStorage. A tab sees its own localStorage writes at
 * once and another tab's only when `deliver` says so (cookies and storage reach the other tabs
 * separately, in either order). MSAL's cache clearing finishes when `forgotten` is called.
 */
function browser() {
  const jar: { token: string | undefined; storage: string | null } = { token: 'session-token', storage: null };
  function tab() {
    let seenStorage: string | null = null;
    let announcementListener: ((value: string | null) => void) | undefined;
    let forgotten!: () => void;
    const forgetting = vi.fn(() => new Promise<void>((resolve) => (forgotten = resolve)));
    const env: SessionExitEnvironment = {
      readToken: () => jar.token,
      clearToken: () => (jar.token = undefined),
      storeToken: (token) => (jar.token = token),
      forgetMicrosoftAccount: forgetting,
      readAnnouncement: () => seenStorage,
      writeAnnouncement: (value) => {
        jar.storage = value;
        seenStorage = value;
      },
      onAnnouncement: (listener) => (announcementListener = listener),
    };
    const exit = new SessionExit(env);
    const alertsAtNavigation: (string | undefined)[] = [];
    const goToLogin = vi.fn(() => alertsAtNavigation.push(exit.alert));
    const self = {
      exit,
      goToLogin,
      alertsAtNavigation,
      /** This tab receives the other tabs' localStorage writes (and the storage event). */
      deliver() {
        seenStorage = jar.storage;
        announcementListener?.(jar.storage);
      },
      /** MSAL's cache is cleared: the exit may now navigate. */
      async forgotten() {
        await Promise.resolve();
        forgotten?.();
        await Promise.resolve();
        await Promise.resolve();
      },
      forgetting,
    };
    return self;
  }
  return { jar, tab };
}

type Tab = ReturnType<ReturnType<typeof browser>['tab']>;

/** The ways a tab notices that its session ends. */
const paths: Record<string, (tab: Tab) => void> = {
  '401': (t) => t.exit.leave('unauthorized', t.goToLogin),
  'Log Out': (t) => t.exit.leave('loggedOut', t.goToLogin),
  // The cookie watch: the cookie is gone (expired, or cleared by a path before), last seen as session-token.
  'cookie watch': (t) => t.exit.cookieGone('session-token', t.goToLogin),
};
const reasonOf: Record<string, SessionEndReason> = {
  '401': 'unauthorized',
  'Log Out': 'loggedOut',
  'cookie watch': 'expired',
};
const ALERT: Record<SessionEndReason, string | undefined> = {
  unauthorized: INVALID_TOKEN_ALERT,
  loggedOut: undefined,
  loggedOutElsewhere: LOGGED_OUT_ELSEWHERE_ALERT,
  expired: SESSION_EXPIRED_ALERT,
};

describe('SessionExit', () => {
  for (const first of Object.keys(paths)) {
    for (const second of Object.keys(paths)) {
      if (first === second) continue;
      // What the person must see: the first path's reason, unless it only inferred one (the cookie
      // vanished, "expired") and the second one knows better.
      const expected = reasonOf[first] === 'expired' ? reasonOf[second]! : reasonOf[first]!;
      for (const when of ['before', 'after'] as const) {
        it(`[T-SESSION-02] ${first}, then ${second} (${when} the navigation): one navigation, reason ${expected}`, async () => {
          const t = browser().tab();
          paths[first]!(t);
          if (when === 'before') paths[second]!(t);
          await t.forgotten();
          if (when === 'after') paths[second]!(t);
          await t.forgotten();
          expect(t.goToLogin).toHaveBeenCalledTimes(1);
          expect(t.forgetting).toHaveBeenCalledTimes(1);
          expect(t.exit.reason).toBe(expected);
          expect(t.exit.alert).toBe(ALERT[expected]);
          // Log Out leaves once MSAL is done, the others at once: the alert as the login screen opens
          // is the first path's then (updated on screen when a known reason follows an inferred one).
          const leftAtOnce = reasonOf[first] !== 'loggedOut';
          expect(t.alertsAtNavigation).toEqual([
            leftAtOnce || when === 'after' ? ALERT[reasonOf[first]!] : ALERT[expected],
          ]);
        });
      }
    }
  }

  it('[T-SESSION-02] a 401 clears the cookie and the cookie watch sees it gone: no second navigation, the alert stays', async () => {
    const b = browser();
    const t = b.tab();
    t.exit.leave('unauthorized', t.goToLogin);
    expect(b.jar.token).toBeUndefined();
    t.exit.cookieGone('session-token', t.goToLogin);
    await t.forgotten();
    expect(t.goToLogin).toHaveBeenCalledTimes(1);
    expect(t.alertsAtNavigation).toEqual([INVALID_TOKEN_ALERT]);
  });

  for (const [announced, reason] of [
    ['Log Out', 'loggedOutElsewhere'],
    ['401', 'unauthorized'],
  ] as const) {
    for (const order of ['storage first', 'cookie first'] as const) {
      it(`[T-SESSION-02] ${announced} in another tab (${order}): this tab leaves once with ${reason}`, async () => {
        const b = browser();
        const here = b.tab();
        const other = b.tab();
        paths[announced]!(other);
        expect(b.jar.token).toBeUndefined();
        if (order === 'storage first') here.deliver();
        // This tab's cookie watch sees the cookie gone, perhaps before the other tab's reason arrived.
        here.exit.cookieGone('session-token', here.goToLogin);
        if (order === 'cookie first') here.deliver();
        await here.forgotten();
        expect(here.goToLogin).toHaveBeenCalledTimes(1);
        expect(here.exit.reason).toBe(reason);
        expect(here.exit.alert).toBe(ALERT[reason]);
      });
    }
  }

  it('the cookie gone with a reason left by an older session: it expired', async () => {
    const b = browser();
    const other = b.tab();
    other.exit.leave('loggedOut', other.goToLogin);
    b.jar.token = 'next-session-token';
    const here = b.tab();
    here.deliver();
    here.exit.cookieGone('next-session-token', here.goToLogin);
    await here.forgotten();
    expect(here.exit.reason).toBe('expired');
    expect(here.exit.alert).toBe(SESSION_EXPIRED_ALERT);
  });

  it('a known reason never gives way to the inferred one', async () => {
    const t = browser().tab();
    t.exit.leave('unauthorized', t.goToLogin);
    t.exit.cookieGone('session-token', t.goToLogin);
    t.exit.cookieGone(undefined, t.goToLogin);
    await t.forgotten();
    expect(t.exit.reason).toBe('unauthorized');
  });

  it('a new session starts afresh: its end takes the person out again, and the old alert is gone', async () => {
    const b = browser();
    const t = b.tab();
    t.exit.leave('unauthorized', t.goToLogin);
    await t.forgotten();
    const listener = vi.fn();
    t.exit.subscribe(listener);
    t.exit.start('new-token', Date.now() + 60_000);
    expect(listener).toHaveBeenCalled();
    expect(t.exit.alert).toBeUndefined();
    expect(b.jar.token).toBe('new-token');
    t.exit.cookieGone('new-token', t.goToLogin);
    await t.forgotten();
    expect(t.goToLogin).toHaveBeenCalledTimes(2);
    expect(t.exit.alert).toBe(SESSION_EXPIRED_ALERT);
  });

  it('a signed-in screen opened with a cookie set by another tab forgets the exit that is over', async () => {
    const b = browser();
    const t = b.tab();
    t.exit.leave('loggedOut', t.goToLogin);
    await t.forgotten();
    b.jar.token = 'signed-in-elsewhere';
    t.exit.sessionSeen();
    t.exit.leave('unauthorized', t.goToLogin);
    await t.forgotten();
    expect(t.goToLogin).toHaveBeenCalledTimes(2);
    expect(t.exit.alert).toBe(INVALID_TOKEN_ALERT);
  });

  it('Log Out leaves once MSAL has forgotten the account; a 401 at once, MSAL clearing behind', async () => {
    const loggingOut = browser().tab();
    loggingOut.exit.leave('loggedOut', loggingOut.goToLogin);
    expect(loggingOut.goToLogin).not.toHaveBeenCalled();
    await loggingOut.forgotten();
    expect(loggingOut.goToLogin).toHaveBeenCalledTimes(1);

    const refused = browser().tab();
    expect(refused.exit.signsInSilently).toBe(true);
    refused.exit.leave('unauthorized', refused.goToLogin);
    expect(refused.goToLogin).toHaveBeenCalledTimes(1);
    expect(refused.forgetting).toHaveBeenCalledTimes(1);
    // The login screen then waits for a click instead of signing the cached account back in.
    expect(refused.exit.signsInSilently).toBe(false);
  });

  it('dismissing hides the alert until the next session end', () => {
    const t = browser().tab();
    t.exit.leave('unauthorized', t.goToLogin);
    t.exit.dismissAlert();
    expect(t.exit.alert).toBeUndefined();
    expect(t.exit.reason).toBe('unauthorized');
  });
});
