import { start, type RunningLocalIdentity } from '@org/local-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MicrosoftLoginError } from '../src/index.ts';
import { fetchProfile } from '../src/fetch-profile.ts';

let idp: RunningLocalIdentity;
beforeAll(async () => {
  idp = await start();
});
afterAll(() => idp.close());

describe('fetchProfile', () => {
  it('[S-PROFILE-01] [S-PROFILE-02] calls GET /v1.0/me with the bearer token; a refused token is a PROFILE_REQUEST_FAILED error', async () => {
    const error = await fetchProfile(idp.graphBaseUrl, 'not-a-token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MicrosoftLoginError);
    expect(error).toMatchObject({ code: 'PROFILE_REQUEST_FAILED', status: 401 });
    expect((error as Error).message).toContain('/v1.0/me answered 401');
    expect(idp.events).toEqual([{ type: 'me', ok: false }]);
  });
});
