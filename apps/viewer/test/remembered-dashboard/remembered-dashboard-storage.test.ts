import { describe, expect, it } from 'vitest';
import {
  readRememberedDashboard,
  writeRememberedDashboard,
} from '../../src/remembered-dashboard/remembered-dashboard-storage.ts';
import { sessionAccountOf } from '../../src/remembered-dashboard/session-account.ts';

/** A session token shaped like the API's (HS256 JWT); the signature is never read by the viewer. */
const sessionToken = (claims: Record<string, unknown>) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('signature')
    .join('.');

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('[V-DAY-07] the remembered dashboard, per account', () => {
  it('names the account by the session token’s issuer and subject, and nothing for a token that is not a JWT', () => {
    expect(sessionAccountOf(sessionToken({ iss: 'carelens-api', sub: 'user-1', email: 'a@b.example' }))).toBe(
      'carelens-api|user-1',
    );
    expect(sessionAccountOf(sessionToken({ iss: 'carelens-api', sub: 'user-2' }))).not.toBe(
      sessionAccountOf(sessionToken({ iss: 'carelens-api', sub: 'user-1' })),
    );
    expect(sessionAccountOf(sessionToken({ iss: 'carelens-api' }))).toBeUndefined();
    expect(sessionAccountOf('opaque-token')).toBeUndefined();
    expect(sessionAccountOf('a.%%%.c')).toBeUndefined();
    expect(sessionAccountOf(undefined)).toBeUndefined();
  });

  it('keeps each account’s last dashboard and page apart, and shares nothing without an account', () => {
    const storage = memoryStorage();
    writeRememberedDashboard('api|adele', { dashboardId: 'lab', pageName: 'ReportSection2' }, storage);
    writeRememberedDashboard('api|alex', { dashboardId: 'pharmacy' }, storage);
    writeRememberedDashboard(undefined, { dashboardId: 'shared' }, storage);
    expect(readRememberedDashboard('api|adele', storage)).toEqual({ dashboardId: 'lab', pageName: 'ReportSection2' });
    expect(readRememberedDashboard('api|alex', storage)).toEqual({ dashboardId: 'pharmacy' });
    expect(readRememberedDashboard('api|someone-else', storage)).toBeUndefined();
    expect(readRememberedDashboard(undefined, storage)).toBeUndefined();
    expect([...storage.items.keys()].sort()).toEqual(['lastDashboard:api|adele', 'lastDashboard:api|alex']);
  });

  it('reads a malformed or unreadable entry as nothing remembered, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    storage.items.set('lastDashboard:api|adele', '{not json');
    expect(readRememberedDashboard('api|adele', storage)).toBeUndefined();
    storage.items.set('lastDashboard:api|adele', JSON.stringify({ dashboardId: 42 }));
    expect(readRememberedDashboard('api|adele', storage)).toBeUndefined();
    storage.items.set('lastDashboard:api|adele', JSON.stringify({ dashboardId: 'lab', pageName: '' }));
    expect(readRememberedDashboard('api|adele', storage)).toEqual({ dashboardId: 'lab' });
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readRememberedDashboard('api|adele', refusing)).toBeUndefined();
    expect(() => writeRememberedDashboard('api|adele', { dashboardId: 'lab' }, refusing)).not.toThrow();
  });
});
