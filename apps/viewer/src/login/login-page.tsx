import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiRequestError } from '../api/api-request.ts';
import { login } from '../api/login.ts';
import { ClinicianIllustration } from '../art/clinician-illustration.tsx';
import { Logo } from '../art/logo.tsx';
import type { LoginLocationState } from '../auth/login-location-state.ts';
import { storeSessionToken } from '../auth/session-cookie.ts';
import {
  API_UNREACHABLE_ALERT,
  SIGN_IN_FAILED_ALERT,
  SIGN_IN_UNAVAILABLE_ALERT,
  loginAlertFor,
} from './login-alerts.ts';
import { LoginButtonSlot, type SignInCallback } from './login-button-slot.tsx';
import './login-page.css';

/**
 * The login screen (route '/'): illustration, logo and 'Login with Microsoft'. After Microsoft
 * sign-in the result goes to POST /login; success stores the session cookie and opens the
 * dashboards, any other outcome shows an alert here (as does an alert another screen sent along).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const sentAlert = (location.state as LoginLocationState | null)?.alert;
  const [alert, setAlert] = useState<string | undefined>(sentAlert);
  // A screen may send an alert while this one is already shown (e.g. the cookie watch got here
  // first, then the dashboard's 401 arrives): each navigation's alert replaces the shown one.
  const [alertFrom, setAlertFrom] = useState(location.key);
  if (alertFrom !== location.key) {
    setAlertFrom(location.key);
    if (sentAlert) setAlert(sentAlert);
  }
  // An alert is shown once: once it is in this screen's state, it leaves the history entry, so a
  // reload (or coming back to this entry) does not show it again.
  useEffect(() => {
    if (sentAlert) {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null },
      );
    }
  }, [sentAlert, navigate, location.pathname, location.search, location.hash]);
  const [busy, setBusy] = useState(false);
  // The button also calls back on page load (a cached Microsoft account signs in silently). A
  // silent failure then is not the person's doing and is not shown; failures after a click are.
  const clicked = useRef(false);

  const authCallback = useCallback<SignInCallback>(
    (error, result, cancelled) => {
      if (error) {
        if (!clicked.current) {
          console.warn('Silent Microsoft sign-in failed:', error);
        } else if (!cancelled) {
          setAlert(SIGN_IN_FAILED_ALERT);
        }
        return;
      }
      setBusy(true);
      setAlert(undefined);
      login(result).then(
        (outcome) => {
          setBusy(false);
          if (outcome.kind === 'success') {
            storeSessionToken(outcome.token, outcome.expiresAt);
            void navigate('/dashboard', { replace: true });
          } else {
            setAlert(loginAlertFor(outcome));
          }
        },
        (failure: unknown) => {
          setBusy(false);
          setAlert(failure instanceof ApiRequestError ? API_UNREACHABLE_ALERT : SIGN_IN_FAILED_ALERT);
        },
      );
    },
    [navigate],
  );

  const onUnavailable = useCallback((error: unknown) => {
    console.error('The sign-in button could not be loaded:', error);
    setAlert(SIGN_IN_UNAVAILABLE_ALERT);
  }, []);
  // The slot kept trying and the button is here: its alert goes (any other alert stays).
  const onAvailable = useCallback(() => {
    setAlert((shown) => (shown === SIGN_IN_UNAVAILABLE_ALERT ? undefined : shown));
  }, []);

  return (
    <main className="login-page">
      <section className="login-panel" aria-labelledby="login-title">
        <Logo className="login-logo" />
        <div className="login-copy">
          <h1 id="login-title">Welcome back</h1>
          <p>Sign in with your work account to view your clinical dashboards.</p>
        </div>
        {alert ? (
          <p role="alert" className="alert login-alert">
            {alert}
          </p>
        ) : null}
        <div
          className="login-button"
          onClickCapture={() => {
            clicked.current = true;
            setAlert(undefined);
          }}
        >
          <LoginButtonSlot authCallback={authCallback} onUnavailable={onUnavailable} onAvailable={onAvailable} />
        </div>
        {busy ? (
          <p role="status" className="login-status">
            Signing in…
          </p>
        ) : null}
      </section>
      <div className="login-art">
        <ClinicianIllustration className="login-illustration" />
      </div>
    </main>
  );
}
