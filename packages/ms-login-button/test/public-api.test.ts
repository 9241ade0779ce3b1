// The run-time exports of each entry, listed so that a change to the public API shows in review.
import { describe, expect, it } from 'vitest';
import * as main from '../src/index';
import * as redirectBridge from '../src/redirect-bridge';

describe('public API', () => {
  it('@org/ms-login-button', () => {
    expect(Object.keys(main).sort()).toMatchInlineSnapshot(`
      [
        "MicrosoftLogin",
        "MicrosoftLoginButton",
        "MicrosoftLoginError",
        "default",
        "getMsalInstance",
        "isCancellation",
        "isLegacyMicrosoftBrowser",
        "isValidClientId",
        "signOut",
        "toMsalConfiguration",
        "useMicrosoftLogin",
        "withUserRead",
      ]
    `);
  });

  it('@org/ms-login-button/redirect-bridge', () => {
    expect(Object.keys(redirectBridge).sort()).toMatchInlineSnapshot(`
      [
        "runRedirectBridge",
      ]
    `);
  });
});
