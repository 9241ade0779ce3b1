import './microsoft-button-placeholder.css';

/**
 * Stand-in for the Microsoft sign-in button while its code loads: same size, look and text, but
 * disabled and busy, so nothing moves when the real one arrives.
 */
export function MicrosoftButtonPlaceholder({ label }: { label: string }) {
  return (
    <button type="button" className="ms-button-placeholder" disabled aria-busy="true" data-testid="login-placeholder">
      <svg viewBox="0 0 21 21" width="21" height="21" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="9" height="9" fill="#f25022" />
        <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
        <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
        <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
      </svg>
      <span>{label}</span>
    </button>
  );
}
