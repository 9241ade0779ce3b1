import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalIdentity, type LocalIdentity } from './create-local-identity.ts';
import type { LocalIdentityOptions } from './options.ts';

/** Options of {@link start}: the identity options plus where to listen. */
export interface StartOptions extends LocalIdentityOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on. Default `127.0.0.1` (loopback pages are secure contexts; MSAL needs one). */
  host?: string;
}

/** MSAL `auth` settings that point the real msal-browser at this server. */
export interface MsalAuthSettings {
  /** A nominal https authority; MSAL requires https here but never contacts it when metadata is given. */
  authority: string;
  /** The discovery document as a JSON string, as MSAL's `authorityMetadata` wants it. */
  authorityMetadata: string;
  /** Needed when the authority host is not one of Microsoft's own. */
  knownAuthorities: string[];
}

/** A running local identity platform. */
export interface RunningLocalIdentity extends LocalIdentity {
  /** `http://host:port` */
  url: string;
  port: number;
  /** `iss` of the id and access tokens. */
  issuer: string;
  jwksUri: string;
  /** Base URL for Graph calls: `${graphBaseUrl}/v1.0/me`. */
  graphBaseUrl: string;
  /**
   * MSAL settings for this server. `authorityHost` defaults to `login.microsoftonline.com`
   * (the production shape); a made-up host keeps demo accounts apart from real ones in MSAL's cache.
   */
  msalAuth(authorityHost?: string): MsalAuthSettings;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

const MICROSOFT_HOSTS = new Set([
  'login.microsoftonline.com',
  'login.windows.net',
  'login.microsoft.com',
  'sts.windows.net',
]);

/** Starts the local identity platform on its own HTTP server. */
export async function start(options: StartOptions = {}): Promise<RunningLocalIdentity> {
  const { port = 0, host = '127.0.0.1', ...identityOptions } = options;
  const identity = await createLocalIdentity(identityOptions);
  const server: Server = createServer((req, res) => identity.handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const url =
    identityOptions.publicUrl?.replace(/\/+$/, '') ?? `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  const metadata = identity.metadata(url);
  return Object.assign(identity, {
    url,
    port: actualPort,
    issuer: metadata.issuer,
    jwksUri: metadata.jwks_uri,
    graphBaseUrl: url,
    msalAuth(authorityHost = 'login.microsoftonline.com'): MsalAuthSettings {
      return {
        authority: `https://${authorityHost}/${identity.tenantId}`,
        authorityMetadata: JSON.stringify(metadata),
        knownAuthorities: MICROSOFT_HOSTS.has(authorityHost) ? [] : [authorityHost],
      };
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  });
}
