import type { MouseEventHandler } from 'react';
import { COLORS, type MicrosoftLoginButtonTheme, type MicrosoftLoginButtonVariant } from './button-style.ts';

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
  buttonVariant, // unset or unknown: primary
  label,
  className,
  busy,
  onClick,
}: MicrosoftLoginButtonProps) {
  const [theme, short] = buttonTheme.split('_');
  const text = label ?? (short ? 'Sign in' : 'Sign in with Microsoft');
  // The theme's and variant's colours: background, border, text.
  const at = (theme === 'dark' ? 9 : 0) + 3 * (['secondary', 'primary_outlined'].indexOf(buttonVariant!) + 1);
  return (
    <button
      type="button"
      className={className}
      // The short text alone would not say which account; the name keeps the visible words first.
      aria-label={label || !short ? undefined : 'Sign in with Microsoft'}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      // Inline styles (set through the CSSOM, so a strict style-src CSP is fine).
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 12,
        boxSizing: 'border-box',
        height: 41,
        padding: '0 12px',
        border: `1px solid ${COLORS[at + 1]}`,
        borderRadius: 0,
        background: COLORS[at],
        color: COLORS[at + 2],
        font: '600 15px "Segoe UI",system-ui,sans-serif',
        whiteSpace: 'nowrap',
        cursor: busy ? 'progress' : 'pointer',
      }}
      onClick={onClick}
    >
      {/* Microsoft's four-square logo, 21×21, decorative (the button's text names it). */}
      <svg width={21} height={21} viewBox="0 0 21 21" aria-hidden focusable={false}>
        <rect width={10} height={10} fill="#f25022" />
        <rect x={11} width={10} height={10} fill="#7fba00" />
        <rect y={11} width={10} height={10} fill="#00a4ef" />
        <rect x={11} y={11} width={10} height={10} fill="#ffb900" />
      </svg>
      <span>{text}</span>
    </button>
  );
}
