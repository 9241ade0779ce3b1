import type { JSONWebKeySet } from 'jose';
import type { Config } from '../config/load-config.ts';
import type { EmbedTokenProvider } from './embed-token-provider.ts';
import { createLocalEmbedProvider } from './local-embed-provider.ts';
import { loadLocalSigningKey } from './local-signing-key.ts';
import { createPowerBiEmbedProvider } from './powerbi/powerbi-embed-provider.ts';
import type { Timers } from '../timers.ts';

export interface EmbedSetup {
  provider: EmbedTokenProvider;
  /** Published at /.well-known/embed-jwks.json when the API signs the tokens itself. */
  jwks: JSONWebKeySet | undefined;
}

/** Builds the configured embed-token provider. */
export async function createEmbedProvider(
  config: Config,
  options: { log: { warn(message: string): void }; now?: () => number; timers?: Timers },
): Promise<EmbedSetup> {
  if (config.embed.provider === 'powerbi' && config.embed.powerbi) {
    const powerbi = config.embed.powerbi;
    // Cached tokens belong to this service principal and these row-level security roles.
    const cacheScope = JSON.stringify([powerbi.tenantId, powerbi.clientId, powerbi.rlsRoles]);
    return { provider: { ...createPowerBiEmbedProvider(powerbi, options), cacheScope }, jwks: undefined };
  }
  const local = config.embed.local;
  const key = await loadLocalSigningKey(local.privateKeyPem);
  return {
    provider: createLocalEmbedProvider({
      reportOrigin: local.reportOrigin,
      tokenTtlSeconds: local.tokenTtlSeconds,
      issuer: config.session.issuer,
      key,
      now: options.now,
    }),
    jwks: { keys: [key.publicJwk] },
  };
}
