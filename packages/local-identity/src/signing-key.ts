import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomToken } from './ids.ts';

/** The RS256 key pair tokens are signed with, and its public half as a JWKS entry. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/** Creates a fresh signing key; each server run has its own, published at the JWKS endpoint. */
export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048 });
  const kid = randomToken(12);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, use: 'sig', alg: 'RS256' };
  return { kid, privateKey, publicKey, publicJwk };
}
