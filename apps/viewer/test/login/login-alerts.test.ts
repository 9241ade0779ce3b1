import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED_ALERT, loginAlert, loginAlertFor } from '../../src/login/login-alerts.ts';

describe('loginAlertFor', () => {
  it('[V-ALERT-01] [V-ALERT-02] maps the login outcomes to the alert texts of the spec', () => {
    expect(loginAlertFor({ kind: 'userNotFound' })?.text).toBe('USER NOT FOUND');
    expect(loginAlertFor({ kind: 'tokenExpired' })?.text).toBe('TOKEN EXPIRED');
    expect(loginAlertFor({ kind: 'success', token: 't', expiresAt: 1 })).toBeUndefined();
  });

  it("[V-DAY-01] says a failed sign-in in plain words, with the API's answer as the technical detail", () => {
    const alert = loginAlertFor({ kind: 'failed', message: 'Sign-in failed: HTTP 503' });
    expect(alert).toEqual({ text: LOGIN_FAILED_ALERT, detail: 'Sign-in failed: HTTP 503' });
    expect(alert?.text).not.toMatch(/HTTP|503/);
    expect(alert?.text).toMatch(/try again/);
  });

  it("[V-DAY-01] explains the spec's upper-case alerts in plain words, keeping their exact text", () => {
    for (const text of ['USER NOT FOUND', 'TOKEN EXPIRED', 'INVALID TOKEN, PLEASE LOG IN AGAIN']) {
      const alert = loginAlert(text);
      expect(alert.text).toBe(text);
      expect(alert.hint).toMatch(/^Your .*\.$/);
    }
    expect(loginAlertFor({ kind: 'userNotFound' })?.hint).toMatch(/IT service desk/);
  });
});
