interface CodedError {
  errorCode?: unknown;
  subError?: unknown;
}

// Object() of null or undefined is {}; of a primitive, its wrapper (which has neither field).

/**
 * The person gave up: cancelled on the sign-in page (`access_denied`), closed the popup
 * (`user_cancelled`, raised by this package when it sees the popup close), or, with msal-browser 5's redirect bridge, the popup never answered
 * (`timed_out` / `redirect_bridge_timeout`, which is what closing it looks like).
 */
export function isCancellation(error: unknown): boolean {
  const { errorCode, subError } = Object(error) as CodedError;
  return (
    errorCode === 'user_cancelled' ||
    errorCode === 'access_denied' ||
    (errorCode === 'timed_out' && subError === 'redirect_bridge_timeout')
  );
}

/** MSAL could not open the popup (blocked: `empty_window_error`; window.open threw: `popup_window_error`). */
export function isPopupBlocked(error: unknown): boolean {
  const { errorCode } = Object(error) as CodedError;
  return errorCode === 'empty_window_error' || errorCode === 'popup_window_error';
}
