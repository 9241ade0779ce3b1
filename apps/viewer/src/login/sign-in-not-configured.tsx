import { ProblemDetails } from '../errors/problem-details.tsx';

/** What the login screen says in place of the button when sign-in is not configured (no valid client id). */
const SIGN_IN_NOT_CONFIGURED_TITLE = "Sign-in isn't set up yet";

/**
 * In place of the 'Login with Microsoft' button when the viewer has no valid client id (spec §5:
 * no button, an initialization error on the console): what is wrong and whom to tell, in plain
 * words, and the technical detail for whoever fixes it.
 */
export function SignInNotConfigured({ detail }: { detail: string }) {
  return (
    <div className="login-not-configured" role="alert" aria-labelledby="login-not-configured-title">
      <h2 id="login-not-configured-title">{SIGN_IN_NOT_CONFIGURED_TITLE}</h2>
      <p>
        This viewer has not been connected to Microsoft sign-in, so there is no button to press. Please tell your IT
        service desk (or whoever gave you this address) that sign-in for the dashboards is not configured.
      </p>
      <ProblemDetails detail={detail} />
    </div>
  );
}
