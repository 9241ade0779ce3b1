import './problem-details.css';

/** The summary of the disclosure: the detail is for whoever fixes the fault, not for the person reading. */
const TECHNICAL_DETAILS_LABEL = 'Technical details';

/**
 * The technical detail of a problem (the failed call, the field that was wrong), closed under
 * 'Technical details', for whoever the person passes it on to; the plain-words message stays
 * beside it. Renders nothing without a detail.
 */
export function ProblemDetails({ detail }: { detail: string | undefined }) {
  if (!detail) return null;
  return (
    <details className="problem-details">
      <summary>{TECHNICAL_DETAILS_LABEL}</summary>
      <p className="problem-detail">{detail}</p>
    </details>
  );
}
