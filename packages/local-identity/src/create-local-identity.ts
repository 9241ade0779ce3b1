import type { IncomingMessage, ServerResponse } from 'node:http';
import { approveOrCancel, authorize } from './authorize.ts';
import { baseUrlOf, type IdentityEvent, type RouteContext } from './context.ts';
import { graphMe } from './graph-me.ts';
import { corsHeaders, readForm, sendJson } from './http.ts';
import { logout } from './logout.ts';
import { oidcMetadata, type OidcMetadata } from './metadata.ts';
import type { LocalIdentityOptions, ResolvedAccount } from './options.ts';
import { resolveOptions } from './resolve-options.ts';
import { createSigningKey } from './signing-key.ts';
import { Store } from './store.ts';
import { token } from './token-endpoint.ts';
import type { JWK } from 'jose';

/** Settings that can change while the server runs (tests flip them between cases). */
export type LiveSettings = Pick<LocalIdentityOptions, 'tokenLifetimeSeconds' | 'interactionRequired' | 'autoApprove'>;

/** A local identity platform: a request handler plus what a test or an app needs to know about it. */
export interface LocalIdentity {
  /**
   * Node request listener. Answers the identity and Graph routes; anything else goes to `next`
   * when given (so it can sit in front of an app server), or gets a 404.
   */
  handle(req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  tenantId: string;
  clientIds: readonly string[];
  accounts: readonly ResolvedAccount[];
  /** The public signing key, as served by the JWKS endpoint. */
  publicJwk: JWK;
  /** Discovery document for a server reached at `baseUrl`. */
  metadata(baseUrl: string): OidcMetadata;
  /** Everything the server did, oldest first. */
  events: IdentityEvent[];
  /** Changes live settings. */
  configure(settings: LiveSettings): void;
}

/** Tenant path segments the routes answer to (the configured tenant, and the multi-tenant aliases). */
function tenantSegments(tenantId: string): Set<string> {
  return new Set([tenantId, 'common', 'organizations']);
}

/** Creates the handler and its signing key. */
export async function createLocalIdentity(options: LocalIdentityOptions = {}): Promise<LocalIdentity> {
  const ctx: RouteContext = {
    settings: resolveOptions(options),
    store: new Store(),
    key: await createSigningKey(),
    events: [],
  };
  const tenants = tenantSegments(ctx.settings.tenantId);

  async function route(req: IncomingMessage, res: ServerResponse, next?: () => void): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    const [tenant, ...rest] = url.pathname.split('/').filter(Boolean);
    const path = rest.join('/');
    const known = url.pathname === '/v1.0/me' || (tenant !== undefined && tenants.has(tenant));
    if (!known) {
      if (next) next();
      else sendJson(req, res, 404, { error: 'not_found', error_description: `No route for ${url.pathname}` });
      return;
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      res.end();
      return;
    }
    if (url.pathname === '/v1.0/me' && method === 'GET') return graphMe(ctx, req, res);
    const base = baseUrlOf(ctx, req);
    if (path === 'v2.0/.well-known/openid-configuration' && method === 'GET') {
      return sendJson(req, res, 200, oidcMetadata(base, ctx.settings.tenantId));
    }
    if (path === 'discovery/v2.0/keys' && method === 'GET')
      return sendJson(req, res, 200, { keys: [ctx.key.publicJwk] });
    if (path === 'oauth2/v2.0/authorize' && (method === 'GET' || method === 'POST')) {
      const params = method === 'POST' ? await readForm(req) : url.searchParams;
      return authorize(ctx, req, res, params, `${base}/${tenant}/oauth2/v2.0/authorize/approve`);
    }
    if (path === 'oauth2/v2.0/authorize/approve' && method === 'POST')
      return approveOrCancel(ctx, res, await readForm(req));
    if (path === 'oauth2/v2.0/token' && method === 'POST') return token(ctx, req, res, await readForm(req));
    if (path === 'oauth2/v2.0/logout' && (method === 'GET' || method === 'POST')) {
      return logout(ctx, req, res, method === 'POST' ? await readForm(req) : url.searchParams);
    }
    sendJson(req, res, 404, { error: 'not_found', error_description: `No route for ${method} ${url.pathname}` });
  }

  return {
    handle(req, res, next) {
      route(req, res, next).catch((error: unknown) => {
        if (!res.headersSent) sendJson(req, res, 500, { error: 'server_error', error_description: String(error) });
        else res.destroy();
      });
    },
    tenantId: ctx.settings.tenantId,
    clientIds: ctx.settings.clientIds,
    accounts: ctx.settings.accounts,
    publicJwk: ctx.key.publicJwk,
    metadata: (baseUrl) => oidcMetadata(baseUrl.replace(/\/+$/, ''), ctx.settings.tenantId),
    events: ctx.events,
    configure(settings) {
      ctx.settings = resolveOptions({ ...ctx.settings, ...settings, accounts: ctx.settings.accounts });
    },
  };
}
