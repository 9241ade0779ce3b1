import { describe, expect, it } from 'vitest';
import { isSignInCancelled, loginAlertFor } from './login-alerts.ts';

describe('loginAlertFor', () => {
  it('[V-ALERT-01] [V-ALERT-02] maps the login outcomes to the alert texts of the spec', () => {
    expect(loginAlertFor({ kind: 'userNotFound' })).toBe('USER NOT FOUND');
    expect(loginAlertFor({ kind: 'tokenExpired' })).toBe('TOKEN EXPIRED');
    expect(loginAlertFor({ kind: 'failed', message: 'Sign-in failed: HTTP 503' })).toBe('Sign-in failed: HTTP 503');
    expect(loginAlertFor({ kind: 'success', token: 't', expiresAt: 1 })).toBeUndefined();
  });
});

describe('isSignInCancelled', () => {
  it('treats Cancel, a closed popup and user_cancelled as the person backing out', () => {
    expect(isSignInCancelled({ errorCode: 'user_cancelled' })).toBe(true);
    expect(isSignInCancelled({ errorCode: 'access_denied' })).toBe(true);
    expect(isSignInCancelled({ errorCode: 'timed_out' })).toBe(true);
    expect(isSignInCancelled({ errorCode: 'popup_window_error' })).toBe(false);
    expect(isSignInCancelled(new Error('x'))).toBe(false);
    expect(isSignInCancelled(null)).toBe(false);
  });
});
