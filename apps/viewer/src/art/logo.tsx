import './logo.css';

/** Name of the product, shown next to its mark. */
const PRODUCT_NAME = 'CareLens';

/** The CareLens logo: a lens holding a medical cross, and the product name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={['logo', className].filter(Boolean).join(' ')} data-testid="logo">
      <svg viewBox="0 0 40 40" width="40" height="40" role="img" aria-label={`${PRODUCT_NAME} logo`}>
        <circle cx="18" cy="18" r="14" fill="#e6f4f1" stroke="#0f766e" strokeWidth="3.5" />
        <path d="M28.5 28.5 37 37" stroke="#115e59" strokeWidth="4.5" strokeLinecap="round" />
        <path d="M15.5 10.5h5v5h5v5h-5v5h-5v-5h-5v-5h5z" fill="#0f766e" />
      </svg>
      <span className="logo-name" aria-hidden="true">
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
