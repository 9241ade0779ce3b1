import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalIdentityOptions } from '@org/local-identity';
import type { Config, IdentityConfig } from '../config/load-config.ts';
import { LOCAL_DEMO_ACCOUNTS } from './local-demo-accounts.ts';

/** A Node request listener that answers some paths and passes the rest on. */
export type FrontHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Starts `@org/local-identity` inside this server (LOCAL_IDENTITY=true): its OIDC and Graph
 * routes answer before Fastify, and the API trusts its issuer, fetching its JWKS over HTTP
 * from this same server. Loaded on demand so a real deployment never loads it. It offers
 * {@link LOCAL_DEMO_ACCOUNTS} (the seeded people, a disabled user, an expired ID token) unless
 * `extra.accounts` says otherwise.
 */
export async function mountLocalIdentity(
  options: NonNullable<Config['localIdentity']>,
  extra: Partial<LocalIdentityOptions> = {},
): Promise<{ identity: IdentityConfig; handle: FrontHandler }> {
  const { createLocalIdentity } = await import('@org/local-identity');
  const local = await createLocalIdentity({
    accounts: LOCAL_DEMO_ACCOUNTS,
    publicUrl: options.publicUrl,
    ...(options.tenantId ? { tenantId: options.tenantId } : {}),
    ...(options.clientId ? { clientIds: [options.clientId] } : {}),
    ...extra,
  });
  const metadata = local.metadata(options.publicUrl);
  return {
    identity: { issuer: metadata.issuer, jwksUri: metadata.jwks_uri, audience: local.clientIds[0] },
    handle: (req, res, next) => local.handle(req, res, next),
  };
}
