import type { AccountInfo, IPublicClientApplication } from '@azure/msal-browser';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isValidClientId } from './client-id.ts';
import { createLogger } from './logger.ts';
import { MicrosoftLoginError } from './login-error.ts';
import { claimStartup, getMsalInstance, isReady, whenReady } from './msal-registry.ts';
import { toMsalConfiguration, type MsalSettings } from './msal-settings.ts';
import { withUserRead } from './scopes.ts';
import {
  resumeOnLoad,
  signInInteractively,
  type FlowOutcome,
  type FlowSettings,
  type MicrosoftLoginPrompt,
  type MicrosoftLoginResult,
} from './sign-in-flow.ts';
import { isLegacyMicrosoftBrowser } from './user-agent.ts';

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
  'invalid' | 'initializing' | 'idle' | 'signingIn' | 'signedIn' | 'cancelled' | 'error';

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

const DEFAULT_GRAPH_BASE_URL = 'https://graph.microsoft.com';

/** Headless sign-in with Microsoft: one shared MSAL client, popup or redirect, silent token, optional profile. */
export function useMicrosoftLogin(options: UseMicrosoftLoginOptions): MicrosoftLoginState {
  const valid = isValidClientId(options.clientId);
  const latest = useRef(options);
  latest.current = options;
  // No window on the server: render the button and let the client create MSAL after hydration.
  const configuration =
    valid && !options.msalInstance && typeof window !== 'undefined'
      ? toMsalConfiguration(options, window.location.origin)
      : null;
  const configKey = configuration && JSON.stringify(configuration);
  const instance = useMemo(
    () => options.msalInstance ?? (configuration ? getMsalInstance(configuration) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the configuration
    [options.msalInstance, configKey],
  );
  const [state, setState] = useState<{ status: MicrosoftLoginStatus; result?: MicrosoftLoginResult; error?: unknown }>({
    status: 'initializing',
  });
  const inFlight = useRef(false);

  const settings = (): FlowSettings => {
    const o = latest.current;
    return {
      scopes: withUserRead(o.graphScopes),
      prompt: o.prompt,
      withUserData: !!o.withUserData,
      graphBaseUrl: o.graphBaseUrl ?? DEFAULT_GRAPH_BASE_URL,
      log: createLogger(o.debug),
    };
  };

  const report = useCallback((pca: IPublicClientApplication, outcome: FlowOutcome) => {
    if (outcome.kind === 'redirecting') return; // the page is leaving; stay busy
    inFlight.current = false;
    const callback = latest.current.authCallback;
    if (outcome.kind === 'none') setState({ status: 'idle' });
    else if (outcome.kind === 'success') {
      setState({ status: 'signedIn', result: outcome.result });
      callback?.(null, outcome.result, pca);
    } else {
      createLogger(latest.current.debug)('failed', outcome.error);
      setState({ status: outcome.kind, error: outcome.error });
      callback?.(outcome.error, undefined, pca);
    }
  }, []);

  useEffect(() => {
    if (!valid) {
      const message = `Initialization failed: clientId must be a GUID (8-4-4-4-12, lowercase); got ${JSON.stringify(options.clientId)}`;
      console.error('[ms-login-button]', new MicrosoftLoginError('INVALID_CLIENT_ID', message));
    }
  }, [valid, options.clientId]);

  useEffect(() => {
    if (!instance) return;
    let active = true;
    whenReady(instance).then((startup) => {
      // Under StrictMode the first mount is already cleaned up here; only a live mount may claim.
      if (!active || inFlight.current) return;
      if (!claimStartup(instance)) {
        setState((s) => (s.status === 'initializing' ? { status: 'idle' } : s));
        return;
      }
      inFlight.current = true;
      setState({ status: 'signingIn' });
      resumeOnLoad(instance, settings(), startup).then((outcome) => report(instance, outcome));
    });
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per instance
  }, [instance]);

  const signIn = useCallback(() => {
    if (!instance || inFlight.current) return; // re-entrant clicks start nothing
    inFlight.current = true;
    setState({ status: 'signingIn' });
    const o = latest.current;
    const useRedirect = !!o.forceRedirectStrategy || isLegacyMicrosoftBrowser(navigator.userAgent);
    const run = () => {
      claimStartup(instance); // a click wins over a startup nobody has acted on yet
      const show = (outcome: FlowOutcome) => report(instance, outcome);
      // The second `show`: a sign-in that still succeeds after its popup looked closed.
      void signInInteractively(instance, settings(), useRedirect, show).then(show);
    };
    // No await before MSAL opens the popup, so it stays inside the click. Only a click that beats
    // initialisation waits (its popup may then be blocked, which falls back to redirect).
    if (isReady(instance)) run();
    else void whenReady(instance).then(run);
  }, [instance, report]);

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
