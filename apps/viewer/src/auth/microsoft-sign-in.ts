/**
 * Everything the viewer takes from `@org/ms-login-button` (and so from msal-browser), in one
 * module that is only ever imported dynamically: it becomes one chunk, `microsoft-sign-in-*.js`,
 * loaded after the login screen is painted (or when a session ends).
 */
export {
  MicrosoftLogin,
  getMsalInstance,
  isCancellation,
  isValidClientId,
  toMsalConfiguration,
} from '@org/ms-login-button';
