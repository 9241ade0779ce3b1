import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiRequestError } from '../api/api-request.ts';
import { login } from '../api/login.ts';
import { ClinicianIllustration } from '../art/clinician-illustration.tsx';
import { Logo } from '../art/logo.tsx';
import { sessionExit } from '../auth/session-exit.ts';
import { ProblemDetails } from '../errors/problem-details.tsx';
import { useDocumentTitle } from '../routes/use-document-title.ts';
import {
  API_UNREACHABLE_ALERT,
  SIGN_IN_FAILED_ALERT,
  SIGN_IN_UNAVAILABLE_ALERT,
  failureDetail,
  loginAlert,
  loginAlertFor,
  type LoginAlert,
} from './login-alerts.ts';
import { LoginButtonSlot, type SignInCallback } from './login-button-slot.tsx';
import { SignInNotConfigured } from './sign-in-not-configured.tsx';
import './login-page.css';

/**
 * The login screen (route '/'): illustration, logo and 'Login with Microsoft'. After Microsoft
 * sign-in the result goes to POST /login; success stores the session cookie and opens the
 * dashboards, any other outcome shows an alert here (as does the end of a session: see session-exit.ts).
 */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  // The alert of the session that just ended (INVALID TOKEN, expired, …), kept by the session exit
  // and not in the history entry: a reload does not show it again. The screen's own alerts (a
  // sign-in that failed) take its place.
  const exitAlert = useSyncExternalStore(sessionExit.subscribe, () => sessionExit.alert);
  const [ownAlert, setAlert] = useState<LoginAlert>();
  const alert = ownAlert ?? (exitAlert ? loginAlert(exitAlert) : undefined);
  // The client id is not one (spec §5: no button, an initialization error logged): the technical detail.
  const [notConfigured, setNotConfigured] = useState<string>();
  // The sign-in POST is aborted when the screen goes (its answer would have no one to go to).
  const unmounted = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);
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
          console.error('Microsoft sign-in failed:', error);
          setAlert(loginAlert(SIGN_IN_FAILED_ALERT, failureDetail(error)));
        }
        return;
      }
      // After a session ended in this page, a cached account does not sign the person back in:
      // only a click does (the account is being forgotten meanwhile).
      if (!clicked.current && !sessionExit.signsInSilently) return;
      setBusy(true);
      setAlert(undefined);
      sessionExit.dismissAlert();
      const { signal } = unmounted.current;
      login(result, signal).then(
        (outcome) => {
          if (signal.aborted) return;
          setBusy(false);
          if (outcome.kind === 'success') {
            sessionExit.start(outcome.token, outcome.expiresAt);
            void navigate('/dashboard', { replace: true });
          } else {
            if (outcome.kind === 'failed') console.error(outcome.message);
            setAlert(loginAlertFor(outcome));
          }
        },
        (failure: unknown) => {
          if (signal.aborted) return;
          setBusy(false);
          console.error('POST /login failed:', failure);
          const text = failure instanceof ApiRequestError ? API_UNREACHABLE_ALERT : SIGN_IN_FAILED_ALERT;
          setAlert(loginAlert(text, failureDetail(failure)));
        },
      );
    },
    [navigate],
  );

  const onUnavailable = useCallback((error: unknown) => {
    console.error('The sign-in button could not be loaded:', error);
    setAlert(loginAlert(SIGN_IN_UNAVAILABLE_ALERT, failureDetail(error)));
  }, []);
  // The slot kept trying and the button is here: its alert goes (any other alert stays).
  const onAvailable = useCallback(() => {
    setAlert((shown) => (shown?.text === SIGN_IN_UNAVAILABLE_ALERT ? undefined : shown));
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
          <div className="alert login-alert">
            <p role="alert">{alert.text}</p>
            {alert.hint ? <p className="login-alert-hint">{alert.hint}</p> : null}
            <ProblemDetails detail={alert.detail} />
          </div>
        ) : null}
        {notConfigured ? <SignInNotConfigured detail={notConfigured} /> : null}
        <div
          className="login-button"
          onClickCapture={() => {
            clicked.current = true;
            setAlert(undefined);
            sessionExit.dismissAlert();
          }}
        >
          <LoginButtonSlot
            authCallback={authCallback}
            onUnavailable={onUnavailable}
            onAvailable={onAvailable}
            onNotConfigured={setNotConfigured}
          />
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
