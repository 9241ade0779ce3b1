import { stableGuid } from './ids.ts';
import {
  DEFAULT_ACCOUNTS,
  DEFAULT_CLIENT_ID,
  DEFAULT_TENANT_ID,
  type LocalIdentityOptions,
  type ResolvedOptions,
} from './options.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Applies defaults and checks the options, naming the field that is wrong. */
export function resolveOptions(options: LocalIdentityOptions = {}): ResolvedOptions {
  const tenantId = options.tenantId ?? DEFAULT_TENANT_ID;
  if (!GUID.test(tenantId)) throw new TypeError(`tenantId must be a GUID; received "${tenantId}"`);
  const clientIds = options.clientIds ?? [DEFAULT_CLIENT_ID];
  if (clientIds.length === 0) throw new TypeError('clientIds must list at least one client id');
  const accounts = (options.accounts ?? DEFAULT_ACCOUNTS).map((account, index) => {
    if (!account.username || !account.name) {
      throw new TypeError(`accounts[${index}] needs a username and a name`);
    }
    return { ...account, oid: account.oid ?? stableGuid(`local-identity:${account.username}`) };
  });
  if (accounts.length === 0) throw new TypeError('accounts must list at least one account');
  if (options.autoApprove && !accounts.some((a) => a.username === options.autoApprove)) {
    throw new TypeError(`autoApprove must be the username of a configured account; received "${options.autoApprove}"`);
  }
  return {
    accounts,
    clientIds,
    redirectUris: options.redirectUris,
    tenantId,
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3600,
    interactionRequired: options.interactionRequired ?? false,
    autoApprove: options.autoApprove,
  };
}
