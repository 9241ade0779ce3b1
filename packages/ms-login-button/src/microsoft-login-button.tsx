import type { MouseEventHandler } from 'react';
import { buttonStyle, type MicrosoftLoginButtonTheme, type MicrosoftLoginButtonVariant } from './button-style.ts';
import { MicrosoftLogo } from './microsoft-logo.tsx';

/** Props of the presentational button. */
export interface MicrosoftLoginButtonProps {
  buttonTheme?: MicrosoftLoginButtonTheme;
  buttonVariant?: MicrosoftLoginButtonVariant;
  /** Visible text; default "Sign in with Microsoft" ("Sign in" for the `_short` themes). */
  label?: string;
  className?: string;
  /** Signing in: announced with `aria-busy`; the button stays focusable. */
  busy?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/** The "Sign in with Microsoft" button: a real button with a text name, the logo and Microsoft's colours. */
export function MicrosoftLoginButton({
  buttonTheme = 'light',
  buttonVariant, // unset: primary (see buttonStyle)
  label,
  className,
  busy,
  onClick,
}: MicrosoftLoginButtonProps) {
  const [theme, short] = buttonTheme.split('_');
  const text = label ?? (short ? 'Sign in' : 'Sign in with Microsoft');
  return (
    <button
      type="button"
      className={className}
      // The short text alone would not say which account; the name keeps the visible words first.
      aria-label={label || !short ? undefined : 'Sign in with Microsoft'}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      style={buttonStyle(theme === 'dark', buttonVariant, busy)}
      onClick={onClick}
    >
      <MicrosoftLogo />
      <span>{text}</span>
    </button>
  );
}
