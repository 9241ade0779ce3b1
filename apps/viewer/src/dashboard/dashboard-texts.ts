/** Texts of the dashboard screen; the first three are the spec's (§2 §8), reused exactly. */
export const LOADING_TEXT = 'Loading...';
export const NO_DASHBOARD_TEXT = 'No dashboard available';
export const INVALID_TOKEN_ALERT = 'INVALID TOKEN, PLEASE LOG IN AGAIN';
export const LOAD_FAILED_TITLE = 'The dashboards could not be loaded';
/** Shown instead of the failure when the browser knows it has no network. */
export const OFFLINE_TEXT = 'You are offline. The dashboards will load as soon as the connection is back.';
