import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { TabletGate } from '../responsive/tablet-gate.tsx';
import { watchSessionCookie } from './watch-session-cookie.ts';

/**
 * Frame of the signed-in screens: leaves for the login screen as soon as the session cookie is
 * gone (it expired, or another tab logged out), and shows its content only on tablet-size screens.
 */
export function ProtectedLayout() {
  const navigate = useNavigate();
  useEffect(() => watchSessionCookie(() => void navigate('/', { replace: true })), [navigate]);
  return (
    <TabletGate>
      <Outlet />
    </TabletGate>
  );
}
