/**
 * Side illustration of the login screen: a clinician beside a large chart, in the theme's calm
 * teal and sand tones. Drawn for this product.
 */
export function ClinicianIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      data-testid="login-illustration"
      viewBox="0 0 480 520"
      role="img"
      aria-label="A clinician reviewing a chart of patient results"
      preserveAspectRatio="xMidYMid meet"
    >
      {/* soft backdrop */}
      <circle cx="250" cy="250" r="210" fill="#d5ece7" />
      <circle cx="390" cy="90" r="36" fill="#fde8c8" />
      {/* chart board */}
      <rect x="170" y="96" width="250" height="200" rx="16" fill="#ffffff" stroke="#9fcfc6" strokeWidth="4" />
      <rect x="196" y="230" width="26" height="44" rx="4" fill="#99d3c8" />
      <rect x="238" y="196" width="26" height="78" rx="4" fill="#5fb3a5" />
      <rect x="280" y="214" width="26" height="60" rx="4" fill="#99d3c8" />
      <rect x="322" y="168" width="26" height="106" rx="4" fill="#0f766e" />
      <rect x="364" y="186" width="26" height="88" rx="4" fill="#5fb3a5" />
      <polyline
        points="200,176 244,150 290,164 334,122 392,138"
        fill="none"
        stroke="#e58e4f"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M196 128h56M196 144h36" stroke="#c7dde3" strokeWidth="8" strokeLinecap="round" />
      {/* clinician */}
      <path d="M58 500c0-92 40-150 96-150s96 58 96 150z" fill="#ffffff" stroke="#9fcfc6" strokeWidth="4" />
      <path d="M132 352l22 48 22-48" fill="#0f766e" />
      <path d="M120 360c-10 40 4 74 28 86" fill="none" stroke="#115e59" strokeWidth="5" strokeLinecap="round" />
      <circle cx="150" cy="452" r="10" fill="#115e59" />
      {/* badge with a medical cross */}
      <rect x="176" y="410" width="34" height="34" rx="8" fill="#e6f4f1" stroke="#9fcfc6" strokeWidth="3" />
      <path d="M189 417h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="#0f766e" />
      <rect x="138" y="318" width="32" height="40" rx="12" fill="#e9b48f" />
      <circle cx="154" cy="278" r="50" fill="#f2c6a2" />
      <path d="M104 274c0-40 26-60 52-60 30 0 50 22 50 52-16-6-34-20-44-36-12 22-34 38-58 44z" fill="#5b4636" />
      <circle cx="138" cy="286" r="4" fill="#3b2f2a" />
      <circle cx="170" cy="286" r="4" fill="#3b2f2a" />
      <path d="M142 306c8 6 18 6 26 0" fill="none" stroke="#b5654a" strokeWidth="3" strokeLinecap="round" />
      {/* pointing arm */}
      <path d="M214 392c28-20 52-52 70-94" fill="none" stroke="#ffffff" strokeWidth="26" strokeLinecap="round" />
      <path d="M214 392c28-20 52-52 70-94" fill="none" stroke="#9fcfc6" strokeWidth="4" strokeLinecap="round" />
      <circle cx="288" cy="290" r="12" fill="#f2c6a2" />
    </svg>
  );
}
