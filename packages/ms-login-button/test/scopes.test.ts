import { describe, expect, it } from 'vitest';
import { withUserRead } from '../src/index.ts';

describe('withUserRead', () => {
  it('[S-SCOPE-01] adds user.read when missing', () => {
    expect(withUserRead()).toEqual(['user.read']);
    expect(withUserRead(['Calendars.Read'])).toEqual(['Calendars.Read', 'user.read']);
  });

  it('[S-SCOPE-02] does not add user.read again, whatever its case', () => {
    expect(withUserRead(['user.read'])).toEqual(['user.read']);
    expect(withUserRead(['Mail.Read', 'User.Read'])).toEqual(['Mail.Read', 'User.Read']);
  });

  it('leaves the caller’s array alone (react-microsoft-login pushed into it)', () => {
    const scopes = ['Mail.Read'];
    withUserRead(scopes);
    expect(scopes).toEqual(['Mail.Read']);
  });
});
