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

/** How one run of the flow ended. */
export type FlowOutcome =
  | { kind: 'success'; result: MicrosoftLoginResult }
  | { kind: 'redirecting' }
  | { kind: 'cancelled'; error: unknown }
  | { kind: 'error'; error: unknown }
  | { kind: 'none' };

/** What a run of the flow needs besides the MSAL instance. */
export interface FlowSettings {
  scopes: string[];
  prompt?: MicrosoftLoginPrompt;
  withUserData: boolean;
  graphBaseUrl: string;
  log: Logger;
}

// Marks a redirect that acquires a token (not a login), so its result is final when it comes back
// and a silent failure cannot turn into a redirect loop.
const ACQUIRE_STATE = 'ms-login-button:acquire';

// Instances whose last popup sign-in ended because its popup was closed: MSAL still counts that
// interaction as in progress (until its bridge times out), so the next sign-in overrides it.
const abandoned = new WeakSet<IPublicClientApplication>();

function failure(error: unknown): FlowOutcome {
  return isCancellation(error) ? { kind: 'cancelled', error } : { kind: 'error', error };
}

function settle(run: Promise<FlowOutcome>): Promise<FlowOutcome> {
  return run.catch(failure);
}

async function complete(result: AuthenticationResult, s: FlowSettings): Promise<FlowOutcome> {
  s.log('token', result);
  if (!s.withUserData) return { kind: 'success', result };
  const profile = await fetchProfile(s.graphBaseUrl, result.accessToken);
  return { kind: 'success', result: { ...profile, ...result } };
}

async function acquireByRedirect(
  instance: IPublicClientApplication,
  s: FlowSettings,
  account: AccountInfo,
): Promise<FlowOutcome> {
  await instance.acquireTokenRedirect({ scopes: s.scopes, account, state: ACQUIRE_STATE });
  return { kind: 'redirecting' };
}

/**
 * Spec §4: silent acquisition, then on failure redirect (right after a redirect login) or popup;
 * a blocked popup falls back to redirect.
 */
async function acquireToken(
  instance: IPublicClientApplication,
  s: FlowSettings,
  account: AccountInfo,
  afterRedirect: boolean,
): Promise<FlowOutcome> {
  let result: AuthenticationResult;
  try {
    result = await instance.acquireTokenSilent({ scopes: s.scopes, account });
  } catch (silentError) {
    s.log('silent failed', silentError);
    if (afterRedirect) return acquireByRedirect(instance, s, account);
    try {
      result = await instance.acquireTokenPopup({ scopes: s.scopes, account });
    } catch (popupError) {
      if (!isPopupBlocked(popupError)) throw popupError;
      return acquireByRedirect(instance, s, account);
    }
  }
  return complete(result, s);
}

async function loginByRedirect(instance: IPublicClientApplication, s: FlowSettings): Promise<FlowOutcome> {
  s.log('login: redirect');
  await instance.loginRedirect({ scopes: s.scopes, prompt: s.prompt });
  return { kind: 'redirecting' };
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
  if (useRedirect) return settle(loginByRedirect(instance, s));
  s.log('login: popup');
  const watch = watchSignInPopups(instance);
  const override = abandoned.delete(instance); // true when it was there
  // The executor runs now (inside the click); a synchronous throw becomes a rejection.
  const popup = new Promise<AuthenticationResult>((resolve) =>
    resolve(
      instance.loginPopup({
        scopes: s.scopes,
        prompt: s.prompt,
        ...(override && { overrideInteractionInProgress: true }),
      }),
    ),
  );
  const flow = settle(
    popup.then(
      (login) => {
        instance.setActiveAccount(login.account);
        return acquireToken(instance, s, login.account, false);
      },
      (error: unknown) => {
        if (!isPopupBlocked(error)) throw error;
        return loginByRedirect(instance, s);
      },
    ),
  ).finally(() => watch.stop());
  let cancelled = false;
  const closedByPerson = watch.closed.then((error): FlowOutcome => {
    cancelled = true;
    abandoned.add(instance);
    s.log('popup closed', error);
    return { kind: 'cancelled', error };
  });
  void flow.then((outcome) => {
    if (cancelled && outcome.kind === 'success') {
      abandoned.delete(instance);
      onLateSuccess?.(outcome);
    }
  });
  return Promise.race([flow, closedByPerson]);
}

/**
 * What to do at page load: finish a redirect that just came back, or, when MSAL's cache holds a
 * signed-in account (its id token), acquire a token silently. On load a silent failure is reported,
 * never turned into a popup or a redirect nobody asked for.
 */
export function resumeOnLoad(
  instance: IPublicClientApplication,
  s: FlowSettings,
  startup: Startup,
): Promise<FlowOutcome> {
  return settle(
    (async (): Promise<FlowOutcome> => {
      const { redirectResult, redirectError } = startup;
      if (redirectError) throw redirectError;
      if (redirectResult) {
        instance.setActiveAccount(redirectResult.account);
        return redirectResult.state === ACQUIRE_STATE
          ? complete(redirectResult, s)
          : acquireToken(instance, s, redirectResult.account, true);
      }
      const account = instance.getActiveAccount() ?? instance.getAllAccounts()[0];
      if (!account) return { kind: 'none' };
      s.log('cached account', account);
      return complete(await instance.acquireTokenSilent({ scopes: s.scopes, account }), s);
    })(),
  );
}
