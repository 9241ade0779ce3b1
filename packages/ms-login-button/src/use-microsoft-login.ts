import type { AccountInfo, IPublicClientApplication } from '@azure/msal-browser';
import { useCallback, useEffect, useRef, useState } from 'react';
// (The modules in the order that bundles smallest: gzip finds more repeats this way.)
import { toMsalConfiguration, type MsalSettings } from './msal-settings.ts';
import {
  resumeOnLoad,
  signInInteractively,
  type FlowOutcome,
  type FlowSettings,
  type MicrosoftLoginPrompt,
  type MicrosoftLoginResult,
} from './sign-in-flow.ts';
import { getMsalInstance, startOf } from './msal-registry.ts';
import { isValidClientId } from './client-id.ts';
import { withUserRead } from './scopes.ts';
import { isLegacyMicrosoftBrowser } from './user-agent.ts';
import { MicrosoftLoginError } from './login-error.ts';

/** `(error, result, msalInstance)`: error is null on success; every failure arrives here. */
export type MicrosoftLoginCallback = (
  error: unknown,
  result?: MicrosoftLoginResult,
  instance?: IPublicClientApplication,
) => void;

/** Options of {@link useMicrosoftLogin}: react-microsoft-login 2's behaviour props, plus MSAL settings. */
export interface UseMicrosoftLoginOptions extends MsalSettings {
  authCallback?: MicrosoftLoginCallback;
  /** Scopes to request; `user.read` is always added. */
  graphScopes?: string[];
  /** Fetch `GET /v1.0/me` and merge it into the result. */
  withUserData?: boolean;
  /** Graph's base URL (default `https://graph.microsoft.com`); a local stand-in has its own. */
  graphBaseUrl?: string;
  /** Always sign in by redirect (it is used anyway on Internet Explorer and legacy Edge). */
  forceRedirectStrategy?: boolean;
  prompt?: MicrosoftLoginPrompt;
  /** Log each step of the flow to the console. */
  debug?: boolean;
  /** Use this MSAL instance instead of the shared one built from the settings. */
  msalInstance?: IPublicClientApplication;
}

/**
 * `invalid`: bad client id, nothing to show. `initializing`: MSAL is starting. `signingIn`: a
 * flow runs (popup open, redirect leaving, tokens on the way). `cancelled`: the person gave up.
 */
export type MicrosoftLoginStatus =
  | 'invalid'
  | 'initializing'
  | 'idle'
  | 'signingIn'
  | 'signedIn'
  | 'cancelled'
  | 'error';

/** State and actions of the headless sign-in, for custom triggers. */
export interface MicrosoftLoginState {
  status: MicrosoftLoginStatus;
  /** True while signing in; the trigger should say so (`aria-busy`) and ignore clicks (they are ignored anyway). */
  busy: boolean;
  result: MicrosoftLoginResult | undefined;
  error: unknown;
  account: AccountInfo | null;
  /** The MSAL client, e.g. for `signOut(instance)` or more tokens. */
  instance: IPublicClientApplication | null;
  /** Starts the sign-in; call it straight from a click handler so the popup opens in the gesture. */
  signIn(): void;
}

/** Headless sign-in with Microsoft: one shared MSAL client, popup or redirect, silent token, optional profile. */
export function useMicrosoftLogin(options: UseMicrosoftLoginOptions): MicrosoftLoginState {
  const valid = isValidClientId(options.clientId);
  const latest = useRef(options);
  latest.current = options;
  // No window on the server: render the button and let the client create MSAL after hydration.
  // The same configuration gives the same shared instance on every render.
  const instance =
    options.msalInstance ??
    (valid && typeof window !== 'undefined' ? getMsalInstance(toMsalConfiguration(options, location.origin)) : null);
  const [state, setState] = useState<{ status: MicrosoftLoginStatus; result?: MicrosoftLoginResult; error?: unknown }>({
    status: 'initializing',
  });
  const inFlight = useRef(false);

  const settings = (): FlowSettings => {
    const o = latest.current;
    return {
      ...o,
      scopes: withUserRead(o.graphScopes),
      // Each step of the flow on the console, with the `debug` prop.
      log: (step, detail) => {
        if (o.debug) console.debug('[ms-login-button]', step, detail ?? '');
      },
    };
  };

  /** Shows a flow's outcome and tells the callback (not for `idle`); a redirect stays busy, the page is leaving. */
  const report = (outcome: FlowOutcome) => {
    if (!outcome) return;
    inFlight.current = false;
    setState(outcome);
    if (outcome.status === 'idle') return;
    const failed = outcome.status !== 'signedIn';
    if (failed) settings().log('failed', outcome.error);
    latest.current.authCallback?.(failed ? outcome.error : null, outcome.result, instance as IPublicClientApplication);
  };

  useEffect(() => {
    if (!valid) {
      console.error(
        '[ms-login-button]',
        new MicrosoftLoginError(
          'INVALID_CLIENT_ID',
          `Initialization failed: clientId must be a GUID (8-4-4-4-12, lowercase); got ${JSON.stringify(options.clientId)}`,
        ),
      );
    }
  }, [valid, options.clientId]);

  // The effect and the click handler below use only refs, setState and the instance (their dependency).
  /* eslint-disable react-hooks/exhaustive-deps */
  useEffect(() => {
    if (!instance) return;
    let active = true;
    const start = startOf(instance);
    void start.ready.then((startup) => {
      // Under StrictMode the first mount is already cleaned up here; only a live mount may claim.
      if (!active || inFlight.current) return;
      // Exactly one caller acts on the startup (a click may have already: it wins).
      if (start.claimed) {
        setState((s) => (s.status === 'initializing' ? { status: 'idle' } : s));
        return;
      }
      // A flow runs: busy, and clicks ignored, until its outcome is shown.
      inFlight.current = true;
      start.claimed = true;
      setState({ status: 'signingIn' });
      void resumeOnLoad(instance, settings(), startup).then(report);
    });
    return () => {
      active = false;
    };
  }, [instance]);

  const signIn = useCallback(() => {
    if (!instance || inFlight.current) return; // re-entrant clicks start nothing
    inFlight.current = true;
    setState({ status: 'signingIn' });
    const useRedirect = latest.current.forceRedirectStrategy || isLegacyMicrosoftBrowser(navigator.userAgent);
    const start = startOf(instance);
    const run = () => {
      start.claimed = true; // a click wins over a startup nobody has acted on yet
      // The second `report`: a sign-in that still succeeds after its popup looked closed.
      void signInInteractively(instance, settings(), useRedirect, report).then(report);
    };
    // No await before MSAL opens the popup, so it stays inside the click. Only a click that beats
    // initialisation waits (its popup may then be blocked, which falls back to redirect).
    if (start.settled) run();
    else void start.ready.then(run);
  }, [instance]);
  /* eslint-enable react-hooks/exhaustive-deps */

  const status: MicrosoftLoginStatus = valid ? state.status : 'invalid';
  return {
    status,
    busy: status === 'signingIn',
    result: state.result,
    error: state.error,
    account: state.result?.account ?? null,
    instance,
    signIn,
  };
}
