import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { endSession } from '../auth/end-session.ts';
import { OfflineNotice } from '../network/offline-notice.tsx';
import { TabletGate } from '../responsive/tablet-gate.tsx';
import { watchSessionCookie } from './watch-session-cookie.ts';

/**
 * Frame of the signed-in screens: ends the session and leaves for the login screen as soon as the
 * session cookie is gone (it expired at expiration_time, or another tab logged out), and shows its
 * content only on tablet-size screens. While the browser is offline a notice says so.
 */
export function ProtectedLayout() {
  const navigate = useNavigate();
  useEffect(
    () =>
      watchSessionCookie(() => {
        // The session is over: also forget the Microsoft account cached in this tab, so the login
        // screen waits for a click instead of signing the person straight back in.
        void endSession();
        void navigate('/', { replace: true });
      }),
    [navigate],
  );
  return (
    <TabletGate>
      <Outlet />
      <OfflineNotice />
    </TabletGate>
  );
}
