import { encodeIss, generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth';

/** A did:key client identity as the WalletConnect SDKs make one, for tests and the benchmark. */
export interface TestIdentity {
  readonly keyPair: Keypair;
  readonly clientId: string;
}

export function createTestIdentity(): TestIdentity {
  const keyPair = generateKeyPair();
  return { keyPair, clientId: encodeIss(keyPair.publicKey) };
}

export interface JwtOptions {
  readonly aud: string;
  /** Seconds; default 86400 like the SDKs. */
  readonly ttl?: number;
  /** Issued-at in seconds; default now. */
  readonly iat?: number;
}

/** A relay auth JWT signed by `identity` (exactly what @walletconnect/core sends). */
export function signClientJwt(identity: TestIdentity, options: JwtOptions): Promise<string> {
  return signJWT(
    'test-session',
    options.aud,
    options.ttl ?? 86_400,
    identity.keyPair,
    options.iat ?? Math.floor(Date.now() / 1000),
  );
}

/** The JWT of `claimed` with the signature of `signer`: a forged token. */
export async function forgeClientJwt(
  claimed: TestIdentity,
  signer: TestIdentity,
  aud: string,
): Promise<string> {
  const genuine = await signClientJwt(claimed, { aud });
  const other = await signClientJwt(signer, { aud });
  const [header, payload] = genuine.split('.');
  const signature = other.split('.')[2];
  return `${header}.${payload}.${signature}`;
}
