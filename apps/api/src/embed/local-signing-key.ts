import { calculateJwkThumbprint, exportJWK, generateKeyPair, importPKCS8, type CryptoKey, type JWK } from 'jose';

export interface LocalSigningKey {
  privateKey: CryptoKey;
  /** The public half as a JWK, with `kid`, `alg` and `use`, ready for a JWKS document. */
  publicJwk: JWK;
}

/**
 * Loads the ES256 key that signs local embed tokens from PEM, or makes a fresh one (tokens then
 * stop verifying after a restart, which the viewer survives by fetching /dashboards again).
 */
export async function loadLocalSigningKey(privateKeyPem: string | undefined): Promise<LocalSigningKey> {
  let privateKey: CryptoKey;
  let publicJwk: JWK;
  if (privateKeyPem) {
    privateKey = await importPKCS8(privateKeyPem, 'ES256', { extractable: true });
    const { d: _secret, ...pub } = await exportJWK(privateKey);
    publicJwk = pub;
  } else {
    const pair = await generateKeyPair('ES256', { extractable: false });
    privateKey = pair.privateKey;
    publicJwk = await exportJWK(pair.publicKey);
  }
  const kid = await calculateJwkThumbprint(publicJwk);
  return { privateKey, publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig' } };
}
