import type { AccountInfo, AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser';
import { isCancellation, isPopupBlocked } from './error-kinds.ts';
import { fetchProfile, type GraphUser } from './fetch-profile.ts';
import type { Logger } from './logger.ts';
import type { Startup } from './msal-registry.ts';
import { watchSignInPopups } from './popup-watch.ts';

/** The `prompt` values of an interactive request. */
export type MicrosoftLoginPrompt = 'login' | 'select_account' | 'consent' | 'none' | 'create';

/** What the callback receives on success: MSAL's result, merged with the Graph profile when asked. */
export type MicrosoftLoginResult = AuthenticationResult | (GraphUser & AuthenticationResult);

/**
 * How one run of the flow ended, as the hook's next state (`idle`: nothing to do, no callback);
 * undefined when the page is leaving for a redirect.
 */
export type FlowOutcome =
  | { status: 'signedIn'; result: MicrosoftLoginResult; error?: undefined }
  | { status: 'cancelled' | 'error'; error: unknown; result?: undefined }
  | { status: 'idle'; result?: undefined; error?: undefined }
  | undefined;

/** What a run of the flow needs besides the MSAL instance. */
export interface FlowSettings {
  scopes: string[];
  prompt?: MicrosoftLoginPrompt;
  withUserData?: boolean;
  /** Default `https://graph.microsoft.com`. */
  graphBaseUrl?: string;
  log: Logger;
}

// Marks a redirect that acquires a token (not a login), so its result is final when it comes back
// and a silent failure cannot turn into a redirect loop.
const ACQUIRE_STATE = 'ms-login-button:acquire';

/**
 * Spec §4: silent acquisition, then on failure the `fallback`: a popup (a blocked one falls back to
 * redirect), a redirect (right after a redirect login), or none (at page load: the failure is reported).
 */
async function acquireToken(
  instance: IPublicClientApplication,
  s: FlowSettings,
  account: AccountInfo,
  fallback?: 'popup' | 'redirect',
): Promise<FlowOutcome> {
  const request = { scopes: s.scopes, account };
  // No outcome: the page is leaving.
  const redirect = async (): Promise<FlowOutcome> => {
    await instance.acquireTokenRedirect({ ...request, state: ACQUIRE_STATE });
    return undefined;
  };
  let result: AuthenticationResult;
  try {
    result = await instance.acquireTokenSilent(request);
  } catch (silentError) {
    if (!fallback) throw silentError;
    s.log('silent failed', silentError);
    if (fallback === 'redirect') return redirect();
    try {
      result = await instance.acquireTokenPopup(request);
    } catch (popupError) {
      // A blocked popup falls back to a redirect; any other error stands.
      if (!isPopupBlocked(popupError)) throw popupError;
      return redirect();
    }
  }
  return complete(result, s);
}

// Instances whose last popup sign-in ended because its popup was closed: MSAL still counts that
// interaction as in progress (until its bridge times out), so the next sign-in overrides it.
const abandoned = new WeakSet<IPublicClientApplication>();

/** A failed run: a cancellation when the person gave up, an error otherwise. */
const settle = (run: Promise<FlowOutcome>): Promise<FlowOutcome> =>
  run.catch((error: unknown) => ({ status: isCancellation(error) ? 'cancelled' : 'error', error }));

async function complete(result: AuthenticationResult, s: FlowSettings): Promise<FlowOutcome> {
  s.log('token', result);
  return {
    status: 'signedIn',
    result: s.withUserData ? { ...(await fetchProfile(s.graphBaseUrl, result.accessToken)), ...result } : result,
  };
}

/**
 * What to do at page load: finish a redirect that just came back, or, when MSAL's cache holds a
 * signed-in account (its id token), acquire a token silently. On load a silent failure is reported,
 * never turned into a popup or a redirect nobody asked for.
 */
export function resumeOnLoad(
  instance: IPublicClientApplication,
  s: FlowSettings,
  { result, error }: Startup,
): Promise<FlowOutcome> {
  return settle(
    (async (): Promise<FlowOutcome> => {
      if (error) throw error;
      if (result) {
        instance.setActiveAccount(result.account);
        return result.state === ACQUIRE_STATE
          ? complete(result, s)
          : acquireToken(instance, s, result.account, 'redirect');
      }
      const account = instance.getActiveAccount() ?? instance.getAllAccounts()[0];
      if (!account) return { status: 'idle' };
      s.log('cached account', account);
      return acquireToken(instance, s, account);
    })(),
  );
}

/**
 * Interactive sign-in. Call it synchronously from the click handler: MSAL opens the popup
 * before its first await, which keeps it inside the user's gesture.
 *
 * A popup closed without answering ends the attempt as a cancellation at once (see
 * `watchSignInPopups`). MSAL's attempt itself goes on: should it still succeed (a popup that only
 * looked closed), `onLateSuccess` receives that outcome.
 */
export function signInInteractively(
  instance: IPublicClientApplication,
  s: FlowSettings,
  useRedirect: boolean,
  onLateSuccess?: (outcome: FlowOutcome) => void,
): Promise<FlowOutcome> {
  const request = { scopes: s.scopes, prompt: s.prompt };
  // No outcome: the page is leaving. Async, so a throw becomes a rejection.
  const redirect = async (): Promise<FlowOutcome> => {
    s.log('login: redirect');
    await instance.loginRedirect(request);
    return undefined;
  };
  if (useRedirect) return settle(redirect());
  s.log('login: popup');
  const watch = watchSignInPopups(instance);
  const flow = settle(
    // The executor runs now (inside the click); a synchronous throw becomes a rejection.
    new Promise<AuthenticationResult>((resolve) =>
      resolve(
        instance.loginPopup(
          // true when the last popup was closed: override MSAL's interaction still "in progress"
          abandoned.delete(instance) ? { ...request, overrideInteractionInProgress: true } : request,
        ),
      ),
    ).then(
      (login) => (instance.setActiveAccount(login.account), acquireToken(instance, s, login.account, 'popup')),
      (error: unknown) => {
        if (!isPopupBlocked(error)) throw error;
        return redirect();
      },
    ),
  ).finally(watch.stop);
  let cancelled = false;
  void flow.then((outcome) => {
    if (cancelled && outcome?.status === 'signedIn') {
      abandoned.delete(instance);
      onLateSuccess?.(outcome);
    }
  });
  return Promise.race([
    flow,
    watch.closed.then((error): FlowOutcome => {
      cancelled = true;
      abandoned.add(instance);
      s.log('popup closed', error);
      return { status: 'cancelled', error };
    }),
  ]);
}
