export { createLocalIdentity } from './create-local-identity.ts';
export type { LiveSettings, LocalIdentity } from './create-local-identity.ts';
export { start } from './start.ts';
export type { MsalAuthSettings, RunningLocalIdentity, StartOptions } from './start.ts';
export { DEFAULT_ACCOUNTS, DEFAULT_CLIENT_ID, DEFAULT_TENANT_ID, EXPIRED_ID_TOKEN_AGE_SECONDS } from './options.ts';
export type { DemoAccount, LocalIdentityOptions, ResolvedAccount } from './options.ts';
export type { IdentityEvent } from './context.ts';
export type { OidcMetadata } from './metadata.ts';
export { GRAPH_RESOURCE } from './scopes.ts';
