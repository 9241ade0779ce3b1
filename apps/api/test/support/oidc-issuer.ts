import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export const CLIENT_ID = '11111111-2222-4333-8444-555555555555';
export const TENANT_ID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

export interface MintOptions {
  /** Seconds from now; negative for an already expired token. */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
  /** Sign with a key the JWKS does not publish (a forgery). */
  signWithForeignKey?: boolean;
}

export interface OidcIssuer {
  issuer: string;
  jwksUri: string;
  mintIdToken(claims?: JWTPayload, options?: MintOptions): Promise<string>;
  /** An unsigned token (`alg: none`) with valid-looking claims. */
  unsignedIdToken(claims?: JWTPayload): string;
  /** A token "signed" with HS256 using the public JWK as the secret (key confusion attempt). */
  hmacWithPublicKey(claims?: JWTPayload): Promise<string>;
  /** Resolves when the JWKS is next requested. */
  nextJwksRequest(): Promise<void>;
  /** The env the API needs to trust this issuer. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A stand-in for Entra ID's signing side: an RS256 key whose JWKS is served over real HTTP on
 * 127.0.0.1, and ID tokens minted with Microsoft's v2 claim set.
 */
export async function startOidcIssuer(options: { jwksDelayMs?: number } = {}): Promise<OidcIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };

  let jwksWaiters: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    if (req.url === `/${TENANT_ID}/discovery/v2.0/keys`) {
      for (const resolve of jwksWaiters) resolve();
      jwksWaiters = [];
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ keys: [publicJwk] }));
      }, options.jwksDelayMs ?? 0);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  const issuer = `${origin}/${TENANT_ID}/v2.0`;
  const jwksUri = `${origin}/${TENANT_ID}/discovery/v2.0/keys`;

  const baseClaims = (claims: JWTPayload): JWTPayload => ({
    tid: TENANT_ID,
    oid: 'oid-adele',
    preferred_username: 'adele.vance@contoso.example',
    name: 'Adele Vance',
    ver: '2.0',
    nonce: 'nonce-1',
    ...claims,
  });

  const sign = (claims: JWTPayload, options: MintOptions, key: CryptoKey, kid: string) => {
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = options.expiresIn ?? 3600;
    return new SignJWT(baseClaims(claims))
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? CLIENT_ID)
      .setSubject(String(claims.sub ?? 'pairwise-sub'))
      .setIssuedAt(Math.min(now, now + expiresIn - 60))
      .setNotBefore(Math.min(now, now + expiresIn - 60))
      .setExpirationTime(now + expiresIn)
      .sign(key);
  };

  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const fullClaims = (claims: JWTPayload) => {
    const now = Math.floor(Date.now() / 1000);
    return {
      ...baseClaims(claims),
      iss: issuer,
      aud: CLIENT_ID,
      iat: now,
      nbf: now,
      exp: now + 3600,
      sub: 'pairwise-sub',
    };
  };

  return {
    issuer,
    jwksUri,
    mintIdToken: (claims = {}, options = {}) =>
      options.signWithForeignKey
        ? sign(claims, options, foreign.privateKey, 'test-key-1')
        : sign(claims, options, privateKey, 'test-key-1'),
    unsignedIdToken: (claims = {}) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(fullClaims(claims))}.`,
    async hmacWithPublicKey(claims = {}) {
      const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
      return new SignJWT(fullClaims(claims)).setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' }).sign(secret);
    },
    nextJwksRequest: () => new Promise<void>((resolve) => jwksWaiters.push(resolve)),
    env: () => ({ ENTRA_CLIENT_ID: CLIENT_ID, OIDC_ISSUER: issuer, OIDC_JWKS_URI: jwksUri }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
