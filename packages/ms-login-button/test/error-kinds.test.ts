import { BrowserAuthError, ServerError } from '@azure/msal-browser';
import { describe, expect, it } from 'vitest';
import { isCancellation, isPopupBlocked } from '../src/error-kinds.ts';

describe('error kinds (MSAL error codes)', () => {
  it('treats empty_window_error and popup_window_error as a blocked popup', () => {
    expect(isPopupBlocked(new BrowserAuthError('empty_window_error', ''))).toBe(true);
    expect(isPopupBlocked(new BrowserAuthError('popup_window_error', ''))).toBe(true);
    expect(isPopupBlocked(new BrowserAuthError('user_cancelled', ''))).toBe(false);
    expect(isPopupBlocked(undefined)).toBe(false);
  });

  it('treats user_cancelled, access_denied and a bridge timeout as a cancellation', () => {
    expect(isCancellation(new BrowserAuthError('user_cancelled', ''))).toBe(true);
    expect(isCancellation(new ServerError('access_denied', 'AADSTS65004: User declined to consent'))).toBe(true);
    expect(isCancellation(new BrowserAuthError('timed_out', '', 'redirect_bridge_timeout'))).toBe(true);
    expect(isCancellation(new BrowserAuthError('timed_out', ''))).toBe(false);
    expect(isCancellation(new ServerError('invalid_grant', ''))).toBe(false);
    expect(isCancellation('nope')).toBe(false);
  });
});
