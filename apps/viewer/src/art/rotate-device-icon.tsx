/** A tablet turning from portrait to landscape. Decorative: the messages next to it say it all. */
export function RotateDeviceIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      data-testid="rotate-device-icon"
      viewBox="0 0 96 96"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="14" y="10" width="34" height="54" rx="5" />
      <path d="M27 56h8" />
      <rect x="34" y="50" width="54" height="34" rx="5" strokeDasharray="5 5" opacity="0.55" />
      <path d="M60 16a22 22 0 0 1 20 22" />
      <path d="M74 34l6 6 6-7" />
    </svg>
  );
}
