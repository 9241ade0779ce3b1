import { describe, expect, it } from 'vitest';
import { loginAlertFor } from '../../src/login/login-alerts.ts';

describe('loginAlertFor', () => {
  it('[V-ALERT-01] [V-ALERT-02] maps the login outcomes to the alert texts of the spec', () => {
    expect(loginAlertFor({ kind: 'userNotFound' })).toBe('USER NOT FOUND');
    expect(loginAlertFor({ kind: 'tokenExpired' })).toBe('TOKEN EXPIRED');
    expect(loginAlertFor({ kind: 'failed', message: 'Sign-in failed: HTTP 503' })).toBe('Sign-in failed: HTTP 503');
    expect(loginAlertFor({ kind: 'success', token: 't', expiresAt: 1 })).toBeUndefined();
  });
});
