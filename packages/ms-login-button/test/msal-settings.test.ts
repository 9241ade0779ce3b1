import { describe, expect, it } from 'vitest';
import { toMsalConfiguration } from '../src/index.ts';

const clientId = '11111111-2222-4333-8444-555555555555';

describe('toMsalConfiguration', () => {
  it('[S-CACHE-01] keeps the cache in sessionStorage by default', () => {
    expect(toMsalConfiguration({ clientId }, 'https://app.example').cache).toEqual({ cacheLocation: 'sessionStorage' });
  });

  it('[S-CACHE-02] keeps the cache in localStorage with useLocalStorageCache', () => {
    expect(toMsalConfiguration({ clientId, useLocalStorageCache: true }, 'https://app.example').cache).toEqual({
      cacheLocation: 'localStorage',
    });
  });

  it('points redirect and post-logout URIs at the bridge page by default', () => {
    expect(toMsalConfiguration({ clientId }, 'https://app.example').auth).toEqual({
      clientId,
      redirectUri: 'https://app.example/redirect.html',
      postLogoutRedirectUri: 'https://app.example/redirect.html',
    });
  });

  it('maps tenantUrl, metadata and known authorities, and merges msalOptions last', () => {
    const config = toMsalConfiguration(
      {
        clientId,
        tenantUrl: 'https://login.microsoftonline.com/contoso.onmicrosoft.com',
        redirectUri: 'https://app.example/auth',
        postLogoutRedirectUri: 'https://app.example/',
        authorityMetadata: '{"issuer":"x"}',
        knownAuthorities: ['login.contoso.example'],
        msalOptions: { system: { popupBridgeTimeout: 5000 }, cache: { cacheLocation: 'memoryStorage' } },
      },
      'https://app.example',
    );
    expect(config.auth).toEqual({
      clientId,
      authority: 'https://login.microsoftonline.com/contoso.onmicrosoft.com',
      redirectUri: 'https://app.example/auth',
      postLogoutRedirectUri: 'https://app.example/',
      authorityMetadata: '{"issuer":"x"}',
      knownAuthorities: ['login.contoso.example'],
    });
    expect(config.system).toEqual({ popupBridgeTimeout: 5000 });
    expect(config.cache).toEqual({ cacheLocation: 'memoryStorage' });
  });
});
