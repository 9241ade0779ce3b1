import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { sessionExit } from '../auth/session-exit.ts';
import { readSessionToken } from '../auth/session-cookie.ts';
import { OfflineNotice } from '../network/offline-notice.tsx';
import { TabletGate } from '../responsive/tablet-gate.tsx';
import { watchSessionCookie } from './watch-session-cookie.ts';

/**
 * Frame of the signed-in screens: ends the session as soon as the session cookie is gone (it
 * expired at expiration_time, or another tab logged out) through the one session exit, which
 * leaves for the login screen once, with the alert of the reason, whichever path noticed first.
 * Shows its content only on tablet-size screens. While the browser is offline a notice says so.
 */
export function ProtectedLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    sessionExit.sessionSeen();
    return watchSessionCookie(
      (lastToken) => sessionExit.cookieGone(lastToken, () => void navigate('/', { replace: true })),
      { token: readSessionToken() },
    );
  }, [navigate]);
  return (
    <TabletGate>
      <Outlet />
      <OfflineNotice />
    </TabletGate>
  );
}
