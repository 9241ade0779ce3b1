import type { IncomingMessage } from 'node:http';
import type { ResolvedOptions } from './options.ts';
import type { SigningKey } from './signing-key.ts';
import type { Store } from './store.ts';

/** Something the server did, recorded so tests can assert on the protocol traffic. */
export type IdentityEvent =
  | { type: 'authorize'; clientId: string; prompt: string | undefined; scope: string; responseMode: string }
  | { type: 'approve'; username: string }
  | { type: 'cancel' }
  | { type: 'token'; grantType: string; ok: boolean; error?: string }
  | { type: 'me'; ok: boolean }
  | { type: 'logout' };

/** Shared state handed to each route. */
export interface RouteContext {
  settings: ResolvedOptions;
  store: Store;
  key: SigningKey;
  events: IdentityEvent[];
}

/** The URL the browser reached us at: `publicUrl` when configured, else from the Host header. */
export function baseUrlOf(ctx: RouteContext, req: IncomingMessage): string {
  return ctx.settings.publicUrl ?? `http://${req.headers.host ?? '127.0.0.1'}`;
}

/** `iss` of every token: the v2 issuer of the configured tenant. */
export function issuerOf(ctx: RouteContext, req: IncomingMessage): string {
  return `${baseUrlOf(ctx, req)}/${ctx.settings.tenantId}/v2.0`;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether a redirect or post-logout URI is registered (or, with none registered, a loopback URL). */
export function isAllowedRedirect(ctx: RouteContext, uri: string): boolean {
  if (ctx.settings.redirectUris) return ctx.settings.redirectUris.includes(uri);
  try {
    const url = new URL(uri);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}
