/** Defaults of the sign-in verifier (overridden through `ApiDeps.siwx` and the SIWX_* environment). */
export const SIWX_DEFAULTS = {
  /** How long an issued nonce can be signed and sent back. */
  nonceTtlMs: 5 * 60_000,
  /** How long a session (and its token) lasts, at most: a message's Expiration Time may end it sooner. */
  sessionTtlMs: 24 * 60 * 60_000,
  /** How far a signer's clock may be off from ours. */
  skewMs: 5_000,
  /** Largest eip155 signature (ERC-6492 wrappers carry factory calldata). */
  maxSignatureBytes: 4096,
  /** Gas of the `eth_call` checking a contract account's signature. */
  verifyGasLimit: 2_000_000n,
} as const;
