import type { MicrosoftLoginResult } from '@org/ms-login-button';
import { useEffect, useRef, useState } from 'react';
import { loadAuthorityMetadata, msalSettings } from '../auth/msal-settings.ts';
import { viewerConfig } from '../config/viewer-config.ts';
import { failedImportUrl, retryImportUrl } from '../network/failed-import-url.ts';
import { retryWhenReachable } from '../network/retry-when-reachable.ts';
import { loadChunk } from '../routes/load-chunk.ts';
import { MicrosoftButtonPlaceholder } from './microsoft-button-placeholder.tsx';

/** Visible text of the sign-in button (spec §2). */
const LOGIN_BUTTON_LABEL = 'Login with Microsoft';

type SignInModule = typeof import('../auth/microsoft-sign-in.ts');

interface Ready {
  MicrosoftLogin: SignInModule['MicrosoftLogin'];
  isCancellation: SignInModule['isCancellation'];
  authorityMetadata: string | undefined;
}

/** The login button's outcome; `cancelled` when the person backed out (the button's own reading of MSAL's error). */
export type SignInCallback = (error: unknown, result: MicrosoftLoginResult | undefined, cancelled: boolean) => void;

export interface LoginButtonSlotProps {
  authCallback: SignInCallback;
  /**
   * Called when the button cannot be offered (its chunk or the sign-in configuration failed to
   * load); the slot keeps trying by itself, and calls `onAvailable` once the button is there.
   */
  onUnavailable: (error: unknown) => void;
  /** Called when the button becomes available after `onUnavailable`. */
  onAvailable: () => void;
  /**
   * Called when the configured client id is not one (not a GUID): there will be no button, only
   * the login button's initialization error on the console. Gets the technical detail.
   */
  onNotConfigured: (detail: string) => void;
}

/**
 * The 'Login with Microsoft' button, loaded after the screen is painted: msal-browser is most of
 * the sign-in code and the screen should not wait for it. Until the module and the authority
 * metadata are both here, a disabled button of the same size holds the place.
 *
 * When they cannot be loaded (the API, which serves the sign-in configuration, is down, or the
 * browser is offline) the placeholder stays and the load is tried again by itself: 2 s later,
 * twice as late each time up to 30 s, and at once when the browser comes back online. The first
 * success brings the real button; no reload is needed. Timers stop when the screen unmounts.
 * A chunk that failed is imported again under another URL (see `failed-import-url.ts`).
 */
export function LoginButtonSlot({ authCallback, onUnavailable, onAvailable, onNotConfigured }: LoginButtonSlotProps) {
  const [ready, setReady] = useState<Ready>();
  // Bumped by an automatic retry: runs the load again.
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  // The sign-in module once loaded (never imported twice, so there is one MSAL), and its chunk's
  // URL once an import has failed: the browser will not fetch that URL again as it is.
  const signIn = useRef<SignInModule | undefined>(undefined);
  const failedChunk = useRef<string | undefined>(undefined);
  const callbacks = useRef({ onUnavailable, onAvailable, onNotConfigured });
  useEffect(() => {
    callbacks.current = { onUnavailable, onAvailable, onNotConfigured };
  }, [onUnavailable, onAvailable, onNotConfigured]);

  useEffect(() => {
    let active = true;
    let stopRetry = () => {};
    const chunkUrl = failedChunk.current;
    const loadSignIn = (): Promise<SignInModule> =>
      signIn.current
        ? Promise.resolve(signIn.current)
        : loadChunk(() =>
            chunkUrl
              ? (import(/* @vite-ignore */ retryImportUrl(chunkUrl, attempt)) as Promise<SignInModule>)
              : import('../auth/microsoft-sign-in.ts'),
          );
    // Both settle before deciding, so that a failed chunk is known even when the metadata failed first.
    void Promise.allSettled([loadSignIn(), loadAuthorityMetadata()]).then(([module, metadata]) => {
      if (!active) return;
      if (module.status === 'fulfilled') signIn.current = module.value;
      else failedChunk.current ??= failedImportUrl(module.reason);
      // No client id to sign in with: nothing to wait or retry for (the sign-in configuration aside).
      // The button is still rendered: it renders nothing and logs its initialization error (spec §5).
      if (module.status === 'fulfilled' && !module.value.isValidClientId(viewerConfig.clientId)) {
        const { MicrosoftLogin, isCancellation } = module.value;
        setReady({ MicrosoftLogin, isCancellation, authorityMetadata: undefined });
        callbacks.current.onNotConfigured(
          `The viewer's application (client) id is not a GUID (8-4-4-4-12, lowercase): ${JSON.stringify(viewerConfig.clientId)}. ` +
            'It is set with VITE_ENTRA_CLIENT_ID when the viewer is built; the console has the exact error.',
        );
        return;
      }
      if (module.status === 'fulfilled' && metadata.status === 'fulfilled') {
        const { MicrosoftLogin, isCancellation } = module.value;
        setReady({ MicrosoftLogin, isCancellation, authorityMetadata: metadata.value });
        if (failures.current > 0) callbacks.current.onAvailable();
        return;
      }
      const error: unknown = module.status === 'rejected' ? module.reason : (metadata as PromiseRejectedResult).reason;
      if (failures.current === 0) callbacks.current.onUnavailable(error);
      else console.warn('The sign-in button could still not be loaded:', error);
      stopRetry = retryWhenReachable(failures.current++, () => setAttempt((n) => n + 1));
    });
    return () => {
      active = false;
      stopRetry();
    };
  }, [attempt]);

  if (!ready) return <MicrosoftButtonPlaceholder label={LOGIN_BUTTON_LABEL} />;
  const { MicrosoftLogin, isCancellation, authorityMetadata } = ready;
  const settings = msalSettings(authorityMetadata);
  return (
    <MicrosoftLogin
      clientId={settings.clientId}
      tenantUrl={settings.tenantUrl}
      authorityMetadata={settings.authorityMetadata}
      knownAuthorities={settings.knownAuthorities}
      graphBaseUrl={viewerConfig.graphBaseUrl}
      withUserData
      label={LOGIN_BUTTON_LABEL}
      authCallback={(error, result) => authCallback(error, result, error != null && isCancellation(error))}
    />
  );
}
