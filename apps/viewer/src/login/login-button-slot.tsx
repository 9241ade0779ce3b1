import type { MicrosoftLoginResult } from '@org/ms-login-button';
import { useEffect, useState } from 'react';
import { loadAuthorityMetadata, msalSettings } from '../auth/msal-settings.ts';
import { viewerConfig } from '../config/viewer-config.ts';
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
  /** Called when the button cannot be offered (its chunk or the sign-in configuration failed to load). */
  onUnavailable: (error: unknown) => void;
}

/**
 * The 'Login with Microsoft' button, loaded after the screen is painted: msal-browser is most of
 * the sign-in code and the screen should not wait for it. Until the module and the authority
 * metadata are both here, a disabled button of the same size holds the place.
 */
export function LoginButtonSlot({ authCallback, onUnavailable }: LoginButtonSlotProps) {
  const [ready, setReady] = useState<Ready>();
  useEffect(() => {
    let active = true;
    Promise.all([loadChunk(() => import('../auth/microsoft-sign-in.ts')), loadAuthorityMetadata()]).then(
      ([module, authorityMetadata]) => {
        if (active)
          setReady({ MicrosoftLogin: module.MicrosoftLogin, isCancellation: module.isCancellation, authorityMetadata });
      },
      (error: unknown) => {
        if (active) onUnavailable(error);
      },
    );
    return () => {
      active = false;
    };
  }, [onUnavailable]);

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
