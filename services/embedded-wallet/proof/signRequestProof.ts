import { base64url, type JWK, SignJWT } from 'jose';

/**
 * The frame's proof of possession (issue 26): every `/v1` call carries a JWS signed by the frame's own
 * non-extractable P-256 key over the exact request — method, path and query, host page, a SHA-256 of the
 * body and of the bearer token — with a time and a random id. Signed here (by the frame, and by the tests
 * that stand in for it) and checked by the service (`verifyRequestProof.ts`). jose and WebCrypto only.
 */
export const PROOF_HEADER = 'x-latch-proof';
/** The frame's approval of one unsafe request (its exact body), signed after the user's Approve. */
export const APPROVAL_HEADER = 'x-latch-approval';
export const PROOF_TYPE = 'latch-proof+jwt';
export const APPROVAL_TYPE = 'latch-approval+jwt';

/** A key only its frame can use: the private half is a non-extractable CryptoKey. */
export interface ProofKey {
  readonly privateKey: CryptoKey;
  /** The public half, as sent in every proof's header (`kty`, `crv`, `x`, `y` only). */
  readonly publicJwk: JWK;
}

/** A new ECDSA P-256 key pair whose private key cannot be exported, not even by the frame's own code. */
export const generateProofKeyPair = (): Promise<CryptoKeyPair> =>
  crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);

/** A key pair as a proof key: the private half, and the public half as a JWK (always exportable). */
export const proofKeyOf = async (pair: CryptoKeyPair): Promise<ProofKey> => {
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { privateKey: pair.privateKey, publicJwk: { kty, crv, x, y } as JWK };
};

export const generateProofKey = async (): Promise<ProofKey> => proofKeyOf(await generateProofKeyPair());

/** SHA-256 of a text's UTF-8, base64url: how proofs name a body or a token. */
export const sha256Url = async (text: string): Promise<string> =>
  base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));

export interface ProvenRequest {
  readonly method: 'GET' | 'POST';
  /** Path and query exactly as requested (`/v1/rpc?projectId=…`). */
  readonly url: string;
  /** The host page the frame runs in (the `x-latch-host-origin` header). */
  readonly hostOrigin: string;
  /** The body's text as sent ('' without one). */
  readonly body: string;
  readonly token?: string | undefined;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

const jwt = (claims: Record<string, string>, key: ProofKey, type: string, now: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: type, jwk: key.publicJwk })
    .setIssuedAt(seconds(now))
    .setJti(crypto.randomUUID())
    .sign(key.privateKey);

/** The `x-latch-proof` of one request. */
export const signRequestProof = async (key: ProofKey, request: ProvenRequest, now: number): Promise<string> =>
  jwt(
    {
      htm: request.method,
      htu: request.url,
      hos: request.hostOrigin,
      bh: await sha256Url(request.body),
      ...(request.token !== undefined ? { ath: await sha256Url(request.token) } : {}),
    },
    key,
    PROOF_TYPE,
    now,
  );

/** The `x-latch-approval` of one unsafe RPC request: its exact body, for this host page. */
export const signApproval = async (
  key: ProofKey,
  request: Pick<ProvenRequest, 'hostOrigin' | 'body'>,
  now: number,
): Promise<string> =>
  jwt({ hos: request.hostOrigin, rh: await sha256Url(request.body) }, key, APPROVAL_TYPE, now);
