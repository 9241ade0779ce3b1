export { MicrosoftLogin, MicrosoftLogin as default } from './microsoft-login.tsx';
export type { MicrosoftLoginProps } from './microsoft-login.tsx';
export { MicrosoftLoginButton } from './microsoft-login-button.tsx';
export type { MicrosoftLoginButtonProps } from './microsoft-login-button.tsx';
export type { MicrosoftLoginButtonTheme, MicrosoftLoginButtonVariant } from './button-style.ts';
export { useMicrosoftLogin } from './use-microsoft-login.ts';
export type {
  MicrosoftLoginState,
  MicrosoftLoginCallback,
  MicrosoftLoginStatus,
  UseMicrosoftLoginOptions,
} from './use-microsoft-login.ts';
export type { MicrosoftLoginPrompt, MicrosoftLoginResult } from './sign-in-flow.ts';
export type { MsalSettings } from './msal-settings.ts';
export { toMsalConfiguration } from './msal-settings.ts';
export { getMsalInstance } from './msal-registry.ts';
export { signOut } from './sign-out.ts';
export type { SignOutOptions } from './sign-out.ts';
export { MicrosoftLoginError } from './login-error.ts';
export type { MicrosoftLoginErrorCode } from './login-error.ts';
export type { GraphUser } from './fetch-profile.ts';
export { isValidClientId } from './client-id.ts';
export { withUserRead } from './scopes.ts';
export { isLegacyMicrosoftBrowser } from './user-agent.ts';
export { isCancellation } from './error-kinds.ts';
