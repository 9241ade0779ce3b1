import {
  PublicClientApplication,
  type AuthenticationResult,
  type Configuration,
  type IPublicClientApplication,
} from '@azure/msal-browser';

// Module-level on purpose: one client per configuration (in practice per client id) for the
// whole page, however often components render, mount or remount under StrictMode.
const instances = new Map<string, PublicClientApplication>();
const entries = new WeakMap<IPublicClientApplication, Entry>();

/** What page load found: the response of a redirect that just came back, or an error (of it or of initialisation). */
export interface Startup {
  result?: AuthenticationResult | null;
  error?: unknown;
}

/** The shared PublicClientApplication for this configuration, created on first use. */
export function getMsalInstance(configuration: Configuration): PublicClientApplication {
  // Functions (logger callbacks, navigation clients) do not survive JSON; the first config wins for them.
  const key = JSON.stringify(configuration);
  let instance = instances.get(key);
  if (!instance) instances.set(key, (instance = new PublicClientApplication(configuration)));
  return instance;
}

/** One instance's start: its {@link Startup} once ready, and who acts on it. */
export interface Entry {
  /** Resolves once the instance is initialised and the redirect response (if any) is processed. */
  ready: Promise<Startup>;
  /** Whether `ready` has resolved, known synchronously (a click must not wait a microtask). */
  settled?: boolean;
  /**
   * Set by the one caller per instance and page load that acts on the startup (redirect result, or
   * silent sign-in from the cache), or by a click before anyone has; later mounts leave it alone.
   */
  claimed?: boolean;
}

/** The instance's start, begun on first use. */
export function startOf(instance: IPublicClientApplication): Entry {
  if (!entries.has(instance))
    entries.set(instance, {
      // initialize() must finish before any other call; the redirect response may be read only once.
      // A failure of either is kept as the startup's error, for the callback, never left unhandled.
      ready: instance
        .initialize()
        .then(() => instance.handleRedirectPromise())
        .then(
          (result): Startup => ({ result }),
          (error: unknown): Startup => ({ error }),
        )
        // Set before any caller of `ready` runs.
        .then((startup) => ((entries.get(instance)!.settled = true), startup)),
    });
  return entries.get(instance)!;
}
