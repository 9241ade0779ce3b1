import type { ReactNode } from 'react';
import type { MicrosoftLoginButtonTheme, MicrosoftLoginButtonVariant } from './button-style.ts';
import {
  useMicrosoftLogin,
  type MicrosoftLoginState,
  type MicrosoftLoginCallback,
  type UseMicrosoftLoginOptions,
} from './use-microsoft-login.ts';
import { MicrosoftLoginButton } from './microsoft-login-button.tsx';

/** react-microsoft-login 2's props, plus variants, a label and MSAL settings. */
export interface MicrosoftLoginProps extends UseMicrosoftLoginOptions {
  authCallback: MicrosoftLoginCallback;
  /** Default `light`. */
  buttonTheme?: MicrosoftLoginButtonTheme;
  /** Default `primary`. */
  buttonVariant?: MicrosoftLoginButtonVariant;
  /** Visible text of the default button. */
  label?: string;
  className?: string;
  /**
   * A custom trigger instead of the default button: either nodes (wrapped in a clickable
   * `<div>`, as in react-microsoft-login — put a `<button>` inside), or a function that gets
   * the sign-in state and `signIn`.
   */
  children?: ReactNode | ((login: MicrosoftLoginState) => ReactNode);
}

/** "Sign in with Microsoft": renders nothing when the client id is not a GUID (and logs why). */
export function MicrosoftLogin(props: MicrosoftLoginProps) {
  // The hook and the button each read only their own props.
  const login = useMicrosoftLogin(props);
  const { children } = props;
  if (login.status === 'invalid') return null;
  if (typeof children === 'function') return children(login);
  return children ? (
    <div className={props.className} aria-busy={login.busy || undefined} onClick={login.signIn}>
      {children}
    </div>
  ) : (
    <MicrosoftLoginButton {...props} busy={login.busy} onClick={login.signIn} />
  );
}
