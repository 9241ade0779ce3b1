import { randomUUID } from 'node:crypto';
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
  /** How many times the JWKS has been requested. */
  readonly jwksRequests: number;
  /** Signs from now on with a new key (new `kid`), and publishes only that one. */
  rotateKey(): Promise<void>;
  /** Makes the JWKS endpoint drop connections ('reset'), answer 500, or never answer ('hang'). */
  setJwksFault(fault: 'reset' | 500 | 'hang' | undefined): void;
  /** The env the API needs to trust this issuer. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

async function newSigningKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

// An RSA key takes a tenth of a second of CPU or more to make: the issuers of one test file start
// with the same signing key (each with its own URL, so its own `iss`; `rotateKey` makes a new one),
// and the key they never publish is made once, on first use.
let firstSigningKey: ReturnType<typeof newSigningKey> | undefined;
let foreignKey: ReturnType<typeof generateKeyPair> | undefined;

/**
 * A stand-in for Entra ID's signing side: an RS256 key whose JWKS is served over real HTTP on
 * 127.0.0.1, and ID tokens minted with Microsoft's v2 claim set.
 */
export async function startOidcIssuer(options: { jwksDelayMs?: number } = {}): Promise<OidcIssuer> {
  let signing = await (firstSigningKey ??= newSigningKey('test-key-1'));

  let jwksWaiters: (() => void)[] = [];
  let jwksRequests = 0;
  let jwksFault: 'reset' | 500 | 'hang' | undefined;
  const server: Server = createServer((req, res) => {
    if (req.url === `/${TENANT_ID}/discovery/v2.0/keys`) {
      jwksRequests += 1;
      for (const resolve of jwksWaiters) resolve();
      jwksWaiters = [];
      if (jwksFault === 'reset') return req.socket.destroy();
      if (jwksFault === 'hang') return;
      if (jwksFault === 500) return res.writeHead(500).end();
      const { publicJwk } = signing;
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
    // MSAL sends a new nonce with every sign-in, so no two sign-ins have the same token.
    nonce: randomUUID(),
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
        ? (foreignKey ??= generateKeyPair('RS256')).then(({ privateKey }) =>
            sign(claims, options, privateKey, signing.kid),
          )
        : sign(claims, options, signing.privateKey, signing.kid),
    unsignedIdToken: (claims = {}) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(fullClaims(claims))}.`,
    async hmacWithPublicKey(claims = {}) {
      const secret = new TextEncoder().encode(JSON.stringify(signing.publicJwk));
      return new SignJWT(fullClaims(claims)).setProtectedHeader({ alg: 'HS256', kid: signing.kid }).sign(secret);
    },
    nextJwksRequest: () => new Promise<void>((resolve) => jwksWaiters.push(resolve)),
    get jwksRequests() {
      return jwksRequests;
    },
    async rotateKey() {
      signing = await newSigningKey(`test-key-${Number(signing.kid.split('-').pop()) + 1}`);
    },
    setJwksFault(fault) {
      jwksFault = fault;
    },
    env: () => ({ ENTRA_CLIENT_ID: CLIENT_ID, OIDC_ISSUER: issuer, OIDC_JWKS_URI: jwksUri }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
